import { calendarRange, dayNumber, daysSpanned, isTimeZone, startOfDayIn } from './calendar-range.js';

describe('calendar range', () => {
  it('reads real dates only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
    expect(dayNumber('26-11-24')).toBeNull();
    expect(dayNumber('2026-11-24T00:00:00Z')).toBeNull();
  });

  it('counts the days of a range, both ends included', () => {
    expect(daysSpanned('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysSpanned('2026-10-26', '2026-12-06')).toBe(42);
    expect(daysSpanned('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('knows IANA time zones, and nothing else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it("starts a day at the viewer's midnight, summer time or not", () => {
    expect(startOfDayIn('2026-07-01', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfDayIn('2026-12-01', 'Europe/Paris').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'Asia/Kolkata').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(startOfDayIn('2026-11-01', 'UTC').toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('starts a day whose midnight the clocks skip at the change', () => {
    // Santiago moves from -04 to -03 at midnight on 2026-09-06: the day begins at 01:00 local, 04:00Z.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('spans a month that crosses the end of summer time, to the midnight after its last day', () => {
    const { start, end } = calendarRange('2026-10-26', '2026-11-08', 'America/New_York');
    expect(start.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-09T05:00:00.000Z');
  });
});
