import type { FilterQuery } from '@mikro-orm/postgresql';
import type { ClientSubscription } from './client-subscription.entity.js';

/** The subscriptions in force at `now` as a query: what isInForce (in-force.ts) holds, row by row in SQL. */
export const IN_FORCE = (now: Date): FilterQuery<ClientSubscription> => ({
  $or: [
    { status: 'active' },
    { status: 'pending', $or: [{ renewalDate: null }, { renewalDate: { $gt: now } }] },
    { status: 'canceled', endDate: { $gt: now } },
    { status: 'past_due', paidThrough: { $gt: now } },
  ],
});

/** The subscriptions the board owes posts to at `now`: what owesPosts (in-force.ts) holds, in SQL. */
export const OWES_POSTS = (now: Date): FilterQuery<ClientSubscription> => ({
  $and: [IN_FORCE(now), { $or: [{ status: { $ne: 'canceled' } }, { paidThrough: { $ne: null } }] }],
});
