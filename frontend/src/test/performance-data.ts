import type { PerformanceSummaryDto } from '../api';

/** A client's last 6 months with numbers: the Performance card's tests. */
export const summary: PerformanceSummaryDto = {
  months: [
    { month: '2026-06', published: 0, impressions: 0, engagementRate: null },
    { month: '2026-07', published: 1, impressions: 800, engagementRate: 0.05 },
    { month: '2026-08', published: 0, impressions: 0, engagementRate: null },
    { month: '2026-09', published: 2, impressions: 2_400, engagementRate: 0.0425 },
    { month: '2026-10', published: 0, impressions: 0, engagementRate: null },
    { month: '2026-11', published: 1, impressions: 9_280, engagementRate: 0.031 },
  ],
  totals: { published: 4, impressions: 12_480, engagementRate: 0.035 },
  bestPosts: [
    {
      id: 41,
      title: 'Hiring for one',
      publishedAt: '2026-07-03T12:00:00.000Z',
      impressions: 800,
      engagementRate: 0.05,
    },
    {
      id: 42,
      title: 'Pricing mistakes',
      publishedAt: '2026-09-10T12:00:00.000Z',
      impressions: 2_000,
      engagementRate: 0.045,
    },
  ],
};
