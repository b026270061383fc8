import { useId } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useListAdminContentQuery, type AdminPostSummaryDto } from '../../api';
import { ListPagination } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { useUrlPage } from '../../components/use-url-page';
import { VisuallyHidden } from '../../components/visually-hidden';
import { EmptyState } from './components/empty-state';
import { formatDateTime, planLabel } from './post-format';
import { QUEUE_PAGE_SIZES } from './revision-queue-page';

/**
 * /admin/reviews (admins): the drafts their writers sent for review, oldest request first, each with
 * its client, the client's writer and when it was sent, paged by the server. Fetched afresh on every
 * visit: writers send drafts meanwhile.
 */
export function ReviewQueuePage() {
  const { page, pageSize, change } = useUrlPage(QUEUE_PAGE_SIZES, 25);
  const { data, error, isLoading, isFetching, refetch } = useListAdminContentQuery(
    { reviewState: 'ready', page, pageSize },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading drafts waiting for review" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={140} />
        ))}
      </Box>
    );
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load the drafts waiting for review"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data.total) {
    body = (
      <EmptyState title="No drafts waiting for review">
        Every draft sent for review has been approved or sent back.
      </EmptyState>
    );
  } else {
    body = (
      <>
        {error && (
          <LoadError
            title="Failed to refresh the drafts waiting for review"
            message={errorMessage(error)}
            retrying={isFetching}
            onRetry={() => refetch()}
          />
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {data.total === 1 ? '1 draft waits' : `${data.total} drafts wait`} for review, oldest request first.
        </Typography>
        <Box
          component="ol"
          start={(page - 1) * pageSize + 1}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {data.items.map((item) => (
            <Box component="li" key={item.id}>
              <ReviewRequestCard item={item} />
            </Box>
          ))}
        </Box>
        <ListPagination
          total={data.total}
          page={page}
          pageSize={pageSize}
          pageSizes={QUEUE_PAGE_SIZES}
          onChange={change}
        />
      </>
    );
  }

  return (
    <Page title="Reviews" maxWidth="md">
      {body}
    </Page>
  );
}

function ReviewRequestCard({ item }: { item: AdminPostSummaryDto }) {
  const headingId = useId();
  const postPath = `/admin/content/${item.id}`;
  // A draft in the queue carries the time of its request; updatedAt moves with every save.
  const requestedAt = item.reviewRequestedAt ?? item.updatedAt;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={postPath} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={`/admin/clients/${item.clientId}`} sx={{ fontWeight: 600 }}>
            {item.clientName}
          </Link>
          {` · ${planLabel(item.plan)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.assignedTo
            ? `Writer: ${item.assignedTo.name}${item.assignedTo.active ? '' : ' (deactivated)'}`
            : 'No writer assigned'}
          {' · Sent '}
          <time dateTime={requestedAt}>{formatDateTime(requestedAt)}</time>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={postPath} variant="contained" startIcon={<RateReviewIcon />}>
          Review
          <VisuallyHidden> “{item.title}”</VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}
