import type { PostDetailsDto, PostDto, SubscriptionDto } from '../api';

/** A client's subscription as the API answers it; midday times, so the shown date holds in any zone. */
export function subscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    id: 1,
    plan: 'echo',
    status: 'active',
    // As the server says it with no period paid still running: the status (payment_failed is given).
    standing: overrides.status ?? 'active',
    startDate: '2026-11-21T12:00:00.000Z',
    endDate: null,
    renewalDate: '2026-12-21T12:00:00.000Z',
    amount: 299,
    paymentMethod: 'card',
    autoRenew: true,
    cancelReason: null,
    postsPerMonth: 12,
    revisionsPerPost: null,
    billing: 'manual',
    paidThrough: null,
    inForce: true,
    inForceUntil: '2026-12-21T12:00:00.000Z',
    checkoutUrl: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * A manual subscription whose payment failed on Dec 6 while it is paid through Dec 26: nothing is owed
 * until then (the server's standing: payment_failed).
 */
export const paymentFailedSubscription = (overrides: Partial<SubscriptionDto> = {}) =>
  subscription({
    status: 'past_due',
    standing: 'payment_failed',
    renewalDate: '2026-12-26T12:00:00.000Z',
    paidThrough: '2026-12-26T12:00:00.000Z',
    inForce: true,
    inForceUntil: '2026-12-26T12:00:00.000Z',
    ...overrides,
  });

/** A delivered post of the client. */
export function content(overrides: Partial<PostDetailsDto> = {}): PostDetailsDto {
  return {
    // As the single post answers it (a list's item has neither: harmless there).
    previousVersion: null,
    authorName: 'Jane Doe',
    media: null,
    id: 7,
    subscriptionId: 1,
    plan: 'echo',
    revisionsPerPost: null,
    title: 'Why I stopped cold pitching',
    content: 'First line of the post.\nSecond line, after a break.',
    scheduledFor: null,
    status: 'delivered',
    feedbackNotes: null,
    revisionRequested: false,
    revisionRequestedAt: null,
    revisionCount: 0,
    canRequestRevision: true,
    revisionBlock: null,
    canPublish: true,
    publishedUrl: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A post as a reviewer's answer has it: without the subscription's terms, which are the client's. */
export function asReviewerSees<T extends PostDto>({
  subscriptionId: _id,
  plan: _plan,
  revisionsPerPost: _revisions,
  ...post
}: T) {
  return post;
}
