import type { ContentStatus } from './content-deliverable.entity.js';

/** Revisions a plan allows per post; a plan not listed allows any number (SPEC §2: Ghost, 1 per post). */
export const REVISIONS_PER_POST: Record<string, number> = { ghost: 1 };

export const REVISION_NEEDS_DELIVERED = 'Revisions can only be requested for delivered content';
export const PUBLISHABLE_STATUSES: ContentStatus[] = ['delivered', 'scheduled'];

/** Why a revision may not be asked for now, or null when it may. */
export function revisionRefusal(post: { status: ContentStatus; revisionCount: number }, plan: string): string | null {
  if (post.status !== 'delivered') return REVISION_NEEDS_DELIVERED;
  const limit = REVISIONS_PER_POST[plan];
  if (limit !== undefined && post.revisionCount >= limit) {
    return `The ${plan[0]!.toUpperCase()}${plan.slice(1)} plan includes ${limit} revision per post, and this post has had it`;
  }
  return null;
}

export const canPublish = (status: ContentStatus): boolean => PUBLISHABLE_STATUSES.includes(status);
