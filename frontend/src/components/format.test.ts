import { expect, it } from 'vitest';
import { formatCount, formatRate } from './format';

it('formats a rate as a percentage with one decimal, and counts with separators', () => {
  expect(formatRate(0.0416)).toBe('4.2%');
  expect(formatRate(null)).toBe('—');
  expect(formatCount(12480)).toBe('12,480');
});
