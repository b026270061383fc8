import type { MouseEvent, ReactNode } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ClientSummaryDto, PlanName } from '../../../api';
import { Assignee } from '../../../components/assignment/assignee';
import { planName } from '../../../components/format';
import type { ListSearchState } from '../../../components/list-search';
import { SubscriptionStandingChip } from '../../../components/subscription-status';
import { CardFacts } from '../../../components/card-facts';
import { ResponsiveList } from '../../../components/list-states';
import { VisuallyHidden } from '../../../components/visually-hidden';

const COLUMNS = ['Name', 'Writer', 'Plan', 'Status', 'Delivered this month', 'Revisions waiting'];

/** A client who never signed in: the invitation to set a password is not taken up yet. */
export const INVITATION_PENDING = 'Invitation pending';

const clientPath = (client: ClientSummaryDto) => `/admin/clients/${client.id}`;

/**
 * The clients as a table, each row opening the client (the name is the row's link, for the keyboard).
 * On a narrow screen each client is a card instead, the whole card opening the client.
 */
export function ClientsTable({
  clients,
  loading,
  empty,
  listSearch,
  showWriter,
}: {
  clients: ClientSummaryDto[] | undefined;
  loading: boolean;
  /** Shown when there are no clients to show. */
  empty: ReactNode;
  /** The list's search params, so the client page's Back returns to this view. */
  listSearch: string;
  /** Each client's writer (for admins: a writer's clients are all theirs). */
  showWriter: boolean;
}) {
  const state: ListSearchState = { listSearch };
  const columns = showWriter ? COLUMNS : COLUMNS.filter((column) => column !== 'Writer');

  return (
    <ResponsiveList
      label="Clients"
      loadingLabel="Loading clients"
      loading={loading}
      items={clients}
      cardHeight={showWriter ? 156 : 132}
      empty={empty}
      card={(client) => <ClientCard client={client} state={state} showWriter={showWriter} />}
      minWidth={showWriter ? 880 : 760}
      columns={columns}
      row={(client) => <ClientRow key={client.id} client={client} state={state} showWriter={showWriter} />}
    />
  );
}

interface ItemProps {
  client: ClientSummaryDto;
  state: ListSearchState;
  showWriter: boolean;
}

function ClientRow({ client, state, showWriter }: ItemProps) {
  const navigate = useNavigate();

  // A click anywhere on the row opens the client, as its name's link does; not a click on a link of
  // its own, nor the end of selecting text to copy it.
  const openClient = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    navigate(clientPath(client), { state });
  };

  return (
    <TableRow hover onClick={openClient} sx={{ cursor: 'pointer' }}>
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Link component={RouterLink} to={clientPath(client)} state={state} sx={{ fontWeight: 600 }}>
            {client.name}
          </Link>
          {client.lastLogin === null && <InvitationPendingChip />}
        </Box>
        <Identity client={client} />
      </TableCell>
      {showWriter && (
        <TableCell>
          <Assignee member={client.assignedTo} />
        </TableCell>
      )}
      <TableCell>
        <Plan plan={client.plan} />
      </TableCell>
      <TableCell>
        <Status client={client} />
      </TableCell>
      <TableCell>{client.deliveredThisMonth}</TableCell>
      <TableCell>
        <RevisionsWaiting count={client.revisionsWaiting} />
      </TableCell>
    </TableRow>
  );
}

function ClientCard({ client, state, showWriter }: ItemProps) {
  const headingId = `client-${client.id}-name`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {/* Its link covers the whole card: a tap anywhere opens the client. */}
          <Link
            component={RouterLink}
            to={clientPath(client)}
            state={state}
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {client.name}
          </Link>
        </Typography>
        <Identity client={client} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1.5 }}>
          <Status client={client} />
          {client.lastLogin === null && <InvitationPendingChip />}
        </Box>
        <CardFacts
          wide="terms"
          facts={[
            showWriter ? ['Writer', <Assignee member={client.assignedTo} />] : null,
            ['Plan', <Plan plan={client.plan} />],
            ['Delivered this month', client.deliveredThisMonth],
            ['Revisions waiting', <RevisionsWaiting count={client.revisionsWaiting} />],
          ]}
        />
      </CardContent>
    </Card>
  );
}

function Identity({ client }: { client: ClientSummaryDto }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {client.username}
      {client.email && ` · ${client.email}`}
    </Typography>
  );
}

function Plan({ plan }: { plan: PlanName | null }) {
  if (plan) return <>{planName(plan)}</>;
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>No plan</VisuallyHidden>
    </>
  );
}

function Status({ client }: { client: ClientSummaryDto }) {
  return client.subscriptionStanding ? (
    <SubscriptionStandingChip standing={client.subscriptionStanding} />
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      No subscription
    </Typography>
  );
}

function InvitationPendingChip() {
  return <Chip size="small" variant="outlined" label={INVITATION_PENDING} />;
}

/** The count; above 0 it stands out, the client is waiting on the writers. */
function RevisionsWaiting({ count }: { count: number }) {
  if (count === 0) return <>0</>;
  return (
    <Chip
      size="small"
      icon={<RateReviewIcon aria-hidden />}
      label={count}
      // Dark enough for white text (WCAG AA).
      sx={{ bgcolor: '#b45309', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }}
    />
  );
}
