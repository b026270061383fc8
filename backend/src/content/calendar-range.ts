/**
 * The days a calendar shows, as the instants they span in the viewer's time zone: pure, so the rules
 * are tested without a database. A day is a date (YYYY-MM-DD) read in an IANA time zone (the
 * browser's), so a month that crosses a change to or from summer time still starts and ends each day
 * at the viewer's midnight, which a single UTC offset could not do.
 */

import { isRealDay } from '../common/dates.js';

/** A month view shows at most six weeks. */
export const CALENDAR_MAX_DAYS = 42;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date's days since 1970-01-01, or null when it is not a real date ("2026-02-30"). */
export function dayNumber(day: string): number | null {
  if (!DAY_PATTERN.test(day) || !isRealDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  return new Date(0).setUTCFullYear(year, month - 1, date) / DAY_MS;
}

/** How many days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysSpanned = (from: string, to: string): number => dayNumber(to)! - dayNumber(from)! + 1;

/** Whether `timeZone` is an IANA time zone the server knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time in `timeZone` at `instant`, read as if it were UTC, minus the instant: the offset. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of `day` in `timeZone`: its midnight, or, where the clocks skip midnight, the
 * first time the day has.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = dayNumber(day)! * DAY_MS;
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  const second = midnightUtc - offsetAt(first, timeZone);
  // The second guess uses the offset in force at the day's start; if that lands in the day before
  // (midnight skipped by a change of clocks), the day starts at the change, the first guess.
  return new Date(second + offsetAt(second, timeZone) < midnightUtc ? first : second);
}

/** The day after `day`, as YYYY-MM-DD. */
export const nextDay = (day: string): string =>
  new Date((dayNumber(day)! + 1) * DAY_MS).toISOString().slice(0, 10);

/** The instants from the start of `from` (included) to the start of the day after `to` (excluded). */
export const calendarRange = (from: string, to: string, timeZone: string): { start: Date; end: Date } => ({
  start: startOfDayIn(from, timeZone),
  end: startOfDayIn(nextDay(to), timeZone),
});
