import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.js';
import { TeamNotices, type TeamNotice } from '../notices/team-notices.js';
import { ReviewLinkIssuer } from './review-link-issuer.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { findPage } from '../common/paging.js';
import { likePattern } from '../common/like-pattern.js';
import { displayName, greetingName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions } from '../common/team-scope.js';
import { User } from '../users/user.entity.js';
import { Post, type ReviewState } from './post.entity.js';
import {
  postDeliveredMail,
  postDeliveredToReviewerMail,
  reviewRequestedMail,
  reviewReturnedMail,
} from './posts.mails.js';
import { deliveryNotice, toAdminPostDto, toAdminPostSummaryDto } from './post.mapper.js';
import {
  adminNextStatuses,
  characterCount,
  isEditable,
  LINKEDIN_MAX_CHARACTERS,
  publishedNow,
} from './post-rules.js';
import { PostVersion } from './post-version.entity.js';
import {
  editLeavesReview,
  noReview,
  reviewDecisionRefusal,
  reviewRefusal,
  reviewRequestRefusal,
} from './review-rules.js';
import { POST_NOT_FOUND, PostAccess } from './post-access.js';
import { backOfficePostUrl, portalPostUrl } from './post-addresses.js';
import { writeIfUnchanged } from './posts.service.js';
import { checkPillar, ClientVoices } from './client-voices.js';
import { mediaDeliveryRefusal, PostMediaReader, type AttachedFile } from './post-media-reader.js';
import { PostMediaMail } from './post-media-mail.js';
import type {
  AdminPostDto,
  AdminPostPageDto,
  ChangePostStatusDto,
  CreatePostDto,
  ListAdminPostsQueryDto,
  ReviewedPostDto,
  ReviewPostDto,
  UpdatePostDto,
} from './dto/admin-post.dto.js';

/** A notice nobody was sent (an approval, a post returned by the admin who sent it for review). */
const nobodyTold = (): TeamNotice => ({ mails: [], notified: { now: 0, digest: 0 } });

/**
 * The order of a list: the revision queue and the review queue oldest request first, any other list
 * newest change first.
 */
function listOrder(revisionRequested?: boolean, reviewState?: ReviewState) {
  if (revisionRequested) return { revisionRequestedAt: 'asc', id: 'asc' } as const;
  if (reviewState === 'ready') return { reviewRequestedAt: 'asc', id: 'asc' } as const;
  return { updatedAt: 'desc', id: 'desc' } as const;
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'a draft',
  delivered: 'delivered',
  scheduled: 'scheduled',
  published: 'published',
};

/** The writers' side of the posts: drafts, deliveries, the schedule and every delivered version. */
@Injectable()
export class AdminPostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
    private readonly subscriptions: SubscriptionsService,
    private readonly team: TeamNotices,
    private readonly voices: ClientVoices,
    private readonly reviewLinks: ReviewLinkIssuer,
    private readonly media: PostMediaReader,
    private readonly mediaMail: PostMediaMail,
  ) {}

  /**
   * A page of posts, newest change first, with the total that match; the revision queue is
   * `revisionRequested: true`, the review queue `reviewState: 'ready'`, each oldest request first.
   * Clients (with their writer) and subscriptions come joined. A writer's holds their clients' posts
   * only; `assignedTo` narrows it to one member's clients, or to nobody's.
   */
  async list(
    {
      clientId,
      status,
      revisionRequested,
      reviewState,
      search,
      assignedTo,
      page = 1,
      pageSize = 50,
    }: ListAdminPostsQueryDto,
    member: SessionUser,
  ): Promise<AdminPostPageDto> {
    const where: FilterQuery<Post> = {};
    const assignment = assignmentConditions(member, assignedTo);
    if (assignment.length > 0) where.$and = assignment.map((client) => ({ client }));
    if (clientId) where.client = clientId;
    if (status) where.status = status;
    if (revisionRequested !== undefined) where.revisionRequested = revisionRequested;
    if (reviewState) where.reviewState = reviewState;
    if (search) where.title = { $ilike: likePattern(search) };
    const [posts, total] = await findPage(this.em, Post, where, {
      populate: ['client.assignedTo', 'subscription'],
      orderBy: listOrder(revisionRequested, reviewState),
      page,
      pageSize,
    });
    const media = await this.media.drafts(posts.map((post) => post.id));
    return {
      items: posts.map((post) => toAdminPostSummaryDto(post, media.get(post.id))),
      total,
      page,
      pageSize,
    };
  }

  async get(id: number, member: SessionUser): Promise<AdminPostDto> {
    const post = await this.teamPost(id, member);
    // Who is named on the page besides the client's writer (teamPost loads them): the draft's
    // writer, and who asked for and answered its review.
    await this.em.populate(post, ['writtenBy', 'reviewRequestedBy', 'reviewedBy']);
    const [versions, subscriptionRefusal, drafts] = await Promise.all([
      this.em.find(
        PostVersion,
        { post },
        { populate: ['writtenBy', 'reviewedBy', 'deliveredBy'], orderBy: { number: 'desc' } },
      ),
      this.subscriptions.deliveryRefusal(post.client.id),
      this.media.drafts([post.id]),
    ]);
    const draft = drafts.get(post.id);
    const versionMedia = await this.media.versions(versions.map((version) => version.id));
    // The editor says why before the writer presses Deliver, in the order delivery checks.
    const deliveryRefusal =
      subscriptionRefusal ?? (isEditable(post.status) ? mediaDeliveryRefusal(draft) : null);
    return toAdminPostDto(post, versions, deliveryRefusal, member, { draft, versions: versionMedia });
  }

  /**
   * A new draft on one of the client's subscriptions; for a writer, a subscription of another's client
   * is as missing as one that does not exist.
   */
  async create(
    { subscriptionId, title, content, scheduledFor, pillar = null }: CreatePostDto,
    member: SessionUser,
  ): Promise<AdminPostDto> {
    const subscription = await this.em.findOne(
      ClientSubscription,
      { id: subscriptionId, $and: assignmentConditions(member).map((client) => ({ client })) },
      { populate: ['client'] },
    );
    if (!subscription) throw new BadRequestException('Subscription is required');
    if (subscription.status === 'canceled') {
      throw new ConflictException(
        "This subscription is canceled: write the post for one of the client's current subscriptions",
      );
    }
    checkPillar(pillar, await this.voices.of(subscription.client.id));
    const post = this.em.create(Post, {
      client: subscription.client,
      subscription,
      title,
      content,
      scheduledFor: scheduledFor ?? null,
      pillar,
      writtenBy: this.em.getReference(User, member.id),
    });
    await this.em.flush();
    return this.get(post.id, member);
  }

  /**
   * Edits a draft's title and body, or any unpublished post's schedule, or any post's pillar (one of
   * the client's, client-voices.ts). A change of text makes the
   * editor its writer and, by a writer, takes the draft out of review (review-rules.ts).
   */
  async update(id: number, changes: UpdatePostDto, member: SessionUser): Promise<AdminPostDto> {
    const post = await this.teamPost(id, member);
    const refuse = (current: Post) => {
      const editsText = changes.title !== undefined || changes.content !== undefined;
      if (editsText && !isEditable(current.status)) {
        throw new ConflictException(
          `This post is ${STATUS_WORDS[current.status]}: move it back to draft to edit its text, then deliver it again`,
        );
      }
      if (changes.scheduledFor !== undefined && current.status === 'published') {
        throw new ConflictException('This post is published: its schedule can no longer change');
      }
      if (changes.scheduledFor === null && current.status === 'scheduled') {
        throw new ConflictException('A scheduled post needs its date: move it back to delivered first');
      }
    };
    refuse(post);
    // The pillar is a label for the mix, not the text: it may change whatever the status.
    if (changes.pillar !== undefined && changes.pillar !== (post.pillar ?? null))
      checkPillar(changes.pillar, await this.voices.of(post.client.id));
    const rewrites =
      (changes.title !== undefined && changes.title !== post.title) ||
      (changes.content !== undefined && changes.content !== post.content);
    // A new text is checked against the review it was read with: an approval meanwhile was of the old one.
    const seen = { status: post.status, ...(rewrites && { reviewState: post.reviewState ?? null }) };
    this.em.assign(post, {
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.content !== undefined && { content: changes.content }),
      ...(changes.scheduledFor !== undefined && { scheduledFor: changes.scheduledFor }),
      ...(changes.pillar !== undefined && { pillar: changes.pillar }),
      ...(rewrites && { writtenBy: this.em.getReference(User, member.id) }),
      ...(rewrites && editLeavesReview(post.reviewState, member.role) && noReview()),
    });
    await writeIfUnchanged(this.em, post, seen, refuse);
    return this.get(id, member);
  }

  /**
   * Moves a post along the back office's rules (post-rules.ts); delivering keeps a version and emails
   * the client, who must have a subscription in force (in-force.ts). A writer delivers a draft of a
   * client whose posts are reviewed only once it is approved (review-rules.ts).
   */
  async changeStatus(
    id: number,
    { status: to, publishedUrl }: ChangePostStatusDto,
    member: SessionUser,
  ): Promise<AdminPostDto> {
    const post = await this.teamPost(id, member);
    const from = post.status;
    const refuse = (current: Post) => {
      const allowed = adminNextStatuses(current.status);
      if (!allowed.includes(to)) {
        throw new ConflictException(
          allowed.length
            ? `A post that is ${STATUS_WORDS[current.status]} can only become ${allowed.join(', ').replace(/, ([^,]*)$/, ' or $1')}`
            : 'This post is published: its status can no longer change',
        );
      }
      const unreviewed = to === 'delivered' ? reviewRefusal(current, member.role) : null;
      if (unreviewed) throw new ConflictException(unreviewed);
    };
    refuse(post);
    const seen = { status: from, reviewState: post.reviewState ?? null };
    const delivering = to === 'delivered' && from === 'draft';
    const revised = post.revisionRequested;
    let version: PostVersion | undefined;
    if (delivering) {
      const refusal =
        (await this.subscriptions.deliveryRefusal(post.client.id)) ??
        mediaDeliveryRefusal((await this.media.drafts([post.id])).get(post.id));
      if (refusal) throw new ConflictException(refusal);
      version = await this.keepVersion(post, member);
    } else if (to === 'scheduled') {
      if (!post.scheduledFor) throw new ConflictException('Set the date to schedule it for first');
      post.status = 'scheduled';
    } else if (to === 'published') {
      if (!publishedUrl)
        throw new BadRequestException("Please enter the post's LinkedIn URL to publish it for the client");
      this.em.assign(post, { status: 'published', publishedUrl, ...publishedNow() });
    } else {
      // Back to draft (a revision) starts with no review.
      this.em.assign(post, { status: to, ...(to === 'draft' && noReview()) });
    }
    const announcement = await this.em.transactional(async () => {
      // One move from the status and review the rules were checked against: of two at once, one moves it.
      await writeIfUnchanged(this.em, post, seen, refuse);
      if (!version) return [];
      const media = await this.keepMedia(post, version);
      // Delivering tells the client in the same transaction as the move, once it is stored: the mail's
      // review links are bound to the post as the move leaves it.
      return this.announce(post, revised, media);
    });
    await this.mails.handOver(announcement);
    return this.get(id, member);
  }

  /**
   * Sends a draft to an admin's review and tells the admins. Any draft may go, also one of a client
   * whose posts are not reviewed (a second pair of eyes); not one waiting already or approved as it is.
   */
  async requestReview(id: number, member: SessionUser): Promise<ReviewedPostDto> {
    const post = await this.teamPost(id, member);
    const refuse = (current: Post) => {
      const refusal = reviewRequestRefusal(current);
      if (refusal) throw new ConflictException(refusal);
    };
    refuse(post);
    const seen = { status: post.status, reviewState: post.reviewState ?? null };
    this.em.assign(post, {
      ...noReview(),
      reviewState: 'ready',
      reviewRequestedBy: this.em.getReference(User, member.id),
      reviewRequestedAt: new Date(),
    });
    const notice = reviewRequestedMail({
      clientName: displayName(post.client),
      writerName: displayName(member),
      title: post.title,
      url: this.postUrl(post),
    });
    // The admins' notices are stored with the request itself.
    const { mails, notified } = await this.team.toAdmins('review_requested', notice, {
      about: post.client.email ?? null,
    });
    // Once: of two requests at the same moment, the second finds it waiting already.
    await writeIfUnchanged(this.em, post, seen, refuse);
    await this.mails.handOver(mails);
    return { ...(await this.get(id, member)), notified };
  }

  /**
   * An admin approves a draft waiting for review (it may then be delivered), or returns it with a note,
   * which its writer is told.
   */
  async review(id: number, { decision, note }: ReviewPostDto, admin: SessionUser): Promise<ReviewedPostDto> {
    const post = await this.teamPost(id, admin);
    const refuse = (current: Post) => {
      const refusal = reviewDecisionRefusal(current);
      if (refusal) throw new ConflictException(refusal);
    };
    refuse(post);
    const seen = { status: post.status, reviewState: post.reviewState ?? null };
    this.em.assign(post, {
      reviewState: decision === 'approve' ? 'approved' : 'returned',
      reviewNote: note ?? null,
      reviewedBy: this.em.getReference(User, admin.id),
      reviewedAt: new Date(),
    });
    const told = decision === 'return' ? await this.returnNotice(post, note ?? '', admin) : nobodyTold();
    // One answer: of two admins at once (or a delivery meanwhile), the second finds it no longer waiting.
    await writeIfUnchanged(this.em, post, seen, refuse);
    await this.mails.handOver(told.mails);
    return { ...(await this.get(id, admin)), notified: told.notified };
  }

  /** Deletes a draft that never reached the client. */
  async remove(id: number, member: SessionUser): Promise<void> {
    // Within the member's scope: another writer's post is as missing as one that does not exist.
    await this.teamPost(id, member);
    // One statement: a delivery at the same moment either comes first (and this deletes nothing) or finds no post.
    const deleted = await this.em.nativeDelete(Post, { id, status: 'draft', deliveredAt: null });
    if (deleted === 0) {
      // Deleted meanwhile (by another request), or not a draft.
      if ((await this.em.count(Post, { id })) === 0) throw new NotFoundException(POST_NOT_FOUND);
      throw new ConflictException('Only a draft that was never delivered can be deleted');
    }
  }

  /**
   * Keeps this text as the post's next version, with the feedback it answers and who wrote, reviewed
   * and delivered it, and clears the revision request and the review. A text too long for LinkedIn is
   * refused.
   */
  private async keepVersion(post: Post, member: SessionUser): Promise<PostVersion> {
    const length = characterCount(post.content);
    if (length > LINKEDIN_MAX_CHARACTERS) {
      throw new ConflictException(
        `LinkedIn allows ${LINKEDIN_MAX_CHARACTERS.toLocaleString('en-US')} characters and this post has ${length.toLocaleString('en-US')}: shorten it before delivering`,
      );
    }
    const delivered = await this.em.count(PostVersion, { post });
    const version = this.em.create(PostVersion, {
      post,
      number: delivered + 1,
      title: post.title,
      content: post.content,
      feedbackNotes: post.revisionRequested ? (post.feedbackNotes ?? null) : null,
      writtenBy: post.writtenBy ?? null,
      reviewedBy: this.reviewerOfDelivery(post, member),
      deliveredBy: this.em.getReference(User, member.id),
    });
    this.em.assign(post, {
      status: 'delivered',
      revisionRequested: false,
      revisionRequestedAt: null,
      deliveredAt: post.deliveredAt ?? new Date(),
      ...noReview(),
    });
    return version;
  }

  /**
   * Copies the draft's media onto the version just stored (the draft keeps its rows: a revision starts
   * from them). Under the post's row lock taken by the delivery's update, so a change of media at the
   * same moment comes wholly before (and is what is copied and checked here) or after (and finds the
   * post delivered). Media changed meanwhile to lack alt text rolls the delivery back. Answers the
   * version's media, as the mails show it.
   */
  private async keepMedia(post: Post, version: PostVersion): Promise<AttachedFile[] | undefined> {
    await this.em.execute(
      `insert into "post_media" (version_id, media_id, position, alt_text, title)
       select ?, media_id, position, alt_text, title from "post_media" where post_id = ? order by position`,
      [version.id, post.id],
    );
    const media = (await this.media.versions([version.id])).get(version.id);
    const refusal = mediaDeliveryRefusal(media);
    if (refusal) throw new ConflictException(refusal);
    return media;
  }

  /**
   * Who reviewed the version being delivered: the admin who approved it; else, for a client whose
   * posts are reviewed, the admin delivering it (they are the reviewer); else nobody.
   */
  private reviewerOfDelivery(post: Post, member: SessionUser): User | null {
    if (post.reviewState === 'approved') return post.reviewedBy ?? null;
    if (member.role === 'admin' && post.client.reviewRequired) return this.em.getReference(User, member.id);
    return null;
  }

  /**
   * The notice telling whoever sent the draft for review that it came back, with the note; none when
   * they are the admin returning it, or cannot be reached (TeamNotices.toMember).
   */
  private async returnNotice(post: Post, note: string, admin: SessionUser): Promise<TeamNotice> {
    await this.em.populate(post, ['reviewRequestedBy']);
    const writer = post.reviewRequestedBy;
    if (!writer || writer.id === admin.id) return nobodyTold();
    const message = reviewReturnedMail({
      firstName: greetingName(writer),
      reviewerName: displayName(admin),
      clientName: displayName(post.client),
      title: post.title,
      note,
      url: this.postUrl(post),
    });
    return this.team.toMember(writer, 'review_returned', message, { about: post.client.email ?? null });
  }

  /** The post's page in the back office. */
  private postUrl(post: Post): string {
    return backOfficePostUrl(this.config.get('publicUrl', { infer: true }), post.id);
  }

  /** Records the mail that gives the client a link to review the post (sent by the queue after the answer). */
  private async announce(
    post: Post,
    revised: boolean,
    media: AttachedFile[] | undefined,
  ): Promise<OutgoingMail[]> {
    const client = post.client;
    const url = portalPostUrl(this.config.get('publicUrl', { infer: true }), post.id);
    // The client's reviewers get a mail too, with the link to the post in the portal (the one-click
    // buttons act as the client, so they stay the client's).
    const reviewers = await this.em.find(User, {
      role: 'reviewer',
      reviewsFor: client,
      deactivatedAt: null,
      email: { $ne: null },
    });
    const image = await this.mediaMail.imageOf(media);
    const mails = reviewers.map((reviewer) =>
      this.outgoing.record(
        'post_delivered',
        reviewer.email!,
        postDeliveredToReviewerMail({
          firstName: greetingName(reviewer),
          clientName: displayName(client),
          title: post.title,
          url,
          revised,
          image,
        }),
      ),
    );
    // A client who chose the weekly digest hears of it there (review-links/review-digest.ts).
    if (deliveryNotice(client) !== 'email' || !client.email) return mails;
    // Stored with the mail in the delivery's flush.
    const links = this.reviewLinks.issue(post);
    const message = postDeliveredMail({
      firstName: greetingName(client),
      title: post.title,
      url,
      revised,
      links,
      image,
    });
    return [this.outgoing.record('post_delivered', client.email, message), ...mails];
  }

  /** A post the member may work on, with its client (and their writer) and subscription. */
  private teamPost(id: number, member: SessionUser): Promise<Post> {
    return this.access.forTeam(member, id, { populate: ['client.assignedTo', 'subscription'] });
  }
}
