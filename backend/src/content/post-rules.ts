import { PLANS, type PlanName } from '../plans/plans.js';
import type { PostStatus } from './post.entity.js';

export const REVISION_NEEDS_DELIVERED = 'Revisions can only be requested for delivered content';
export const PUBLISHABLE_STATUSES: PostStatus[] = ['delivered', 'scheduled'];

/** Why a revision may not be asked for now, or null when it may. */
export function revisionRefusal(
  post: { status: PostStatus; revisionCount: number },
  plan: PlanName,
): string | null {
  if (post.status !== 'delivered') return REVISION_NEEDS_DELIVERED;
  const { label, revisionsPerPost: limit } = PLANS[plan];
  if (limit !== null && post.revisionCount >= limit) {
    return `The ${label} plan includes ${limit} revision per post, and this post has had it`;
  }
  return null;
}

export const canPublish = (status: PostStatus): boolean => PUBLISHABLE_STATUSES.includes(status);

/** LinkedIn refuses a post longer than this; a post over it cannot be delivered. */
export const LINKEDIN_MAX_CHARACTERS = 3000;
/** A draft may run long while it is being written and cut. */
export const DRAFT_MAX_CHARACTERS = 10_000;

/** Characters as LinkedIn counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/**
 * Which status the back office may move a post to: a draft is delivered; a delivered post is
 * scheduled, taken back to draft to be edited, or published on the client's behalf; a scheduled one
 * likewise, or unscheduled back to delivered. Published is final.
 */
const ADMIN_NEXT: Record<PostStatus, PostStatus[]> = {
  draft: ['delivered'],
  delivered: ['scheduled', 'published', 'draft'],
  scheduled: ['published', 'delivered', 'draft'],
  published: [],
};

export const adminNextStatuses = (status: PostStatus): PostStatus[] => ADMIN_NEXT[status];

/** Title and body change only on a draft: what was delivered stays as the client received it. */
export const isEditable = (status: PostStatus): boolean => status === 'draft';
