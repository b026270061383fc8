import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { DAY_MS } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { portalPostUrl } from '../content/post-addresses.js';
import { Post } from '../content/post.entity.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { JobQueue } from '../queue/job-queue.js';
import type { User } from '../users/user.entity.js';
import { PerformanceSnapshot } from './performance-snapshot.entity.js';
import { REMINDER_DAYS, reminderDay, reminderDue } from './performance-periods.js';
import { performanceReminderMail } from './performance.mails.js';

/** The schedule that asks clients for their posts' numbers: every hour, on the hour (UTC). */
export const PERFORMANCE_REMINDERS = 'performance-reminders';
export const PERFORMANCE_REMINDERS_CRON = '0 * * * *';
/** Posts looked at per run (the oldest due first); the next run takes the rest. */
const BATCH = 500;

/**
 * The performance reminders: 3 days and 14 days after a post is marked published, its client is
 * mailed for the numbers, with a link straight to the form. Each post moves its count of reminders
 * (performanceRemindersSent 0 → 1 → 2) in the same transaction as the mail it records, under the
 * post's lock: a retried or doubled run never mails twice. No mail when the client has no address
 * (erased) or already recorded numbers from that point on; the count moves all the same.
 */
@Injectable()
export class PerformanceReminders implements OnModuleInit {
  private readonly logger = new Logger('PerformanceReminders');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(PERFORMANCE_REMINDERS, PERFORMANCE_REMINDERS_CRON, () => this.run());
  }

  /** One run at `now`: every published post owed a reminder gets it (or is passed, see above). */
  async run(now = this.clock.now()): Promise<void> {
    // The partial index of published posts still owed a reminder, oldest first.
    const due = await this.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `select id from content_deliverables
          where status = 'published' and performance_reminders_sent < 2 and published_at <= ?
          order by published_at limit ${BATCH}`,
        [new Date(now.getTime() - REMINDER_DAYS[0] * DAY_MS)],
      );
    let failure: unknown;
    for (const { id } of due) {
      await this.remind(id, now).catch((error: unknown) => {
        failure ??= error;
        this.logger.error(
          `Post ${id}: the performance reminder failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }
    if (failure) throw failure;
  }

  /** The post's reminder due at `now`, decided and recorded under its lock. */
  private async remind(id: number, now: Date): Promise<void> {
    const mails: OutgoingMail[] = [];
    await this.em.fork().transactional(async (tx) => {
      const post = await tx.findOne(Post, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post?.publishedAt || post.status !== 'published') return;
      const stage = reminderDue(post.publishedAt, post.performanceRemindersSent, now);
      if (stage === null) return;
      // A native update: the reminder count is no change of the post (its updatedAt stays).
      await tx.nativeUpdate(Post, { id }, { performanceRemindersSent: stage });
      const answered = await tx.count(PerformanceSnapshot, {
        post: id,
        ...(stage === 2 && { recordedOn: { $gte: reminderDay(post.publishedAt, 2) } }),
      });
      if (answered > 0) return;
      await tx.populate(post, ['client']);
      const client = post.client as User;
      if (!client.email) return;
      mails.push(
        this.outgoing.record(
          'performance_reminder',
          client.email,
          performanceReminderMail({
            firstName: greetingName(client),
            title: post.title,
            days: REMINDER_DAYS[stage - 1],
            url: `${portalPostUrl(this.config.get('publicUrl', { infer: true }), post.id)}?record=performance`,
          }),
          tx,
        ),
      );
    });
    if (mails.length > 0) await this.mails.handOver(mails);
  }
}
