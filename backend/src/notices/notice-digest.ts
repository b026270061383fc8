import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { OncePerPeriod } from '../mail/once-per-period.js';
import { JobQueue } from '../queue/job-queue.js';
import { digestDay, digestIsDue, NOTICE_KIND_RULES, TEAM_NOTICE_KINDS } from './notice-kinds.js';
import { NoticeDigestItem } from './notice-digest-item.entity.js';
import { noticeDigestMail, type DigestGroup } from './notices.mails.js';

export const NOTICE_DIGEST_SCHEDULE = 'notice-digest';
/** Every day at 08:00 UTC. */
export const NOTICE_DIGEST_CRON = '0 8 * * *';

/**
 * The team's morning digest: each member with notices kept for it (they chose "digest" for their
 * kind) gets one mail listing them, grouped by kind; none when nothing waits. The mail, the day's mark
 * (OncePerPeriod) and the removal of the notices it lists are one transaction, so a run retried or run
 * twice (two servers, a catch-up at start) never mails a member twice a day nor lists a notice twice.
 */
@Injectable()
export class NoticeDigest implements OnModuleInit {
  private readonly logger = new Logger('NoticeDigest');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly once: OncePerPeriod,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    this.queue.schedule(NOTICE_DIGEST_SCHEDULE, NOTICE_DIGEST_CRON, () => this.run().then(() => undefined));
    // A morning missed while no process ran is caught up at the next start after 08:00 (the day's mark stops a second).
    this.queue.onStart(() =>
      digestIsDue(this.clock.now()) ? this.run().then(() => undefined) : Promise.resolve(),
    );
  }

  /** Mails today's digest to every member with notices waiting and none yet today; answers how many. */
  async run(): Promise<number> {
    const day = digestDay(this.clock.now());
    const em = this.em.fork();
    // Nobody will read them: a deactivated member's digest is never sent.
    await em.nativeDelete(NoticeDigestItem, { member: { deactivatedAt: { $ne: null } } });
    const waiting = await em.find(NoticeDigestItem, {}, { fields: ['member'], orderBy: { member: 'asc' } });
    const members = [...new Set(waiting.map((item) => item.member.id))];
    let sent = 0;
    for (const id of members) {
      if (await this.mailOne(id, day)) sent += 1;
    }
    if (sent) this.logger.log(`Morning digest of ${day} mailed to ${sent} team members`);
    return sent;
  }

  /** One member's digest; false when nothing waits, or it went already today. */
  private mailOne(memberId: number, day: string): Promise<boolean> {
    return this.once.send(memberId, 'notice_digest', day, async (em, member) => {
      // An address not (yet) confirmed keeps them waiting for the first morning it is.
      if (!member.emailConfirmedAt) return undefined;
      const items = await em.find(NoticeDigestItem, { member }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      if (items.length === 0) return undefined;
      await em.nativeDelete(NoticeDigestItem, { id: { $in: items.map((item) => item.id) } });
      const publicUrl = this.config.get('publicUrl', { infer: true });
      return noticeDigestMail({
        firstName: greetingName(member),
        groups: groupByKind(items),
        accountUrl: `${publicUrl}/admin/account`,
      });
    });
  }
}

/** The notices by kind, in the order Your account lists the kinds, each kind's oldest first. */
function groupByKind(items: NoticeDigestItem[]): DigestGroup[] {
  return TEAM_NOTICE_KINDS.map((kind) => ({
    label: NOTICE_KIND_RULES[kind].label,
    notices: items
      .filter((item) => item.kind === kind)
      .map((item) => ({ subject: item.subject, url: item.url ?? null })),
  })).filter((group) => group.notices.length > 0);
}
