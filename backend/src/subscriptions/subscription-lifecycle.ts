import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import type { RenderedMail } from '../mail/mail-layout.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { MailKind, OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices } from '../notices/team-notices.js';
import type { TeamNoticeKind } from '../notices/notice-kinds.js';
import { PLANS } from '../plans/plans.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { cancellation } from './cancellation.js';
import { ClientSubscription } from './client-subscription.entity.js';
import type { SubscriptionEventDto } from './dto/subscription.dto.js';
import { standingOf } from './in-force.js';
import {
  SubscriptionEvent,
  type SubscriptionEventKind,
  type SubscriptionEventSource,
} from './subscription-event.entity.js';
import { toSubscriptionEventDto } from './subscription.mapper.js';
import {
  paymentFailedMail,
  paymentFailureNoticeMail,
  paymentReceiptMail,
  subscriptionCanceledMail,
} from './subscriptions.mails.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

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
export interface EventFields {
  at?: Date;
  detail?: string | null;
  amount?: string | number | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/** What a change did: the entries of its history, and the mails it causes (recorded in its transaction). */
export interface Outcome {
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
export type Step = (
  subscription: ClientSubscription,
  at: Date,
  tx: EntityManager,
) => Outcome | null | Promise<Outcome | null>;

/** An amount of money as the database keeps it: dollars with two decimals. */
export const money = (amount: string | number): string => Number(amount).toFixed(2);
const sameTime = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * A subscription's life after its sale, in both billing modes: every change told (mails) and kept in
 * its history (SubscriptionEvent). What changes it lives beside it: the team's payments
 * (ManualPayments), Stripe's webhooks (StripeChanges) and the schedule (SubscriptionSchedule); here are
 * the history, the way every change is applied, and the changes they share (a cancellation, an end, a
 * failed payment, a receipt).
 *
 * Every change runs in its own transaction under the subscription row's lock, re-reads what it decides
 * on there, and writes the row, its history entry and its mails together; the mails are handed to the
 * queue after the commit. So two processes (the schedule's catch-up at start beside a scheduled run, a
 * webhook beside the team) never apply one change twice.
 */
@Injectable()
export class SubscriptionLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly outgoing: OutgoingMails,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

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

  /** Ends a subscription at `at` (or its earlier end of access); nothing when that end is recorded already. */
  async end(subscription: ClientSubscription, at: Date, tx: EntityManager): Promise<Outcome | null> {
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

  /** A payment failed: past due (an active or pending one), the team and the client are told. */
  failed(
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

  /** The client's receipt of a payment, paid through `paidThrough`. */
  receipt(
    tx: EntityManager,
    subscription: ClientSubscription & { client: User },
    amount: string | number,
    paidThrough: Date | null,
  ): OutgoingMail[] {
    return this.tellClient(
      tx,
      'payment_receipt',
      subscription,
      paymentReceiptMail({
        firstName: greetingName(subscription.client),
        plan: PLANS[subscription.plan].label,
        amount,
        paidThrough,
      }),
    );
  }

  /**
   * Applies one change to subscription `id` in its own transaction, under the row's lock: `step` decides
   * from the row as it is then; its history entries (of `kind`, from `facts.source`) and mails are
   * written with it, and the mails handed to the queue after the commit. A change caused by a Stripe
   * event already applied (same event id and kind) does nothing. 404 for no such subscription.
   */
  async change(
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
  concerning(subscription: ClientSubscription & { client: User }) {
    return {
      clientName: displayName(subscription.client),
      plan: PLANS[subscription.plan].label,
      clientUrl: `${this.config.get('publicUrl', { infer: true })}/admin/clients/${subscription.client.id}`,
    };
  }

  /** A billing notice (a payment failed, a service ending): the admins', never a writer's. */
  tellTeam(
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
