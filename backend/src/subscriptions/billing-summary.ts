import { boundaryAtOrAfter, type PeriodTerms } from './periods.js';

/** Dollars as whole cents, so sums of money stay exact. */
export const cents = (amount: string | number): number => Math.round(Number(amount) * 100);

/**
 * The starts of a subscription's periods that fall in [from, to): what it is expected to pay then.
 * A canceled one is expected nothing more; one that will not renew, nothing from its end on.
 */
export function periodStartsIn(terms: PeriodTerms, from: Date, to: Date): Date[] {
  if (terms.status === 'canceled') return [];
  const until = terms.autoRenew === false ? (terms.renewalDate ?? null) : null;
  const starts: Date[] = [];
  let start = boundaryAtOrAfter(terms, from);
  while (start.getTime() < to.getTime() && (!until || start.getTime() < until.getTime())) {
    starts.push(start);
    start = boundaryAtOrAfter(terms, new Date(start.getTime() + 1));
  }
  return starts;
}
