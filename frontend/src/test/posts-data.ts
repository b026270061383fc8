import type { AdminPostDto, ClientDetailDto, PostReviewDto, PostVersionDto } from '../api';
import { clientDetail as sharedClientDetail, postSummary } from './back-office-data';
import { subscription } from './portal-data';

export { postSummary } from './back-office-data';

// The posts pages' variants of the shared back office data.

/** A draft never delivered, unless `overrides` say otherwise. */
export function adminPost(overrides: Partial<AdminPostDto> = {}): AdminPostDto {
  return {
    ...postSummary(),
    content: 'First line of the post.\nSecond line, after a break.',
    media: null,
    allowedStatuses: ['delivered'],
    editable: true,
    versions: [],
    deliveryRefusal: null,
    writtenBy: 'Admin',
    reviewRequired: false,
    review: null,
    reviewRefusal: null,
    canRequestReview: false,
    canReview: false,
    deliveryNotice: 'email',
    ...overrides,
  };
}

/** A draft's review: sent by its writer, waiting for an admin, unless `overrides` say otherwise. */
export function review(overrides: Partial<PostReviewDto> = {}): PostReviewDto {
  return {
    state: 'ready',
    requestedBy: 'Wendy Writer',
    requestedAt: '2026-11-24T09:30:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    note: null,
    ...overrides,
  };
}

export function version(overrides: Partial<PostVersionDto> = {}): PostVersionDto {
  return {
    id: 1,
    number: 1,
    title: 'Why I stopped cold pitching',
    media: null,
    content: 'First line of the post.\nSecond line, after a break.',
    feedbackNotes: null,
    writtenBy: 'admin',
    reviewedBy: null,
    deliveredBy: 'admin',
    deliveredAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A post delivered once, waiting for the client. */
export function deliveredPost(overrides: Partial<AdminPostDto> = {}): AdminPostDto {
  return adminPost({
    status: 'delivered',
    allowedStatuses: ['scheduled', 'published', 'draft'],
    editable: false,
    deliveredAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    versions: [version()],
    ...overrides,
  });
}

export const clientDetail = (overrides: Partial<ClientDetailDto> = {}): ClientDetailDto =>
  sharedClientDetail({
    id: 3,
    username: 'ada',
    createdAt: '2026-11-01T12:00:00.000Z',
    lastLogin: null,
    leadId: 12,
    deliveredThisMonth: 0,
    voiceBrief: null,
    subscriptions: [
      subscription({ id: 2, plan: 'phantom', status: 'pending' }),
      subscription({ id: 1, plan: 'echo', status: 'active' }),
      subscription({ id: 4, plan: 'ghost', status: 'canceled' }),
    ],
    // Any but the canceled one, as the server lists them for a new post.
    writableSubscriptions: [
      {
        id: 2,
        plan: 'phantom',
        status: 'pending',
        standing: 'pending',
        postsPerMonth: 30,
        revisionsPerPost: null,
      },
      { id: 1, plan: 'echo', status: 'active', standing: 'active', postsPerMonth: 12, revisionsPerPost: 2 },
    ],
    ...overrides,
  });

/** The client's page, as the post page asks for it to read the onboarding answers its voice check uses. */
export const clientHandlers = (clientId: number, overrides: Partial<ClientDetailDto> = {}) => ({
  [`GET /api/admin/clients/${clientId}`]: () => ({ body: clientDetail({ id: clientId, ...overrides }) }),
});
