import RateReviewIcon from '@mui/icons-material/RateReview';
import { useListAdminContentQuery } from '../../api';
import { Page } from '../../components/page';
import { useUrlPage } from '../../components/use-url-page';
import { EmptyState } from './components/empty-state';
import { PostQueue, QUEUE_PAGE_SIZES, QueueCard } from './components/post-queue';
import { formatDateTime } from '../../components/format';

/**
 * /admin/reviews (admins): the drafts their writers sent for review, oldest request first, each with
 * its client, the client's writer and when it was sent, paged by the server. Fetched afresh on every
 * visit: writers send drafts meanwhile.
 */
export function ReviewQueuePage() {
  const { page, pageSize, change } = useUrlPage(QUEUE_PAGE_SIZES, 25);
  const result = useListAdminContentQuery(
    { reviewState: 'ready', page, pageSize },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <Page title="Reviews" maxWidth="md">
      <PostQueue
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={change}
        labels={{
          loading: 'Loading drafts waiting for review',
          loadFailed: 'Failed to load the drafts waiting for review',
          refreshFailed: 'Failed to refresh the drafts waiting for review',
        }}
        cardHeight={140}
        empty={
          <EmptyState title="No drafts waiting for review">
            Every draft sent for review has been approved or sent back.
          </EmptyState>
        }
        summary={(total) =>
          `${total === 1 ? '1 draft waits' : `${total} drafts wait`} for review, oldest request first.`
        }
        card={(item) => {
          // A draft in the queue carries the time of its request; updatedAt moves with every save.
          const requestedAt = item.reviewRequestedAt ?? item.updatedAt;
          return (
            <QueueCard
              item={item}
              when={
                <>
                  Sent <time dateTime={requestedAt}>{formatDateTime(requestedAt)}</time>
                </>
              }
              action="Review"
              icon={<RateReviewIcon />}
            />
          );
        }}
      />
    </Page>
  );
}
