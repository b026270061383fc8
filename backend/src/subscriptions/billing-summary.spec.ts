import { describe, expect, it } from '@jest/globals';
import { cents, periodStartsIn } from './billing-summary.js';

const at = (value: string) => new Date(value);
const march = [at('2027-03-01T00:00:00Z'), at('2027-04-01T00:00:00Z')] as const;

describe('what is expected in a month', () => {
  it('is each period that starts in it, of a subscription active, pending or past due', () => {
    const active = {
      status: 'active' as const,
      startDate: at('2027-01-15T09:00:00Z'),
      renewalDate: at('2027-02-15T09:00:00Z'),
    };
    expect(periodStartsIn(active, ...march)).toEqual([at('2027-03-15T09:00:00Z')]);
    expect(periodStartsIn({ ...active, status: 'past_due' }, ...march)).toHaveLength(1);
    // Its first period starts in the month.
    expect(
      periodStartsIn(
        { ...active, startDate: at('2027-03-01T00:00:00Z'), renewalDate: at('2027-04-01T00:00:00Z') },
        ...march,
      ),
    ).toEqual([at('2027-03-01T00:00:00Z')]);
  });

  it('is nothing of a canceled one, or of one that ends before its period would start', () => {
    const base = { startDate: at('2027-01-15T09:00:00Z'), renewalDate: at('2027-03-15T09:00:00Z') };
    expect(periodStartsIn({ ...base, status: 'canceled' }, ...march)).toEqual([]);
    expect(periodStartsIn({ ...base, status: 'active', autoRenew: false }, ...march)).toEqual([]);
    // Not started yet.
    expect(periodStartsIn({ status: 'active', startDate: at('2027-04-05T00:00:00Z') }, ...march)).toEqual([]);
  });

  it('adds money as whole cents', () => {
    expect(cents('0.10') + cents('0.20')).toBe(30);
    expect(cents(249.99)).toBe(24999);
  });
});
