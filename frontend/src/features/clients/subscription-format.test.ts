import { describe, expect, it } from 'vitest';
import { subscriptionEvent, subscription } from '../../test/clients-data';
import { eventHeadline, eventNote, inForceText, soldTerms } from './subscription-format';

describe('subscription-format', () => {
  it.each([
    [{ kind: 'created' as const }, 'Created'],
    [{ kind: 'renewed' as const }, 'Renewed'],
    [{ kind: 'paid' as const }, 'Payment received'],
    [{ kind: 'paid' as const, amount: 1234.5 }, 'Payment of $1,234.50 received'],
    [{ kind: 'payment_failed' as const }, 'Payment failed'],
    [{ kind: 'canceled' as const, source: 'team' as const }, 'Canceled by the team'],
    [
      { kind: 'canceled' as const, source: 'stripe' as const, detail: 'Disputed' },
      'Canceled in Stripe: Disputed',
    ],
    [{ kind: 'canceled' as const, source: 'client' as const }, 'Canceled by the client'],
    [{ kind: 'ending_soon' as const }, 'Ends soon (notice sent to the team)'],
    [
      { kind: 'ending_soon' as const, at: '2026-12-23T12:00:00.000Z', periodEnd: '2026-12-24T12:00:00.000Z' },
      'Ends in 1 day (notice sent to the team)',
    ],
    [
      { kind: 'terms_changed' as const, detail: 'Posts a month 4 → 16' },
      'Terms corrected: Posts a month 4 → 16',
    ],
  ])('reads %o as "%s"', (overrides, headline) => {
    expect(eventHeadline(subscriptionEvent(overrides))).toBe(headline);
  });

  it('keeps a note the headline does not say already', () => {
    expect(eventNote(subscriptionEvent({ kind: 'paid', detail: 'INV-1042' }))).toBe('INV-1042');
    expect(eventNote(subscriptionEvent({ kind: 'payment_failed', detail: 'Card declined' }))).toBeNull();
    expect(eventNote(subscriptionEvent({ kind: 'canceled', detail: 'Too busy' }))).toBeNull();
    expect(
      eventNote(subscriptionEvent({ kind: 'terms_changed', detail: 'Posts a month 4 → 16' })),
    ).toBeNull();
  });

  it('reads what was sold and whether it is in force', () => {
    expect(soldTerms(subscription({ postsPerMonth: 0, revisionsPerPost: 0 }))).toBe(
      '0 posts a month · 0 revisions a post',
    );
    expect(inForceText(subscription({ inForce: true, inForceUntil: null }))).toBe('In force');
  });
});
