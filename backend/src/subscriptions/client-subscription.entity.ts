import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { PLAN_NAMES } from '../plans/plans.js';
import { User } from '../users/user.entity.js';

export const LEAD_CONVERTED_ONCE = 'client_subscriptions_lead_id_unique';

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'pending', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Who keeps a subscription's payments: the team, marking each period paid or failed by hand
 * (`manual`), or Stripe, whose webhooks are then the source of truth for status, period and renewal.
 */
export const BILLING_MODES = ['manual', 'stripe'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

export const ClientSubscriptionSchema = defineEntity({
  name: 'ClientSubscription',
  tableName: 'client_subscriptions',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    client: () => p.manyToOne(User).deleteRule('cascade').index('client_subscriptions_client_id_index'),
    lead: () => p.manyToOne(Lead).nullable().deleteRule('set null'),
    plan: p.enum(PLAN_NAMES).columnType('varchar(50)'),
    status: p.enum(SUBSCRIPTION_STATUSES).default('active'),
    startDate: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    endDate: p.datetime().nullable(),
    renewalDate: p.datetime().nullable(),
    /** Money is kept exact: decimal(10,2), read as a string. */
    amount: p.decimal().precision(10).scale(2),
    paymentMethod: p.string().length(100).nullable(),
    autoRenew: p.boolean().default(true),
    cancelReason: p.text().nullable(),
    /**
     * What was sold, fixed at the time of sale: a later change to the plan's list does not change what
     * an existing client is owed. Posts a month (the board counts owed posts from it).
     */
    postsPerMonth: p.integer(),
    /** Revisions the client may ask for on one post; null for any number. */
    revisionsPerPost: p.integer().nullable(),
    billing: p.enum(BILLING_MODES).columnType('varchar(10)').default('manual'),
    /** The end of the last period paid for (a receipt sent); null while none is. */
    paidThrough: p.datetime().nullable(),
    /** Stripe's customer and subscription (billing `stripe`), once Checkout has made them. */
    stripeCustomerId: p.string().length(255).nullable(),
    stripeSubscriptionId: p.string().length(255).nullable().unique(),
    /** The Checkout link mailed to the client while the subscription waits for its first payment. */
    checkoutUrl: p.text().nullable(),
    /** Its Checkout Session, closed when a newer link replaces it (a client never pays twice). */
    checkoutSessionId: p.string().length(255).nullable(),
    /** When Stripe created the last event applied to this subscription: an older one arriving late changes nothing. */
    stripeStateAt: p.datetime().nullable(),
  },
  indexes: [
    // A lead becomes one client: only the first subscription names the lead it came from.
    {
      name: LEAD_CONVERTED_ONCE,
      expression: `create unique index "${LEAD_CONVERTED_ONCE}" on "client_subscriptions" ("lead_id") where "lead_id" is not null`,
    },
  ],
});

export class ClientSubscription extends ClientSubscriptionSchema.class {}
ClientSubscriptionSchema.setClass(ClientSubscription);
