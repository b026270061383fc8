import { useId } from 'react';
import EditIcon from '@mui/icons-material/Edit';
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
import { Assignee } from '../../components/assignment/assignee';
import { AssigneeFilter, useUrlAssigneeFilter } from '../../components/assignment/assignee-filter';
import { UNASSIGNED_VALUE } from '../../components/assignment/team-options';
import { formatDate } from '../../components/format';
import { ListPagination } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { useTeamMember } from '../../components/use-team-member';
import { useUrlPage } from '../../components/use-url-page';
import { VisuallyHidden } from '../../components/visually-hidden';
import { EmptyState } from './components/empty-state';
import { FeedbackQuote } from './components/feedback-quote';
import { planLabel } from './post-format';

export const QUEUE_PAGE_SIZES = [25, 50, 100];

/**
 * /admin/revisions: the posts whose client asked for a revision not delivered yet, oldest request
 * first, each with the client's feedback and writer, paged by the server. Fetched afresh on every
 * visit: clients ask meanwhile. Admins filter by writer (kept in the URL); a writer's queue holds their
 * clients' posts only (the server's doing).
 */
export function RevisionQueuePage() {
  const { isAdmin } = useTeamMember();
  const { page, pageSize, change } = useUrlPage(QUEUE_PAGE_SIZES, 25);
  const url = useUrlAssigneeFilter();
  const assignedTo = isAdmin ? url.assignedTo : '';
  const { data, error, isLoading, isFetching, refetch } = useListAdminContentQuery(
    { revisionRequested: true, page, pageSize, ...(assignedTo ? { assignedTo } : {}) },
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading revision requests" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={200} />
        ))}
      </Box>
    );
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load revision requests"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data.total) {
    body = <EmptyState title="No revisions waiting">{emptyText(assignedTo, isAdmin)}</EmptyState>;
  } else {
    body = (
      <>
        {error && (
          <LoadError
            title="Failed to refresh revision requests"
            message={errorMessage(error)}
            retrying={isFetching}
            onRetry={() => refetch()}
          />
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {data.total === 1 ? '1 post waits' : `${data.total} posts wait`} for a revision, oldest request
          first.
        </Typography>
        <Box
          component="ol"
          start={(page - 1) * pageSize + 1}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {data.items.map((item) => (
            <Box component="li" key={item.id}>
              <RevisionRequestCard item={item} />
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
    <Page title="Revision Requests" maxWidth="md">
      {isAdmin && (
        <Box sx={{ display: 'flex', mb: 2 }}>
          <AssigneeFilter
            label="Writer"
            allLabel="All writers"
            value={assignedTo}
            onChange={url.setAssignedTo}
          />
        </Box>
      )}
      {body}
    </Page>
  );
}

/** Why nothing waits: every revision delivered, or none in the filter's. */
function emptyText(assignedTo: string, admin: boolean) {
  if (!admin) return 'Every revision your clients asked for has been delivered.';
  if (assignedTo === UNASSIGNED_VALUE) return 'No unassigned client is waiting for a revision.';
  if (assignedTo) return "No client of this writer's is waiting for a revision.";
  return 'Every revision the clients asked for has been delivered.';
}

function RevisionRequestCard({ item }: { item: AdminPostSummaryDto }) {
  const headingId = useId();
  const postPath = `/admin/content/${item.id}`;
  // Posts in the queue carry the time of the request; updatedAt moves with every save of the draft.
  const requestedAt = item.revisionRequestedAt ?? item.updatedAt;
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
          {` · ${planLabel(item.plan)} · Requested `}
          <time dateTime={requestedAt}>{formatDate(requestedAt)}</time>
          {item.revisionCount > 1 && ` · Revision ${item.revisionCount}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Writer: <Assignee member={item.assignedTo} />
        </Typography>
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Client feedback:
          </Typography>
          <FeedbackQuote text={item.feedbackNotes} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={postPath} variant="contained" startIcon={<EditIcon />}>
          Revise
          <VisuallyHidden> “{item.title}”</VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}
