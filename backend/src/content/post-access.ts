import { EntityManager, type FilterQuery, type Loaded, type Populate } from '@mikro-orm/postgresql';
import { GoneException, Injectable, NotFoundException } from '@nestjs/common';
import type { ClientActor } from '../common/client-scope.js';
import { Clock } from '../common/clock.js';
import type { SessionUser } from '../common/session-user.js';
import { assignmentConditions } from '../common/team-scope.js';
import { Post } from './post.entity.js';
import { ReviewLink } from './review-link.entity.js';
import {
  hashReviewToken,
  REVIEW_LINK_NOT_FOUND,
  reviewLinkGoneMessage,
  reviewLinkState,
} from './review-link-rules.js';

export const POST_NOT_FOUND = 'Content not found';

/**
 * What the client sees of a post: everything but a draft the writers have not delivered yet. While a
 * delivered post is back in draft for a revision, the client keeps the version they received.
 */
export const VISIBLE_TO_CLIENT: FilterQuery<Post> = {
  $or: [{ status: { $ne: 'draft' } }, { deliveredAt: { $ne: null } }],
};

/** VISIBLE_TO_CLIENT in SQL, for the reads that select rows (`p`: the posts' alias in the query). */
export const VISIBLE_TO_CLIENT_SQL = `(p.status <> 'draft' or p.delivered_at is not null)`;

/** What a reader's query loads with the post besides its own columns. */
export interface PostReading<P extends string> {
  populate?: Populate<Post, P>;
}

/**
 * Which post each reader may see or change, one method per reader: anything else answers 404 as a post
 * that does not exist, so a reader never learns that another's post is there.
 */
@Injectable()
export class PostAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** A post of the client, as the portal shows them (VISIBLE_TO_CLIENT: never a draft not delivered). */
  forClient<P extends string = never>(
    clientId: number,
    id: number,
    reading: PostReading<P> = {},
  ): Promise<Loaded<Post, P>> {
    return this.found({ $and: [{ id, client: clientId }, VISIBLE_TO_CLIENT] }, reading);
  }

  /**
   * A post of the portal's signed-in reader: the client's own, or for a reviewer their client's
   * (common/client-scope.ts, `clientActorOf`), the same posts the client sees.
   */
  forActor<P extends string = never>(
    actor: ClientActor,
    id: number,
    reading: PostReading<P> = {},
  ): Promise<Loaded<Post, P>> {
    return this.forClient(actor.clientId, id, reading);
  }

  /** A post the team member may work on: any for an admin, a writer's clients' only. */
  forTeam<P extends string = never>(
    member: SessionUser,
    id: number,
    reading: PostReading<P> = {},
  ): Promise<Loaded<Post, P>> {
    return this.found({ id, $and: assignmentConditions(member).map((client) => ({ client })) }, reading);
  }

  /**
   * The review link of a token, with its one post (and subscription) and client, while it may act:
   * 404 for an unknown token, 410 once used or ended. `em` is the caller's transaction, if any.
   */
  async forReviewLink(token: string, em: EntityManager = this.em): Promise<ReviewLink> {
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

  private async found<P extends string>(
    where: FilterQuery<Post>,
    { populate }: PostReading<P>,
  ): Promise<Loaded<Post, P>> {
    const post = await this.em.findOne(Post, where, populate ? { populate } : {});
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }
}
