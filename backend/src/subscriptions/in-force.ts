import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './client-subscription.entity.js';

export const NO_SUBSCRIPTION_IN_FORCE =
  'This client has no subscription in force: add or renew one before delivering';

/** What decides whether a subscription is in force. */
interface Terms {
  status: SubscriptionStatus;
  endDate?: Date | null;
  renewalDate?: Date | null;
  autoRenew?: boolean;
  /** The end of the last period paid for (payments not voided); null while none is. */
  paidThrough?: Date | null;
}

/**
 * Whether a subscription gives its client the service now: active; pending (waiting for its first
 * payment) through the period that payment is for, so one never paid drops out at its renewal date
 * rather than being owed posts for ever; or canceled while the period already paid for runs (its end
 * of access, cancellation.ts, is still ahead); or past due while a period already paid runs (a failed
 * payment concerns the next period: what was paid is served to its end).
 */
export function isInForce({ status, endDate, renewalDate, paidThrough }: Terms, now = new Date()): boolean {
  if (status === 'active') return true;
  if (status === 'pending') return !renewalDate || renewalDate.getTime() > now.getTime();
  if (status === 'past_due') return !!paidThrough && paidThrough.getTime() > now.getTime();
  return status === 'canceled' && !!endDate && endDate.getTime() > now.getTime();
}

/**
 * Whether the board owes posts to it now: in force, except a canceled one never paid (nothing was paid
 * for, and it will not be: the client may still be served, but no posts are counted as owed).
 */
export const owesPosts = (terms: Terms, now = new Date()): boolean =>
  isInForce(terms, now) && !(terms.status === 'canceled' && !terms.paidThrough);

/**
 * Until when a subscription is in force as things stand: a canceled one's end of access, a past-due
 * one's end of the period paid, an active or pending one's renewal date (it goes on past it if it
 * renews); null when it is not in force or has no date to go by. The portal, the board and the
 * delivery rule all read this.
 */
export function inForceUntil(terms: Terms, now = new Date()): Date | null {
  if (!isInForce(terms, now)) return null;
  if (terms.status === 'past_due') return terms.paidThrough ?? null;
  return (terms.status === 'canceled' ? terms.endDate : terms.renewalDate) ?? null;
}

/**
 * How a subscription stands, as the team's lists and the client's pages say it: its status, except
 * that a failed payment is `payment_failed` while the period already paid runs (nothing is owed yet)
 * and past due only once that period has ended unpaid.
 */
export const SUBSCRIPTION_STANDINGS = [...SUBSCRIPTION_STATUSES, 'payment_failed'] as const;
export type SubscriptionStanding = (typeof SUBSCRIPTION_STANDINGS)[number];

export const standingOf = (terms: Terms, now = new Date()): SubscriptionStanding =>
  terms.status === 'past_due' && isInForce(terms, now) ? 'payment_failed' : terms.status;

/** Why nothing may be delivered to a client with these subscriptions now; null when posts may be. */
export const deliveryRefusal = (subscriptions: Terms[], now = new Date()): string | null =>
  subscriptions.some((subscription) => isInForce(subscription, now)) ? null : NO_SUBSCRIPTION_IN_FORCE;

/** Whether it goes on past its renewal date as things stand: active or pending, renewing automatically. */
export const renews = ({ status, autoRenew }: Terms): boolean =>
  (status === 'active' || status === 'pending') && autoRenew !== false;

/**
 * When a client's service ends as things stand: the latest end of their subscriptions in force when
 * none of them renews (or has no date to end by); null when one renews, or none is in force.
 */
export function serviceEndsAt(subscriptions: Terms[], now = new Date()): Date | null {
  const inForce = subscriptions.filter((subscription) => isInForce(subscription, now));
  if (inForce.length === 0 || inForce.some(renews)) return null;
  const ends = inForce.map((subscription) => inForceUntil(subscription, now));
  if (ends.some((end) => end === null)) return null;
  return new Date(Math.max(...ends.map((end) => end!.getTime())));
}
