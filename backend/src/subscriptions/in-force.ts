import type { SubscriptionStatus } from './client-subscription.entity.js';

export const NO_SUBSCRIPTION_IN_FORCE =
  'This client has no subscription in force: add or renew one before delivering';

/** What decides whether a subscription is in force. */
interface Terms {
  status: SubscriptionStatus;
  endDate?: Date | null;
}

/**
 * Whether a subscription gives its client the service now: active or pending, or canceled while the
 * period already paid for runs (its end of access, cancellation.ts, is still ahead). Past due is not.
 */
export function isInForce({ status, endDate }: Terms, now = new Date()): boolean {
  if (status === 'active' || status === 'pending') return true;
  return status === 'canceled' && !!endDate && endDate.getTime() > now.getTime();
}

/** Why nothing may be delivered to a client with these subscriptions now; null when posts may be. */
export const deliveryRefusal = (subscriptions: Terms[], now = new Date()): string | null =>
  subscriptions.some((subscription) => isInForce(subscription, now)) ? null : NO_SUBSCRIPTION_IN_FORCE;
