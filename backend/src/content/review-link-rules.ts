import { createHash, randomBytes } from 'node:crypto';
import { DAY_MS } from '../common/dates.js';

/** How long a review link in a mail works, unless the post changes first or it is used. */
export const REVIEW_LINK_DAYS = 14;

export const REVIEW_LINK_NOT_FOUND = 'This link is not valid: open the whole link from your email';
export const REVIEW_LINK_USED = 'This link was already used';
export const REVIEW_LINK_ENDED = 'This link has ended: the post changed or 14 days passed';

/** A new link's token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export const newReviewToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex. */
export const hashReviewToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const reviewLinkExpiry = (now: Date): Date => new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);

export type ReviewLinkState = 'open' | 'used' | 'ended';

/**
 * Whether a link may still act: not once used; not once its post changed since the link was made
 * (any change moves `updatedAt`, also the other action's press), nor after its 14 days.
 */
export function reviewLinkState(
  link: { usedAt?: Date | null; postUpdatedAt: Date; expiresAt: Date },
  postUpdatedAt: Date,
  now: Date,
): ReviewLinkState {
  if (link.usedAt) return 'used';
  if (postUpdatedAt.getTime() !== link.postUpdatedAt.getTime()) return 'ended';
  if (now.getTime() >= link.expiresAt.getTime()) return 'ended';
  return 'open';
}

/** The 410's sentence of a link that may no longer act. */
export const reviewLinkGoneMessage = (state: Exclude<ReviewLinkState, 'open'>): string =>
  state === 'used' ? REVIEW_LINK_USED : REVIEW_LINK_ENDED;
