import type { AdminPostSummaryDto, ClientDetailDto, ClientSummaryDto } from '../api';
import { subscription } from './portal-data';

// The back office's clients and posts as the admin API answers them. Times at noon UTC, so the en-US
// dates read the same in any test time zone.

export function clientSummary(overrides: Partial<ClientSummaryDto> = {}): ClientSummaryDto {
  return {
    id: 42,
    username: 'adalovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    plan: 'echo',
    subscriptionStatus: 'active',
    subscriptionStanding:
      overrides.subscriptionStatus === undefined ? 'active' : overrides.subscriptionStatus,
    deliveredThisMonth: 3,
    revisionsWaiting: 0,
    assignedTo: null,
    reviewRequired: false,
    createdAt: '2026-11-21T12:00:00.000Z',
    lastLogin: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export function clientDetail(overrides: Partial<ClientDetailDto> = {}): ClientDetailDto {
  return {
    ...clientSummary(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    timeZone: null,
    leadId: 7,
    voiceBrief: 'CONTENT BRIEF: Ada Lovelace\n\nTone of voice: Dry humour, no buzzwords',
    subscriptions: [subscription({ id: 5, paymentMethod: 'Invoice' })],
    writableSubscriptions: [
      {
        id: 5,
        plan: 'echo',
        status: 'active',
        standing: 'active',
        postsPerMonth: 12,
        revisionsPerPost: null,
      },
    ],
    deliveryRefusal: null,
    erasure: null,
    voice: null,
    pillarMix: { posts: 0, pillars: [] },
    ...overrides,
  };
}

export function postSummary(overrides: Partial<AdminPostSummaryDto> = {}): AdminPostSummaryDto {
  return {
    id: 7,
    clientId: 3,
    clientName: 'Ada Lovelace',
    subscriptionId: 1,
    plan: 'echo',
    title: 'Why I stopped cold pitching',
    mediaKind: null,
    mediaCount: 0,
    status: 'draft',
    scheduledFor: null,
    feedbackNotes: null,
    revisionRequested: false,
    revisionRequestedAt: null,
    revisionCount: 0,
    publishedUrl: null,
    deliveredAt: null,
    pillar: null,
    assignedTo: null,
    reviewState: null,
    reviewRequestedAt: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}
