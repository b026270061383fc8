import { isTimeZone } from './time-zones.js';

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
