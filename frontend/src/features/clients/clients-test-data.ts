import type { AdminPostSummaryDto, SubscriptionDto } from '../../api';
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
