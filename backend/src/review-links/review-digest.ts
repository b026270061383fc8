import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { startOfWeek } from '../common/dates.js';
import { greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { Post } from '../content/post.entity.js';
import { OncePerPeriod } from '../mail/once-per-period.js';
import { JobQueue } from '../queue/job-queue.js';
import { User } from '../users/user.entity.js';
import { ReviewLinkIssuer } from '../content/review-link-issuer.js';
import { CommentsService } from '../comments/comments.service.js';
import { reviewDigestMail } from './review-links.mails.js';

export const REVIEW_DIGEST_SCHEDULE = 'review-digest';
/** Mondays at 08:00 UTC. */
export const REVIEW_DIGEST_CRON = '0 8 * * 1';

/** The Monday (YYYY-MM-DD, UTC) of the week `now` falls in: a digest's period. */
export const digestWeek = (now: Date): string => startOfWeek(now).toISOString().slice(0, 10);

/**
 * The weekly digest for the clients who chose it (Settings, `reviewDigest`): instead of a mail per
 * delivered post, one mail a week listing the posts delivered and waiting, each with fresh review
 * links. No mail when nothing waits. Each client's mail goes once a week (OncePerPeriod), so a run
 * retried or run twice (two servers, a catch-up at start) skips the clients already mailed that week.
 */
@Injectable()
export class ReviewDigest implements OnModuleInit {
  private readonly logger = new Logger('ReviewDigest');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly once: OncePerPeriod,
    private readonly issuer: ReviewLinkIssuer,
    private readonly config: ConfigService<Environment, true>,
    private readonly comments: CommentsService,
  ) {}

  onModuleInit(): void {
    // A Monday missed while no process ran is caught up at the next start (the week's record stops a second).
    this.queue.scheduleWithCatchUp(REVIEW_DIGEST_SCHEDULE, REVIEW_DIGEST_CRON, () => this.run());
  }

  /** Mails this week's digest to every client who chose it, has posts waiting and has none yet; answers how many. */
  async run(): Promise<number> {
    const period = digestWeek(this.clock.now());
    const em = this.em.fork();
    const clients = await em.find(User, {
      role: 'client',
      reviewDigest: true,
      email: { $ne: null },
      deactivatedAt: null,
    });
    let sent = 0;
    for (const client of clients) {
      if (await this.mailOne(client.id, period)) sent += 1;
    }
    if (sent) this.logger.log(`Weekly review digest of ${period} mailed to ${sent} clients`);
    return sent;
  }

  /** One client's digest; false when nothing waits or it went already. */
  private mailOne(clientId: number, period: string): Promise<boolean> {
    return this.once.send(clientId, 'review_digest', period, async (em, client) => {
      if (!client.reviewDigest) return undefined;
      const posts = await em.find(
        Post,
        { client, status: 'delivered' },
        { populate: ['client'], orderBy: { deliveredAt: 'asc', id: 'asc' } },
      );
      if (posts.length === 0) return undefined;
      const awaiting = await this.comments.awaitingClient(posts, em);
      return reviewDigestMail({
        firstName: greetingName(client),
        posts: posts.map((post) => ({
          title: post.title,
          awaiting: awaiting.get(post.id) ?? 0,
          links: this.issuer.issue(post, em),
        })),
        url: `${this.config.get('publicUrl', { infer: true })}/dashboard/content`,
      });
    });
  }
}
