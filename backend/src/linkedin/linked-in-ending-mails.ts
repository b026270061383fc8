import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { DAY_MS } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { JobQueue } from '../queue/job-queue.js';
import type { User } from '../users/user.entity.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { connectionEndingMail, linkedInSettingsUrl } from './linkedin.mails.js';

export const LINKEDIN_ENDING = 'linkedin-ending';
/** Every hour: a grant's week-before and day-before mails go within the hour they are due. */
export const LINKEDIN_ENDING_CRON = '23 * * * *';
/** Days before a grant ends that its client is mailed (the count of mails sent moves 0 → 1 → 2). */
export const ENDING_MAIL_DAYS = [7, 1] as const;

/**
 * The mails before a client's LinkedIn grant ends (about 60 days after connecting, as LinkedIn gives
 * it): a week before and a day before, each with the link to connect again and the approved posts
 * waiting. Each connection's count moves in the transaction that records its mail, under its lock:
 * a doubled run never mails twice. A grant already ended gets none; one a day from its end gets only
 * the day-before mail.
 */
@Injectable()
export class LinkedInEndingMails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly queue: JobQueue,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(LINKEDIN_ENDING, LINKEDIN_ENDING_CRON, () => this.run());
  }

  async run(now = this.clock.now()): Promise<void> {
    const due = await this.em
      .fork()
      .find(
        LinkedInConnection,
        { endRemindersSent: { $lt: 2 }, expiresAt: { $gt: now, $lte: new Date(now.getTime() + 7 * DAY_MS) } },
        { fields: ['id'], orderBy: { expiresAt: 'asc' }, limit: 500 },
      );
    for (const { id } of due) await this.remind(id, now);
  }

  private async remind(id: number, now: Date): Promise<void> {
    await this.mails.transactional(async (tx) => {
      const row = await tx.findOne(
        LinkedInConnection,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['client'] },
      );
      if (!row || row.expiresAt <= now) return undefined;
      const daysLeft = (row.expiresAt.getTime() - now.getTime()) / DAY_MS;
      const stage = daysLeft <= ENDING_MAIL_DAYS[1] ? 2 : 1;
      if (row.endRemindersSent >= stage) return undefined;
      row.endRemindersSent = stage;
      const client = row.client as User;
      if (!client.email) return [];
      const [{ waiting }] = await tx.getConnection().execute<{ waiting: number }[]>(
        `select count(*)::int as waiting from linkedin_publications l
           join content_deliverables p on p.id = l.post_id
          where p.client_id = ? and l.state = 'scheduled' and l.publish_at > ?`,
        [client.id, row.expiresAt],
      );
      const endsOn = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'long',
        timeZone: client.timeZone ?? 'UTC',
      }).format(row.expiresAt);
      return [
        this.outgoing.record(
          'linkedin_ending',
          client.email,
          connectionEndingMail({
            firstName: greetingName(client),
            endsOn,
            waiting,
            url: linkedInSettingsUrl(this.config.get('publicUrl', { infer: true })),
          }),
          tx,
        ),
      ];
    });
  }
}
