import { addMonths, DAY_MS, startOfMonth } from '../common/dates.js';

/**
 * The periods the performance figures are counted over, and when a post's reminders fall due: pure
 * date rules, in UTC like the rest of the product.
 *
 * The definitions every figure follows (the summary, the board, the monthly report):
 * - a post's current numbers are its latest snapshot (latest recordedOn, then latest id);
 * - a period's figures are those of the posts PUBLISHED in it (publishedAt), each at its current
 *   numbers: impressions are their sum, the engagement rate is the sum of their interactions over the
 *   sum of their impressions (null with no impressions);
 * - a post with no snapshot counts as published but adds no numbers.
 */

/** Months the performance summary covers: this one and the five before it. */
export const SUMMARY_MONTHS = 6;

/** The board compares the engagement of the last 30 days against the 30 days before. */
export const ENGAGEMENT_WINDOW_DAYS = 30;

/** The days after publishing at which the client is asked for the post's numbers. */
export const REMINDER_DAYS = [3, 14] as const;

/** The first instant of the month `months` after (or before, negative) the month `date` falls in. */
export const monthsAfter = (date: Date, months: number): Date => addMonths(startOfMonth(date), months);

/** '2026-11' for any instant of November 2026 (UTC). */
export const monthKey = (date: Date): string => date.toISOString().slice(0, 7);

/** 'November' for any instant of November (UTC). */
export const monthName = (date: Date): string =>
  date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/** The first instants of the SUMMARY_MONTHS months up to `now`'s, oldest first, and the end of the last. */
export function summaryMonths(now: Date): { starts: Date[]; until: Date } {
  const current = startOfMonth(now);
  const starts = Array.from({ length: SUMMARY_MONTHS }, (_, index) =>
    monthsAfter(current, index - (SUMMARY_MONTHS - 1)),
  );
  return { starts, until: monthsAfter(current, 1) };
}

/** The board's two windows: [before, after) and [after, now). */
export function engagementWindows(now: Date): { before: Date; after: Date; until: Date } {
  const window = ENGAGEMENT_WINDOW_DAYS * DAY_MS;
  return {
    before: new Date(now.getTime() - 2 * window),
    after: new Date(now.getTime() - window),
    until: now,
  };
}

/**
 * Which reminder a published post is owed at `now`, as the number of reminders sent it then reaches
 * (1: the 3-day one, 2: the 14-day one), or null when none is due. A post past 14 days that never got
 * the first gets only the second.
 */
export function reminderDue(publishedAt: Date, sent: number, now: Date): 1 | 2 | null {
  const age = now.getTime() - publishedAt.getTime();
  if (sent < 2 && age >= REMINDER_DAYS[1] * DAY_MS) return 2;
  if (sent < 1 && age >= REMINDER_DAYS[0] * DAY_MS) return 1;
  return null;
}

/** The day (YYYY-MM-DD) a reminder stage counts from: snapshots recorded on or after it answer it. */
export function reminderDay(publishedAt: Date, stage: 1 | 2): string {
  const day = new Date(publishedAt.getTime() + REMINDER_DAYS[stage - 1] * DAY_MS);
  return day.toISOString().slice(0, 10);
}
