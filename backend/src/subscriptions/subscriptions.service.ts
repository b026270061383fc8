import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { flushIfUnchanged } from '../common/conditional-flush.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { CheckoutRequests } from '../billing/checkout-requests.service.js';
import { STRIPE_NOT_CONFIGURED, StripeGateway } from '../billing/stripe-gateway.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { accessEndsAt } from './cancellation.js';
import { deliveryRefusal } from './in-force.js';
import { ClientSubscription, type SubscriptionStatus } from './client-subscription.entity.js';
import type {
  CancelSubscriptionDto,
  CreateSubscriptionDto,
  SubscriptionDto,
  UpdateSubscriptionDto,
} from './dto/subscription.dto.js';
import { oneMonthAfter } from '../common/dates.js';
import { soldTerms } from '../plans/plans.js';
import { toSubscriptionDto } from './subscription.mapper.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const CHANGED_MEANWHILE = 'This subscription was changed meanwhile: reload it and try again';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly stripe: StripeGateway,
    private readonly checkouts: CheckoutRequests,
  ) {}

  async listForClient(clientId: number): Promise<SubscriptionDto[]> {
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client: clientId },
      { orderBy: { startDate: 'desc', id: 'desc' } },
    );
    return subscriptions.map((subscription) => toSubscriptionDto(subscription));
  }

  /** Why nothing may be delivered to this client now (no subscription in force, in-force.ts); null when posts may be. */
  async deliveryRefusal(clientId: number): Promise<string | null> {
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client: clientId },
      { fields: ['status', 'endDate'] },
    );
    return deliveryRefusal(subscriptions);
  }

  /** The client cancels an active subscription (any other status is a 409), with an optional reason. */
  async cancel(clientId: number, id: number, { reason }: CancelSubscriptionDto): Promise<SubscriptionDto> {
    const subscription = await this.em.findOne(ClientSubscription, { id, client: clientId });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    const refuse = ({ status }: ClientSubscription) => {
      if (status !== 'active') {
        throw new ConflictException(
          `Only an active subscription can be canceled; this one is ${status.replace('_', ' ')}`,
        );
      }
    };
    refuse(subscription);
    await this.cancelInStripe(subscription, reason?.trim() || null);
    this.markCanceled(subscription, reason?.trim() || null);
    // Once: a second cancellation at the same moment finds it canceled.
    await this.writeIfUnchanged(subscription, 'active', refuse);
    return toSubscriptionDto(subscription);
  }

  /**
   * Stripe first, for a subscription it bills: it stops renewing at the end of the period there, or
   * (Stripe failing, a 503) nothing changes here either. Its webhook then finds it canceled already.
   */
  private async cancelInStripe(subscription: ClientSubscription, reason: string | null): Promise<void> {
    if (subscription.billing !== 'stripe' || !subscription.stripeSubscriptionId) return;
    await this.stripe.cancelAtPeriodEnd(subscription.stripeSubscriptionId, reason);
  }

  /**
   * The one way a subscription becomes canceled, whoever cancels it: it stops renewing (no renewal
   * date, no auto-renewal), and access ends with the period already paid (cancellation.ts).
   */
  private markCanceled(subscription: ClientSubscription, reason: string | null = null): void {
    this.em.assign(subscription, {
      status: 'canceled',
      autoRenew: false,
      cancelReason: reason,
      endDate: accessEndsAt(subscription.renewalDate),
      renewalDate: null,
    });
  }

  /**
   * A new subscription for a client (SPEC §5 "Subscription create"): it starts now unless told
   * otherwise and renews a month after its start. Unflushed, so a conversion stores it with the account.
   */
  open(client: User, input: CreateSubscriptionDto, leadId?: number): ClientSubscription {
    const startDate = input.startDate ?? new Date();
    const billing = input.billing ?? 'manual';
    if (billing === 'stripe' && !this.stripe.enabled)
      throw new ValidationFailedException([STRIPE_NOT_CONFIGURED]);
    const sold = soldTerms(input.plan);
    const subscription = this.em.create(ClientSubscription, {
      client,
      lead: leadId ?? null,
      plan: input.plan,
      amount: input.amount.toFixed(2),
      // Stripe's: pending until Stripe says the first period was paid.
      status: billing === 'stripe' ? 'pending' : (input.status ?? 'active'),
      startDate,
      renewalDate: input.renewalDate ?? oneMonthAfter(startDate),
      autoRenew: input.autoRenew ?? true,
      paymentMethod: input.paymentMethod || null,
      billing,
      postsPerMonth: input.postsPerMonth ?? sold.postsPerMonth,
      revisionsPerPost: input.revisionsPerPost === undefined ? sold.revisionsPerPost : input.revisionsPerPost,
    });
    if (subscription.status === 'canceled') this.markCanceled(subscription);
    return subscription;
  }

  async createForClient(clientId: number, input: CreateSubscriptionDto): Promise<SubscriptionDto> {
    const client = await this.users.findClientOrFail(clientId);
    const subscription = this.open(client, input);
    await this.em.flush();
    await this.sold(subscription);
    return toSubscriptionDto(subscription);
  }

  /**
   * After a sale's commit (open, flushed): a subscription Stripe bills gets its Checkout link made and
   * mailed to the client by a queued job (billing/checkout-links.service.ts).
   */
  async sold(subscription: ClientSubscription): Promise<void> {
    if (subscription.billing === 'stripe' && subscription.status === 'pending')
      await this.checkouts.request([subscription.id]);
  }

  /**
   * The back office's changes. Canceling is the client's cancellation without a reason (after the
   * other changes, so a renewal date changed with it counts); bringing a canceled one back clears its
   * end and reason. A subscription that stays canceled takes no renewal date: it does not renew.
   */
  async update(id: number, changes: UpdateSubscriptionDto): Promise<SubscriptionDto> {
    const subscription = await this.em.findOne(ClientSubscription, { id });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    const { status, amount, ...rest } = changes;
    const refuse = (current: ClientSubscription) => {
      const staysCanceled = current.status === 'canceled' && (status ?? 'canceled') === 'canceled';
      if (staysCanceled && rest.renewalDate) {
        throw new ConflictException(
          'A canceled subscription does not renew: change its status to set a renewal date',
        );
      }
    };
    refuse(subscription);
    const seen = subscription.status;
    this.em.assign(subscription, { ...rest, ...(amount !== undefined && { amount: amount.toFixed(2) }) });
    if (status && status !== subscription.status) {
      this.changeStatus(subscription, status, rest.renewalDate !== undefined);
    }
    // The change was worked out from this status (a cancellation's end, a reactivation's renewal).
    await this.writeIfUnchanged(subscription, seen, refuse);
    return toSubscriptionDto(subscription);
  }

  /**
   * Stores the subscription's changes if it still has the status they were worked out from; else
   * reloads it and answers with the rule it now breaks (a 409), as if this request had come second.
   */
  private async writeIfUnchanged(
    subscription: ClientSubscription,
    seen: SubscriptionStatus,
    refuse: (current: ClientSubscription) => void,
  ): Promise<void> {
    if (await flushIfUnchanged(this.em, ClientSubscription, subscription, { status: seen })) return;
    const current = await this.em.refresh(subscription);
    if (!current) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    refuse(current);
    throw new ConflictException(CHANGED_MEANWHILE);
  }

  /**
   * A canceled subscription brought back renews when its paid period ends (unless the same change set
   * its renewal date), or, that period over, has no renewal date until the back office sets one.
   */
  private changeStatus(
    subscription: ClientSubscription,
    to: SubscriptionStatus,
    renewalDateSet = false,
  ): void {
    if (to === 'canceled') return this.markCanceled(subscription);
    const { status: from, endDate: paidUntil } = subscription;
    this.em.assign(subscription, {
      status: to,
      ...(from === 'canceled' && {
        endDate: null,
        cancelReason: null,
        ...(!renewalDateSet && {
          renewalDate: paidUntil && paidUntil.getTime() > Date.now() ? paidUntil : null,
        }),
      }),
    });
  }
}
