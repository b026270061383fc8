import { useGetPerformanceSummaryQuery } from '../../../api';
import { PerformanceCard } from '../../../components/performance/performance-card';

/** The dashboard's "Performance" card: the signed-in client's own published posts. */
export function PerformanceSummary() {
  const query = useGetPerformanceSummaryQuery();
  return (
    <PerformanceCard
      query={query}
      postPath={(id) => `/dashboard/content/${id}`}
      emptyText="Your numbers come from your published posts: a few days after a post goes live, add the impressions, reactions, comments and reposts LinkedIn shows you from the post's page (we email you a reminder), and they appear here."
    />
  );
}
