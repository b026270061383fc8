import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { ClientSubscription } from './client-subscription.entity.js';

/** One payment per period: a second for a period already paid (and not voided) breaks this index. */
export const ONE_PAYMENT_PER_PERIOD = 'payments_one_per_period';

/** Who recorded it: the team marking a period paid (manual billing), or Stripe's paid invoice. */
export const PAYMENT_SOURCES = ['manual', 'stripe'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * A payment received for one named period of a subscription (`periodStart` to `periodEnd`). A period is
 * paid once: the partial unique index refuses a second payment for it while the first is not voided.
 * A payment entered by mistake is voided (never deleted): who, when and why are kept, and the
 * subscription's paid-through date is worked out again from the payments not voided.
 */
export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.integer().primary().autoincrement(),
    subscription: () =>
      p.manyToOne(ClientSubscription).deleteRule('cascade').index('payments_subscription_id_index'),
    periodStart: p.datetime(),
    periodEnd: p.datetime(),
    /** Dollars received, exact. */
    amount: p.decimal().precision(10).scale(2),
    source: p.enum(PAYMENT_SOURCES).columnType('varchar(10)'),
    /** The paid Stripe invoice (source `stripe`): an invoice pays once. */
    stripeInvoiceId: p.string().length(255).nullable().unique(),
    /** The team's note (a bank reference), or the Stripe invoice's number. */
    note: p.text().nullable(),
    recordedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** The team member who marked it paid; null for Stripe's, or once they are gone. */
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    voidedAt: p.datetime().nullable(),
    voidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    voidReason: p.text().nullable(),
  },
  indexes: [
    {
      name: ONE_PAYMENT_PER_PERIOD,
      expression: `create unique index "${ONE_PAYMENT_PER_PERIOD}" on "payments" ("subscription_id", "period_start") where "voided_at" is null`,
    },
  ],
});

export class Payment extends PaymentSchema.class {}
PaymentSchema.setClass(Payment);
