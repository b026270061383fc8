import RateReviewIcon from '@mui/icons-material/RateReview';
import { EmptyState } from './components/empty-state';
import { PostQueuePage, QueueCard } from './components/post-queue';
import { formatDateTime } from '../../components/format';

/**
 * /admin/reviews (admins): the drafts their writers sent for review, oldest request first, each with
 * its client, the client's writer and when it was sent, paged by the server. Fetched afresh on every
 * visit: writers send drafts meanwhile.
 */
export function ReviewQueuePage() {
  return (
    <PostQueuePage
      title="Reviews"
      filter={{ reviewState: 'ready' }}
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
  );
}
