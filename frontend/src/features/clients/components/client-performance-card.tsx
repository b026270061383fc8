import { useGetClientPerformanceSummaryQuery } from '../../../api';
import { PerformanceCard } from '../../../components/performance/performance-card';

/** The client page's "Performance" card: the same card as the client's dashboard, from the team's endpoint. */
export function ClientPerformanceCard({ clientId }: { clientId: number }) {
  const query = useGetClientPerformanceSummaryQuery({ id: clientId });
  return (
    <PerformanceCard
      query={query}
      postPath={(id) => `/admin/content/${id}`}
      emptyText="Numbers come from the client's published posts: the client is reminded to add them 3 and 14 days after a post goes live, and the team can record them from each post's page."
    />
  );
}
