import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ClientSubscription } from './client-subscription.entity.js';
import type { CancelSubscriptionDto, SubscriptionDto } from './dto/subscription.dto.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

function toSubscription(subscription: ClientSubscription): SubscriptionDto {
  return {
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
  };
}

@Injectable()
export class SubscriptionsService {
  constructor(private readonly em: EntityManager) {}

  async listForClient(clientId: number): Promise<SubscriptionDto[]> {
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client: clientId },
      { orderBy: { startDate: 'desc', id: 'desc' } },
    );
    return subscriptions.map(toSubscription);
  }

  /**
   * Cancels an active subscription: it stops renewing and ends with the period already paid
   * (the renewal date, or now when there is none). Any other status is a 409.
   */
  async cancel(clientId: number, id: number, { reason }: CancelSubscriptionDto): Promise<SubscriptionDto> {
    const subscription = await this.em.findOne(ClientSubscription, { id, client: clientId });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    if (subscription.status !== 'active') {
      throw new ConflictException(`Only an active subscription can be canceled; this one is ${subscription.status.replace('_', ' ')}`);
    }
    this.em.assign(subscription, {
      status: 'canceled',
      autoRenew: false,
      cancelReason: reason?.trim() || null,
      endDate: subscription.renewalDate ?? new Date(),
    });
    await this.em.flush();
    return toSubscription(subscription);
  }
}
