import { describe, expect, it } from '@jest/globals';
import { addMonths, billingDay, DAY_MS, HOUR_MS, isRealDay, startOfMonth, startOfWeek } from './dates.js';

describe('startOfWeek', () => {
  it('is Monday 00:00 UTC of the week, Sunday belonging to the week before', () => {
    expect(startOfWeek(new Date('2026-11-21T13:45:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // a Saturday
    expect(startOfWeek(new Date('2026-11-22T23:59:59Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z'); // Sunday
    expect(startOfWeek(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z'); // Monday
  });
});

describe('startOfMonth', () => {
  it('is the 1st at 00:00 UTC', () => {
    expect(startOfMonth(new Date('2026-11-21T13:45:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(startOfMonth(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('addMonths, a month on', () => {
  it('keeps the day of the month', () => {
    expect(addMonths(new Date('2026-11-21T10:00:00Z'), 1).toISOString()).toBe('2026-12-21T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it("ends on the next month's last day when it has no such day", () => {
    expect(addMonths(new Date('2027-01-31T09:00:00Z'), 1).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(addMonths(new Date('2028-01-30T09:00:00Z'), 1).toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('goes back to the series day once a month has it again', () => {
    const february = new Date('2027-02-28T09:00:00Z');
    expect(addMonths(february, 1, 31).toISOString()).toBe('2027-03-31T09:00:00.000Z');
    expect(addMonths(new Date('2027-03-31T09:00:00Z'), 1, 31).toISOString()).toBe('2027-04-30T09:00:00.000Z');
    expect(addMonths(new Date('2027-12-31T09:00:00Z'), 1, 31).toISOString()).toBe('2028-01-31T09:00:00.000Z');
  });
});

describe('billingDay', () => {
  it("is the renewal date's day, or the start's later day when the renewal falls on a month's last day", () => {
    const start = new Date('2027-01-31T09:00:00Z');
    expect(billingDay(new Date('2027-02-28T09:00:00Z'), start)).toBe(31);
    expect(billingDay(new Date('2027-04-30T09:00:00Z'), new Date('2027-01-15T09:00:00Z'))).toBe(30);
    expect(billingDay(new Date('2027-03-20T09:00:00Z'), start)).toBe(20);
    expect(billingDay(new Date('2027-02-28T09:00:00Z'), new Date('2027-01-28T09:00:00Z'))).toBe(28);
  });
});

describe('DAY_MS', () => {
  it('is 24 hours in milliseconds', () => {
    expect(DAY_MS).toBe(86_400_000);
    expect(HOUR_MS).toBe(3_600_000);
  });
});

describe('isRealDay', () => {
  it.each([
    '2024-02-29',
    '2000-02-29',
    '2026-02-28',
    '2026-04-30',
    '2026-12-31',
    '2026-01-31T23:59:59-05:00',
  ])('takes %s', (text) => expect(isRealDay(text)).toBe(true));

  it.each([
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-02-30T12:00:00Z',
    '2026-04-31T00:00:00+02:00',
    '2026-13-01',
    '2026-00-01',
    '2026-01-00',
    '2026-2-28',
    'Feb 28 2026',
    '',
  ])('refuses %s', (text) => expect(isRealDay(text)).toBe(false));
});
