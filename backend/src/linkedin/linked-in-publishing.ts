import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { ClientActor } from '../common/client-scope.js';
import { isReviewerActor } from '../common/client-scope.js';
import { Clock } from '../common/clock.js';
import { DAY_MS } from '../common/dates.js';
import { displayName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { zonedInstant, type ZonedInstant } from '../common/time-zones.js';
import { PostAccess } from '../content/post-access.js';
import { Post } from '../content/post.entity.js';
import { PostVersion } from '../content/post-version.entity.js';
import { JobQueue } from '../queue/job-queue.js';
import { User } from '../users/user.entity.js';
import type {
  ApprovalBlock,
  ApprovedPublishingDto,
  ApprovePublishingDto,
  PostPublishingDto,
  PublishingState,
} from './dto/linkedin-publication.dto.js';
import type { LinkedInApi } from './linkedin-api.js';
import { LinkedInConnection } from './linkedin-connection.entity.js';
import { LinkedInPublication } from './linkedin-publication.entity.js';
import { LINKEDIN_API, LINKEDIN_NOT_SET_UP } from './linked-in-connections.js';

/** The queue that publishes one post now ("Publish now"); due posts are also found every minute. */
export const LINKEDIN_PUBLISH_NOW = 'linkedin-publish-now';
/** How far ahead a post may be approved for. */
export const MAX_AHEAD_DAYS = 365;

/** Who approves: the client, their reviewer, or a team member the client lets. */
export type Approver = { kind: 'portal'; actor: ClientActor } | { kind: 'team'; member: SessionUser };

/** What each block answers when the approval is asked for anyway. */
const REFUSALS: Record<Exclude<ApprovalBlock, 'not-set-up'>, { status: 403 | 409; message: string }> = {
  'not-connected': { status: 409, message: 'Connect a LinkedIn profile in Settings first' },
  'connection-ended': {
    status: 409,
    message: 'The LinkedIn connection has ended: connect LinkedIn again in Settings',
  },
  'not-allowed': { status: 403, message: 'The client has not let you publish on LinkedIn for them' },
  'not-delivered': { status: 409, message: 'Only a delivered post can be published on LinkedIn' },
  publishing: { status: 409, message: 'This post is being published on LinkedIn right now' },
  published: { status: 409, message: 'This post is already published' },
};

/** A post as a publishing decision reads it, with its client. */
type PostWithClient = Post & { client: User };

/**
 * Approving a post to go out on the client's LinkedIn profile by itself, at a time in the client's
 * time zone or now, and taking that back (docs/product.md, "Publishing on LinkedIn"). The post
 * becomes `scheduled` for that time; the queue (linked-in-publisher.ts) sends it.
 */
@Injectable()
export class LinkedInPublishing {
  private readonly logger = new Logger('LinkedInPublishing');

  constructor(
    private readonly em: EntityManager,
    @Inject(LINKEDIN_API) private readonly api: LinkedInApi | null,
    private readonly access: PostAccess,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Where one of the portal reader's posts stands with LinkedIn; without LinkedIn set up, its block
   * says so (`not-set-up`), and the pages show nothing of it.
   */
  async forPortal(actor: ClientActor, postId: number): Promise<PostPublishingDto> {
    const approver: Approver = { kind: 'portal', actor };
    return this.describe(await this.read(approver, postId), approver);
  }

  /** Where a post of the member's clients stands with LinkedIn (as forPortal). */
  async forTeam(member: SessionUser, postId: number): Promise<PostPublishingDto> {
    const approver: Approver = { kind: 'team', member };
    return this.describe(await this.read(approver, postId), approver);
  }

  /**
   * Approves the post to go out at `when` (a wall time in the client's zone) or now: it becomes
   * scheduled for that instant. Refused, with nothing stored, when the reader may not, the post
   * cannot, or the time is past or over a year ahead.
   */
  async approve(
    approver: Approver,
    postId: number,
    when: ApprovePublishingDto | 'now',
  ): Promise<ApprovedPublishingDto> {
    await this.reviewerAllowed(approver);
    const found = await this.post(approver, postId);
    const now = this.clock.now();
    let resolved: ZonedInstant | null = null;
    const zone = found.client.timeZone ?? (when === 'now' ? null : when.timeZone) ?? 'UTC';
    if (when !== 'now') {
      resolved = zonedInstant(when, zone);
      if (!resolved) throw new BadRequestException(`date and time must name a real day and time`);
      if (resolved.instant.getTime() <= now.getTime())
        throw new BadRequestException('time must be later than now');
      if (resolved.instant.getTime() > now.getTime() + MAX_AHEAD_DAYS * DAY_MS)
        throw new BadRequestException('date must be within a year from today');
    }
    const instant = resolved?.instant ?? now;
    const publication = await this.em.fork().transactional(async (tx) => {
      // The post's row held: a second approval, a cancel or the team's change waits for this one.
      const post = (await tx.findOneOrFail(
        Post,
        { id: postId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      )) as Post;
      await tx.populate(post, ['client']);
      const existing = await tx.findOne(LinkedInPublication, { post: postId });
      const block = await this.block(post as PostWithClient, approver, existing, tx);
      if (block) this.refuse(block);
      if (when === 'now' && existing?.state === 'scheduled' && existing.nextTryAt <= now)
        throw new ConflictException('This post is already on its way to LinkedIn');
      const latest = await tx.findOne(PostVersion, { post: postId }, { orderBy: { number: 'desc' } });
      // Approved afresh: whatever an earlier approval or try left is cleared.
      const approval = {
        state: 'scheduled' as const,
        publishAt: instant,
        nextTryAt: instant,
        versionNumber: latest?.number ?? 0,
        approvedBy: tx.getReference(
          User,
          approver.kind === 'team' ? approver.member.id : approver.actor.userId,
        ),
        approvedAt: now,
        attempts: 0,
        claimedAt: null,
        sentAt: null,
        reason: null,
        linkedinUrn: null,
        linkedinUrl: null,
        publishedAt: null,
      };
      const row = existing
        ? tx.assign(existing, approval)
        : tx.create(LinkedInPublication, { post, ...approval });
      tx.assign(post, { status: 'scheduled', scheduledFor: instant });
      // The zone the client read the time in is theirs from now on (their browser's, on their first
      // choice); a reviewer's or a member's browser is no sign of where the client's audience is.
      const byClient = approver.kind === 'portal' && !isReviewerActor(approver.actor);
      if (!post.client.timeZone && byClient && when !== 'now' && when.timeZone)
        post.client.timeZone = when.timeZone;
      await tx.flush();
      return row;
    });
    // At once; if the queue cannot take it now, the minute's pass finds it due all the same.
    if (when === 'now')
      await this.queue
        .insert(LINKEDIN_PUBLISH_NOW, [
          { data: { publicationId: publication.id }, singletonKey: `linkedin-${publication.id}` },
        ])
        .catch((error: unknown) =>
          this.logger.warn(
            `Publication ${publication.id} waits for the minute's pass: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    return {
      publishing: await this.describe(await this.read(approver, postId), approver),
      fit: resolved?.fit ?? 'exact',
      note: resolved && when !== 'now' ? fitNote(when, resolved, zone) : null,
    };
  }

  /** Takes the approval back: the post is delivered again, waiting; refused while it is being sent. */
  async cancel(approver: Approver, postId: number): Promise<PostPublishingDto> {
    await this.reviewerAllowed(approver);
    const found = await this.post(approver, postId);
    await this.em.fork().transactional(async (tx) => {
      const post = await tx.findOneOrFail(Post, { id: postId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const row = await tx.findOne(LinkedInPublication, { post: postId });
      // Who may not approve may not take an approval back either (an ended connection is no matter here).
      if ((await this.block(found, approver, row, tx)) === 'not-allowed') this.refuse('not-allowed');
      if (!row || row.state === 'published')
        throw new NotFoundException('This post is not approved for LinkedIn');
      if (row.state === 'publishing') this.refuse('publishing');
      tx.remove(row);
      if (post.status === 'scheduled') post.status = 'delivered';
      await tx.flush();
    });
    return this.describe(await this.read(approver, postId), approver);
  }

  /**
   * A reviewer acts on LinkedIn only with their client's leave: refused (403) before any post is
   * looked at, as a role is (a reviewer's client is known from the session, a post's need not be).
   */
  private async reviewerAllowed(approver: Approver): Promise<void> {
    if (approver.kind !== 'portal' || !isReviewerActor(approver.actor)) return;
    const connection = await this.em.findOne(LinkedInConnection, { client: approver.actor.clientId });
    if (connection && !connection.reviewersMayPublish) this.refuse('not-allowed');
  }

  /** The post the approver may act on (404 otherwise), refused when LinkedIn is not set up. */
  private async post(approver: Approver, postId: number): Promise<PostWithClient> {
    if (!this.api) throw new NotFoundException(LINKEDIN_NOT_SET_UP);
    return this.read(approver, postId);
  }

  /** The post as the approver may see it (404 otherwise), with its client. */
  private async read(approver: Approver, postId: number): Promise<PostWithClient> {
    const reading = { populate: ['client'] as const };
    const post =
      approver.kind === 'team'
        ? await this.access.forTeam(approver.member, postId, reading)
        : await this.access.forActor(approver.actor, postId, reading);
    return post as PostWithClient;
  }

  /** The post's publishing, as `approver` sees it: the state, its time, and whether they may approve. */
  private async describe(post: PostWithClient, approver: Approver): Promise<PostPublishingDto> {
    const em = this.em.fork();
    const [row, latest, connection] = await Promise.all([
      em.findOne(LinkedInPublication, { post: post.id }, { populate: ['approvedBy'] }),
      em.findOne(PostVersion, { post: post.id }, { orderBy: { number: 'desc' }, fields: ['number'] }),
      em.findOne(LinkedInConnection, { client: post.client.id }),
    ]);
    return {
      state: publishingState(post, row, latest?.number ?? 0),
      publishAt: row?.publishAt ?? null,
      timeZone: post.client.timeZone ?? null,
      reason: row?.reason ?? null,
      attempts: row?.attempts ?? 0,
      linkedinUrl: row?.linkedinUrl ?? null,
      linkedinUrn: row?.linkedinUrn ?? null,
      approvedBy: row?.approvedBy ? displayName(row.approvedBy) : null,
      approvalBlock: await this.block(post, approver, row, em, connection),
      connectionEndsAt: connection?.expiresAt ?? null,
    };
  }

  /** Why `approver` may not approve this post now, or null. */
  private async block(
    post: PostWithClient,
    approver: Approver,
    row: LinkedInPublication | null,
    em: EntityManager,
    known?: LinkedInConnection | null,
  ): Promise<ApprovalBlock | null> {
    if (!this.api) return 'not-set-up';
    const connection =
      known !== undefined ? known : await em.findOne(LinkedInConnection, { client: post.client.id });
    if (!connection) return 'not-connected';
    if (connection.expiresAt <= this.clock.now()) return 'connection-ended';
    const allowed =
      approver.kind === 'team'
        ? connection.teamMayPublish
        : !isReviewerActor(approver.actor) || connection.reviewersMayPublish;
    if (!allowed) return 'not-allowed';
    if (post.status === 'published') return 'published';
    if (row?.state === 'publishing') return 'publishing';
    if (post.status !== 'delivered' && post.status !== 'scheduled') return 'not-delivered';
    return null;
  }

  private refuse(block: ApprovalBlock): never {
    if (block === 'not-set-up') throw new NotFoundException(LINKEDIN_NOT_SET_UP);
    const { status, message } = REFUSALS[block];
    throw status === 403 ? new ForbiddenException(message) : new ConflictException(message);
  }
}

/**
 * The state shown: the row's, except that a post approved and then changed (taken back to draft,
 * unscheduled, moved to another time, or delivered again since) is `changed`, and one marked published by hand is `none`
 * (the post itself says published).
 */
export function publishingState(
  post: Pick<Post, 'status' | 'scheduledFor'>,
  row: Pick<LinkedInPublication, 'state' | 'versionNumber' | 'publishAt'> | null,
  latestVersion: number,
): PublishingState {
  if (!row) return 'none';
  if (row.state === 'published') return 'published';
  if (post.status === 'published') return 'none';
  const asApproved =
    post.status === 'scheduled' &&
    post.scheduledFor?.getTime() === row.publishAt.getTime() &&
    row.versionNumber === latestVersion;
  if (row.state === 'scheduled' && !asApproved) return 'changed';
  return row.state;
}

/** What to tell the person when a daylight-saving change bent the time they picked. */
function fitNote(asked: { date: string; time: string }, resolved: ZonedInstant, zone: string): string | null {
  if (resolved.fit === 'gap')
    return `${asked.time} does not exist on ${asked.date} in ${zone}: the clocks go forward then, so it goes out at ${resolved.wall.time}`;
  if (resolved.fit === 'repeat')
    return `${asked.time} happens twice on ${asked.date} in ${zone}: the clocks go back then, so it goes out at the first ${asked.time}`;
  return null;
}
