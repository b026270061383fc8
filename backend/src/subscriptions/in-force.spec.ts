import { describe, expect, it } from '@jest/globals';
import { deliveryRefusal, isInForce, NO_SUBSCRIPTION_IN_FORCE } from './in-force.js';

describe('isInForce', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const later = new Date('2026-12-05T00:00:00Z');
  const earlier = new Date('2026-11-01T00:00:00Z');

  it('holds for an active or pending subscription', () => {
    expect(isInForce({ status: 'active' }, now)).toBe(true);
    expect(isInForce({ status: 'pending', endDate: null }, now)).toBe(true);
  });

  it('holds for a canceled one only while its paid period runs', () => {
    expect(isInForce({ status: 'canceled', endDate: later }, now)).toBe(true);
    expect(isInForce({ status: 'canceled', endDate: earlier }, now)).toBe(false);
    expect(isInForce({ status: 'canceled', endDate: new Date(now) }, now)).toBe(false);
    expect(isInForce({ status: 'canceled', endDate: null }, now)).toBe(false);
  });

  it('does not hold for a past due one', () => {
    expect(isInForce({ status: 'past_due', endDate: later }, now)).toBe(false);
  });
});

describe('deliveryRefusal', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('refuses a client with no subscription, or none in force', () => {
    expect(deliveryRefusal([], now)).toBe(NO_SUBSCRIPTION_IN_FORCE);
    expect(
      deliveryRefusal(
        [{ status: 'past_due' }, { status: 'canceled', endDate: new Date('2026-11-20T00:00:00Z') }],
        now,
      ),
    ).toBe(NO_SUBSCRIPTION_IN_FORCE);
  });

  it('allows a client with one subscription in force among others', () => {
    expect(deliveryRefusal([{ status: 'past_due' }, { status: 'pending' }], now)).toBeNull();
  });
});
