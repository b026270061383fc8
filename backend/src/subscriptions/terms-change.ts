import { mailAmount } from './subscriptions.mails.js';

/** The terms the team may correct after a sale: the price and what was sold. */
export interface Terms {
  amount: string | number;
  postsPerMonth: number;
  /** null (or unset): any number. */
  revisionsPerPost?: number | null;
}

const revisions = (value: number | null | undefined) => (value == null ? 'any number' : String(value));

/**
 * What a correction changes, as the history reads it ("Posts a month 12 → 16; amount $299.00 →
 * $349.00"), or null when it changes nothing. A field left out of `next` is not changed.
 */
export function termsChange(before: Terms, next: Partial<Terms>): string | null {
  const parts: string[] = [];
  if (next.postsPerMonth !== undefined && next.postsPerMonth !== before.postsPerMonth)
    parts.push(`posts a month ${before.postsPerMonth} → ${next.postsPerMonth}`);
  if (next.revisionsPerPost !== undefined && next.revisionsPerPost !== (before.revisionsPerPost ?? null))
    parts.push(
      `revisions a post ${revisions(before.revisionsPerPost)} → ${revisions(next.revisionsPerPost)}`,
    );
  if (next.amount !== undefined && Number(next.amount).toFixed(2) !== Number(before.amount).toFixed(2))
    parts.push(`amount ${mailAmount(before.amount)} → ${mailAmount(next.amount)}`);
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
