import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import { displayName, greetingName } from '../common/names.js';
import type { Environment } from '../config/environment.js';
import { backOfficePostUrl, portalPostUrl } from '../content/post-addresses.js';
import { Post } from '../content/post.entity.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices } from '../notices/team-notices.js';
import { JobQueue } from '../queue/job-queue.js';
import { User } from '../users/user.entity.js';
import { burstIsOver, type CommentSide, type ConversationNewsKind } from './comment-rules.js';
import { clientRepliedMail, commentAnsweredMail, newsLine, type BurstLine } from './comments.mails.js';
import { ConversationNews } from './conversation-news.entity.js';
import type { PostComment } from './post-comment.entity.js';

export const CONVERSATION_MAILS_SCHEDULE = 'conversation-mails';
/** Every minute: a burst is mailed within a minute of its end. */
export const CONVERSATION_MAILS_CRON = '* * * * *';

/**
 * The mails of a post's conversation: what one side does on a post (comments and replies to the other
 * side, suggestions accepted or declined, threads resolved or reopened) is kept as news, and a burst of
 * it is one mail to the other side once it is over (burstIsOver), quoting all of it. The team's go to
 * the client and each of their reviewers with an address; the client's side's to their writer (else
 * the admins) as each chose for "Client replies on a post". The mail and the removal of the news it
 * quotes are one transaction, so a pass retried, or run by two servers at once, mails a burst once.
 */
@Injectable()
export class ConversationMails implements OnModuleInit {
  private readonly logger = new Logger('ConversationMails');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly team: TeamNotices,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  onModuleInit(): void {
    // Bursts that ended while no server ran go at the next start.
    this.queue.scheduleWithCatchUp(CONVERSATION_MAILS_SCHEDULE, CONVERSATION_MAILS_CRON, () => this.run());
  }

  /**
   * Adds news of `side` on the comment's post to the caller's unit of work (flushed with the change
   * it tells of). A team-only thread's news is never kept: the client's side never reads it.
   */
  record(
    em: EntityManager,
    side: CommentSide,
    kind: ConversationNewsKind,
    comment: PostComment,
    actorId: number,
  ): void {
    // A reply is as internal as its thread.
    if (comment.internal) return;
    em.create(ConversationNews, {
      post: comment.post,
      side,
      kind,
      comment,
      actor: em.getReference(User, actorId),
      createdAt: this.clock.now(),
    });
  }

  /** Mails every burst that is over now; answers how many bursts were mailed. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const bursts: { post_id: number; side: CommentSide; first: Date; last: Date }[] = await this.em
      .fork()
      .execute(
        `select "post_id", "side", min("created_at") as "first", max("created_at") as "last"
           from "conversation_news" group by "post_id", "side"`,
      );
    let sent = 0;
    for (const burst of bursts) {
      if (!burstIsOver(new Date(burst.first), new Date(burst.last), now)) continue;
      if (await this.mailOne(burst.post_id, burst.side, now)) sent += 1;
    }
    if (sent) this.logger.log(`${sent} conversation bursts mailed`);
    return sent;
  }

  /**
   * One burst's mails, in a transaction of its own: its news is claimed (another pass skips it) and
   * deleted with the mails recorded. False when another pass took it meanwhile.
   */
  private mailOne(postId: number, side: CommentSide, now: Date): Promise<boolean> {
    return this.mails.transactional(async (em): Promise<OutgoingMail[] | undefined> => {
      // Claimed: a pass meeting them locked skips them, and finds them gone once this one commits.
      const claimed: { id: number }[] = await em.execute(
        `select "id" from "conversation_news" where "post_id" = ? and "side" = ? and "created_at" <= ?
           for update skip locked`,
        [postId, side, now],
      );
      if (claimed.length === 0) return undefined;
      const ids = claimed.map((row) => row.id);
      const news = await em.find(
        ConversationNews,
        { id: { $in: ids } },
        { populate: ['comment', 'actor'], orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      await em.nativeDelete(ConversationNews, { id: { $in: ids } });
      const post = await em.findOneOrFail(Post, postId, { populate: ['client.assignedTo'] });
      const lines = news.map((item): BurstLine => ({
        actorName: item.actor ? displayName(item.actor) : 'A former member',
        said: newsLine(item.kind, item.comment),
      }));
      return side === 'team' ? this.toClientSide(em, post, lines) : this.toTeam(em, post, lines);
    });
  }

  /** The team's burst: to the client and each of their active reviewers, never without an address. */
  private async toClientSide(em: EntityManager, post: Post, lines: BurstLine[]): Promise<OutgoingMail[]> {
    const client = post.client;
    const reviewers = await em.find(User, {
      role: 'reviewer',
      reviewsFor: client,
      deactivatedAt: null,
      email: { $ne: null },
    });
    const url = portalPostUrl(this.config.get('publicUrl', { infer: true }), post.id);
    return [client, ...reviewers]
      .filter((reader) => reader.email && !reader.deactivatedAt)
      .map((reader) =>
        this.outgoing.record(
          'comment_answered',
          reader.email!,
          commentAnsweredMail({ firstName: greetingName(reader), title: post.title, lines, url }),
          em,
        ),
      );
  }

  /** The client's side's burst: the client's writer (else the admins), as each chose. */
  private toTeam(em: EntityManager, post: Post, lines: BurstLine[]): Promise<OutgoingMail[]> {
    const mail = clientRepliedMail({
      clientName: displayName(post.client),
      title: post.title,
      lines,
      url: backOfficePostUrl(this.config.get('publicUrl', { infer: true }), post.id),
    });
    return this.team.recordAboutClient(post.client, 'client_replied', mail, em);
  }
}
