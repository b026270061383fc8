import { engagementRate, interactions } from './engagement.js';

describe('engagement', () => {
  it('counts reactions, comments and reposts as interactions', () => {
    expect(interactions({ impressions: 900, reactions: 30, comments: 8, reposts: 2 })).toBe(40);
  });

  it('divides the interactions by the impressions', () => {
    expect(engagementRate({ impressions: 1000, reactions: 30, comments: 8, reposts: 2 })).toBeCloseTo(0.04);
  });

  it('has no rate without impressions', () => {
    expect(engagementRate({ impressions: 0, reactions: 3, comments: 0, reposts: 0 })).toBeNull();
  });
});
