import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import {
  cancellationReason,
  cancelsAt,
  invoicePeriodEnd,
  linkOfCheckoutSession,
  linkOfInvoice,
  ourSubscriptionId,
  subscriptionPeriodEnd,
} from './stripe-objects.js';

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe('reading Stripe objects (API 2026-10-28)', () => {
  it('finds an invoice’s subscription under parent.subscription_details, with our id from its metadata', () => {
    const invoice = {
      customer: { id: 'cus_1' },
      parent: { subscription_details: { subscription: 'sub_1', metadata: { subscriptionId: '42' } } },
    } as unknown as Stripe.Invoice;
    expect(linkOfInvoice(invoice)).toEqual({
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      subscriptionId: 42,
    });
    expect(linkOfInvoice({ customer: null, parent: null } as unknown as Stripe.Invoice)).toEqual({
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      subscriptionId: null,
    });
  });

  it('takes our id from a Checkout Session’s client_reference_id, else its metadata', () => {
    const session = (fields: object) =>
      ({ subscription: 'sub_1', customer: 'cus_1', ...fields }) as Stripe.Checkout.Session;
    expect(linkOfCheckoutSession(session({ client_reference_id: '7', metadata: {} })).subscriptionId).toBe(7);
    expect(
      linkOfCheckoutSession(session({ client_reference_id: null, metadata: { subscriptionId: '8' } }))
        .subscriptionId,
    ).toBe(8);
  });

  it('reads only ids ours could be', () => {
    expect(['1', '2147483647'].map(ourSubscriptionId)).toEqual([1, 2147483647]);
    expect(['0', '01', '-1', '1.5', '2147483648', 'abc', '', null, undefined].map(ourSubscriptionId)).toEqual(
      Array(9).fill(null),
    );
  });

  it('takes the period an invoice bills from its lines, not the invoice’s own (the period before)', () => {
    const invoice = {
      period_end: at('2026-11-01T00:00:00Z'),
      lines: { data: [{ period: { start: at('2026-11-01T00:00:00Z'), end: at('2026-12-01T00:00:00Z') } }] },
    } as unknown as Stripe.Invoice;
    expect(invoicePeriodEnd(invoice)).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(invoicePeriodEnd({ lines: { data: [] } } as unknown as Stripe.Invoice)).toBeNull();
  });

  it('takes a subscription’s period from its items, and when it cancels from cancel_at_period_end or cancel_at', () => {
    const subscription = (fields: object) =>
      ({
        items: { data: [{ current_period_end: at('2026-12-01T00:00:00Z') }] },
        cancel_at_period_end: false,
        cancel_at: null,
        ...fields,
      }) as unknown as Stripe.Subscription;
    expect(subscriptionPeriodEnd(subscription({}))).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(cancelsAt(subscription({}))).toBeNull();
    expect(cancelsAt(subscription({ cancel_at_period_end: true }))).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(cancelsAt(subscription({ cancel_at: at('2026-11-20T00:00:00Z') }))).toEqual(
      new Date('2026-11-20T00:00:00Z'),
    );
  });

  it('gives the client’s own words as the reason, else their choice in the portal', () => {
    const details = (cancellation_details: object | null) =>
      ({ cancellation_details }) as Stripe.Subscription;
    expect(cancellationReason(details({ comment: ' Too busy ', feedback: 'too_expensive' }))).toBe(
      'Too busy',
    );
    expect(cancellationReason(details({ comment: null, feedback: 'too_expensive' }))).toBe('too expensive');
    expect(cancellationReason(details(null))).toBeNull();
  });
});
