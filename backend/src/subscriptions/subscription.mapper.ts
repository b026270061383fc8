import type { ClientSubscription } from './client-subscription.entity.js';
import type { SubscriptionDto, SubscriptionEventDto } from './dto/subscription.dto.js';
import { inForceUntil, isInForce } from './in-force.js';
import type { SubscriptionEvent } from './subscription-event.entity.js';

const money = (amount: string | null | undefined): number | null =>
  amount === null || amount === undefined ? null : Number(amount);

/**
 * A subscription as its client and the back office see it, at `now`; the amount, stored exact, as a
 * number.
 */
export const toSubscriptionDto = (subscription: ClientSubscription, now = new Date()): SubscriptionDto => ({
  id: subscription.id,
  plan: subscription.plan,
  status: subscription.status,
  startDate: subscription.startDate,
  endDate: subscription.endDate ?? null,
  renewalDate: subscription.renewalDate ?? null,
  amount: Number(subscription.amount),
  paymentMethod: subscription.paymentMethod ?? null,
  autoRenew: subscription.autoRenew,
  cancelReason: subscription.cancelReason ?? null,
  postsPerMonth: subscription.postsPerMonth,
  revisionsPerPost: subscription.revisionsPerPost ?? null,
  billing: subscription.billing,
  paidThrough: subscription.paidThrough ?? null,
  inForce: isInForce(subscription, now),
  inForceUntil: inForceUntil(subscription, now),
  checkoutUrl: subscription.status === 'pending' ? (subscription.checkoutUrl ?? null) : null,
  createdAt: subscription.createdAt,
  updatedAt: subscription.updatedAt,
});

/** One entry of a subscription's history. */
export const toSubscriptionEventDto = (event: SubscriptionEvent): SubscriptionEventDto => ({
  id: event.id,
  subscriptionId: event.subscription.id,
  plan: event.subscription.plan,
  kind: event.kind,
  source: event.source,
  at: event.at,
  detail: event.detail ?? null,
  amount: money(event.amount),
  periodEnd: event.periodEnd ?? null,
});
