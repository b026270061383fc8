import { useListAdminContentPerformanceQuery, useRecordAdminContentPerformanceMutation } from '../../../api';
import { PerformanceSection } from '../../../components/performance/performance-section';

/** The team's "Performance" of a published post: the client's section, with the team's API. */
export function PostPerformance({ postId, clientId }: { postId: number; clientId: number }) {
  const query = useListAdminContentPerformanceQuery({ id: postId });
  const [record] = useRecordAdminContentPerformanceMutation();
  return (
    <PerformanceSection
      query={query}
      onRecord={(snapshot) => record({ id: postId, recordSnapshotDto: snapshot }).unwrap()}
      csvHref={`/api/admin/clients/${clientId}/performance.csv`}
    />
  );
}
