import { EntityManager } from '@mikro-orm/postgresql';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import type { RequestRevisionDto } from '../content/dto/post.dto.js';
import type { PostDto } from '../content/dto/post.dto.js';
import { toPostDto } from '../content/post.mapper.js';
import { revisionRefusal } from '../content/post-rules.js';
import { PostsService } from '../content/posts.service.js';
import { MailQueue } from '../mail/mail-queue.js';
import type { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import type { ReviewLinkDto } from './dto/review-link.dto.js';
import { ReviewLink, type ReviewLinkAction } from '../content/review-link.entity.js';
import {
  hashReviewToken,
  REVIEW_LINK_NOT_FOUND,
  REVIEW_LINK_USED,
  reviewLinkGoneMessage,
  reviewLinkState,
} from '../content/review-link-rules.js';

/**
 * The one-click review from a mail: a link shows its post (opening it changes nothing, since mail
 * scanners open links on their own), and its button does what the portal's does, with the portal's
 * rules (PostsService), using the link in the same transaction.
 */
@Injectable()
export class ReviewLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly posts: PostsService,
    private readonly mails: MailQueue,
  ) {}

  /** The link's post and action; 404 for an unknown token, 410 once used or ended. Uses nothing. */
  async view(token: string): Promise<ReviewLinkDto> {
    const link = await this.open(token, this.em);
    const post = link.post;
    return {
      action: link.action,
      firstName: link.client.firstName || null,
      revisionRefusal: revisionRefusal(post, post.subscription),
      post: toPostDto(post),
    };
  }

  /** Marks the link's post published, as the portal's button does; the link is used with it. */
  async publish(token: string): Promise<PostDto> {
    const { post } = await this.act(token, 'publish', (clientId, postId) =>
      this.posts.publish(clientId, postId, {}).then((dto) => ({ dto, notices: [] })),
    );
    return post;
  }

  /** Asks for a revision of the link's post, as the portal's dialog does; the link is used with it. */
  async requestRevision(token: string, input: RequestRevisionDto): Promise<PostDto> {
    const { post } = await this.act(token, 'revision', async (clientId, postId) => {
      const { post, notices } = await this.posts.recordRevisionRequest(clientId, postId, input);
      return { dto: await this.posts.asReceived(post), notices };
    });
    return post;
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
      const link = await this.open(token, em);
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
    return { post: dto };
  }

  /** The link of a token with its post (and subscription) and client, while it may act; else 404 or 410. */
  private async open(token: string, em: EntityManager): Promise<ReviewLink> {
    const link = await em.findOne(
      ReviewLink,
      { tokenHash: hashReviewToken(token) },
      { populate: ['post.subscription', 'client'] },
    );
    if (!link) throw new NotFoundException(REVIEW_LINK_NOT_FOUND);
    const state = reviewLinkState(link, link.post.updatedAt, this.clock.now());
    if (state !== 'open') throw new GoneException(reviewLinkGoneMessage(state));
    return link;
  }
}
