import type { AdminContentDto, AdminContentSummaryDto, ClientDetailDto, ContentVersionDto } from '../../api';
import { subscription } from '../../test/portal-data';

// Posts and clients as the admin API answers them, for the posts pages' tests. Times at noon UTC,
// so the en-US dates read the same in any test time zone.

export function postSummary(overrides: Partial<AdminContentSummaryDto> = {}): AdminContentSummaryDto {
  return {
    id: 7,
    clientId: 3,
    clientName: 'Ada Lovelace',
    subscriptionId: 1,
    plan: 'echo',
    title: 'Why I stopped cold pitching',
    status: 'draft',
    scheduledFor: null,
    feedbackNotes: null,
    revisionRequested: false,
    revisionRequestedAt: null,
    revisionCount: 0,
    publishedUrl: null,
    deliveredAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A draft never delivered, unless `overrides` say otherwise. */
export function adminPost(overrides: Partial<AdminContentDto> = {}): AdminContentDto {
  return {
    ...postSummary(),
    content: 'First line of the post.\nSecond line, after a break.',
    allowedStatuses: ['delivered'],
    editable: true,
    versions: [],
    ...overrides,
  };
}

export function version(overrides: Partial<ContentVersionDto> = {}): ContentVersionDto {
  return {
    id: 1,
    number: 1,
    title: 'Why I stopped cold pitching',
    content: 'First line of the post.\nSecond line, after a break.',
    feedbackNotes: null,
    deliveredBy: 'admin',
    deliveredAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A post delivered once, waiting for the client. */
export function deliveredPost(overrides: Partial<AdminContentDto> = {}): AdminContentDto {
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

export function clientDetail(overrides: Partial<ClientDetailDto> = {}): ClientDetailDto {
  return {
    id: 3,
    name: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    createdAt: '2026-11-01T12:00:00.000Z',
    lastLogin: null,
    leadId: 12,
    plan: 'echo',
    subscriptionStatus: 'active',
    deliveredThisMonth: 0,
    revisionsWaiting: 0,
    voiceBrief: null,
    subscriptions: [
      subscription({ id: 2, plan: 'phantom', status: 'pending' }),
      subscription({ id: 1, plan: 'echo', status: 'active' }),
      subscription({ id: 4, plan: 'ghost', status: 'canceled' }),
    ],
    ...overrides,
  };
}
