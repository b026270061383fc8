import { describe, expect, it } from '@jest/globals';
import { addMonths } from '../common/dates.js';
import {
  boundaryAtOrAfter,
  nextUnpaidPeriod,
  paidThrough,
  periodLabel,
  periodRefusal,
  periodStartingAt,
  type PeriodTerms,
  renewalsDue,
} from './periods.js';

const at = (value: string) => new Date(value);

describe('a subscription’s periods', () => {
  const terms: PeriodTerms = {
    status: 'active',
    startDate: at('2026-12-27T10:00:00Z'),
    renewalDate: at('2027-03-27T10:00:00Z'),
  };
  const now = at('2027-03-01T00:00:00Z');

  it('run a month each on the renewal day, the first from the start', () => {
    expect(periodStartingAt(terms, at('2026-12-27T10:00:00Z'))).toEqual({
      start: at('2026-12-27T10:00:00Z'),
      end: at('2027-01-27T10:00:00Z'),
    });
    expect(periodStartingAt(terms, at('2027-04-27T10:00:00Z'))?.end).toEqual(at('2027-05-27T10:00:00Z'));
    expect(periodStartingAt(terms, at('2027-01-28T10:00:00Z'))).toBeNull();
    expect(periodStartingAt(terms, at('2026-11-27T10:00:00Z'))).toBeNull();
  });

  it('start on the start when it is not on the renewal day, then keep to that day', () => {
    const offDay: PeriodTerms = {
      ...terms,
      startDate: at('2027-01-10T00:00:00Z'),
      renewalDate: at('2027-02-01T00:00:00Z'),
    };
    expect(periodStartingAt(offDay, at('2027-01-10T00:00:00Z'))).toEqual({
      start: at('2027-01-10T00:00:00Z'),
      end: at('2027-02-01T00:00:00Z'),
    });
    expect(boundaryAtOrAfter(offDay, at('2027-02-15T00:00:00Z'))).toEqual(at('2027-03-01T00:00:00Z'));
  });

  it('of the 31st fall on a short month’s last day and come back', () => {
    const endOfMonth: PeriodTerms = {
      status: 'active',
      startDate: at('2027-01-31T00:00:00Z'),
      renewalDate: at('2027-02-28T00:00:00Z'),
    };
    expect(periodStartingAt(endOfMonth, at('2027-02-28T00:00:00Z'))?.end).toEqual(at('2027-03-31T00:00:00Z'));
    expect(addMonths(at('2027-03-31T00:00:00Z'), -1, 31)).toEqual(at('2027-02-28T00:00:00Z'));
  });

  it('are refused when not a period, too far ahead, or after the end', () => {
    expect(periodRefusal(terms, at('2027-01-27T10:00:00Z'), now)).toBeNull();
    expect(periodRefusal(terms, at('2027-01-26T10:00:00Z'), now)).toMatch(/^Period start must be the start/);
    expect(periodRefusal(terms, at('2028-04-27T10:00:00Z'), now)).toBe(
      'Period start must be at most 12 months ahead',
    );
    const ending: PeriodTerms = { ...terms, autoRenew: false };
    expect(periodRefusal(ending, at('2027-03-27T10:00:00Z'), now)).toBe(
      'Period start must be before the end of this subscription',
    );
    const canceled: PeriodTerms = {
      ...terms,
      status: 'canceled',
      renewalDate: null,
      endDate: at('2027-03-27T10:00:00Z'),
    };
    expect(periodRefusal(canceled, at('2027-02-27T10:00:00Z'), now)).toBeNull();
    expect(periodRefusal(canceled, at('2027-03-27T10:00:00Z'), now)).not.toBeNull();
  });

  it('are paid through the latest end of the payments not voided; the next unpaid follows it', () => {
    const first = { periodStart: at('2026-12-27T10:00:00Z'), periodEnd: at('2027-01-27T10:00:00Z') };
    const second = { periodStart: at('2027-01-27T10:00:00Z'), periodEnd: at('2027-02-27T10:00:00Z') };
    expect(paidThrough([])).toBeNull();
    expect(paidThrough([first, second])).toEqual(at('2027-02-27T10:00:00Z'));
    expect(paidThrough([first, { ...second, voidedAt: now }])).toEqual(at('2027-01-27T10:00:00Z'));
    expect(nextUnpaidPeriod(terms, [], now)?.start).toEqual(at('2026-12-27T10:00:00Z'));
    expect(nextUnpaidPeriod(terms, [first], now)?.start).toEqual(at('2027-01-27T10:00:00Z'));
    const ended: PeriodTerms = {
      ...terms,
      status: 'canceled',
      renewalDate: null,
      endDate: at('2027-01-27T10:00:00Z'),
    };
    expect(nextUnpaidPeriod(ended, [first], now)).toBeNull();
  });

  it('fall due for renewal a month at a time from the renewal date, keeping to the 31st', () => {
    const endOfMonth = {
      ...terms,
      startDate: at('2027-01-31T09:00:00Z'),
      renewalDate: at('2027-02-28T09:00:00Z'),
    };
    expect(renewalsDue(endOfMonth, at('2027-02-27T09:00:00Z'))).toEqual([]);
    expect(renewalsDue(endOfMonth, at('2027-03-31T09:00:00Z'))).toEqual([
      { start: at('2027-02-28T09:00:00Z'), end: at('2027-03-31T09:00:00Z') },
      { start: at('2027-03-31T09:00:00Z'), end: at('2027-04-30T09:00:00Z') },
    ]);
  });

  it('are named as the team reads them, in UTC', () => {
    expect(periodLabel({ start: at('2026-12-27T23:30:00Z'), end: at('2027-01-27T23:30:00Z') })).toBe(
      'Dec 27, 2026 – Jan 27, 2027',
    );
  });
});
