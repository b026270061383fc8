import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage, useListSubscriptionEventsQuery, type SubscriptionEventDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { planTitle } from '../../../components/subscription-status';
import { eventHeadline, eventNote, eventSourceLabels } from '../subscription-format';

const newestFirst = (a: SubscriptionEventDto, b: SubscriptionEventDto) =>
  Date.parse(b.at) - Date.parse(a.at) || b.id - a.id;

/** What happened to the client's subscriptions, newest first: created, renewed, paid, failed, canceled, ended. */
export function SubscriptionHistoryCard({ clientId }: { clientId: number }) {
  const { data, error, isLoading, isFetching, refetch } = useListSubscriptionEventsQuery({ id: clientId });

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading subscription history" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Box>
    );
  } else if (error && !data) {
    body = (
      <LoadError
        title="Failed to load subscription history"
        message={errorMessage(error)}
        retryLabel="Retry"
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data?.length) {
    body = <Typography color="text.secondary">No history yet</Typography>;
  } else {
    body = (
      <Box
        component="ol"
        aria-label="Subscription events"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {[...data].sort(newestFirst).map((event) => (
          <EventLine key={event.id} event={event} />
        ))}
      </Box>
    );
  }

  return <SectionCard title="Subscription history">{body}</SectionCard>;
}

function EventLine({ event }: { event: SubscriptionEventDto }) {
  const note = eventNote(event);
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{eventHeadline(event)}</Typography>
      {note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <time dateTime={event.at}>{formatDate(event.at)}</time>
        {` · ${planTitle(event.plan)} · ${eventSourceLabels[event.source]}`}
      </Typography>
    </Box>
  );
}
