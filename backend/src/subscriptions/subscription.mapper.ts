import type { ClientSubscription } from './client-subscription.entity.js';
import type { SubscriptionDto } from './dto/subscription.dto.js';

/** A subscription as its client and the back office see it; the amount, stored exact, as a number. */
export const toSubscriptionDto = (subscription: ClientSubscription): SubscriptionDto => ({
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
  createdAt: subscription.createdAt,
  updatedAt: subscription.updatedAt,
});
