import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  NotImplementedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { OutgoingMails } from '../mail/outgoing-mails.service.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { findPage } from '../common/paging.js';
import { likePattern } from '../common/like-pattern.js';
import { greetingName } from '../common/names.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions } from '../common/team-scope.js';
import { User } from '../users/user.entity.js';
import { Post } from './post.entity.js';
import { postDeliveredMail } from './posts.mails.js';
import { toAdminPostDto, toAdminPostSummaryDto } from './post.mapper.js';
import { adminNextStatuses, characterCount, isEditable, LINKEDIN_MAX_CHARACTERS } from './post-rules.js';
import { PostVersion } from './post-version.entity.js';
import { POST_NOT_FOUND, writeIfUnchanged } from './posts.service.js';
import type {
  AdminPostDto,
  AdminPostPageDto,
  ChangePostStatusDto,
  CreatePostDto,
  ListAdminPostsQueryDto,
  ReviewPostDto,
  UpdatePostDto,
} from './dto/admin-post.dto.js';

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
    private readonly outgoing: OutgoingMails,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /**
   * A page of posts, newest change first, with the total that match; the revision queue is
   * `revisionRequested: true`, oldest request first. Clients (with their writer) and subscriptions
   * come joined. A writer's holds their clients' posts only; `assignedTo` narrows it to one member's
   * clients, or to nobody's.
   */
  async list(
    {
      clientId,
      status,
      revisionRequested,
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
    if (search) where.title = { $ilike: likePattern(search) };
    const [posts, total] = await findPage(this.em, Post, where, {
      populate: ['client.assignedTo', 'subscription'],
      orderBy: revisionRequested
        ? { revisionRequestedAt: 'asc', id: 'asc' }
        : { updatedAt: 'desc', id: 'desc' },
      page,
      pageSize,
    });
    return { items: posts.map(toAdminPostSummaryDto), total, page, pageSize };
  }

  async get(id: number, member: SessionUser): Promise<AdminPostDto> {
    const post = await this.findOrFail(id, member);
    const [versions, deliveryRefusal] = await Promise.all([
      this.em.find(
        PostVersion,
        { post },
        { populate: ['writtenBy', 'reviewedBy', 'deliveredBy'], orderBy: { number: 'desc' } },
      ),
      this.subscriptions.deliveryRefusal(post.client.id),
    ]);
    return toAdminPostDto(post, versions, deliveryRefusal, member);
  }

  /**
   * A new draft on one of the client's subscriptions; for a writer, a subscription of another's client
   * is as missing as one that does not exist.
   */
  async create(
    { subscriptionId, title, content, scheduledFor }: CreatePostDto,
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
    const post = this.em.create(Post, {
      client: subscription.client,
      subscription,
      title,
      content,
      scheduledFor: scheduledFor ?? null,
      writtenBy: this.em.getReference(User, member.id),
    });
    await this.em.flush();
    return this.get(post.id, member);
  }

  /** Edits a draft's title and body, or any unpublished post's schedule. */
  async update(id: number, changes: UpdatePostDto, member: SessionUser): Promise<AdminPostDto> {
    const post = await this.findOrFail(id, member);
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
    const seen = { status: post.status };
    this.em.assign(post, {
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.content !== undefined && { content: changes.content }),
      ...(changes.scheduledFor !== undefined && { scheduledFor: changes.scheduledFor }),
    });
    await writeIfUnchanged(this.em, post, seen, refuse);
    return this.get(id, member);
  }

  /**
   * Moves a post along the back office's rules (post-rules.ts); delivering keeps a version and emails
   * the client, who must have a subscription in force (in-force.ts).
   */
  async changeStatus(
    id: number,
    { status: to, publishedUrl }: ChangePostStatusDto,
    member: SessionUser,
  ): Promise<AdminPostDto> {
    const post = await this.findOrFail(id, member);
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
    };
    refuse(post);
    const delivering = to === 'delivered' && from === 'draft';
    const revised = post.revisionRequested;
    if (delivering) {
      const refusal = await this.subscriptions.deliveryRefusal(post.client.id);
      if (refusal) throw new ConflictException(refusal);
      await this.keepVersion(post, member.id);
    } else if (to === 'scheduled') {
      if (!post.scheduledFor) throw new ConflictException('Set the date to schedule it for first');
      post.status = 'scheduled';
    } else if (to === 'published') {
      if (!publishedUrl)
        throw new BadRequestException("Please enter the post's LinkedIn URL to publish it for the client");
      this.em.assign(post, { status: 'published', publishedUrl });
    } else {
      post.status = to;
    }
    // Delivering tells the client, in the same transaction as the move.
    const announcement = delivering ? this.announce(post, revised) : undefined;
    // One move from the status the rules were checked against: of two admins at once, one moves it.
    await writeIfUnchanged(this.em, post, { status: from }, refuse);
    if (announcement) await this.mails.handOver([announcement]);
    return this.get(id, member);
  }

  /** Sends a draft to an admin's review. */
  requestReview(_id: number, _member: SessionUser): Promise<AdminPostDto> {
    throw new NotImplementedException();
  }

  /** An admin approves a draft ready for review, or returns it with a note. */
  review(_id: number, _input: ReviewPostDto, _admin: SessionUser): Promise<AdminPostDto> {
    throw new NotImplementedException();
  }

  /** Deletes a draft that never reached the client. */
  async remove(id: number, member: SessionUser): Promise<void> {
    // Within the member's scope: another writer's post is as missing as one that does not exist.
    await this.findOrFail(id, member);
    // One statement: a delivery at the same moment either comes first (and this deletes nothing) or finds no post.
    const deleted = await this.em.nativeDelete(Post, { id, status: 'draft', deliveredAt: null });
    if (deleted === 0) {
      // Deleted meanwhile (by another request), or not a draft.
      if ((await this.em.count(Post, { id })) === 0) throw new NotFoundException(POST_NOT_FOUND);
      throw new ConflictException('Only a draft that was never delivered can be deleted');
    }
  }

  /**
   * Keeps this text as the post's next version, with the feedback it answers, and clears the
   * revision request. A text too long for LinkedIn is refused.
   */
  private async keepVersion(post: Post, adminId: number): Promise<void> {
    const length = characterCount(post.content);
    if (length > LINKEDIN_MAX_CHARACTERS) {
      throw new ConflictException(
        `LinkedIn allows ${LINKEDIN_MAX_CHARACTERS.toLocaleString('en-US')} characters and this post has ${length.toLocaleString('en-US')}: shorten it before delivering`,
      );
    }
    const delivered = await this.em.count(PostVersion, { post });
    this.em.create(PostVersion, {
      post,
      number: delivered + 1,
      title: post.title,
      content: post.content,
      feedbackNotes: post.revisionRequested ? (post.feedbackNotes ?? null) : null,
      deliveredBy: this.em.getReference(User, adminId),
    });
    this.em.assign(post, {
      status: 'delivered',
      revisionRequested: false,
      revisionRequestedAt: null,
      deliveredAt: post.deliveredAt ?? new Date(),
    });
  }

  /** Records the mail that gives the client a link to review the post (sent by the queue after the answer). */
  private announce(post: Post, revised: boolean): OutgoingMail | undefined {
    const client = post.client;
    if (!client.email) return undefined;
    const url = `${this.config.get('publicUrl', { infer: true })}/dashboard/content/${post.id}`;
    const message = postDeliveredMail({ firstName: greetingName(client), title: post.title, url, revised });
    return this.outgoing.record('post_delivered', client.email, message);
  }

  /**
   * A post the member may work on, with its client (and their writer) and subscription: a writer's
   * clients' only, another's answering 404 as a post that does not exist.
   */
  private async findOrFail(id: number, member: SessionUser): Promise<Post> {
    const post = await this.em.findOne(
      Post,
      { id, $and: assignmentConditions(member).map((client) => ({ client })) },
      { populate: ['client.assignedTo', 'subscription'] },
    );
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }
}
