import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListContentPerformanceQuery, useRecordContentPerformanceMutation } from '../../../api';
import { PerformanceSection } from '../../../components/performance/performance-section';

/**
 * Content Details' "Performance" of a published post, with the client's own API. The reminder mails
 * link to /dashboard/content/{id}?record=performance: the form opens at once, and the address loses
 * the parameter (so going back or reloading does not open it again).
 */
export function ContentPerformance({ contentId }: { contentId: number }) {
  const query = useListContentPerformanceQuery({ id: contentId });
  const [record] = useRecordContentPerformanceMutation();
  const [params, setParams] = useSearchParams();
  const recordOpened = useCallback(
    () =>
      setParams(
        (current) => {
          current.delete('record');
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <PerformanceSection
      query={query}
      onRecord={(snapshot) => record({ id: contentId, recordSnapshotDto: snapshot }).unwrap()}
      csvHref="/api/client/performance.csv"
      openRecord={params.get('record') === 'performance'}
      onRecordOpened={recordOpened}
    />
  );
}
