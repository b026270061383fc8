import { expect, it } from 'vitest';
import { engagementRate } from './engagement';

it('divides reactions, comments and reposts by the impressions', () => {
  expect(engagementRate({ impressions: 1000, reactions: 30, comments: 8, reposts: 2 })).toBeCloseTo(0.04);
  expect(engagementRate({ impressions: 0, reactions: 3, comments: 0, reposts: 0 })).toBeNull();
});
