import type { AdminPostSummaryDto, SubscriptionDto, SubscriptionEventDto } from '../../api';
import { postSummary } from '../../test/back-office-data';
import { subscription as portalSubscription } from '../../test/portal-data';

export { clientDetail, clientSummary } from '../../test/back-office-data';

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
  periodEnd: null,
  ...overrides,
});
