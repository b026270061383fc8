import type { AdminPostSummaryDto, PaymentDto, SubscriptionDto, SubscriptionEventDto } from '../api';
import { postSummary } from './back-office-data';
import { subscription as portalSubscription } from './portal-data';

export { clientDetail, clientSummary } from './back-office-data';

// The clients pages' variants of the shared back office data.

export const subscription = (overrides: Partial<SubscriptionDto> = {}): SubscriptionDto =>
  portalSubscription({ id: 5, paymentMethod: 'Invoice', ...overrides });

export const post = (overrides: Partial<AdminPostSummaryDto> = {}): AdminPostSummaryDto =>
  postSummary({
    id: 11,
    clientId: 42,
    subscriptionId: 5,
    status: 'delivered',
    deliveredAt: '2026-11-24T12:00:00.000Z',
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    ...overrides,
  });

/** A change in the history of the client's subscription 5, as the API lists it. */
export const subscriptionEvent = (overrides: Partial<SubscriptionEventDto> = {}): SubscriptionEventDto => ({
  id: 1,
  subscriptionId: 5,
  plan: 'echo',
  kind: 'created',
  source: 'team',
  at: '2026-11-21T12:00:00.000Z',
  detail: null,
  amount: null,
  periodStart: null,
  periodEnd: null,
  ...overrides,
});

/** A payment of subscription 5's first period, as the API lists it. */
export const payment = (overrides: Partial<PaymentDto> = {}): PaymentDto => ({
  id: 31,
  subscriptionId: 5,
  periodStart: '2026-11-21T12:00:00.000Z',
  periodEnd: '2026-12-21T12:00:00.000Z',
  periodLabel: 'Nov 21, 2026 – Dec 21, 2026',
  amount: 299,
  source: 'manual',
  note: null,
  recordedAt: '2026-11-22T12:00:00.000Z',
  recordedBy: 'Boss Admin',
  voidedAt: null,
  voidedBy: null,
  voidReason: null,
  ...overrides,
});

/** Any subscription's payments: none yet, its first period to pay (the client page asks for each one billed by hand). */
export const paymentsReply = {
  'GET /api/admin/subscriptions/:id/payments': {
    body: {
      subscriptionId: 5,
      billing: 'manual',
      payments: [],
      nextPeriod: {
        start: '2026-11-21T12:00:00.000Z',
        end: '2026-12-21T12:00:00.000Z',
        label: 'Nov 21, 2026 – Dec 21, 2026',
      },
    },
  },
} as const;
