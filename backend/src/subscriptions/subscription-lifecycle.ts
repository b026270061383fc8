import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { billingDay, DAY_MS, oneMonthAfter } from '../common/dates.js';
import { displayName, greetingName } from '../common/names.js';
import { ValidationFailedException } from '../common/filters/all-exceptions.filter.js';
import type { Environment } from '../config/environment.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { MailKind, OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices } from '../notices/team-notices.js';
import type { TeamNoticeKind } from '../notices/notice-kinds.js';
import { PLANS } from '../plans/plans.js';
import { JobQueue } from '../queue/job-queue.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { cancellation } from './cancellation.js';
import { ClientSubscription } from './client-subscription.entity.js';
import type {
  PaymentDto,
  RecordPaymentDto,
  SubscriptionDto,
  SubscriptionEventDto,
  SubscriptionPaymentsDto,
  VoidPaymentDto,
} from './dto/subscription.dto.js';
import { isInForce, standingOf } from './in-force.js';
import { Payment } from './payment.entity.js';
import { nextUnpaidPeriod, paidThrough, periodLabel, periodRefusal, periodStartingAt } from './periods.js';
import {
  SubscriptionEvent,
  type SubscriptionEventKind,
  type SubscriptionEventSource,
} from './subscription-event.entity.js';
import { toPaymentDto, toSubscriptionDto, toSubscriptionEventDto } from './subscription.mapper.js';
import {
  firstPaymentMissingMail,
  paymentFailedMail,
  paymentFailureNoticeMail,
  paymentReceiptMail,
  subscriptionCanceledMail,
  subscriptionEndingMail,
} from './subscriptions.mails.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
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

/** The schedule's job: renewals, endings and the three-day notices, every 10 minutes and at start. */
export const LIFECYCLE_SCHEDULE = 'subscription-lifecycle';
export const LIFECYCLE_SCHEDULE_CRON = '*/10 * * * *';
/** How long before a subscription that will not renew ends the team hears of it. */
export const ENDING_NOTICE_DAYS = 3;

/** What happened, as whoever tells the lifecycle says it: Stripe's webhooks, the team, the schedule. */
export interface LifecycleFacts {
  /** 'stripe' from webhooks. */
  source: SubscriptionEventSource;
  /** When it happened (default: the clock's now). */
  at?: Date;
  /** The Stripe event that caused it: a second call with the same id (and kind of change) does nothing. */
  stripeEventId?: string | null;
}

/** One entry of the history a change writes (its kind and source are the change's). */
interface EventFields {
  at?: Date;
  detail?: string | null;
  amount?: string | number | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/** What a change did: the entries of its history, and the mails it causes (recorded in its transaction). */
interface Outcome {
  events: EventFields[];
  mails?: (
    tx: EntityManager,
    subscription: ClientSubscription & { client: User },
  ) => OutgoingMail[] | Promise<OutgoingMail[]>;
}

/**
 * One change of one subscription, worked out from the row as it is under its lock (`at` is when it
 * happened); null when there is nothing to do (already done), or throws to refuse it.
 */
type Step = (
  subscription: ClientSubscription,
  at: Date,
  tx: EntityManager,
) => Outcome | null | Promise<Outcome | null>;

const money = (amount: string | number): string => Number(amount).toFixed(2);
const sameTime = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * A subscription's life after its sale, in both billing modes: renewals and endings on schedule,
 * payments recorded, every change told (mails) and kept in its history (SubscriptionEvent).
 *
 * Every change runs in its own transaction under the subscription row's lock, re-reads what it decides
 * on there, and writes the row, its history entry and its mails together; the mails are handed to the
 * queue after the commit. So two processes (the schedule's catch-up at start beside a scheduled run, a
 * webhook beside the team) never apply one change twice.
 */
@Injectable()
export class SubscriptionLifecycle implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionLifecycle');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly outgoing: OutgoingMails,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(LIFECYCLE_SCHEDULE, LIFECYCLE_SCHEDULE_CRON, () => this.runSchedule());
    // After downtime: what fell due while no process ran is caught up at once.
    this.queue.onStart(() => this.runSchedule());
  }

  /** Every event of the client's subscriptions, newest first; 404 for no such client. */
  async history(clientId: number): Promise<SubscriptionEventDto[]> {
    await this.users.findClientOrFail(clientId);
    const events = await this.em.find(
      SubscriptionEvent,
      { subscription: { client: clientId } },
      { populate: ['subscription'], orderBy: { at: 'desc', id: 'desc' } },
    );
    return events.map(toSubscriptionEventDto);
  }

  /**
   * Adds an entry to a subscription's history in the caller's unit of work (flushed with the change it
   * records): the subscriptions service's creations, and the back office's cancellations and reactivations.
   */
  record(
    em: EntityManager,
    subscription: ClientSubscription,
    kind: SubscriptionEventKind,
    source: SubscriptionEventSource,
    fields: EventFields & { stripeEventId?: string | null } = {},
  ): SubscriptionEvent {
    const { amount, at, ...rest } = fields;
    return em.create(SubscriptionEvent, {
      subscription,
      kind,
      source,
      ...rest,
      at: at ?? this.clock.now(),
      amount: amount === undefined || amount === null ? null : money(amount),
    });
  }

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
          ? await this.change(id, { source: 'team' }, 'paid', async (current, at, tx) => {
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
          : await this.change(id, { source: 'team' }, 'payment_failed', async (current, at, tx) => {
              refuse(current, at);
              // Marked failed already, and nothing paid or due anew since: the same failure again is
              // refused (as a period paid twice is), so it changes nothing, mails no one and says so.
              if (await this.failedLast(tx, current)) throw new ConflictException(ALREADY_FAILED);
              return this.markFailed(current, at, { detail: note ?? null, payUrl: null });
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
    await this.change(
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
    await this.change(id, facts, 'paid', async (subscription, at, tx) => {
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
    await this.change(id, facts, 'payment_failed', (subscription, at) =>
      this.markFailed(subscription, at, { amount, detail, payUrl }),
    );
  }

  /** The next period began: the renewal date moves to its end (once per period end; a canceled one does not renew). */
  async renewed(id: number, facts: LifecycleFacts & { periodEnd: Date }): Promise<void> {
    await this.change(id, facts, 'renewed', async (subscription, _at, tx) => {
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

  /**
   * Canceled: no more renewals, access until `endsAt`, the reason kept; the team gets a mail with the
   * reason unless it canceled itself. One already canceled is left as it is. `rule`, checked under the
   * row's lock, may refuse (the client's cancellation: only an active one, and only as they saw it).
   */
  async canceled(
    id: number,
    facts: LifecycleFacts & { reason?: string | null; endsAt: Date },
    rule?: (current: ClientSubscription) => void,
  ): Promise<ClientSubscription> {
    const reason = facts.reason?.trim() || null;
    return this.change(id, facts, 'canceled', (subscription) => {
      rule?.(subscription);
      if (subscription.status === 'canceled') return null;
      Object.assign(subscription, cancellation(facts.endsAt, reason));
      return {
        events: [{ detail: reason, periodEnd: facts.endsAt }],
        mails:
          facts.source === 'team'
            ? undefined
            : (tx, current) =>
                // Not a billing matter: the client's writer (else the admins) hears of it.
                this.team.recordAboutClient(
                  current.client,
                  'subscription_canceled',
                  subscriptionCanceledMail({
                    ...this.concerning(current),
                    reason,
                    accessEndsAt: facts.endsAt,
                  }),
                  tx,
                ),
      };
    });
  }

  /** Ended: canceled, access over at `at` at the latest; once per subscription and end. */
  async ended(id: number, facts: LifecycleFacts): Promise<void> {
    await this.change(id, facts, 'ended', (subscription, at, tx) => this.end(subscription, at, tx));
  }

  /**
   * A canceled subscription back to active (a Stripe cancel_at_period_end undone): it renews at
   * `renewalDate`, else at the end of the period paid while that is ahead.
   */
  async reactivated(id: number, facts: LifecycleFacts & { renewalDate?: Date | null }): Promise<void> {
    await this.change(id, facts, 'reactivated', (subscription, at) => {
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

  /**
   * The schedule, at `now`: manual subscriptions due renew (a period at a time, until the renewal date
   * is ahead), those that will not renew end, canceled ones whose access is over are recorded ended,
   * and the team hears of each ending three days ahead. Idempotent: a second run at the same time
   * changes nothing, and a run after downtime catches up.
   */
  async runSchedule(now = this.clock.now()): Promise<void> {
    const failures: unknown[] = [];
    const each = async (ids: number[], apply: (id: number) => Promise<unknown>) => {
      for (const id of ids) {
        await apply(id).catch((error: unknown) => {
          failures.push(error);
          this.logger.error(
            `Subscription ${id}: the schedule failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
      }
    };
    await each(await this.dueIds('renew', now), (id) => this.renewDue(id, now));
    await each(await this.dueIds('end', now), (id) => this.endDue(id, now));
    await each(await this.dueIds('record-end', now), (id) => this.recordEnd(id, now));
    await each(await this.dueIds('notice', now), (id) => this.noticeEnding(id, now));
    if (failures.length > 0) throw failures[0];
  }

  /** The subscriptions the schedule has something to do with at `now` (each re-checked under its lock). */
  private async dueIds(work: 'renew' | 'end' | 'record-end' | 'notice', now: Date): Promise<number[]> {
    const horizon = new Date(now.getTime() + ENDING_NOTICE_DAYS * DAY_MS);
    const sql = {
      renew: `select id from client_subscriptions where billing = 'manual' and status = 'active' and auto_renew and renewal_date <= ?`,
      end: `select id from client_subscriptions where status = 'active' and not auto_renew and renewal_date <= ?`,
      'record-end': `select s.id from client_subscriptions s where s.status = 'canceled' and s.end_date <= ?
        and not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.kind = 'ended' and e.period_end = s.end_date)`,
      notice: `select s.id from client_subscriptions s
        where ((s.status = 'active' and not s.auto_renew and s.renewal_date > ? and s.renewal_date <= ?)
            or (s.status = 'pending' and s.renewal_date > ? and s.renewal_date <= ?)
            or (s.status = 'canceled' and s.end_date > ? and s.end_date <= ?))
        and not exists (select 1 from subscription_events e where e.subscription_id = s.id and e.kind = 'ending_soon'
          and e.period_end = case when s.status = 'canceled' then s.end_date else s.renewal_date end)`,
    }[work];
    const values = work === 'notice' ? [now, horizon, now, horizon, now, horizon] : [now];
    const rows = await this.em.fork().getConnection().execute<{ id: number }[]>(`${sql} order by 1`, values);
    return rows.map((row) => row.id);
  }

  /** A manual, auto-renewing subscription past its renewal date: one 'renewed' per period, unpaid until marked. */
  private renewDue(id: number, now: Date) {
    return this.change(id, { source: 'schedule' }, 'renewed', (subscription) => {
      const { billing, status, autoRenew, renewalDate } = subscription;
      if (billing !== 'manual' || status !== 'active' || !autoRenew || !renewalDate) return null;
      const events: EventFields[] = [];
      let periodStart = renewalDate;
      // Renewals of the 31st fall on each month's last day and come back to the 31st, never drifting.
      const day = billingDay(renewalDate, subscription.startDate);
      while (periodStart.getTime() <= now.getTime()) {
        const periodEnd = oneMonthAfter(periodStart, day);
        events.push({ at: periodStart, periodEnd, amount: subscription.amount });
        periodStart = periodEnd;
      }
      if (events.length === 0) return null;
      subscription.renewalDate = periodStart;
      return { events };
    });
  }

  /** An active subscription that does not renew, past its renewal date: it ends then. */
  private endDue(id: number, now: Date) {
    return this.change(id, { source: 'schedule' }, 'ended', (subscription, _at, tx) => {
      const { status, autoRenew, renewalDate } = subscription;
      if (status !== 'active' || autoRenew || !renewalDate || renewalDate.getTime() > now.getTime())
        return null;
      return this.end(subscription, renewalDate, tx);
    });
  }

  /** A canceled subscription whose access is over: recorded ended, when it ended. */
  private recordEnd(id: number, now: Date) {
    return this.change(id, { source: 'schedule' }, 'ended', (subscription, _at, tx) => {
      const { status, endDate } = subscription;
      if (status !== 'canceled' || !endDate || endDate.getTime() > now.getTime()) return null;
      return this.end(subscription, endDate, tx);
    });
  }

  /** Three days (or less) before a subscription that will not renew ends: the team's notice, once per end. */
  private noticeEnding(id: number, now: Date) {
    return this.change(id, { source: 'schedule' }, 'ending_soon', async (subscription, _at, tx) => {
      const { status, autoRenew, renewalDate, endDate } = subscription;
      // A pending one never paid lapses at its renewal date (in-force.ts): the team hears of it as of an end.
      const unpaid = status === 'pending';
      const endsAt =
        status === 'canceled' ? endDate : (status === 'active' && !autoRenew) || unpaid ? renewalDate : null;
      const ahead = endsAt ? endsAt.getTime() - now.getTime() : -1;
      if (!endsAt || ahead <= 0 || ahead > ENDING_NOTICE_DAYS * DAY_MS) return null;
      if (await tx.count(SubscriptionEvent, { subscription, kind: 'ending_soon', periodEnd: endsAt }))
        return null;
      return {
        events: [
          { at: now, periodEnd: endsAt, detail: unpaid ? 'Still waiting for its first payment' : null },
        ],
        mails: (mailTx, current) =>
          this.tellTeam(
            mailTx,
            'subscription_ending',
            current,
            unpaid
              ? firstPaymentMissingMail({ ...this.concerning(current), endsAt })
              : subscriptionEndingMail({ ...this.concerning(current), endsAt }),
          ),
      };
    });
  }

  /** Ends a subscription at `at` (or its earlier end of access); nothing when that end is recorded already. */
  private async end(subscription: ClientSubscription, at: Date, tx: EntityManager): Promise<Outcome | null> {
    const { endDate } = subscription;
    const endsAt = endDate && endDate.getTime() <= at.getTime() ? endDate : at;
    if (subscription.status === 'canceled' && sameTime(endDate, endsAt)) {
      const known = await tx.count(SubscriptionEvent, { subscription, kind: 'ended', periodEnd: endsAt });
      if (known > 0) return null;
    }
    Object.assign(subscription, {
      status: 'canceled',
      endDate: endsAt,
      renewalDate: null,
      autoRenew: false,
    });
    return { events: [{ at: endsAt, periodEnd: endsAt }] };
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
      mails: (mailTx, current) =>
        this.tellClient(
          mailTx,
          'payment_receipt',
          current,
          paymentReceiptMail({
            firstName: greetingName(current.client),
            plan: PLANS[current.plan].label,
            amount,
            paidThrough: periodEnd,
          }),
        ),
    };
  }

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
      mails: (tx, current) =>
        this.tellClient(
          tx,
          'payment_receipt',
          current,
          paymentReceiptMail({
            firstName: greetingName(current.client),
            plan: PLANS[current.plan].label,
            amount: paidAmount,
            paidThrough: through,
          }),
        ),
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

  private markFailed(
    subscription: ClientSubscription,
    at: Date,
    { amount, detail, payUrl }: { amount?: string | number; detail?: string | null; payUrl?: string | null },
  ): Outcome {
    if (subscription.status === 'active' || subscription.status === 'pending')
      subscription.status = 'past_due';
    const dueAmount = amount ?? subscription.amount;
    // Nothing is late while the period paid runs: the mails name the day it will be.
    const paidThrough =
      standingOf(subscription, at) === 'payment_failed' ? (subscription.paidThrough ?? null) : null;
    return {
      events: [{ amount: dueAmount, detail: detail ?? null, periodEnd: subscription.renewalDate ?? null }],
      mails: async (tx, current) => [
        ...(await this.tellTeam(
          tx,
          'payment_failed',
          current,
          paymentFailedMail({
            ...this.concerning(current),
            amount: dueAmount,
            detail: detail ?? null,
            paidThrough,
          }),
        )),
        ...this.tellClient(
          tx,
          'payment_failure_notice',
          current,
          paymentFailureNoticeMail({
            firstName: greetingName(current.client),
            plan: PLANS[current.plan].label,
            amount: dueAmount,
            paidThrough,
            contactEmail: this.config.get('contactEmail', { infer: true }),
            payUrl: payUrl ?? null,
          }),
        ),
      ],
    };
  }

  /**
   * Applies one change to subscription `id` in its own transaction, under the row's lock: `step` decides
   * from the row as it is then; its history entries (of `kind`, from `facts.source`) and mails are
   * written with it, and the mails handed to the queue after the commit. A change caused by a Stripe
   * event already applied (same event id and kind) does nothing. 404 for no such subscription.
   */
  private async change(
    id: number,
    facts: LifecycleFacts,
    kind: SubscriptionEventKind,
    step: Step,
  ): Promise<ClientSubscription> {
    const at = facts.at ?? this.clock.now();
    const stripeEventId = facts.stripeEventId ?? null;
    const mails: OutgoingMail[] = [];
    const subscription = await this.em.fork().transactional(async (tx) => {
      const current = await tx.findOne(ClientSubscription, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!current) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
      if (
        stripeEventId &&
        (await tx.count(SubscriptionEvent, { subscription: current, stripeEventId, kind }))
      )
        return current;
      const outcome = await step(current, at, tx);
      if (!outcome) return current;
      for (const event of outcome.events)
        this.record(tx, current, kind, facts.source, { at, ...event, stripeEventId });
      if (outcome.mails) {
        await tx.populate(current, ['client']);
        mails.push(...(await outcome.mails(tx, current as ClientSubscription & { client: User })));
      }
      return current;
    });
    if (mails.length > 0) await this.mails.handOver(mails);
    return subscription;
  }

  /** Who and what a team notice is about. */
  private concerning(subscription: ClientSubscription & { client: User }) {
    return {
      clientName: displayName(subscription.client),
      plan: PLANS[subscription.plan].label,
      clientUrl: `${this.config.get('publicUrl', { infer: true })}/admin/clients/${subscription.client.id}`,
    };
  }

  /** A billing notice (a payment failed, a service ending): the admins', never a writer's. */
  private tellTeam(
    tx: EntityManager,
    kind: TeamNoticeKind,
    subscription: ClientSubscription & { client: User },
    mail: RenderedMail,
  ): Promise<OutgoingMail[]> {
    return this.team.record(kind, mail, subscription.client.email ?? null, tx);
  }

  /** A mail to the client; none when their address is gone (erased). */
  private tellClient(
    tx: EntityManager,
    kind: MailKind,
    subscription: ClientSubscription & { client: User },
    mail: RenderedMail,
  ): OutgoingMail[] {
    const email = subscription.client.email;
    return email ? [this.outgoing.record(kind, email, mail, tx)] : [];
  }
}
