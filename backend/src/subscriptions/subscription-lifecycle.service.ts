import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException, NotImplementedException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { renderMail } from '../mail/mail-layout.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import type { MailKind, OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.service.js';
import { TeamNotices } from '../mail/team-notices.service.js';
import type { User } from '../users/user.entity.js';
import { ClientSubscription } from './client-subscription.entity.js';
import type { RecordPaymentDto, SubscriptionDto, SubscriptionEventDto } from './dto/subscription.dto.js';
import {
  SubscriptionEvent,
  type SubscriptionEventKind,
  type SubscriptionEventSource,
} from './subscription-event.entity.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/** What happened, as whoever tells the lifecycle says it. */
export interface LifecycleFacts {
  source: SubscriptionEventSource;
  at?: Date;
  stripeEventId?: string | null;
}

type Owned = ClientSubscription & { client: User };

interface Outcome {
  detail?: string | null;
  amount?: string | number | null;
  periodEnd?: Date | null;
  mails?: { kind: MailKind; to: 'client' | 'team'; subject: string }[];
}

/**
 * TEMP stand-in for the lifecycle helper's service (branch i16-lifecycle): just the methods the Stripe
 * work calls, with their signatures, so its tests run before the real one lands. The integrator drops
 * this commit and takes theirs.
 */
@Injectable()
export class SubscriptionLifecycle {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly outgoing: OutgoingMails,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
  ) {}

  history(_clientId: number): Promise<SubscriptionEventDto[]> {
    throw new NotImplementedException('Subscription history is not built yet');
  }

  recordPayment(_id: number, _input: RecordPaymentDto): Promise<SubscriptionDto> {
    throw new NotImplementedException('Recording a payment is not built yet');
  }

  async paid(
    id: number,
    facts: LifecycleFacts & { amount?: string | number; periodEnd?: Date | null; detail?: string | null },
  ): Promise<void> {
    await this.change(id, facts, 'paid', (subscription) => {
      const canceled = subscription.status === 'canceled';
      const through = facts.periodEnd ?? subscription.renewalDate ?? null;
      Object.assign(subscription, {
        status: canceled ? 'canceled' : 'active',
        ...(through && { paidThrough: through }),
        ...(facts.periodEnd && !canceled && { renewalDate: facts.periodEnd }),
      });
      return {
        amount: facts.amount ?? subscription.amount,
        periodEnd: through,
        detail: facts.detail ?? null,
        mails: [{ kind: 'payment_receipt', to: 'client', subject: 'Payment received' }],
      };
    });
  }

  async paymentFailed(
    id: number,
    facts: LifecycleFacts & { amount?: string | number; detail?: string | null; payUrl?: string | null },
  ): Promise<void> {
    await this.change(id, facts, 'payment_failed', (subscription) => {
      if (subscription.status === 'active' || subscription.status === 'pending')
        subscription.status = 'past_due';
      return {
        amount: facts.amount ?? subscription.amount,
        detail: facts.detail ?? null,
        mails: [
          { kind: 'payment_failed', to: 'team', subject: 'A payment failed' },
          { kind: 'payment_failure_notice', to: 'client', subject: 'Your payment failed' },
        ],
      };
    });
  }

  async renewed(id: number, facts: LifecycleFacts & { periodEnd: Date }): Promise<void> {
    await this.change(id, facts, 'renewed', (subscription) => {
      if (subscription.status === 'canceled') return null;
      subscription.renewalDate = facts.periodEnd;
      return { periodEnd: facts.periodEnd };
    });
  }

  async canceled(
    id: number,
    facts: LifecycleFacts & { reason?: string | null; endsAt: Date },
  ): Promise<void> {
    await this.change(id, facts, 'canceled', (subscription) => {
      if (subscription.status === 'canceled') return null;
      Object.assign(subscription, {
        status: 'canceled',
        autoRenew: false,
        cancelReason: facts.reason ?? null,
        endDate: facts.endsAt,
        renewalDate: null,
      });
      return {
        detail: facts.reason ?? null,
        periodEnd: facts.endsAt,
        mails: [{ kind: 'subscription_canceled', to: 'team', subject: 'A subscription was canceled' }],
      };
    });
  }

  async ended(id: number, facts: LifecycleFacts): Promise<void> {
    await this.change(id, facts, 'ended', async (subscription, at, tx) => {
      const endsAt = subscription.endDate && subscription.endDate <= at ? subscription.endDate : at;
      if (
        subscription.status === 'canceled' &&
        (await tx.count(SubscriptionEvent, { subscription, kind: 'ended' }))
      )
        return null;
      Object.assign(subscription, {
        status: 'canceled',
        endDate: endsAt,
        renewalDate: null,
        autoRenew: false,
      });
      return { periodEnd: endsAt };
    });
  }

  async reactivated(id: number, facts: LifecycleFacts & { renewalDate?: Date | null }): Promise<void> {
    await this.change(id, facts, 'reactivated', (subscription) => {
      if (subscription.status !== 'canceled') return null;
      Object.assign(subscription, {
        status: 'active',
        autoRenew: true,
        endDate: null,
        cancelReason: null,
        renewalDate: facts.renewalDate ?? subscription.endDate,
      });
      return { periodEnd: subscription.renewalDate };
    });
  }

  private async change(
    id: number,
    facts: LifecycleFacts,
    kind: SubscriptionEventKind,
    step: (subscription: Owned, at: Date, tx: EntityManager) => Outcome | null | Promise<Outcome | null>,
  ): Promise<void> {
    const at = facts.at ?? this.clock.now();
    const stripeEventId = facts.stripeEventId ?? null;
    const recorded: OutgoingMail[] = [];
    await this.em.fork().transactional(async (tx) => {
      const subscription = await tx.findOne(
        ClientSubscription,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['client'] },
      );
      if (!subscription) throw new NotFoundException(SUBSCRIPTION_NOT_FOUND);
      if (stripeEventId && (await tx.count(SubscriptionEvent, { subscription, stripeEventId, kind }))) return;
      const outcome = await step(subscription as Owned, at, tx);
      if (!outcome) return;
      tx.create(SubscriptionEvent, {
        subscription,
        kind,
        source: facts.source,
        at,
        detail: outcome.detail ?? null,
        amount:
          outcome.amount === undefined || outcome.amount === null ? null : Number(outcome.amount).toFixed(2),
        periodEnd: outcome.periodEnd ?? null,
        stripeEventId,
      });
      for (const mail of outcome.mails ?? []) {
        const rendered = renderMail({
          subject: mail.subject,
          greeting: 'Hello,',
          paragraphs: [mail.subject],
        });
        if (mail.to === 'team') recorded.push(...(await this.team.record(mail.kind, rendered, null, tx)));
        else if (subscription.client.email)
          recorded.push(this.outgoing.record(mail.kind, subscription.client.email, rendered, tx));
      }
    });
    if (recorded.length > 0) await this.mails.handOver(recorded);
  }
}
