import { defineEntity, p } from '@mikro-orm/core';
import { ClientSubscription } from './client-subscription.entity.js';

/**
 * What happened to a subscription, in the order it happened: the history listed on the client's page.
 * `ending_soon` is the notice three days before a subscription that will not renew ends;
 * `terms_changed`, the team correcting what was sold (posts a month, revisions a post) or the price;
 * `payment_voided`, an admin voiding a payment entered by mistake (its reason in `detail`).
 */
export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'renewed',
  'paid',
  'payment_failed',
  'canceled',
  'reactivated',
  'ending_soon',
  'ended',
  'terms_changed',
  'payment_voided',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

/** Who caused it: the client (portal), the team (back office), the schedule, or Stripe (a webhook). */
export const SUBSCRIPTION_EVENT_SOURCES = ['client', 'team', 'schedule', 'stripe'] as const;
export type SubscriptionEventSource = (typeof SUBSCRIPTION_EVENT_SOURCES)[number];

export const SubscriptionEventSchema = defineEntity({
  name: 'SubscriptionEvent',
  tableName: 'subscription_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    subscription: () =>
      p
        .manyToOne(ClientSubscription)
        .deleteRule('cascade')
        .index('subscription_events_subscription_id_index'),
    kind: p.enum(SUBSCRIPTION_EVENT_KINDS).columnType('varchar(20)'),
    source: p.enum(SUBSCRIPTION_EVENT_SOURCES).columnType('varchar(10)'),
    /** When it happened (the schedule's clock, or Stripe's event time). */
    at: p.datetime(),
    /** A cancellation's reason, a failure's cause, a note of the team's. */
    detail: p.text().nullable(),
    /** The amount paid or due, exact. */
    amount: p.decimal().precision(10).scale(2).nullable(),
    /** The start of the period a payment (or its void) is for. */
    periodStart: p.datetime().nullable(),
    /** The end of the period it concerns (renewed to, paid through, ends at). */
    periodEnd: p.datetime().nullable(),
    /** The Stripe event that caused it, if one did. */
    stripeEventId: p.string().length(255).nullable(),
    recordedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export class SubscriptionEvent extends SubscriptionEventSchema.class {}
SubscriptionEventSchema.setClass(SubscriptionEvent);
