import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { ClientActor } from '../common/client-scope.js';
import { flushIfUnchanged } from '../common/conditional-flush.js';
import { likePattern } from '../common/like-pattern.js';
import type { Environment } from '../config/environment.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { TeamNotices } from '../notices/team-notices.js';
import { displayName } from '../common/names.js';
import type { PlanName } from '../plans/plans.js';
import { POST_NOT_FOUND, PostAccess, VISIBLE_TO_CLIENT_SQL } from './post-access.js';
import { backOfficePostUrl } from './post-addresses.js';
import { Post, type PostStatus } from './post.entity.js';
import { asSeenBy, toPostDetailsDto, toPostDto } from './post.mapper.js';
import { canPublish, publishedNow, revisionRefusal } from './post-rules.js';
import { PostVersion } from './post-version.entity.js';
import { revisionRequestedMail } from './posts.mails.js';
import type { MediaReader } from './media-urls.js';
import { PostMediaReader, toPostMediaDto } from './post-media-reader.js';
import type { PostMediaDto } from './dto/post-media.dto.js';
import type {
  ListContentQueryDto,
  PostDetailsDto,
  PostDto,
  PostPageDto,
  PublishPostDto,
} from './dto/post.dto.js';

/** What a request hears when the row it decided on changed meanwhile and no rule tells it more. */
export const POST_CHANGED_MEANWHILE = 'This post was changed meanwhile: reload it and try again';

/**
 * Stores the post's changes if its row still has what `refuse` was checked against (`seen`); else
 * reloads it and answers with the rule it now breaks (a 409), as if this request had come second.
 */
export async function writeIfUnchanged(
  em: EntityManager,
  post: Post,
  seen: Pick<Post, 'status'> & Partial<Pick<Post, 'revisionCount' | 'reviewState'>>,
  refuse: (current: Post) => void,
): Promise<void> {
  if (await flushIfUnchanged(em, Post, post, seen)) return;
  const current = await em.refresh(post);
  if (!current) throw new NotFoundException(POST_NOT_FOUND);
  refuse(current);
  throw new ConflictException(POST_CHANGED_MEANWHILE);
}

/** The posts written for a client, as the client sees and acts on them. */
@Injectable()
export class PostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly team: TeamNotices,
    private readonly mails: MailQueue,
    private readonly config: ConfigService<Environment, true>,
    private readonly media: PostMediaReader,
  ) {}

  /**
   * A page of the client's posts, newest first, with the total that match the search and the status.
   * The portal's most used read, so one SQL query for the page (each post with its subscription's plan
   * and, while it is being revised, the version the client received) and one for the total, read as
   * rows, not entities: hydrating 25 posts and their subscription into the unit of work was most of its
   * time (docs/architecture.md, "What a request costs"). Visible as VISIBLE_TO_CLIENT says; the status
   * as the client sees it (clientStatus: a post being revised is still delivered to them, none is a
   * draft); the search in the words the client has (a post being revised: the version received).
   */
  async listForClient(
    actor: ClientActor,
    { search, status, page = 1, pageSize = 25 }: ListContentQueryDto,
  ): Promise<PostPageDto> {
    const { clientId } = actor;
    const where = [`p.client_id = ?`, VISIBLE_TO_CLIENT_SQL];
    const params: unknown[] = [clientId];
    if (status === 'delivered') where.push(`p.status in ('delivered', 'draft')`);
    else if (status === 'draft') where.push(`p.status = 'draft' and p.delivered_at is null`);
    else if (status) {
      where.push(`p.status = ?`);
      params.push(status);
    }
    if (search) {
      // A post being revised matches by the version the client received, not the writers' draft.
      where.push(
        `((p.status <> 'draft' and (p.title ilike ? or p.content ilike ?)) or (p.status = 'draft' and
          (select v.title ilike ? or v.content ilike ? from "content_versions" v
            where v.post_id = p.id order by v.number desc limit 1)))`,
      );
      const pattern = likePattern(search);
      params.push(pattern, pattern, pattern, pattern);
    }
    const matching = where.join(' and ');
    const [rows, [{ total }]] = await Promise.all([
      this.em.execute<ClientPostRow[]>(
        `select p.id, p.title, p.content, p.status, p.delivered_at, p.scheduled_for, p.feedback_notes,
                p.revision_requested, p.revision_requested_at, p.revision_count, p.published_url,
                p.created_at, p.updated_at, p.subscription_id, s.plan, s.revisions_per_post,
                v.title as received_title, v.content as received_content
           from "content_deliverables" p
           join "client_subscriptions" s on s.id = p.subscription_id
           left join lateral (select v.title, v.content from "content_versions" v
                               where p.status = 'draft' and v.post_id = p.id
                               order by v.number desc limit 1) v on true
          where ${matching}
          order by p.created_at desc, p.id desc
          limit ? offset ?`,
        [...params, pageSize, (page - 1) * pageSize],
      ),
      this.em.execute<{ total: number }[]>(
        `select count(*)::int as total from "content_deliverables" p where ${matching}`,
        params,
      ),
    ]);
    const media = await this.media.delivered(rows.map((row) => row.id));
    return {
      items: rows.map((row) =>
        asSeenBy(
          actor,
          fromClientPostRow(row, toPostMediaDto(media.get(row.id), { kind: 'client', postId: row.id })),
        ),
      ),
      total,
      page,
      pageSize,
    };
  }

  /**
   * One post as the client opens it, with the version delivered before the one they have, to show what
   * changed (docs/product.md, "Content details"). Both are delivered versions: while the writers revise,
   * the client has the latest delivered (as receivedVersions gives it), never their draft.
   */
  async getForClient(actor: ClientActor, id: number): Promise<PostDetailsDto> {
    const post = await this.own(actor.clientId, id);
    const [latest, previous] = await this.em.find(
      PostVersion,
      { post },
      { orderBy: { number: 'desc' }, limit: 2 },
    );
    const media = await this.media.versions([latest, previous].filter(Boolean).map((version) => version.id));
    return asSeenBy(
      actor,
      toPostDetailsDto(post, post.status === 'draft' ? latest : undefined, { latest, previous }, media),
    );
  }

  /**
   * One post as the client sees it, with the version they received while it is being revised; its
   * media in `reader`'s addresses (the portal's by default).
   */
  async asReceived(post: Post, reader: MediaReader = { kind: 'client', postId: post.id }): Promise<PostDto> {
    const [received, media] = await Promise.all([
      this.receivedVersions([post]),
      this.deliveredMedia(post.id, reader),
    ]);
    return toPostDto(post, received.get(post.id), media);
  }

  /** The media the client has of a post (its latest delivered version's), in `reader`'s addresses. */
  async deliveredMedia(postId: number, reader: MediaReader) {
    return toPostMediaDto((await this.media.delivered([postId])).get(postId), reader);
  }

  /** The latest version delivered of each post back in draft: what the client has while the writers revise. */
  async receivedVersions(posts: Post[]): Promise<Map<number, PostVersion>> {
    const inRevision = posts.filter((post) => post.status === 'draft');
    if (inRevision.length === 0) return new Map();
    const versions = await this.em.find(
      PostVersion,
      { post: { $in: inRevision } },
      { orderBy: { number: 'asc' } },
    );
    return new Map(versions.map((version) => [version.post.id, version]));
  }

  /**
   * The revision request stored (with the team's notices, in one flush) but its notices not yet handed
   * to the queue, which the caller does once it commits (with a review link used in the same
   * transaction, say). `comments` are the client's comments sent with it, quoted in the notice: the
   * caller marks them sent in the same unit of work, so they go with the request or not at all.
   */
  async recordRevisionRequest(
    clientId: number,
    id: number,
    { feedbackNotes }: { feedbackNotes?: string },
    comments: string[] = [],
    /** The client's reviewer who sent it, by name; the client's own has none. */
    reviewerName?: string,
  ): Promise<{ post: Post; notices: OutgoingMail[] }> {
    const post = await this.own(clientId, id);
    const refuse = (current: Post) => {
      const refusal = revisionRefusal(current, current.subscription);
      if (refusal) throw new ConflictException(refusal);
    };
    refuse(post);
    const seen = { status: post.status, revisionCount: post.revisionCount };
    this.em.assign(post, {
      feedbackNotes: feedbackNotes ?? null,
      revisionRequested: true,
      revisionRequestedAt: new Date(),
      revisionCount: post.revisionCount + 1,
      status: 'draft',
    });
    const notice = revisionRequestedMail({
      clientName: reviewerName
        ? `${reviewerName} (reviewing for ${displayName(post.client)})`
        : displayName(post.client),
      title: post.title,
      feedback: feedbackNotes ?? null,
      comments,
      url: backOfficePostUrl(this.config.get('publicUrl', { infer: true }), post.id),
    });
    // The client's writer (else the admins) hears of it; the notice is stored with the request itself.
    const notices = await this.team.recordAboutClient(post.client, 'revision_requested', notice);
    // Only if no other request moved it or spent the revision meanwhile: the plan's limit holds.
    await writeIfUnchanged(this.em, post, seen, refuse);
    return { post, notices };
  }

  async publish(clientId: number, id: number, { publishedUrl }: PublishPostDto): Promise<PostDto> {
    const post = await this.own(clientId, id);
    const refuse = (current: Post) => {
      if (!canPublish(current.status)) {
        throw new ConflictException('Only delivered or scheduled content can be marked as published');
      }
    };
    refuse(post);
    const seen = { status: post.status };
    this.em.assign(post, {
      status: 'published',
      publishedUrl: publishedUrl ?? post.publishedUrl ?? null,
      ...publishedNow(),
    });
    // Once: a second press at the same moment finds it published.
    await writeIfUnchanged(this.em, post, seen, refuse);
    return toPostDto(
      post,
      undefined,
      await this.deliveredMedia(post.id, { kind: 'client', postId: post.id }),
    );
  }

  /** A post of this client, with what its rules and notices read. */
  private own(clientId: number, id: number): Promise<Post> {
    return this.access.forClient(clientId, id, { populate: ['subscription', 'client'] });
  }
}

/** A row of the client's list (listForClient): timestamps as PostgreSQL writes them (the ORM's connection keeps them text). */
interface ClientPostRow {
  id: number;
  title: string;
  content: string;
  status: PostStatus;
  delivered_at: string | null;
  scheduled_for: string | null;
  feedback_notes: string | null;
  revision_requested: boolean;
  revision_requested_at: string | null;
  revision_count: number;
  published_url: string | null;
  created_at: string;
  updated_at: string;
  subscription_id: number;
  plan: PlanName;
  revisions_per_post: number | null;
  received_title: string | null;
  received_content: string | null;
}

const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

const fromClientPostRow = (row: ClientPostRow, media: PostMediaDto | null): PostDto =>
  toPostDto(
    {
      id: row.id,
      title: row.title,
      content: row.content,
      status: row.status,
      deliveredAt: dateOf(row.delivered_at),
      scheduledFor: dateOf(row.scheduled_for),
      feedbackNotes: row.feedback_notes,
      revisionRequested: row.revision_requested,
      revisionRequestedAt: dateOf(row.revision_requested_at),
      revisionCount: row.revision_count,
      publishedUrl: row.published_url,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      subscription: { id: row.subscription_id, plan: row.plan, revisionsPerPost: row.revisions_per_post },
    },
    row.received_title === null ? undefined : { title: row.received_title, content: row.received_content! },
    media,
  );
