import { describe, expect, it } from '@jest/globals';
import { oneMonthAfter } from './dates.js';

describe('oneMonthAfter', () => {
  it('keeps the day of the month', () => {
    expect(oneMonthAfter(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-12-21T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it("ends on the next month's last day when it has no such day", () => {
    expect(oneMonthAfter(new Date('2027-01-31T09:00:00Z')).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(oneMonthAfter(new Date('2028-01-30T09:00:00Z')).toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });
});
