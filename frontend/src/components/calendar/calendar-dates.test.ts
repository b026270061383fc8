import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  dayKey,
  fromDayKey,
  movedTo,
  periodRange,
  periodTitle,
  shiftPeriod,
} from './calendar-dates';

const day = (key: string) => fromDayKey(key)!;

describe('calendar dates', () => {
  it('reads real days only', () => {
    expect(dayKey(day('2026-11-24'))).toBe('2026-11-24');
    expect(fromDayKey('2026-02-30')).toBeNull();
    expect(fromDayKey('yesterday')).toBeNull();
    expect(fromDayKey(null)).toBeNull();
  });

  it('shows a month in whole weeks from Monday, never more than 42 days', () => {
    const november = calendarDays('month', day('2026-11-24'));
    expect(dayKey(november[0]!)).toBe('2026-10-26');
    expect(dayKey(november.at(-1)!)).toBe('2026-12-06');
    expect(november).toHaveLength(42);
    const february = calendarDays('month', day('2027-02-10'));
    expect(february).toHaveLength(28);
    expect(dayKey(february[0]!)).toBe('2027-02-01');
  });

  it('shows a week from Monday to Sunday', () => {
    const week = calendarDays('week', day('2026-11-29'));
    expect(week.map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('titles and moves a period', () => {
    expect(periodTitle('month', day('2026-11-24'))).toBe('November 2026');
    expect(periodTitle('week', day('2026-11-24'))).toBe('Nov 23 – 29, 2026');
    expect(dayKey(shiftPeriod('month', day('2026-01-31'), 1))).toBe('2026-02-01');
    expect(dayKey(shiftPeriod('week', day('2026-11-24'), -1))).toBe('2026-11-17');
  });

  it('asks the API for the days shown, in the browser’s time zone', () => {
    expect(periodRange('week', day('2026-11-24'))).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
      tz: 'UTC',
    });
  });

  it('moves a post to another day at the same time of day', () => {
    expect(movedTo('2026-11-24T09:30:00.000Z', '2026-11-27')).toBe('2026-11-27T09:30:00.000Z');
  });
});
