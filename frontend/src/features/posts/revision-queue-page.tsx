import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminPostSummaryDto } from '../../api';
import { useWriterFilter } from '../../components/assignment/assignee-filter';
import { UNASSIGNED_VALUE } from '../../components/assignment/team-options';
import { formatDate } from '../../components/format';
import { useTeamMember } from '../../components/use-team-member';
import { EmptyState } from './components/empty-state';
import { FeedbackQuote } from './components/feedback-quote';
import { PostQueuePage, QueueCard } from './components/post-queue';

/**
 * /admin/revisions: the posts whose client asked for a revision not delivered yet, oldest request
 * first, each with the client's feedback and writer, paged by the server. Fetched afresh on every
 * visit: clients ask meanwhile. Admins filter by writer (kept in the URL); a writer's queue holds their
 * clients' posts only (the server's doing).
 */
export function RevisionQueuePage() {
  const { isAdmin } = useTeamMember();
  const writer = useWriterFilter(isAdmin);
  const { assignedTo } = writer;
  return (
    <PostQueuePage
      title="Revision Requests"
      filter={{ revisionRequested: true, ...(assignedTo ? { assignedTo } : {}) }}
      toolbar={writer.filter && <Box sx={{ display: 'flex', mb: 2 }}>{writer.filter}</Box>}
      labels={{
        loading: 'Loading revision requests',
        loadFailed: 'Failed to load revision requests',
        refreshFailed: 'Failed to refresh revision requests',
      }}
      cardHeight={200}
      empty={<EmptyState title="No revisions waiting">{emptyText(assignedTo, isAdmin)}</EmptyState>}
      summary={(total) =>
        `${total === 1 ? '1 post waits' : `${total} posts wait`} for a revision, oldest request first.`
      }
      card={(item) => <RevisionRequestCard item={item} />}
    />
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
  // Posts in the queue carry the time of the request; updatedAt moves with every save of the draft.
  const requestedAt = item.revisionRequestedAt ?? item.updatedAt;
  return (
    <QueueCard
      item={item}
      when={
        <>
          Requested <time dateTime={requestedAt}>{formatDate(requestedAt)}</time>
          {item.revisionCount > 1 && ` · Revision ${item.revisionCount}`}
        </>
      }
      action="Revise"
      icon={<EditIcon />}
    >
      <Box sx={{ mt: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Client feedback:
        </Typography>
        <FeedbackQuote text={item.feedbackNotes} />
      </Box>
    </QueueCard>
  );
}
