import type { AdminContentSummaryDto, ClientDetailDto, ClientSummaryDto, SubscriptionDto } from '../../api';

// Clients as the API answers them, for the clients pages' tests. Times at noon UTC, so the en-US dates
// read the same in any test time zone.

export function clientSummary(overrides: Partial<ClientSummaryDto> = {}): ClientSummaryDto {
  return {
    id: 42,
    username: 'adalovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    plan: 'echo',
    subscriptionStatus: 'active',
    deliveredThisMonth: 3,
    revisionsWaiting: 0,
    createdAt: '2026-11-21T12:00:00.000Z',
    lastLogin: '2026-11-23T12:00:00.000Z',
    ...overrides,
  };
}

export function subscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    id: 5,
    plan: 'echo',
    status: 'active',
    startDate: '2026-11-21T12:00:00.000Z',
    endDate: null,
    renewalDate: '2026-12-21T12:00:00.000Z',
    amount: 299,
    paymentMethod: 'Invoice',
    autoRenew: true,
    cancelReason: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

export function clientDetail(overrides: Partial<ClientDetailDto> = {}): ClientDetailDto {
  return {
    ...clientSummary(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    leadId: 7,
    voiceBrief: 'CONTENT BRIEF: Ada Lovelace\n\nTone of voice: Dry humour, no buzzwords',
    subscriptions: [subscription()],
    ...overrides,
  };
}

export function post(overrides: Partial<AdminContentSummaryDto> = {}): AdminContentSummaryDto {
  return {
    id: 11,
    clientId: 42,
    clientName: 'Ada Lovelace',
    subscriptionId: 5,
    plan: 'echo',
    title: 'Why I stopped cold pitching',
    status: 'delivered',
    scheduledFor: null,
    feedbackNotes: null,
    revisionRequested: false,
    revisionRequestedAt: null,
    revisionCount: 0,
    publishedUrl: null,
    deliveredAt: '2026-11-24T12:00:00.000Z',
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}
