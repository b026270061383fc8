import { describe, expect, it } from '@jest/globals';
import {
  deliveryRefusal,
  inForceUntil,
  isInForce,
  NO_SUBSCRIPTION_IN_FORCE,
  owesPosts,
  serviceEndsAt,
  standingOf,
} from './in-force.js';

describe('isInForce', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const later = new Date('2026-12-05T00:00:00Z');
  const earlier = new Date('2026-11-01T00:00:00Z');

  it('holds for an active or pending subscription', () => {
    expect(isInForce({ status: 'active' }, now)).toBe(true);
    expect(isInForce({ status: 'pending', endDate: null }, now)).toBe(true);
  });

  it('holds for a pending one through the period its first payment is for, not after', () => {
    expect(isInForce({ status: 'pending', renewalDate: later }, now)).toBe(true);
    expect(isInForce({ status: 'pending', renewalDate: earlier }, now)).toBe(false);
    expect(isInForce({ status: 'pending', renewalDate: new Date(now) }, now)).toBe(false);
    expect(inForceUntil({ status: 'pending', renewalDate: later }, now)).toEqual(later);
    expect(inForceUntil({ status: 'pending', renewalDate: earlier }, now)).toBeNull();
  });

  it('holds for a canceled one only while its paid period runs', () => {
    expect(isInForce({ status: 'canceled', endDate: later }, now)).toBe(true);
    expect(isInForce({ status: 'canceled', endDate: earlier }, now)).toBe(false);
    expect(isInForce({ status: 'canceled', endDate: new Date(now) }, now)).toBe(false);
    expect(isInForce({ status: 'canceled', endDate: null }, now)).toBe(false);
  });

  it('does not hold for a past due one with no period paid still running', () => {
    expect(isInForce({ status: 'past_due', endDate: later }, now)).toBe(false);
    expect(isInForce({ status: 'past_due', paidThrough: earlier }, now)).toBe(false);
    expect(isInForce({ status: 'past_due', paidThrough: new Date(now) }, now)).toBe(false);
  });

  it('holds for a past due one through the period already paid: a failure concerns the next period', () => {
    expect(isInForce({ status: 'past_due', paidThrough: later, renewalDate: later }, now)).toBe(true);
    expect(inForceUntil({ status: 'past_due', paidThrough: later }, now)).toEqual(later);
    expect(deliveryRefusal([{ status: 'past_due', paidThrough: later }], now)).toBeNull();
  });
});

describe('owesPosts', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const later = new Date('2026-12-05T00:00:00Z');

  it('owes posts to what is in force, except a canceled subscription never paid', () => {
    expect(owesPosts({ status: 'active' }, now)).toBe(true);
    expect(owesPosts({ status: 'canceled', endDate: later, paidThrough: later }, now)).toBe(true);
    expect(owesPosts({ status: 'canceled', endDate: later, paidThrough: null }, now)).toBe(false);
    expect(owesPosts({ status: 'past_due', paidThrough: null }, now)).toBe(false);
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

describe('inForceUntil and serviceEndsAt', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const dec5 = new Date('2026-12-05T00:00:00Z');
  const dec20 = new Date('2026-12-20T00:00:00Z');

  it('is the end of access once canceled, the renewal date of an active one, null when not in force', () => {
    expect(inForceUntil({ status: 'canceled', endDate: dec5 }, now)).toBe(dec5);
    expect(inForceUntil({ status: 'active', renewalDate: dec20 }, now)).toBe(dec20);
    expect(inForceUntil({ status: 'past_due', renewalDate: dec20 }, now)).toBeNull();
  });

  it("is the latest end of a client's subscriptions in force when none renews", () => {
    expect(
      serviceEndsAt(
        [
          { status: 'canceled', endDate: dec5 },
          { status: 'active', autoRenew: false, renewalDate: dec20 },
          // Ended already: not in force, so not counted.
          { status: 'canceled', endDate: new Date('2026-11-01T00:00:00Z') },
        ],
        now,
      ),
    ).toEqual(dec20);
  });

  it('is null when one renews, when one has no date to end by, or when none is in force', () => {
    expect(
      serviceEndsAt(
        [
          { status: 'canceled', endDate: dec5 },
          { status: 'active', autoRenew: true, renewalDate: dec20 },
        ],
        now,
      ),
    ).toBeNull();
    expect(serviceEndsAt([{ status: 'active', autoRenew: false, renewalDate: null }], now)).toBeNull();
    expect(serviceEndsAt([{ status: 'past_due', autoRenew: false, renewalDate: dec20 }], now)).toBeNull();
    expect(serviceEndsAt([], now)).toBeNull();
  });
});

describe('standingOf', () => {
  const now = new Date('2026-12-06T10:00:00Z');

  it('says a failed payment is past due only once the period paid has ended unpaid', () => {
    const paidThrough = new Date('2026-12-26T10:00:00Z');
    expect(standingOf({ status: 'past_due', paidThrough }, now)).toBe('payment_failed');
    expect(standingOf({ status: 'past_due', paidThrough }, paidThrough)).toBe('past_due');
    expect(standingOf({ status: 'past_due', paidThrough: null }, now)).toBe('past_due');
    expect(standingOf({ status: 'active', paidThrough }, now)).toBe('active');
    expect(standingOf({ status: 'canceled', endDate: paidThrough }, now)).toBe('canceled');
  });
});
