import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { DAY_MS } from '../common/dates.js';
import { JobQueue } from '../queue/job-queue.js';
import { renewalsDue } from './periods.js';
import { SubscriptionEvent } from './subscription-event.entity.js';
import { SubscriptionLifecycle } from './subscription-lifecycle.js';
import { firstPaymentMissingMail, subscriptionEndingMail } from './subscriptions.mails.js';

/** The schedule's job: renewals, endings and the three-day notices, every 10 minutes and at start. */
export const LIFECYCLE_SCHEDULE = 'subscription-lifecycle';
export const LIFECYCLE_SCHEDULE_CRON = '*/10 * * * *';
/** How long before a subscription that will not renew ends the team hears of it. */
export const ENDING_NOTICE_DAYS = 3;

/** What falls due with time alone: each change goes through the lifecycle, so a second run changes nothing. */
@Injectable()
export class SubscriptionSchedule implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionSchedule');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(LIFECYCLE_SCHEDULE, LIFECYCLE_SCHEDULE_CRON, () => this.run());
    // After downtime: what fell due while no process ran is caught up at once.
    this.queue.onStart(() => this.run());
  }

  /**
   * The schedule, at `now`: manual subscriptions due renew (a period at a time, until the renewal date
   * is ahead), those that will not renew end, canceled ones whose access is over are recorded ended,
   * and the team hears of each ending three days ahead. Idempotent: a second run at the same time
   * changes nothing, and a run after downtime catches up.
   */
  async run(now = this.clock.now()): Promise<void> {
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
    return this.lifecycle.change(id, { source: 'schedule' }, 'renewed', (subscription) => {
      const { billing, status, autoRenew, renewalDate } = subscription;
      if (billing !== 'manual' || status !== 'active' || !autoRenew || !renewalDate) return null;
      const due = renewalsDue(subscription, now);
      if (due.length === 0) return null;
      subscription.renewalDate = due.at(-1)!.end;
      return {
        events: due.map(({ start, end }) => ({ at: start, periodEnd: end, amount: subscription.amount })),
      };
    });
  }

  /** An active subscription that does not renew, past its renewal date: it ends then. */
  private endDue(id: number, now: Date) {
    return this.lifecycle.change(id, { source: 'schedule' }, 'ended', (subscription, _at, tx) => {
      const { status, autoRenew, renewalDate } = subscription;
      if (status !== 'active' || autoRenew || !renewalDate || renewalDate.getTime() > now.getTime())
        return null;
      return this.lifecycle.end(subscription, renewalDate, tx);
    });
  }

  /** A canceled subscription whose access is over: recorded ended, when it ended. */
  private recordEnd(id: number, now: Date) {
    return this.lifecycle.change(id, { source: 'schedule' }, 'ended', (subscription, _at, tx) => {
      const { status, endDate } = subscription;
      if (status !== 'canceled' || !endDate || endDate.getTime() > now.getTime()) return null;
      return this.lifecycle.end(subscription, endDate, tx);
    });
  }

  /** Three days (or less) before a subscription that will not renew ends: the team's notice, once per end. */
  private noticeEnding(id: number, now: Date) {
    return this.lifecycle.change(id, { source: 'schedule' }, 'ending_soon', async (subscription, _at, tx) => {
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
          this.lifecycle.tellTeam(
            mailTx,
            'subscription_ending',
            current,
            unpaid
              ? firstPaymentMissingMail({ ...this.lifecycle.concerning(current), endsAt })
              : subscriptionEndingMail({ ...this.lifecycle.concerning(current), endsAt }),
          ),
      };
    });
  }
}
