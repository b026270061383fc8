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
 * The same day a month later, or the month's last day when it has no such day (31 Jan → 28 Feb).
 * `dayOfMonth` is the day a monthly series falls on when it differs from `date`'s own (a series of the
 * 31st, clamped to 28 Feb, goes on to 31 Mar rather than drifting to the 28th).
 */
export function oneMonthAfter(date: Date, dayOfMonth = date.getUTCDate()): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(dayOfMonth, lastDay));
  return next;
}

/**
 * The day of the month a monthly renewal series falls on, from its current renewal date and its start:
 * the renewal date's own day, unless that is its month's last day (perhaps cut short, 28 Feb for the
 * 31st), when the start's later day wins.
 */
export function billingDay(renewalDate: Date, startDate: Date): number {
  const day = renewalDate.getUTCDate();
  const lastDay = new Date(
    Date.UTC(renewalDate.getUTCFullYear(), renewalDate.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return day === lastDay ? Math.max(day, startDate.getUTCDate()) : day;
}
