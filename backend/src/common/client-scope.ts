import { ForbiddenException } from '@nestjs/common';
import type { SessionUser } from './session-user.js';

/**
 * Who acts on the client's side of the portal: the client whose posts are concerned, and the user
 * signed in (the client themselves, or one of their reviewers, whose name goes on their comments).
 */
export interface ClientActor {
  clientId: number;
  userId: number;
}

/**
 * The one rule of whose posts a signed-in user of the portal reaches: a client their own, a reviewer
 * the client who invited them (docs/product.md, "Roles"). Anyone else acts for no client.
 */
export function clientActorOf(user: Pick<SessionUser, 'id' | 'role' | 'reviewsForId'>): ClientActor {
  if (user.role === 'client') return { clientId: user.id, userId: user.id };
  if (user.role === 'reviewer' && user.reviewsForId !== null)
    return { clientId: user.reviewsForId, userId: user.id };
  throw new ForbiddenException('You do not have access to this resource');
}

/** Whether `actor` is a client's reviewer, acting on posts that are not their own account's. */
export const isReviewerActor = ({ clientId, userId }: ClientActor): boolean => clientId !== userId;
