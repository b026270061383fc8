import { EntityManager } from '@mikro-orm/postgresql';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { CommentsService } from '../comments/comments.service.js';
import type {
  CreateCommentDto,
  PostConversationDto,
  RevisionFeedbackDto,
  UpdateCommentDto,
} from '../comments/dto/comment.dto.js';
import { FeedbackService } from '../comments/feedback.service.js';
import type { PostDto } from '../content/dto/post.dto.js';
import { revisionRefusal } from '../content/post-rules.js';
import { PostAccess } from '../content/post-access.js';
import { PostsService } from '../content/posts.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { ClientActor } from '../common/client-scope.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import type { ReviewLinkDto } from './dto/review-link.dto.js';
import { ReviewLink, type ReviewLinkAction } from '../content/review-link.entity.js';
import { REVIEW_LINK_NOT_FOUND, REVIEW_LINK_USED } from '../content/review-link-rules.js';

/**
 * The one-click review from a mail: a link shows its post (opening it changes nothing, since mail
 * scanners open links on their own), and its button does what the portal's does, with the portal's
 * rules (PostsService, FeedbackService), using the link in the same transaction. The revision link
 * also opens the post's conversation as its client has it (CommentsService): reading, commenting,
 * changing or deleting a comment not sent yet, replying, resolving and reopening use nothing, since a
 * comment changes no post; only sending the feedback uses the link.
 */
/** A review link acts as its client: the mail's one-click buttons are the client's own. */
const actorOf = (link: ReviewLink): ClientActor => ({ clientId: link.client.id, userId: link.client.id });

@Injectable()
export class ReviewLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly access: PostAccess,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly feedback: FeedbackService,
    private readonly mails: MailQueue,
  ) {}

  /** The link's post and action; 404 for an unknown token, 410 once used or ended. Uses nothing. */
  async view(token: string): Promise<ReviewLinkDto> {
    const { action, client, post } = await this.access.forReviewLink(token);
    return {
      action,
      firstName: client.firstName || null,
      revisionRefusal: revisionRefusal(post, post.subscription),
      // Its files at the link's own addresses: the reader has no session (docs/architecture.md, "Media").
      post: await this.posts.asReceived(post, { kind: 'review-link', token }),
    };
  }

  /** Marks the link's post published, as the portal's button does; the link is used with it. */
  async publish(token: string): Promise<PostDto> {
    const { post } = await this.act(token, 'publish', (clientId, postId) =>
      this.posts.publish(clientId, postId, {}).then((dto) => ({ dto, notices: [] })),
    );
    return post;
  }

  /**
   * Sends the client's feedback on the link's post, as the portal does: their comments not sent yet
   * and the note (required when no comment waits) as one revision round; the link is used with it.
   */
  async requestRevision(token: string, input: RevisionFeedbackDto): Promise<PostDto> {
    const { post } = await this.act(token, 'revision', async (clientId, postId) => {
      const { post, notices } = await this.feedback.record({ clientId, userId: clientId }, postId, input);
      return { dto: post, notices };
    });
    return post;
  }

  // The conversation on the revision link's post, as its client has it; none of it uses the link.

  async conversation(token: string): Promise<PostConversationDto> {
    const link = await this.conversing(token);
    return this.comments.forClient(actorOf(link), link.post.id);
  }

  async addComment(token: string, input: CreateCommentDto): Promise<PostConversationDto> {
    const link = await this.conversing(token);
    return this.comments.addForClient(actorOf(link), link.post.id, input);
  }

  async editComment(token: string, commentId: number, input: UpdateCommentDto): Promise<PostConversationDto> {
    const link = await this.conversing(token);
    return this.comments.editForClient(actorOf(link), link.post.id, commentId, input);
  }

  async deleteComment(token: string, commentId: number): Promise<PostConversationDto> {
    const link = await this.conversing(token);
    return this.comments.deleteForClient(actorOf(link), link.post.id, commentId);
  }

  /** Resolves (or reopens) a thread of the link's post, as the client may in the portal. */
  async resolveComment(token: string, commentId: number, resolved: boolean): Promise<PostConversationDto> {
    const link = await this.conversing(token);
    return this.comments.resolveForClient(actorOf(link), link.post.id, commentId, resolved);
  }

  /**
   * A revision link that may still act (else 404 or 410, as for its button), for the conversation
   * that leads to its feedback; the publish link has none.
   */
  private async conversing(token: string): Promise<ReviewLink> {
    const link = await this.access.forReviewLink(token);
    if (link.action !== 'revision') throw new NotFoundException(REVIEW_LINK_NOT_FOUND);
    return link;
  }

  /**
   * Uses the link and does its action in one transaction: the link is claimed first (of two presses
   * at once, the second waits for the first, then finds it used: 410), and a refusal of the action
   * (the portal's 409s) rolls the claim back, so the link still works for what is allowed later.
   * Mails the action records are handed to the queue once it commits.
   */
  private async act(
    token: string,
    action: ReviewLinkAction,
    run: (clientId: number, postId: number) => Promise<{ dto: PostDto; notices: OutgoingMail[] }>,
  ): Promise<{ post: PostDto }> {
    const { dto, notices } = await this.em.transactional(async (em) => {
      const link = await this.access.forReviewLink(token, em);
      // A link acts only for its own action: the other button has its own link.
      if (link.action !== action) throw new NotFoundException(REVIEW_LINK_NOT_FOUND);
      const claimed = await em.nativeUpdate(
        ReviewLink,
        { id: link.id, usedAt: null },
        { usedAt: this.clock.now() },
      );
      if (claimed === 0) throw new GoneException(REVIEW_LINK_USED);
      return run(link.client.id, link.post.id);
    });
    await this.mails.handOver(notices);
    return {
      post: { ...dto, media: await this.posts.deliveredMedia(dto.id, { kind: 'review-link', token }) },
    };
  }
}
