import { PLANS, type PlanName } from '../plans/plans.js';
import type { PostStatus } from './post.entity.js';

export const REVISION_NEEDS_DELIVERED = 'Revisions can only be requested for delivered content';
export const PUBLISHABLE_STATUSES: PostStatus[] = ['delivered', 'scheduled'];

/** What marking a post published sets beside its status: the date its performance reminders count from. */
export function publishedNow(now = new Date()): { publishedAt: Date; performanceRemindersSent: number } {
  return { publishedAt: now, performanceRemindersSent: 0 };
}

/**
 * Why the client may not ask for a revision now, as the client portal tells it apart: the post is not
 * delivered (scheduled or published), the writers are working on a new version of it (it is back in
 * draft after a delivery, at the client's request or their own), or the plan's revisions of this post
 * are used up.
 */
export const REVISION_BLOCKS = ['not-delivered', 'in-revision', 'plan-limit'] as const;
export type RevisionBlock = (typeof REVISION_BLOCKS)[number];

type RevisionSubject = { status: PostStatus; revisionCount: number; deliveredAt?: Date | null };

/** Back in draft after a delivery: the writers are making a new version of what the client received. */
const isBeingRevised = (post: { status: PostStatus; deliveredAt?: Date | null }): boolean =>
  post.status === 'draft' && !!post.deliveredAt;

/**
 * The revisions a post's subscription was sold with (its plan, for the plan's name, and the limit as
 * sold: a later change to the plan's list does not change it); null or absent for any number.
 */
export interface SoldRevisions {
  plan: PlanName;
  revisionsPerPost?: number | null;
}

/** What stops a revision of this post now, or null when the client may ask for one. */
export function revisionBlock(post: RevisionSubject, sold: SoldRevisions): RevisionBlock | null {
  if (isBeingRevised(post)) return 'in-revision';
  if (post.status !== 'delivered') return 'not-delivered';
  const limit = sold.revisionsPerPost ?? null;
  return limit !== null && post.revisionCount >= limit ? 'plan-limit' : null;
}

/** Why a revision may not be asked for now, or null when it may. */
export function revisionRefusal(post: RevisionSubject, sold: SoldRevisions): string | null {
  const block = revisionBlock(post, sold);
  if (block === null) return null;
  if (block !== 'plan-limit') return REVISION_NEEDS_DELIVERED;
  const { label } = PLANS[sold.plan];
  const limit = sold.revisionsPerPost ?? 0;
  if (limit === 0) return `The ${label} plan as sold to you includes no revisions`;
  return limit === 1
    ? `The ${label} plan includes 1 revision per post, and this post has had it`
    : `The ${label} plan includes ${limit} revisions per post, and this post has had them`;
}

/**
 * The status the client sees: while a delivered post is back in draft for a revision, they keep the
 * version they received, so it stays delivered to them (the writers' draft is not theirs yet).
 */
export const clientStatus = (post: { status: PostStatus; deliveredAt?: Date | null }): PostStatus =>
  isBeingRevised(post) ? 'delivered' : post.status;

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
