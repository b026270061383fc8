import { addMonths, billingDay } from '../common/dates.js';
import type { SubscriptionStatus } from './client-subscription.entity.js';

/**
 * A subscription's billing periods, worked out from its dates alone. Its periods run a month each on
 * its renewal day of the month (the day of its renewal date, else of its end, else a month after its
 * start), at the time of day of its start; its first period starts at its start. A manual payment names
 * one of these periods; a Stripe payment is for its invoice's period.
 */
export interface Period {
  start: Date;
  end: Date;
}

/** What the periods are worked out from. */
export interface PeriodTerms {
  status: SubscriptionStatus;
  startDate: Date;
  renewalDate?: Date | null;
  endDate?: Date | null;
  paidThrough?: Date | null;
  autoRenew?: boolean;
}

/** The payments a rule reads: the period each is for, and whether it was voided. */
export interface PaidPeriod {
  periodStart: Date;
  periodEnd: Date;
  voidedAt?: Date | null;
}

/** How far ahead a period may be paid. */
export const MONTHS_PAYABLE_AHEAD = 12;

/** Where the first period of a subscription starting at `startDate` ends when nothing else says: a month on. */
export const firstRenewal = (startDate: Date): Date => addMonths(startDate, 1);

/** A boundary between two periods, and the day of the month the boundaries fall on. */
function anchorOf(terms: PeriodTerms): { anchor: Date; day: number } {
  const anchor = terms.renewalDate ?? terms.endDate ?? firstRenewal(terms.startDate);
  return { anchor, day: billingDay(anchor, terms.startDate) };
}

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The first period boundary at or after `date` (the boundaries after the start; the start itself is one). */
export function boundaryAtOrAfter(terms: PeriodTerms, date: Date): Date {
  if (date.getTime() <= terms.startDate.getTime()) return terms.startDate;
  const { anchor, day } = anchorOf(terms);
  let k = monthIndex(date) - monthIndex(anchor) - 1;
  let boundary = addMonths(anchor, k, day);
  while (boundary.getTime() < date.getTime()) {
    k += 1;
    boundary = addMonths(anchor, k, day);
  }
  return boundary.getTime() <= terms.startDate.getTime() ? terms.startDate : boundary;
}

/** The period starting at `start`, or null when no period of this subscription starts then. */
export function periodStartingAt(terms: PeriodTerms, start: Date): Period | null {
  if (start.getTime() < terms.startDate.getTime()) return null;
  if (boundaryAtOrAfter(terms, start).getTime() !== start.getTime()) return null;
  const end = boundaryAtOrAfter(terms, new Date(start.getTime() + 1));
  return { start, end };
}

/**
 * The periods begun from its renewal date up to `now`, one a month on its renewal day (a renewal of the
 * 31st falls on a shorter month's last day and comes back to the 31st); none while that date is ahead.
 */
export function renewalsDue(terms: PeriodTerms, now: Date): Period[] {
  const due: Period[] = [];
  if (!terms.renewalDate) return due;
  const { anchor, day } = anchorOf(terms);
  for (let k = 0; addMonths(anchor, k, day).getTime() <= now.getTime(); k += 1)
    due.push({ start: addMonths(anchor, k, day), end: addMonths(anchor, k + 1, day) });
  return due;
}

/** Where a subscription's paid periods end now: the latest end of its payments not voided; null for none. */
export function paidThrough(payments: PaidPeriod[]): Date | null {
  const ends = payments.filter((payment) => !payment.voidedAt).map((payment) => payment.periodEnd.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/** The last instant it may be paid for: a canceled one's end of access, a non-renewing one's end. */
function payableUntil(terms: PeriodTerms): Date | null {
  if (terms.status === 'canceled') return terms.endDate ?? null;
  if (terms.autoRenew === false) return terms.renewalDate ?? null;
  return null;
}

/**
 * Why the team may not mark the period starting at `start` paid, at `now`; null when it may. Another
 * payment for that period is the caller's check (one not voided is a 409).
 */
export function periodRefusal(terms: PeriodTerms, start: Date, now: Date): string | null {
  const period = periodStartingAt(terms, start);
  if (!period)
    return "Period start must be the start of one of this subscription's periods (its renewal day of the month)";
  if (period.start.getTime() > addMonths(now, MONTHS_PAYABLE_AHEAD).getTime())
    return `Period start must be at most ${MONTHS_PAYABLE_AHEAD} months ahead`;
  const until = payableUntil(terms);
  if (until && period.start.getTime() >= until.getTime())
    return 'Period start must be before the end of this subscription';
  return null;
}

/**
 * The period the team is offered to mark paid next: the one after the last paid (not voided), else the
 * first; null when the subscription ends before it.
 */
export function nextUnpaidPeriod(terms: PeriodTerms, payments: PaidPeriod[], now: Date): Period | null {
  const through = paidThrough(payments);
  const start = through ? boundaryAtOrAfter(terms, through) : terms.startDate;
  const period = periodStartingAt(terms, start);
  if (!period || periodRefusal(terms, start, now)) return null;
  return period;
}

const shortDate = (date: Date, withYear: boolean) =>
  date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear && { year: 'numeric' }),
  });

/** A period as the team reads it: "Dec 27, 2026 – Jan 27, 2027" (UTC). */
export const periodLabel = ({ start, end }: Period): string =>
  `${shortDate(start, true)} – ${shortDate(end, true)}`;
