import type { ClientSubscription } from './client-subscription.entity.js';
import { displayName } from '../common/names.js';
import type { User } from '../users/user.entity.js';
import type { PaymentDto, SubscriptionDto, SubscriptionEventDto } from './dto/subscription.dto.js';
import type { Payment } from './payment.entity.js';
import { periodLabel } from './periods.js';
import { inForceUntil, isInForce, standingOf } from './in-force.js';
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
  standing: standingOf(subscription, now),
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
  periodStart: event.periodStart ?? null,
  periodEnd: event.periodEnd ?? null,
});

const nameOf = (user: User | null | undefined): string | null => (user ? displayName(user) : null);

/** One payment, voided or not; `recordedBy` and `voidedBy` populated. */
export const toPaymentDto = (payment: Payment): PaymentDto => ({
  id: payment.id,
  subscriptionId: payment.subscription.id,
  periodStart: payment.periodStart,
  periodEnd: payment.periodEnd,
  periodLabel: periodLabel({ start: payment.periodStart, end: payment.periodEnd }),
  amount: Number(payment.amount),
  source: payment.source,
  note: payment.note ?? null,
  recordedAt: payment.recordedAt,
  recordedBy: nameOf(payment.recordedBy),
  voidedAt: payment.voidedAt ?? null,
  voidedBy: nameOf(payment.voidedBy),
  voidReason: payment.voidReason ?? null,
});
