import type { SubscriptionDto } from '../api';
import { formatDate } from './format';

// What a subscription's lifecycle means for the client, read from what the server says is in force
// (inForce / inForceUntil), not from the status alone: a canceled subscription still runs to the end
// of its paid period, and an active one that will not renew ends on its renewal date.

/** When the client's access ends or ended, as a label and a date; null when it simply goes on. */
export interface AccessLine {
  label: 'Access until' | 'Ended on' | 'Ends on' | 'Paid through';
  date: string;
}

export function accessLine(subscription: SubscriptionDto): AccessLine | null {
  const { status, standing, inForce, inForceUntil, endDate, autoRenew } = subscription;
  // A failed payment: the period paid runs to its end, when the next payment is due.
  if (standing === 'payment_failed' && inForceUntil) {
    return { label: 'Paid through', date: formatDate(inForceUntil) };
  }
  if (status === 'canceled' && inForce && inForceUntil) {
    return { label: 'Access until', date: formatDate(inForceUntil) };
  }
  if (!inForce && endDate) return { label: 'Ended on', date: formatDate(endDate) };
  if (status === 'active' && !autoRenew && inForceUntil) {
    return { label: 'Ends on', date: formatDate(inForceUntil) };
  }
  return null;
}

/**
 * The renewal date to show: none once the subscription will not renew (it ends then instead), nor for
 * one waiting for its first payment past the period that payment was for (it lapsed: nothing renews).
 */
export function nextRenewal(subscription: SubscriptionDto): string | null {
  const { renewalDate, status, autoRenew, inForce } = subscription;
  if (!renewalDate || (status === 'active' && !autoRenew) || (status === 'pending' && !inForce)) return null;
  return formatDate(renewalDate);
}

/** Stripe's Customer Portal is the client's for a Stripe subscription once it has been paid for. */
export const canManageBilling = (subscription: SubscriptionDto) =>
  subscription.billing === 'stripe' && subscription.status !== 'pending';

export const PAST_DUE_MESSAGE =
  'Your last payment failed. Update your payment details to keep your posts coming.';
/** A failed payment while the period paid still runs: nothing is late until `due`. */
export const paymentFailedMessage = (due: string) =>
  `Your last payment failed. Your next payment is due ${due}: update your payment details by then to keep your posts coming.`;
export const AWAITING_PAYMENT_MESSAGE = 'Waiting for your first payment';
