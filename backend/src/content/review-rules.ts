import type { UserRole } from '../common/user-roles.js';
import type { PostStatus, ReviewState } from './post.entity.js';

/**
 * The review step: a writer's draft for a client whose posts are reviewed goes to an admin before
 * delivery. A draft is sent for review (ready), then approved (it may be delivered as it stands) or
 * returned with a note (the writer edits it and sends it again). Any draft may be sent for review,
 * also one of a client without the setting: a writer may ask for a second pair of eyes (it then
 * stops nothing). An admin is the reviewer: review never stops their delivery.
 */
interface ReviewSubject {
  status: PostStatus;
  reviewState?: ReviewState | null;
  client: { reviewRequired: boolean };
}

export const REVIEW_ALREADY_WAITING = 'This draft is waiting for review already';
export const REVIEW_ALREADY_APPROVED = 'This draft is approved already: it may be delivered as it is';
export const REVIEW_NEEDS_DRAFT = 'Only a draft can be sent for review';
export const REVIEW_NOT_WAITING = 'This draft is not waiting for review';

/** Why a writer may not deliver a draft yet, by where it stands in review. */
export const REVIEW_REFUSALS: Record<'none' | 'ready' | 'returned', string> = {
  none: "This client's posts are reviewed before delivery: send it for review first",
  ready: "This client's posts are reviewed before delivery: this draft is waiting for review",
  returned: 'This draft was returned: see the note, then send it for review again',
};

/**
 * Why `role` may not deliver this draft yet for want of review, or null when review does not stop
 * it: a writer's draft of a client whose posts are reviewed must be approved as it stands.
 */
export function reviewRefusal(post: ReviewSubject, role: UserRole): string | null {
  if (role !== 'writer' || post.status !== 'draft' || !post.client.reviewRequired) return null;
  const state = post.reviewState ?? null;
  if (state === 'approved') return null;
  return REVIEW_REFUSALS[state ?? 'none'];
}

/** Why this draft may not be sent for review now, or null when it may. */
export function reviewRequestRefusal(post: Pick<ReviewSubject, 'status' | 'reviewState'>): string | null {
  if (post.status !== 'draft') return REVIEW_NEEDS_DRAFT;
  if (post.reviewState === 'ready') return REVIEW_ALREADY_WAITING;
  if (post.reviewState === 'approved') return REVIEW_ALREADY_APPROVED;
  return null;
}

/** Why this draft may not be approved or returned now, or null when it may (it waits for review). */
export const reviewDecisionRefusal = (post: Pick<ReviewSubject, 'status' | 'reviewState'>): string | null =>
  post.status === 'draft' && post.reviewState === 'ready' ? null : REVIEW_NOT_WAITING;

/**
 * Whether a text edit by `role` takes the draft out of review: a writer's edit of a draft waiting or
 * approved must be sent again (the reviewer saw another text); an admin's keeps it (the reviewer may
 * fix a comma); a returned draft stays returned, its note in view, until it is sent again.
 */
export const editLeavesReview = (state: ReviewState | null | undefined, role: UserRole): boolean =>
  role === 'writer' && (state === 'ready' || state === 'approved');

/** A draft out of review: no state, note, request or answer (after a delivery, or a writer's edit). */
export const noReview = () => ({
  reviewState: null,
  reviewNote: null,
  reviewRequestedBy: null,
  reviewRequestedAt: null,
  reviewedBy: null,
  reviewedAt: null,
});
