import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import { ClientSubscription } from './client-subscription.entity.js';
import type {
  PaymentDto,
  RecordPaymentDto,
  SubscriptionDto,
  SubscriptionPaymentsDto,
  VoidPaymentDto,
} from './dto/subscription.dto.js';
import { isInForce } from './in-force.js';
import { Payment } from './payment.entity.js';
import { nextUnpaidPeriod, paidThrough, periodLabel, periodRefusal, periodStartingAt } from './periods.js';
import { SubscriptionEvent } from './subscription-event.entity.js';
import { type Outcome, SUBSCRIPTION_NOT_FOUND, SubscriptionLifecycle } from './subscription-lifecycle.js';
import { toPaymentDto, toSubscriptionDto } from './subscription.mapper.js';

export const STRIPE_KEEPS_PAYMENTS =
  "Stripe keeps this subscription's payments: they are recorded from its webhooks";
export const NOTHING_TO_PAY =
  'This subscription is canceled and its access has ended: there is no period to pay';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const ALREADY_VOIDED = 'This payment is voided already';
export const STRIPE_KEEPS_ITS_PAYMENTS =
  "Stripe keeps this payment: refund it in Stripe's dashboard rather than voiding it here";
/** The 409 for a period paid twice: it names the period. */
export const alreadyPaid = (label: string) =>
  `The period ${label} is already paid: void that payment first to record it again`;
export const ALREADY_FAILED = 'This payment failure is already recorded: nothing was paid or due anew since';

/**
 * Manual billing, as the team keeps it: a named period marked paid or the next payment failed, the
 * payments listed with the period offered next, a payment entered by mistake voided. Each change goes
 * through the lifecycle (history, mails, the row's lock).
 */
@Injectable()
export class ManualPayments {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly lifecycle: SubscriptionLifecycle,
  ) {}

  /**
   * Manual billing: the team marks a named period paid (`periodStart`, one of the subscription's periods)
   * or the next payment failed. A period already paid (a payment not voided) is a 409 naming it: checked
   * under the row's lock, and held by the database's unique index (payments_one_per_period) besides.
   */
  async recordPayment(
    id: number,
    { outcome, note, periodStart }: RecordPaymentDto,
    recordedBy: number | null = null,
  ): Promise<SubscriptionDto> {
    const refuse = (subscription: ClientSubscription, at: Date) => {
      if (subscription.billing === 'stripe') throw new ConflictException(STRIPE_KEEPS_PAYMENTS);
      if (subscription.status === 'canceled' && !isInForce(subscription, at))
        throw new ConflictException(NOTHING_TO_PAY);
    };
    let label: string | null = null;
    try {
      const subscription =
        outcome === 'paid'
          ? await this.lifecycle.change(id, { source: 'team' }, 'paid', async (current, at, tx) => {
              refuse(current, at);
              const start = periodStart!;
              const refusal = periodRefusal(current, start, at);
              if (refusal) throw new ValidationFailedException([refusal]);
              const period = periodStartingAt(current, start)!;
              label = periodLabel(period);
              const known = await tx.count(Payment, {
                subscription: current,
                periodStart: period.start,
                voidedAt: null,
              });
              if (known > 0) throw new ConflictException(alreadyPaid(label));
              return this.markPeriodPaid(tx, current, {
                periodStart: period.start,
                periodEnd: period.end,
                amount: current.amount,
                source: 'manual',
                note: note ?? null,
                recordedBy,
                at,
              });
            })
          : await this.lifecycle.change(id, { source: 'team' }, 'payment_failed', async (current, at, tx) => {
              refuse(current, at);
              // Marked failed already, and nothing paid or due anew since: the same failure again is
              // refused (as a period paid twice is), so it changes nothing, mails no one and says so.
              if (await this.failedLast(tx, current)) throw new ConflictException(ALREADY_FAILED);
              return this.lifecycle.failed(current, at, { detail: note ?? null, payUrl: null });
            });
      return toSubscriptionDto(subscription, this.clock.now());
    } catch (error) {
      // Two marks of one period at once: the second meets the unique index.
      if (error instanceof UniqueConstraintViolationException && label)
        throw new ConflictException(alreadyPaid(label));
      throw error;
    }
  }

  /** A subscription's payments (newest period first, voided ones too) and the period offered next. */
  async payments(id: number): Promise<SubscriptionPaymentsDto> {
    const subscription = await this.em.findOne(ClientSubscription, { id });
    if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
    const payments = await this.em.find(
      Payment,
      { subscription },
      { orderBy: { periodStart: 'desc', id: 'desc' }, populate: ['recordedBy', 'voidedBy'] },
    );
    const next =
      subscription.billing === 'manual' &&
      (subscription.status !== 'canceled' || isInForce(subscription, this.clock.now()))
        ? nextUnpaidPeriod(subscription, payments, this.clock.now())
        : null;
    return {
      subscriptionId: subscription.id,
      billing: subscription.billing,
      payments: payments.map(toPaymentDto),
      nextPeriod: next && { start: next.start, end: next.end, label: periodLabel(next) },
    };
  }

  /**
   * An admin voids a payment entered by mistake, with a reason: the payment stays (voided), the history
   * gains the void beside it, and the paid-through date is worked out again from the payments not
   * voided. The client is not told (they got one receipt; the team sees the void in the history). A
   * Stripe payment is refunded in Stripe, not voided here; a voided one is not voided again (409).
   */
  async voidPayment(
    paymentId: number,
    { reason }: VoidPaymentDto,
    voidedBy: number | null,
  ): Promise<PaymentDto> {
    const found = await this.em.findOne(Payment, { id: paymentId }, { fields: ['id', 'subscription'] });
    if (!found) throw new NotFoundException(PAYMENT_NOT_FOUND);
    await this.lifecycle.change(
      found.subscription.id,
      { source: 'team' },
      'payment_voided',
      async (current, at, tx) => {
        const payment = await tx.findOneOrFail(Payment, { id: paymentId });
        if (payment.source === 'stripe') throw new ConflictException(STRIPE_KEEPS_ITS_PAYMENTS);
        if (payment.voidedAt) throw new ConflictException(ALREADY_VOIDED);
        tx.assign(payment, { voidedAt: at, voidedBy, voidReason: reason });
        const all = await tx.find(Payment, { subscription: current });
        current.paidThrough = paidThrough(all);
        return {
          events: [
            {
              amount: payment.amount,
              periodStart: payment.periodStart,
              periodEnd: payment.periodEnd,
              detail: reason,
            },
          ],
        };
      },
    );
    const payment = await this.em
      .fork()
      .findOneOrFail(Payment, { id: paymentId }, { populate: ['recordedBy', 'voidedBy'] });
    return toPaymentDto(payment);
  }

  /**
   * The team's payment of one named period: kept (payments), the paid-through date worked out again
   * from every payment not voided, active again (from pending or past due; a canceled one stays
   * canceled), and the client gets one receipt.
   */
  private async markPeriodPaid(
    tx: EntityManager,
    subscription: ClientSubscription,
    fields: {
      periodStart: Date;
      periodEnd: Date;
      amount: string;
      source: 'manual';
      note: string | null;
      recordedBy: number | null;
      at: Date;
    },
  ): Promise<Outcome> {
    const { periodStart, periodEnd, amount, source, note, recordedBy, at } = fields;
    const payment = tx.create(Payment, {
      subscription,
      periodStart,
      periodEnd,
      amount,
      source,
      note,
      recordedBy,
      recordedAt: at,
    });
    const all = await tx.find(Payment, { subscription });
    const through = paidThrough([...all.filter((known) => known !== payment), payment]);
    if (subscription.status !== 'canceled') subscription.status = 'active';
    subscription.paidThrough = through;
    return {
      events: [{ amount, periodStart, periodEnd, detail: note }],
      mails: (mailTx, current) => this.lifecycle.receipt(mailTx, current, amount, periodEnd),
    };
  }
  /** Whether the subscription's latest payment-related event is a failure. */
  private async failedLast(tx: EntityManager, subscription: ClientSubscription): Promise<boolean> {
    const last = await tx.findOne(
      SubscriptionEvent,
      {
        subscription,
        kind: { $in: ['created', 'renewed', 'paid', 'payment_failed', 'reactivated', 'payment_voided'] },
      },
      { orderBy: { id: 'desc' }, fields: ['kind'] },
    );
    return last?.kind === 'payment_failed';
  }
}
