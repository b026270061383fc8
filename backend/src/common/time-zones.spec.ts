import { isTimeZone, wallClock, zonedInstant } from './time-zones.js';

describe('isTimeZone', () => {
  it.each([
    'America/New_York',
    'Europe/Paris',
    'UTC',
    'Asia/Kolkata',
    'Asia/Calcutta',
    'America/Argentina/Buenos_Aires',
    'Etc/GMT+5',
  ])('takes %s', (zone) => expect(isTimeZone(zone)).toBe(true));

  it.each(['', 'Mars/Olympus_Mons', '+01:00', 'EST5EDT/../x', 'America/New York', 'a'.repeat(65), 5, null])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});

describe('zonedInstant', () => {
  it('reads an ordinary time in the zone', () => {
    expect(zonedInstant({ date: '2027-01-12', time: '08:00' }, 'America/New_York')).toEqual({
      instant: new Date('2027-01-12T13:00:00Z'),
      wall: { date: '2027-01-12', time: '08:00' },
      fit: 'exact',
    });
    expect(zonedInstant({ date: '2027-07-12', time: '08:00' }, 'Asia/Kolkata')?.instant).toEqual(
      new Date('2027-07-12T02:30:00Z'),
    );
  });

  it('moves a time the clocks jump over as far past the jump (London, 28 March 2027)', () => {
    expect(zonedInstant({ date: '2027-03-28', time: '01:30' }, 'Europe/London')).toEqual({
      instant: new Date('2027-03-28T01:30:00Z'),
      wall: { date: '2027-03-28', time: '02:30' },
      fit: 'gap',
    });
  });

  it('takes the first of a time the clocks repeat (New York, 7 November 2027)', () => {
    const repeated = zonedInstant({ date: '2027-11-07', time: '01:30' }, 'America/New_York');
    expect(repeated).toEqual({
      instant: new Date('2027-11-07T05:30:00Z'),
      wall: { date: '2027-11-07', time: '01:30' },
      fit: 'repeat',
    });
    // The second 01:30 is an hour later, in standard time.
    expect(wallClock(new Date('2027-11-07T06:30:00Z'), 'America/New_York')).toBe('2027-11-07T01:30');
  });

  it('takes the zones whose jump is at midnight or half an hour (Santiago, Lord Howe)', () => {
    expect(zonedInstant({ date: '2027-09-05', time: '00:15' }, 'America/Santiago')?.fit).toBe('gap');
    expect(zonedInstant({ date: '2027-10-03', time: '02:15' }, 'Australia/Lord_Howe')).toMatchObject({
      fit: 'gap',
      wall: { time: '02:45' },
    });
  });

  it.each([
    ['2027-02-30', '08:00'],
    ['2027-01-12', '24:10'],
    ['2027-1-12', '08:00'],
    ['2027-01-12', '8:00'],
  ])('answers null for %s %s, which is no time', (date, time) =>
    expect(zonedInstant({ date, time }, 'UTC')).toBeNull(),
  );
});
