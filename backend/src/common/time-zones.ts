/**
 * An IANA time zone's name (`America/New_York`, `Europe/Paris`, `UTC`), as the client's publishing
 * times are chosen and shown in it. Its shape first (Intl also takes offsets such as `+01:00`, which
 * are no place and keep no daylight-saving rules), then whether this runtime's time zone data knows
 * it (aliases such as `Asia/Calcutta` included).
 */
const NAME = /^[A-Za-z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A wall time in a zone, as a person picks it: `YYYY-MM-DD` and `HH:mm`. */
export interface WallTime {
  date: string;
  time: string;
}

/**
 * The instant a wall time names in `zone`, and how a daylight-saving change bent it:
 * - `exact`: the time exists once;
 * - `gap`: the clocks jump over it (02:30 on a spring-forward night): the instant as many minutes
 *   after the jump as the time was after its start (03:30), as a person whose clock jumped would read it;
 * - `repeat`: the clocks go back over it (01:30 on a fall-back night): the first of the two.
 */
export interface ZonedInstant {
  instant: Date;
  /** The wall time it lands on, in the zone (differs from the asked one in a gap). */
  wall: WallTime;
  fit: 'exact' | 'gap' | 'repeat';
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall clock at `instant`, as `YYYY-MM-DDTHH:mm`. */
export function wallClock(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** Minutes the zone's clock is ahead of UTC at `instant`. */
const offsetMinutes = (instant: Date, zone: string): number => {
  const [, y, mo, d, h, mi] = WALL.exec(wallClock(instant, zone))!.map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
};

/** The wall time's instant in `zone` (see ZonedInstant); null when the date or time is none (2026-02-30, 24:10). */
export function zonedInstant({ date, time }: WallTime, zone: string): ZonedInstant | null {
  const wanted = `${date}T${time}`;
  const match = WALL.exec(wanted);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const naive = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (new Date(naive).toISOString().slice(0, 16) !== wanted) return null;
  // The offsets in force a day either side cover any one change; each gives a candidate instant.
  const offsets = new Set([-1, 0, 1].map((days) => offsetMinutes(new Date(naive + days * 86_400_000), zone)));
  const fits = [...offsets]
    .map((offset) => naive - offset * 60_000)
    .filter((instant) => wallClock(new Date(instant), zone) === wanted)
    .sort((a, b) => a - b);
  if (fits.length > 0)
    return { instant: new Date(fits[0]!), wall: { date, time }, fit: fits.length > 1 ? 'repeat' : 'exact' };
  // In a gap: read with the offset before the jump, the time lands as far after it.
  const before = offsetMinutes(new Date(naive - 86_400_000), zone);
  const instant = new Date(naive - before * 60_000);
  const [landedDate, landedTime] = wallClock(instant, zone).split('T') as [string, string];
  return { instant, wall: { date: landedDate, time: landedTime }, fit: 'gap' };
}
