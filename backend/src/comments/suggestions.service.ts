import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { SessionUser } from '../common/session-user.js';
import { PostAccess } from '../content/post-access.js';
import { Post } from '../content/post.entity.js';
import { POST_CHANGED_MEANWHILE } from '../content/posts.service.js';
import { editLeavesReview, noReview } from '../content/review-rules.js';
import { COMMENT_NOT_FOUND, NOT_A_SUGGESTION, SUGGESTION_DECIDED } from './comment-rules.js';
import { CommentsService } from './comments.service.js';
import { ConversationMails } from './conversation-mails.js';
import type { DeclineSuggestionDto, PostConversationDto } from './dto/comment.dto.js';
import { PostComment } from './post-comment.entity.js';
import { ThreadPlacer } from './thread-placer.js';

/**
 * The writers' answer to a suggested edit: accepted, its new words take the place of its quote in the
 * draft (a new text of the draft, its writer the member who took it, the suggestion credited with it);
 * or declined, with a reason the client reads. Either once: of two answers at the same moment, one
 * is stored and the other hears what became of it. Either is news for the team's next mail to the
 * client's side (ConversationMails).
 */
@Injectable()
export class SuggestionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly access: PostAccess,
    private readonly comments: CommentsService,
    private readonly news: ConversationMails,
  ) {}

  /**
   * Takes the suggestion into the draft, where its words stand now (they may have moved since the
   * version it was made on). Refused (409, nothing changed) when the post is not back in draft for
   * it, a later version was delivered since, or its words are gone from the draft (another suggestion
   * taken on overlapping words, say); and when the draft changed between reading and writing it.
   */
  async accept(member: SessionUser, postId: number, commentId: number): Promise<PostConversationDto> {
    const post = await this.access.forTeam(member, postId);
    const thread = await this.pendingSuggestion(post, commentId);
    const placer = new ThreadPlacer(post, await this.comments.versionTexts(post), 'team');
    const refusal = placer.suggestion(thread)?.acceptRefusal;
    if (refusal) throw new ConflictException(refusal);
    const { start, end } = placer.inDraft(thread)!;
    const content = post.content.slice(0, start) + (thread.suggestion ?? '') + post.content.slice(end);
    const now = this.clock.now();
    await this.em.transactional(async (em) => {
      await this.decide(em, thread, member, { suggestionState: 'accepted' });
      // Only over the draft as read: an edit, or another suggestion taken meanwhile, would be lost.
      const written = await em.nativeUpdate(
        Post,
        { id: post.id, status: 'draft', content: post.content },
        {
          content,
          writtenBy: member.id,
          updatedAt: now,
          ...(editLeavesReview(post.reviewState, member.role) && noReview()),
        },
      );
      if (written === 0) throw new ConflictException(POST_CHANGED_MEANWHILE);
      this.news.record(em, 'team', 'accepted', thread, member.id);
    });
    this.em.clear();
    return this.comments.forTeam(member, postId);
  }

  /** Declines the suggestion with the reason, which the client (and their reviewers) read. */
  async decline(
    member: SessionUser,
    postId: number,
    commentId: number,
    { reason }: DeclineSuggestionDto,
  ): Promise<PostConversationDto> {
    const post = await this.access.forTeam(member, postId);
    const thread = await this.pendingSuggestion(post, commentId);
    await this.em.transactional(async (em) => {
      await this.decide(em, thread, member, { suggestionState: 'declined', declineReason: reason });
      this.news.record(em, 'team', 'declined', thread, member.id);
    });
    this.em.clear();
    return this.comments.forTeam(member, postId);
  }

  /** A suggestion sent to the team on this post, still waiting for an answer. */
  private async pendingSuggestion(post: Post, commentId: number): Promise<PostComment> {
    const thread = await this.em.findOne(PostComment, { id: commentId, post, sentAt: { $ne: null } });
    if (!thread) throw new NotFoundException(COMMENT_NOT_FOUND);
    if (!thread.suggestionState) throw new ConflictException(NOT_A_SUGGESTION);
    if (thread.suggestionState !== 'pending')
      throw new ConflictException(SUGGESTION_DECIDED[thread.suggestionState]);
    return thread;
  }

  /** Stores the answer if the suggestion still waits for one; else says what the other answer was. */
  private async decide(
    em: EntityManager,
    thread: PostComment,
    member: SessionUser,
    answer: Pick<PostComment, 'suggestionState'> & Partial<Pick<PostComment, 'declineReason'>>,
  ): Promise<void> {
    const decided = await em.nativeUpdate(
      PostComment,
      { id: thread.id, suggestionState: 'pending' },
      { ...answer, decidedAt: this.clock.now(), decidedBy: member.id },
    );
    if (decided > 0) return;
    const now = await em.findOneOrFail(PostComment, thread.id, {
      fields: ['suggestionState'],
      refresh: true,
    });
    throw new ConflictException(
      SUGGESTION_DECIDED[now.suggestionState === 'declined' ? 'declined' : 'accepted'],
    );
  }
}
