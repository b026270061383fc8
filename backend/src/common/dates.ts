/** Pure date helpers, in UTC: the week and the month are the product's, whatever the server's time zone. */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Monday 00:00 UTC of the week `now` falls in. */
export function startOfWeek(now = new Date()): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The first instant of the month `now` falls in, UTC. */
export const startOfMonth = (now = new Date()): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * `date` moved `months` months (back when negative), at its time of day, on `dayOfMonth` or the month's
 * last day when it has no such day (31 Jan + 1 → 28 Feb). `dayOfMonth` is the day a monthly series falls
 * on when it differs from `date`'s own (a series of the 31st, clamped to 28 Feb, goes on to 31 Mar
 * rather than drifting to the 28th). The one month arithmetic of the product.
 */
export function addMonths(date: Date, months: number, dayOfMonth = date.getUTCDate()): Date {
  const moved = new Date(date);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  moved.setUTCDate(Math.min(dayOfMonth, lastDayOfMonth(moved)));
  return moved;
}

/** The last day of the month `date` falls in (UTC): 28 to 31. */
const lastDayOfMonth = (date: Date): number => daysIn(date.getUTCFullYear(), date.getUTCMonth() + 1);

/**
 * The day of the month a monthly renewal series falls on, from its current renewal date and its start:
 * the renewal date's own day, unless that is its month's last day (perhaps cut short, 28 Feb for the
 * 31st), when the start's later day wins.
 */
export function billingDay(renewalDate: Date, startDate: Date): number {
  const day = renewalDate.getUTCDate();
  return day === lastDayOfMonth(renewalDate) ? Math.max(day, startDate.getUTCDate()) : day;
}

/**
 * An ISO 8601 date, alone or leading a time: its year (4 digits, or 6 with a sign), month and day.
 * Anything else (`03/02/2026`, `Mar 2 2026`, `2026-3-2`) is not read as a date at all.
 */
const WRITTEN_DAY = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?=$|T)/;

/**
 * Whether a date written ISO 8601 style (`2026-02-28`, `2026-02-28T23:30:00-05:00`) names a day the
 * calendar has, as written (its offset aside): JavaScript rolls `2026-02-30` over to March 2, where
 * this says no. False for text that does not lead with YYYY-MM-DD.
 */
export function isRealDay(text: string): boolean {
  const written = WRITTEN_DAY.exec(text);
  if (!written) return false;
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysIn(year, month);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How many days `month` (1–12) of `year` has, leap years as the Gregorian calendar has them. */
function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/** Whether text written ISO 8601 style leads with a day the calendar does not have (`2026-02-30`). */
export const isImpossibleDay = (text: unknown): boolean =>
  typeof text === 'string' && WRITTEN_DAY.test(text) && !isRealDay(text);
