import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Clock } from '../common/clock.js';
import type { Environment } from '../config/environment.js';
import type { Post } from './post.entity.js';
import { REVIEW_LINK_ACTIONS, ReviewLink, type ReviewLinkAction } from './review-link.entity.js';
import { hashReviewToken, newReviewToken, reviewLinkExpiry } from './review-link-rules.js';

/** The two buttons of a mail about one post: their addresses, each with its own token. */
export type ReviewLinkUrls = Record<ReviewLinkAction, string>;

/**
 * Makes a post's review links (one per action) in the caller's unit of work, so they are stored in
 * the same flush as the mail that carries them; answers the addresses with the tokens, which are
 * never stored. The post must be as the client will find it (stored, its `updatedAt` final): any
 * later change ends the links. The page reads the token from the query (/review?token=…): a query string is never
 * logged (common/logging/request-logging.ts).
 */
@Injectable()
export class ReviewLinkIssuer {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: ConfigService<Environment, true>,
  ) {}

  issue(post: Post, em: EntityManager = this.em): ReviewLinkUrls {
    const now = this.clock.now();
    const base = this.config.get('publicUrl', { infer: true });
    const urls = {} as ReviewLinkUrls;
    for (const action of REVIEW_LINK_ACTIONS) {
      const token = newReviewToken();
      em.create(ReviewLink, {
        post,
        client: post.client,
        action,
        tokenHash: hashReviewToken(token),
        postUpdatedAt: post.updatedAt,
        expiresAt: reviewLinkExpiry(now),
      });
      urls[action] = `${base}/review?token=${token}`;
    }
    return urls;
  }
}

/** The issuer alone, for the modules that mail about posts (content's delivery, the weekly digest). */
@Module({ providers: [ReviewLinkIssuer], exports: [ReviewLinkIssuer] })
export class ReviewLinkIssuerModule {}
