import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { flushIfUnchanged } from '../common/conditional-flush.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { CheckoutRequests } from '../stripe/checkout-requests.js';
import { STRIPE_NOT_CONFIGURED, StripeGateway } from '../stripe/stripe-gateway.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { accessEndsAt, cancellation } from './cancellation.js';
import { deliveryRefusal } from './in-force.js';
import { ClientSubscription, type SubscriptionStatus } from './client-subscription.entity.js';
import type {
  CancelSubscriptionDto,
  CreateSubscriptionDto,
  SubscriptionDto,
  UpdateSubscriptionDto,
} from './dto/subscription.dto.js';
import { firstRenewal } from './periods.js';
import { soldTerms } from '../plans/plans.js';
import { SUBSCRIPTION_NOT_FOUND, SubscriptionLifecycle } from './subscription-lifecycle.js';
import { toSubscriptionDto } from './subscription.mapper.js';
import { termsChange } from './terms-change.js';

export { SUBSCRIPTION_NOT_FOUND } from './subscription-lifecycle.js';

/** The back office's answer for a change to what Stripe keeps. */
export const STRIPE_KEEPS_TERMS =
  "Stripe keeps this subscription's status, renewal and price: change them in Stripe's dashboard (the change comes back through its webhook), or cancel it here";
const CHANGED_MEANWHILE = 'This subscription was changed meanwhile: reload it and try again';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly clock: Clock,
    private readonly stripe: StripeGateway,
    private readonly checkouts: CheckoutRequests,
  ) {}

  async listForClient(clientId: number): Promise<SubscriptionDto[]> {
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client: clientId },
      { orderBy: { startDate: 'desc', id: 'desc' } },
    );
    const now = this.clock.now();
    return subscriptions.map((subscription) => toSubscriptionDto(subscription, now));
  }

  /** Why nothing may be delivered to this client now (no subscription in force, in-force.ts); null when posts may be. */
  async deliveryRefusal(clientId: number): Promise<string | null> {
    const subscriptions = await this.em.find(
      ClientSubscription,
      { client: clientId },
      { fields: ['status', 'endDate', 'renewalDate', 'paidThrough'] },
    );
    return deliveryRefusal(subscriptions, this.clock.now());
  }

  /**
   * The client cancels an active subscription (any other status is a 409), with an optional reason:
   * access runs to the end of the period (cancellation.ts), and the team is told, with the reason.
   */
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
    const seen = subscription.renewalDate?.getTime() ?? null;
    const canceled = await this.lifecycle.canceled(
      id,
      {
        source: 'client',
        reason: reason?.trim() || null,
        endsAt: accessEndsAt(subscription.renewalDate, this.clock.now()),
      },
      // Once, and only as the client saw it: a second cancellation at the same moment finds it
      // canceled; a renewal meanwhile moved the end of their period.
      (current) => {
        refuse(current);
        if ((current.renewalDate?.getTime() ?? null) !== seen) throw new ConflictException(CHANGED_MEANWHILE);
      },
    );
    return toSubscriptionDto(canceled, this.clock.now());
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
   * The back office's and a new subscription's way to canceled (the client's is the lifecycle's): it
   * stops renewing, and access ends with the period already paid (cancellation.ts).
   */
  private markCanceled(subscription: ClientSubscription): void {
    this.em.assign(subscription, cancellation(accessEndsAt(subscription.renewalDate, this.clock.now())));
  }

  /**
   * A new subscription for a client (docs/product.md, "Validation rules"): it starts now unless told
   * otherwise and renews a month after its start. Unflushed, so a conversion stores it with the account.
   */
  open(client: User, input: CreateSubscriptionDto, leadId?: number): ClientSubscription {
    const startDate = input.startDate ?? this.clock.now();
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
      renewalDate: input.renewalDate ?? firstRenewal(startDate),
      autoRenew: input.autoRenew ?? true,
      paymentMethod: input.paymentMethod || null,
      billing,
      postsPerMonth: input.postsPerMonth ?? sold.postsPerMonth,
      revisionsPerPost: input.revisionsPerPost === undefined ? sold.revisionsPerPost : input.revisionsPerPost,
    });
    // Its history starts with its sale, written in the same unit of work.
    this.lifecycle.record(this.em, subscription, 'created', 'team', {
      amount: subscription.amount,
      periodEnd: subscription.renewalDate,
    });
    if (subscription.status === 'canceled') {
      this.markCanceled(subscription);
      this.lifecycle.record(this.em, subscription, 'canceled', 'team', { periodEnd: subscription.endDate });
    }
    return subscription;
  }

  async createForClient(clientId: number, input: CreateSubscriptionDto): Promise<SubscriptionDto> {
    const client = await this.users.findClientOrFail(clientId);
    const subscription = this.open(client, input);
    await this.em.flush();
    await this.sold(subscription);
    return toSubscriptionDto(subscription, this.clock.now());
  }

  /**
   * After a sale's commit (open, flushed): a subscription Stripe bills gets its Checkout link made and
   * mailed to the client by a queued job (billing/checkout-links.ts).
   */
  async sold(subscription: ClientSubscription): Promise<void> {
    if (subscription.billing === 'stripe' && subscription.status === 'pending')
      await this.checkouts.request([subscription.id]);
  }

  /**
   * The back office's changes; a correction of the price or of what was sold goes into the history.
   * Canceling is the client's cancellation without a reason (after the other changes, so a renewal
   * date changed with it counts), and closes the Checkout link of a Stripe sale never paid; bringing
   * a canceled one back clears its end and reason. A subscription that stays canceled takes no
   * renewal date: it does not renew.
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
    // A sale never paid: its Checkout link, still open at Stripe, must not take a payment once canceled.
    let unpaidCheckout: string | null = null;
    if (subscription.billing === 'stripe') {
      // Stripe is the source of truth for what it bills: a change here alone would not change what it
      // charges. The payment method's label and what was sold (posts, revisions) are ours.
      const {
        paymentMethod: _label,
        postsPerMonth: _posts,
        revisionsPerPost: _revisions,
        ...terms
      } = changes;
      const cancels = status === 'canceled' && subscription.status !== 'canceled';
      const others = Object.entries(terms).filter(([key, value]) => value !== undefined && key !== 'status');
      if (others.length > 0 || (status && status !== subscription.status && !cancels)) {
        throw new ConflictException(STRIPE_KEEPS_TERMS);
      }
      if (cancels) await this.cancelInStripe(subscription, null);
      if (cancels && !subscription.stripeSubscriptionId)
        unpaidCheckout = subscription.checkoutSessionId ?? null;
    }
    const seen = subscription.status;
    const corrected = termsChange(subscription, {
      amount,
      postsPerMonth: rest.postsPerMonth,
      revisionsPerPost: rest.revisionsPerPost,
    });
    this.em.assign(subscription, { ...rest, ...(amount !== undefined && { amount: amount.toFixed(2) }) });
    // In its history: what it was sold as, and what it is now.
    if (corrected) {
      this.lifecycle.record(this.em, subscription, 'terms_changed', 'team', {
        detail: corrected,
        amount: subscription.amount,
      });
    }
    if (status && status !== subscription.status) {
      this.changeStatus(subscription, status, rest.renewalDate !== undefined);
      // In its history with the change: canceled by the team, or brought back.
      if (status === 'canceled' || seen === 'canceled') {
        this.lifecycle.record(
          this.em,
          subscription,
          status === 'canceled' ? 'canceled' : 'reactivated',
          'team',
          {
            periodEnd: status === 'canceled' ? subscription.endDate : subscription.renewalDate,
          },
        );
      }
    }
    // The change was worked out from this status (a cancellation's end, a reactivation's renewal).
    await this.writeIfUnchanged(subscription, seen, refuse);
    // After the commit, best effort (logged when Stripe fails; the link lapses within 24 hours anyway).
    if (unpaidCheckout) await this.stripe.expireCheckout(unpaidCheckout);
    return toSubscriptionDto(subscription, this.clock.now());
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
          renewalDate: paidUntil && paidUntil.getTime() > this.clock.now().getTime() ? paidUntil : null,
        }),
      }),
    });
  }
}
