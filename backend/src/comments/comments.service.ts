import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { ClientActor } from '../common/client-scope.js';
import type { SessionUser } from '../common/session-user.js';
import { isClientSide } from '../common/user-roles.js';
import { PostAccess } from '../content/post-access.js';
import { PostVersion } from '../content/post-version.entity.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { anchorRefusal } from './anchoring.js';
import { toConversationDto, type Reader } from './comment.mapper.js';
import {
  ALREADY_OPEN,
  ALREADY_RESOLVED,
  ANCHOR_ON_REPLY,
  clientCommentRefusal,
  COMMENT_EMPTY,
  COMMENT_NOT_FOUND,
  NO_SUCH_VERSION,
  NO_SUGGESTION_TO_CHANGE,
  NOT_SENT_YET,
  NOTHING_TO_ANCHOR,
  ONLY_UNSENT_CHANGE,
  REPLY_ELSEWHERE,
  staleVersion,
  SUGGESTION_NEEDS_ANCHOR,
  SUGGESTION_ON_REPLY,
  SUGGESTION_SAME,
  teamCommentRefusal,
} from './comment-rules.js';
import { ConversationMails } from './conversation-mails.js';
import type {
  CommentAnchorInputDto,
  CreateCommentDto,
  CreateTeamCommentDto,
  PostConversationDto,
  UpdateCommentDto,
} from './dto/comment.dto.js';
import { PostComment } from './post-comment.entity.js';
import { ThreadPlacer, type VersionText } from './thread-placer.js';

/** What a new comment says beyond its words: the words of the text it is on, and the new words it suggests. */
type AnchorFields = Pick<
  PostComment,
  'anchorStart' | 'anchorEnd' | 'quote' | 'suggestion' | 'suggestionState'
>;
const NO_ANCHOR: AnchorFields = {
  anchorStart: null,
  anchorEnd: null,
  quote: null,
  suggestion: null,
  suggestionState: null,
};

/** One side of a post's conversation: who reads it, and which of its comments they may see. */
interface Side {
  reader: Reader;
  visible: FilterQuery<PostComment>;
}

/**
 * The client (or their reviewer) sees every comment sent to the client's side and their own not sent
 * yet, never another's draft; never a team-only note.
 */
const clientSide = ({ userId }: ClientActor): Side => ({
  reader: { id: userId, side: 'client' },
  visible: { internal: false, $or: [{ sentAt: { $ne: null } }, { author: userId }] },
});

/** The team sees every comment sent, team-only notes included; never a client's comment not sent yet. */
const teamSide = (member: SessionUser): Side => ({
  reader: { id: member.id, side: 'team' },
  visible: { sentAt: { $ne: null } },
});

/**
 * The conversation on a post: threads of comments between the client and the team, the team's notes
 * for itself, and the client's comments waiting to be sent with their feedback (FeedbackService).
 * Nothing here touches the post itself: its `updatedAt`, and so a review link, stays as it was.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly access: PostAccess,
    private readonly clock: Clock,
    private readonly news: ConversationMails,
  ) {}

  // The client's side: the client, or one of their reviewers (`actor`).

  async forClient(actor: ClientActor, postId: number): Promise<PostConversationDto> {
    return this.conversation(await this.access.forActor(actor, postId), clientSide(actor));
  }

  /**
   * A new thread waits for its writer's feedback; a reply to a thread is sent at once, and is news for
   * the team's next mail about the post.
   */
  async addForClient(
    actor: ClientActor,
    postId: number,
    input: CreateCommentDto,
  ): Promise<PostConversationDto> {
    const post = await this.access.forActor(actor, postId);
    const refusal = clientCommentRefusal(post.status);
    if (refusal) throw new ConflictException(refusal);
    const side = clientSide(actor);
    const parent = input.parentId ? await this.threadOf(post, input.parentId, side, REPLY_ELSEWHERE) : null;
    const anchor = await this.anchorFields(post, input, parent);
    const body = input.body ?? '';
    const comment = await this.write(post, side, body, { parent, internal: false, sent: !!parent, anchor });
    if (parent) this.news.record(this.em, 'client', 'comment', comment, actor.userId);
    await this.em.flush();
    return this.conversation(post, side);
  }

  /**
   * Changes a comment of the actor's not sent yet: its words, and the new words it suggests (for one
   * that suggests an edit, whose words may then be left empty).
   */
  async editForClient(
    actor: ClientActor,
    postId: number,
    commentId: number,
    { body, suggestion }: UpdateCommentDto,
  ): Promise<PostConversationDto> {
    const post = await this.access.forActor(actor, postId);
    const mine = { id: commentId, post, author: actor.userId };
    const comment = await this.em.findOne(PostComment, mine);
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (suggestion !== undefined) {
      if (!comment.suggestionState) throw new BadRequestException(NO_SUGGESTION_TO_CHANGE);
      if (suggestion === comment.quote) throw new BadRequestException(SUGGESTION_SAME);
    }
    if (!body && !comment.suggestionState) throw new BadRequestException(COMMENT_EMPTY);
    // Only while it is not sent: feedback sent meanwhile wins, and this answers why.
    const changed = await this.em.nativeUpdate(
      PostComment,
      { ...mine, sentAt: null },
      {
        ...(body !== undefined && { body }),
        ...(suggestion !== undefined && { suggestion }),
        updatedAt: this.clock.now(),
      },
    );
    if (changed === 0) await this.refuseChange(mine);
    this.em.clear();
    return this.conversation(await this.em.findOneOrFail(Post, post.id), clientSide(actor));
  }

  /** Deletes a comment of the actor's not sent yet. */
  async deleteForClient(actor: ClientActor, postId: number, commentId: number): Promise<PostConversationDto> {
    const post = await this.access.forActor(actor, postId);
    const mine = { id: commentId, post, author: actor.userId };
    const deleted = await this.em.nativeDelete(PostComment, { ...mine, sentAt: null });
    if (deleted === 0) await this.refuseChange(mine);
    return this.conversation(post, clientSide(actor));
  }

  async resolveForClient(
    actor: ClientActor,
    postId: number,
    commentId: number,
    resolved: boolean,
  ): Promise<PostConversationDto> {
    const post = await this.access.forActor(actor, postId);
    return this.resolve(post, clientSide(actor), commentId, resolved);
  }

  /** The comments of `authorId` (the client, or a reviewer) not sent yet on a post, oldest first: what their feedback sends. */
  unsentOf(authorId: number, post: Post): Promise<PostComment[]> {
    return this.em.find(
      PostComment,
      { post, author: authorId, sentAt: null },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /**
   * For each of `posts`, the threads the team started with the client that wait for their answer:
   * open, and the team's the last word (no reply of the client's after it). The weekly digest counts them.
   */
  async awaitingClient(posts: Post[], em: EntityManager = this.em): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (posts.length === 0) return counts;
    const comments = await em.find(
      PostComment,
      { post: { $in: posts }, internal: false, sentAt: { $ne: null } },
      { populate: ['author'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const last = new Map<number, PostComment>();
    for (const comment of comments) last.set(comment.parent?.id ?? comment.id, comment);
    for (const comment of comments) {
      if (comment.parent || comment.resolvedAt || isClientSide(comment.author?.role ?? 'admin')) continue;
      const lastAuthor = last.get(comment.id)?.author;
      if (lastAuthor && isClientSide(lastAuthor.role)) continue;
      counts.set(comment.post.id, (counts.get(comment.post.id) ?? 0) + 1);
    }
    return counts;
  }

  // The team's side.

  async forTeam(member: SessionUser, postId: number): Promise<PostConversationDto> {
    return this.conversation(await this.access.forTeam(member, postId), teamSide(member));
  }

  /**
   * The team's comment, sent at once: a team-only note unless `internal` is false (the client then
   * reads it, and is mailed it with the rest of the team's burst); a reply takes its thread's.
   */
  async addForTeam(
    member: SessionUser,
    postId: number,
    input: CreateTeamCommentDto,
  ): Promise<PostConversationDto> {
    const post = await this.access.forTeam(member, postId);
    const side = teamSide(member);
    const parent = input.parentId ? await this.threadOf(post, input.parentId, side, REPLY_ELSEWHERE) : null;
    const internal = parent ? parent.internal : (input.internal ?? true);
    const refusal = teamCommentRefusal(post, internal);
    if (refusal) throw new ConflictException(refusal);
    const anchor = await this.anchorFields(post, input, parent);
    const comment = await this.write(post, side, input.body, { parent, internal, sent: true, anchor });
    this.news.record(this.em, 'team', 'comment', comment, member.id);
    await this.em.flush();
    return this.conversation(post, side);
  }

  async resolveForTeam(
    member: SessionUser,
    postId: number,
    commentId: number,
    resolved: boolean,
  ): Promise<PostConversationDto> {
    return this.resolve(await this.access.forTeam(member, postId), teamSide(member), commentId, resolved);
  }

  // Both sides.

  private async conversation(post: Post, { reader, visible }: Side): Promise<PostConversationDto> {
    const [comments, versions] = await Promise.all([
      this.em.find(
        PostComment,
        { $and: [{ post }, visible] },
        { populate: ['author', 'resolvedBy', 'decidedBy'], orderBy: { createdAt: 'asc', id: 'asc' } },
      ),
      this.versionTexts(post),
    ]);
    return toConversationDto(comments, reader, new ThreadPlacer(post, versions, reader.side));
  }

  /** The texts of the post's delivered versions, which threads' words are placed in. */
  versionTexts(post: Post): Promise<VersionText[]> {
    return this.em.find(PostVersion, { post }, { fields: ['number', 'content'], orderBy: { number: 'asc' } });
  }

  /**
   * The words a new thread is on, checked against the latest version delivered (the text the reader
   * selected them in), and the new words it suggests for them; none for a reply, which is on its
   * thread's words.
   */
  private async anchorFields(
    post: Post,
    { anchor, suggestion }: { anchor?: CommentAnchorInputDto; suggestion?: string },
    parent: PostComment | null,
  ): Promise<AnchorFields> {
    if (parent && anchor) throw new BadRequestException(ANCHOR_ON_REPLY);
    if (parent && suggestion !== undefined) throw new BadRequestException(SUGGESTION_ON_REPLY);
    if (suggestion !== undefined && !anchor) throw new BadRequestException(SUGGESTION_NEEDS_ANCHOR);
    if (!anchor) return NO_ANCHOR;
    const latest = await this.em.findOne(PostVersion, { post }, { orderBy: { number: 'desc' } });
    if (!latest) throw new ConflictException(NOTHING_TO_ANCHOR);
    if (anchor.version > latest.number) throw new BadRequestException(NO_SUCH_VERSION);
    if (anchor.version < latest.number)
      throw new ConflictException(staleVersion(anchor.version, latest.number));
    const refusal = anchorRefusal(latest.content, anchor);
    if (refusal) throw new BadRequestException(refusal);
    if (suggestion === anchor.quote) throw new BadRequestException(SUGGESTION_SAME);
    return {
      anchorStart: anchor.start,
      anchorEnd: anchor.end,
      quote: anchor.quote,
      suggestion: suggestion ?? null,
      suggestionState: suggestion === undefined ? null : 'pending',
    };
  }

  /**
   * The thread a comment belongs to, as the reader may see it (a reply's id names its thread);
   * `missing` when there is none on this post. The thread's first comment must have been sent.
   */
  private async threadOf(
    post: Post,
    commentId: number,
    { visible }: Side,
    missing: string,
  ): Promise<PostComment> {
    const comment = await this.em.findOne(
      PostComment,
      { $and: [{ id: commentId, post }, visible] },
      { populate: ['parent'] },
    );
    if (!comment) throw new BadRequestException(missing);
    const thread = comment.parent ?? comment;
    if (!thread.sentAt) throw new ConflictException(NOT_SENT_YET);
    return thread;
  }

  /** A new comment in the unit of work, for the caller to flush. */
  private async write(
    post: Post,
    { reader }: Side,
    body: string,
    {
      parent,
      internal,
      sent,
      anchor,
    }: { parent: PostComment | null; internal: boolean; sent: boolean; anchor: AnchorFields },
  ): Promise<PostComment> {
    const now = this.clock.now();
    return this.em.create(PostComment, {
      post,
      parent,
      author: this.em.getReference(User, reader.id),
      body,
      internal,
      ...anchor,
      version: await this.deliveredVersion(post),
      sentAt: sent ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The number of the latest version delivered to the client; null when none was. */
  private async deliveredVersion(post: Post): Promise<number | null> {
    const latest = await this.em.findOne(
      PostVersion,
      { post },
      { orderBy: { number: 'desc' }, fields: ['number'] },
    );
    return latest?.number ?? null;
  }

  /**
   * Resolves (or reopens) a thread the reader sees, once: of two people resolving it at the same moment,
   * the second hears that it is resolved already, and nothing changes twice. News for the other side's
   * next mail, with the change.
   */
  private async resolve(
    post: Post,
    side: Side,
    commentId: number,
    resolved: boolean,
  ): Promise<PostConversationDto> {
    const comment = await this.em.findOne(
      PostComment,
      { $and: [{ id: commentId, post }, side.visible] },
      { populate: ['parent'] },
    );
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    const thread = comment.parent ?? comment;
    if (!thread.sentAt) throw new ConflictException(NOT_SENT_YET);
    await this.em.transactional(async (em) => {
      const changed = resolved
        ? await em.nativeUpdate(
            PostComment,
            { id: thread.id, resolvedAt: null },
            { resolvedAt: this.clock.now(), resolvedBy: side.reader.id },
          )
        : await em.nativeUpdate(
            PostComment,
            { id: thread.id, resolvedAt: { $ne: null } },
            { resolvedAt: null, resolvedBy: null },
          );
      if (changed === 0) throw new ConflictException(resolved ? ALREADY_RESOLVED : ALREADY_OPEN);
      this.news.record(em, side.reader.side, resolved ? 'resolved' : 'reopened', thread, side.reader.id);
    });
    // The thread as now stored, not as this request first read it.
    this.em.clear();
    return this.conversation(await this.em.findOneOrFail(Post, post.id), side);
  }

  /** Why a comment of the reader's could not be changed: not theirs on this post (404), or sent (409). */
  private async refuseChange(mine: FilterQuery<PostComment>): Promise<never> {
    if (await this.em.count(PostComment, mine)) throw new ConflictException(ONLY_UNSENT_CHANGE);
    throw new NotFoundException(COMMENT_NOT_FOUND);
  }
}
