import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Job } from 'pg-boss';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { PLANS } from '../plans/plans.js';
import { JobQueue } from '../queue/job-queue.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { SUBSCRIPTION_NOT_FOUND } from '../subscriptions/subscription-lifecycle.js';
import type { User } from '../users/user.entity.js';
import { paymentLinkMail } from './billing.mails.js';
import { CHECKOUT_QUEUE, CheckoutRequests, type CheckoutJob } from '../stripe/checkout-requests.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

/** The pass that queues the links no job carries (a process stopped between a sale and its hand-over). */
export const CHECKOUT_RELAY = 'stripe-checkout-relay';
export const CHECKOUT_RELAY_CRON = '*/15 * * * *';

export const NOT_AWAITING_PAYMENT =
  'Only a pending subscription billed through Stripe waits for a payment link: this one does not';

/** Waiting for its first payment through Stripe: what a Checkout link is for. */
const awaitsCheckout = ({ billing, status }: Pick<ClientSubscription, 'billing' | 'status'>) =>
  billing === 'stripe' && status === 'pending';

type Owned = ClientSubscription & { client: User };

/**
 * A Stripe-billed subscription's Checkout link: made in Stripe (a customer, once, and a Checkout
 * Session for its monthly amount), then stored on the subscription and mailed to the client in one
 * transaction. A sale's link is made by a queued job after its commit; the back office asks for a new
 * one at once (payment-link).
 */
@Injectable()
export class CheckoutLinks implements OnModuleInit {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly em: EntityManager,
    private readonly stripe: StripeGateway,
    private readonly requests: CheckoutRequests,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    if (!this.stripe.enabled) return;
    this.queue.work<CheckoutJob>(
      CHECKOUT_QUEUE,
      // One live job per subscription; Stripe failing, tried again with growing waits (about 8 minutes in all).
      { policy: 'exclusive', retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
      (job) => this.fromJob(job),
    );
    this.queue.schedule(CHECKOUT_RELAY, CHECKOUT_RELAY_CRON, () => this.relay());
    this.queue.onStart(() => this.relay());
  }

  /** The back office's request: a new link for a pending Stripe-billed subscription, now (409 for any other). */
  async sendNow(id: number): Promise<ClientSubscription> {
    const subscription = await this.em.fork().findOne(ClientSubscription, { id }, { populate: ['client'] });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    if (!awaitsCheckout(subscription)) throw new ConflictException(NOT_AWAITING_PAYMENT);
    const stored = await this.make(subscription as Owned);
    if (!stored) throw new ConflictException(NOT_AWAITING_PAYMENT);
    return stored;
  }

  /**
   * The client's own request (Complete payment): a fresh link, stored and returned rather than mailed,
   * since a Checkout link lasts 24 hours and the one mailed may have expired. 404 for another client's
   * subscription, 409 for one that waits for no payment, 503 (nothing stored) when Stripe fails.
   */
  async forClient(clientId: number, id: number): Promise<string> {
    const subscription = await this.em
      .fork()
      .findOne(ClientSubscription, { id, client: clientId }, { populate: ['client'] });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    if (!awaitsCheckout(subscription)) throw new ConflictException(NOT_AWAITING_PAYMENT);
    const stored = await this.make(subscription as Owned, undefined, { mail: false });
    if (!stored?.checkoutUrl) throw new ConflictException(NOT_AWAITING_PAYMENT);
    return stored.checkoutUrl;
  }

  /** Queues a job for every subscription still waiting for its first link (at start, and every 15 minutes). */
  async relay(): Promise<void> {
    const waiting = await this.em
      .fork()
      .find(
        ClientSubscription,
        { billing: 'stripe', status: 'pending', checkoutUrl: null },
        { fields: ['id'], orderBy: { id: 'asc' }, limit: 1000 },
      );
    await this.requests.request(waiting.map(({ id }) => id));
  }

  /** A sale's job: the link, unless the subscription has one already or waits for none now. */
  private async fromJob(job: Job<CheckoutJob>): Promise<void> {
    const { subscriptionId } = job.data;
    const subscription = await this.em
      .fork()
      .findOne(ClientSubscription, { id: subscriptionId }, { populate: ['client'] });
    if (!subscription || !awaitsCheckout(subscription) || subscription.checkoutUrl) return;
    // The same keys on every try of this job: a retry after Stripe made them gets the same customer and session.
    await this.make(subscription as Owned, `subscription-${subscriptionId}-first-checkout`);
  }

  /**
   * Makes the link in Stripe, then stores it and (unless `mail` is false) its mail if the subscription
   * still waits for it (else null: paid or canceled meanwhile, and the link is not sent).
   */
  private async make(
    subscription: Owned,
    idempotencyKey?: string,
    { mail: send = true } = {},
  ): Promise<ClientSubscription | null> {
    const { client } = subscription;
    const plan = PLANS[subscription.plan].label;
    const { customerId, url, sessionId } = await this.stripe.createCheckout({
      subscriptionId: subscription.id,
      clientId: client.id,
      email: client.email ?? null,
      name: displayName(client),
      productName: `${plan} plan`,
      unitAmount: Math.round(Number(subscription.amount) * 100),
      customerId: subscription.stripeCustomerId ?? null,
      returnUrl: `${this.config.get('publicUrl', { infer: true })}/dashboard/subscription`,
      idempotencyKey,
    });
    const recorded: OutgoingMail[] = [];
    let replaced: string | null = null;
    const stored = await this.em.fork().transactional(async (tx) => {
      const current = await tx.findOne(
        ClientSubscription,
        { id: subscription.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['client'] },
      );
      if (!current || !awaitsCheckout(current)) return null;
      replaced = current.checkoutSessionId ?? null;
      tx.assign(current, { checkoutUrl: url, checkoutSessionId: sessionId, stripeCustomerId: customerId });
      const email = current.client.email;
      if (send && email) {
        const mail = paymentLinkMail({
          firstName: greetingName(current.client),
          plan,
          amount: current.amount,
          url,
        });
        recorded.push(this.outgoing.record('payment_link', email, mail, tx));
      }
      return current;
    });
    if (!stored) {
      this.logger.log(`Subscription ${subscription.id} no longer waits for a payment link: none was sent`);
      return null;
    }
    await this.mails.handOver(recorded);
    // One link open at a time: the one it replaces can no longer take a payment (two tabs, two payments).
    if (replaced && replaced !== sessionId) await this.stripe.expireCheckout(replaced);
    return stored;
  }
}
