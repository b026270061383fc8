import { defineEntity, p } from '@mikro-orm/core';

/**
 * A Stripe webhook event, recorded once by its id as it arrives (a replay finds it and changes
 * nothing) and handled through the queue; `processedAt` is set once its effect is stored.
 */
export const StripeEventSchema = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_events',
  properties: {
    /** Stripe's id, evt_…. */
    id: p.string().length(255).primary(),
    type: p.string().length(100),
    /** When Stripe created it: events are applied in this order, an older one arriving late is ignored. */
    createdAt: p.datetime(),
    /** The event as Stripe sent it (its signature checked). */
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
    /** The last handling error, while it is being retried. */
    lastError: p.text().nullable(),
  },
});

export class StripeEvent extends StripeEventSchema.class {}
StripeEventSchema.setClass(StripeEvent);
