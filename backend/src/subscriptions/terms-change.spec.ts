import { describe, expect, it } from '@jest/globals';
import { termsChange } from './terms-change.js';

const sold = { amount: '299.00', postsPerMonth: 12, revisionsPerPost: 2 };

describe('termsChange', () => {
  it('says each term that changes, from and to, in one line', () => {
    expect(termsChange(sold, { postsPerMonth: 16, revisionsPerPost: null, amount: 349 })).toBe(
      'Posts a month 12 → 16; revisions a post 2 → any number; amount $299.00 → $349.00',
    );
    expect(termsChange({ ...sold, revisionsPerPost: null }, { revisionsPerPost: 3 })).toBe(
      'Revisions a post any number → 3',
    );
  });

  it('is null when nothing changes: a term left out, or given as it was (an amount however written)', () => {
    expect(termsChange(sold, {})).toBeNull();
    expect(termsChange(sold, { postsPerMonth: 12, revisionsPerPost: 2, amount: 299 })).toBeNull();
  });
});
