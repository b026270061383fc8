import { expect, it } from 'vitest';
import { engagementRate, formatCount, formatRate } from './engagement';

it('divides reactions, comments and reposts by the impressions', () => {
  expect(engagementRate({ impressions: 1000, reactions: 30, comments: 8, reposts: 2 })).toBeCloseTo(0.04);
  expect(engagementRate({ impressions: 0, reactions: 3, comments: 0, reposts: 0 })).toBeNull();
});

it('formats a rate as a percentage with one decimal, and counts with separators', () => {
  expect(formatRate(0.0416)).toBe('4.2%');
  expect(formatRate(null)).toBe('—');
  expect(formatCount(12480)).toBe('12,480');
});
