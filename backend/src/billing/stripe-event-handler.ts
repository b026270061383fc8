import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { Clock } from '../common/clock.js';
import { MailQueue } from '../mail/mail-queue.js';
import { TeamNotices } from '../notices/team-notices.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { StripeChanges } from '../subscriptions/stripe-changes.js';
import { SubscriptionLifecycle } from '../subscriptions/subscription-lifecycle.js';
import { unmatchedPaymentMail } from './billing.mails.js';
import {
  cancellationReason,
  cancelsAt,
  dollars,
  fromStripeTime,
  invoicePeriodEnd,
  invoicePeriodStart,
  isOverdue,
  linkOfCheckoutSession,
  linkOfInvoice,
  linkOfSubscription,
  type StripeLink,
  subscriptionPeriodEnd,
} from '../stripe/stripe-objects.js';

/** The facts every change caused by one event shares: Stripe's, at the event's time, named by its id. */
interface EventFacts {
  source: 'stripe';
  at: Date;
  stripeEventId: string;
}

/**
 * What each Stripe event changes of our subscription (docs/configuration.md, "Billing with Stripe").
 * Stripe sends events in no set order: a state (a subscription updated or deleted, a failed payment)
 * older than the last one applied to the subscription (`stripeStateAt`) changes nothing; every change
 * goes through the lifecycle, which records it once per event and tells whom it concerns.
 */
@Injectable()
export class StripeEventHandler {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    private readonly em: EntityManager,
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly changes: StripeChanges,
    private readonly clock: Clock,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
  ) {}

  async apply(event: Stripe.Event): Promise<void> {
    const facts: EventFacts = {
      source: 'stripe',
      at: fromStripeTime(event.created),
      stripeEventId: event.id,
    };
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event.data.object, facts);
      case 'invoice.paid':
        return this.invoicePaid(event.data.object, facts);
      case 'invoice.payment_failed':
        return this.invoiceFailed(event.data.object, facts);
      case 'customer.subscription.updated':
        return this.subscriptionUpdated(event.data.object, facts);
      case 'customer.subscription.deleted':
        return this.subscriptionDeleted(event.data.object, facts);
      default:
        this.logger.log(`Stripe event ${event.id} (${event.type}) changes nothing here`);
    }
  }

  /** The client paid through Checkout: our subscription now names Stripe's customer and subscription; the link is spent. */
  private async checkoutCompleted(session: Stripe.Checkout.Session, facts: EventFacts): Promise<void> {
    const subscription = await this.find(linkOfCheckoutSession(session), facts);
    if (!subscription) return;
    await this.claim(subscription, linkOfCheckoutSession(session), facts, { always: true });
    await this.em.fork().nativeUpdate(ClientSubscription, { id: subscription.id }, { checkoutUrl: null });
  }

  /**
   * A period paid: paid through the end of the period the invoice bills (a cycle's invoice renews it
   * first). The first payment is applied whatever its time while the subscription is still pending:
   * Stripe sends the subscription's own update in the same second, in no set order.
   */
  private async invoicePaid(invoice: Stripe.Invoice, facts: EventFacts): Promise<void> {
    const link = linkOfInvoice(invoice);
    const subscription = await this.find(link, facts);
    if (!subscription) return this.tellUnmatched(invoice, link);
    if (!(await this.claim(subscription, link, facts, { always: subscription.status === 'pending' }))) return;
    const periodEnd = invoicePeriodEnd(invoice);
    if (invoice.billing_reason === 'subscription_cycle' && periodEnd)
      await this.changes.renewed(subscription.id, { ...facts, periodEnd });
    await this.changes.paid(subscription.id, {
      ...facts,
      amount: dollars(invoice.amount_paid),
      periodStart: invoicePeriodStart(invoice),
      periodEnd,
      detail: invoice.number ? `Stripe invoice ${invoice.number}` : null,
      stripeInvoiceId: invoice.id ?? null,
    });
  }

  /**
   * Money Stripe took for nothing we know of (a client who paid two Checkout links, say): the team is
   * told, to refund it, since Stripe would go on charging that subscription every month.
   */
  private async tellUnmatched(invoice: Stripe.Invoice, link: StripeLink): Promise<void> {
    if (invoice.amount_paid <= 0) return;
    const notice = unmatchedPaymentMail({
      amount: dollars(invoice.amount_paid),
      invoice: invoice.number ?? invoice.id ?? 'unknown',
      payer: invoice.customer_email ?? link.stripeCustomerId ?? 'an unknown customer',
      stripeSubscriptionId: link.stripeSubscriptionId,
    });
    const recorded = await this.em
      .fork()
      .transactional((tx) =>
        this.team.record('unmatched_payment', notice, invoice.customer_email ?? null, tx),
      );
    await this.mails.handOver(recorded);
  }

  /** A payment failed: past due; the client's notice carries the invoice's page, where they can pay. */
  private async invoiceFailed(invoice: Stripe.Invoice, facts: EventFacts): Promise<void> {
    const subscription = await this.current(linkOfInvoice(invoice), facts);
    if (!subscription) return;
    await this.changes.paymentFailed(subscription.id, {
      ...facts,
      amount: dollars(invoice.amount_due),
      detail:
        invoice.attempt_count > 1
          ? `Stripe could not collect the payment (attempt ${invoice.attempt_count})`
          : 'Stripe could not collect the payment',
      payUrl: invoice.hosted_invoice_url ?? null,
    });
  }

  /**
   * The subscription as Stripe has it now: set to cancel at its period end → canceled (with the
   * client's reason), that undone while access runs → active again, overdue → past due, and its
   * current period's end → the renewal date.
   */
  private async subscriptionUpdated(
    stripeSubscription: Stripe.Subscription,
    facts: EventFacts,
  ): Promise<void> {
    const subscription = await this.current(linkOfSubscription(stripeSubscription), facts);
    if (!subscription) return;
    const { id } = subscription;
    const periodEnd = subscriptionPeriodEnd(stripeSubscription);
    const endsAt = cancelsAt(stripeSubscription);
    if (endsAt && subscription.status !== 'canceled') {
      await this.lifecycle.canceled(id, { ...facts, reason: cancellationReason(stripeSubscription), endsAt });
    } else if (!endsAt && subscription.status === 'canceled' && this.accessAhead(subscription)) {
      await this.changes.reactivated(id, { ...facts, renewalDate: periodEnd });
    }
    if (isOverdue(stripeSubscription.status)) {
      // Past due, and nobody told here: every failed payment has its own invoice.payment_failed, which
      // tells the team and the client (whichever of the two events arrives first).
      await this.em
        .fork()
        .nativeUpdate(
          ClientSubscription,
          { id, status: { $in: ['active', 'pending'] } },
          { status: 'past_due' },
        );
    }
    // The period Stripe bills: a subscription that still renews renews at its end.
    if (periodEnd) {
      await this.em
        .fork()
        .nativeUpdate(
          ClientSubscription,
          { id, status: { $ne: 'canceled' }, renewalDate: { $ne: periodEnd } },
          { renewalDate: periodEnd },
        );
    }
  }

  /** Stripe ended the subscription (canceled at its period end, or at once, or unpaid): access is over. */
  private async subscriptionDeleted(
    stripeSubscription: Stripe.Subscription,
    facts: EventFacts,
  ): Promise<void> {
    const subscription = await this.current(linkOfSubscription(stripeSubscription), facts);
    if (!subscription) return;
    const endedAt = stripeSubscription.ended_at ? fromStripeTime(stripeSubscription.ended_at) : facts.at;
    await this.changes.ended(subscription.id, { ...facts, at: endedAt });
  }

  /** Our subscription the event concerns, when the event is not older than what it has from Stripe; else null. */
  private async current(link: StripeLink, facts: EventFacts): Promise<ClientSubscription | null> {
    const subscription = await this.find(link, facts);
    return subscription && (await this.claim(subscription, link, facts)) ? subscription : null;
  }

  /**
   * Our subscription an event concerns: the one linked to Stripe's subscription, else the one the
   * metadata names (billed through Stripe, and linked to no other). None: the event is ignored, said in the log.
   */
  private async find(link: StripeLink, facts: EventFacts): Promise<ClientSubscription | null> {
    const em = this.em.fork();
    const found =
      (link.stripeSubscriptionId &&
        (await em.findOne(ClientSubscription, { stripeSubscriptionId: link.stripeSubscriptionId }))) ||
      (link.subscriptionId &&
        (await em.findOne(ClientSubscription, {
          id: link.subscriptionId,
          billing: 'stripe',
          ...(link.stripeSubscriptionId && {
            $or: [{ stripeSubscriptionId: null }, { stripeSubscriptionId: link.stripeSubscriptionId }],
          }),
        }))) ||
      null;
    if (!found) {
      this.logger.warn(
        `Stripe event ${facts.stripeEventId} concerns no subscription here (Stripe's ${link.stripeSubscriptionId ?? 'none'}, ours ${link.subscriptionId ?? 'none'}): ignored`,
      );
    }
    return found;
  }

  /**
   * Whether the event may change the subscription: not when it is older than the last event applied
   * to it (unless `always`). When it may, its time becomes the subscription's Stripe time, and Stripe's
   * customer and subscription are linked if they were not.
   */
  private async claim(
    subscription: ClientSubscription,
    link: StripeLink,
    facts: EventFacts,
    { always = false } = {},
  ): Promise<boolean> {
    const em = this.em.fork();
    const links = {
      ...(!subscription.stripeSubscriptionId &&
        link.stripeSubscriptionId && { stripeSubscriptionId: link.stripeSubscriptionId }),
      ...(!subscription.stripeCustomerId &&
        link.stripeCustomerId && { stripeCustomerId: link.stripeCustomerId }),
    };
    if (Object.keys(links).length > 0)
      await em.nativeUpdate(ClientSubscription, { id: subscription.id }, links);
    // Equal times pass: Stripe's are whole seconds, and one change often makes several events in one.
    const advanced = await em.nativeUpdate(
      ClientSubscription,
      { id: subscription.id, $or: [{ stripeStateAt: null }, { stripeStateAt: { $lte: facts.at } }] },
      { stripeStateAt: facts.at },
    );
    if (advanced > 0 || always) return true;
    this.logger.log(
      `Stripe event ${facts.stripeEventId} is older than what subscription ${subscription.id} already has from Stripe: it changes nothing`,
    );
    return false;
  }

  /** A canceled subscription whose paid period still runs. */
  private accessAhead({ endDate }: ClientSubscription): boolean {
    return !!endDate && endDate.getTime() > this.clock.now().getTime();
  }
}
