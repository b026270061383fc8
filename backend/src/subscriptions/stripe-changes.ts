import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ClientSubscription } from './client-subscription.entity.js';
import { SubscriptionEvent } from './subscription-event.entity.js';
import { type LifecycleFacts, money, type Outcome, SubscriptionLifecycle } from './subscription-lifecycle.js';

/**
 * What Stripe's webhooks tell of a subscription it bills: an invoice paid (kept among the payments), a
 * payment failed, a new period, a cancellation undone, the end. Each goes through the lifecycle, once
 * per Stripe event (its id and kind of change).
 */
@Injectable()
export class StripeChanges {
  constructor(private readonly lifecycle: SubscriptionLifecycle) {}

  /**
   * A period paid: active (from pending or past due; a canceled one stays canceled), paid through
   * `periodEnd` (else the current period's end), renewing then when given; the client gets a receipt.
   */
  async paid(
    id: number,
    facts: LifecycleFacts & {
      amount?: string | number;
      periodStart?: Date | null;
      periodEnd?: Date | null;
      detail?: string | null;
      stripeInvoiceId?: string | null;
    },
  ): Promise<void> {
    const { amount, periodStart, periodEnd, detail, stripeInvoiceId } = facts;
    await this.lifecycle.change(id, facts, 'paid', async (subscription, at, tx) => {
      const outcome = this.markPaid(subscription, { amount, periodEnd, detail, periodStart });
      await this.keepStripePayment(tx, subscription, {
        periodStart: periodStart ?? at,
        periodEnd: subscription.paidThrough ?? periodEnd ?? null,
        amount: amount ?? subscription.amount,
        note: detail ?? null,
        stripeInvoiceId: stripeInvoiceId ?? null,
        at,
      });
      return outcome;
    });
  }

  /**
   * Stripe's paid invoice kept among the payments (the Billing page's money received), once per invoice
   * and period: an invoice already kept, or a period already paid, adds nothing.
   */
  private async keepStripePayment(
    tx: EntityManager,
    subscription: ClientSubscription,
    fields: {
      periodStart: Date;
      periodEnd: Date | null;
      amount: string | number;
      note: string | null;
      stripeInvoiceId: string | null;
      at: Date;
    },
  ): Promise<void> {
    const { periodStart, periodEnd, amount, note, stripeInvoiceId, at } = fields;
    if (!periodEnd) return;
    await tx.execute(
      `insert into payments (subscription_id, period_start, period_end, amount, source, stripe_invoice_id, note, recorded_at)
       values (?, ?, ?, ?, 'stripe', ?, ?, ?) on conflict do nothing`,
      [subscription.id, periodStart, periodEnd, money(amount), stripeInvoiceId, note, at],
    );
  }

  /** A payment failed: past due (an active or pending one), the team and the client are told. */
  async paymentFailed(
    id: number,
    facts: LifecycleFacts & { amount?: string | number; detail?: string | null; payUrl?: string | null },
  ): Promise<void> {
    const { amount, detail, payUrl } = facts;
    await this.lifecycle.change(id, facts, 'payment_failed', (subscription, at) =>
      this.lifecycle.failed(subscription, at, { amount, detail, payUrl }),
    );
  }

  /** The next period began: the renewal date moves to its end (once per period end; a canceled one does not renew). */
  async renewed(id: number, facts: LifecycleFacts & { periodEnd: Date }): Promise<void> {
    await this.lifecycle.change(id, facts, 'renewed', async (subscription, _at, tx) => {
      if (subscription.status === 'canceled') return null;
      const known = await tx.count(SubscriptionEvent, {
        subscription,
        kind: 'renewed',
        periodEnd: facts.periodEnd,
      });
      if (known > 0) return null;
      subscription.renewalDate = facts.periodEnd;
      return { events: [{ periodEnd: facts.periodEnd }] };
    });
  }

  /** Ended: canceled, access over at `at` at the latest; once per subscription and end. */
  async ended(id: number, facts: LifecycleFacts): Promise<void> {
    await this.lifecycle.change(id, facts, 'ended', (subscription, at, tx) =>
      this.lifecycle.end(subscription, at, tx),
    );
  }

  /**
   * A canceled subscription back to active (a Stripe cancel_at_period_end undone): it renews at
   * `renewalDate`, else at the end of the period paid while that is ahead.
   */
  async reactivated(id: number, facts: LifecycleFacts & { renewalDate?: Date | null }): Promise<void> {
    await this.lifecycle.change(id, facts, 'reactivated', (subscription, at) => {
      if (subscription.status !== 'canceled') return null;
      const paidUntil = subscription.endDate;
      const renewalDate =
        facts.renewalDate !== undefined
          ? facts.renewalDate
          : paidUntil && paidUntil.getTime() > at.getTime()
            ? paidUntil
            : null;
      Object.assign(subscription, {
        status: 'active',
        autoRenew: true,
        endDate: null,
        cancelReason: null,
        renewalDate,
      });
      return { events: [{ periodEnd: renewalDate }] };
    });
  }

  /** The row, history entry and receipt of a paid invoice (see `paid`). */
  private markPaid(
    subscription: ClientSubscription,
    {
      amount,
      periodStart,
      periodEnd,
      detail,
    }: {
      amount?: string | number;
      periodStart?: Date | null;
      periodEnd?: Date | null;
      detail?: string | null;
    },
  ): Outcome {
    const canceled = subscription.status === 'canceled';
    const through = periodEnd ?? subscription.renewalDate ?? subscription.endDate ?? null;
    const paidAmount = amount ?? subscription.amount;
    Object.assign(subscription, {
      status: canceled ? 'canceled' : 'active',
      ...(through && { paidThrough: through }),
      ...(periodEnd && !canceled && { renewalDate: periodEnd }),
    });
    return {
      events: [
        { amount: paidAmount, periodStart: periodStart ?? null, periodEnd: through, detail: detail ?? null },
      ],
      mails: (tx, current) => this.lifecycle.receipt(tx, current, paidAmount, through),
    };
  }
}
