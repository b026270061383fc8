import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardClientDto } from '../../../api';
import { Assignee } from '../../../components/assignment/assignee';
import { formatDate, planName } from '../../../components/format';
import { progressValue } from '../board-format';

/**
 * Each client's week: their writer (for admins: a writer's clients are all theirs), plans, posts
 * delivered against owed, revisions waiting; those furthest behind first (the server's order). On a
 * narrow screen the table scrolls sideways in its own focusable box.
 */
export function ClientWeekTable({ clients, admin }: { clients: BoardClientDto[]; admin: boolean }) {
  if (!clients.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h6" component="p" gutterBottom>
          {admin ? 'No active clients yet' : 'No clients of yours this week'}
        </Typography>
        <Typography color="text.secondary">
          {admin
            ? 'Clients show here once they have an active subscription or a revision waiting.'
            : 'Your clients show here once an admin assigns them to you and they have a subscription in force or a revision waiting.'}
        </Typography>
      </Box>
    );
  }

  return (
    // Positioned, so nothing absolutely placed inside widens the page instead of scrolling.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Clients this week table"
      sx={{ position: 'relative' }}
    >
      <Table aria-label="Clients this week" size="small" sx={{ minWidth: admin ? 680 : 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Client</TableCell>
            {admin && <TableCell sx={{ fontWeight: 600 }}>Writer</TableCell>}
            <TableCell sx={{ fontWeight: 600 }}>Plan</TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>Delivered / Owed</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              Revisions waiting
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <ClientRow key={client.clientId} client={client} admin={admin} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ClientRow({ client, admin }: { client: BoardClientDto; admin: boolean }) {
  const { name, plans, owed, delivered, revisionsWaiting, endsAt } = client;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ py: 1.5 }}>
        <Link component={RouterLink} to={`/admin/clients/${client.clientId}`} sx={{ fontWeight: 600 }}>
          {name}
        </Link>
      </TableCell>
      {admin && (
        <TableCell>
          <Assignee member={client.assignedTo} />
        </TableCell>
      )}
      <TableCell>
        {plans.length ? (
          <>
            {plans.map(planName).join(', ')}
            {endsAt && (
              // Canceled, or not renewing: the team sees the service's last day beside its plan.
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'warning.dark' }}>
                Ends {formatDate(endsAt)}
              </Typography>
            )}
          </>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            No plan in force
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {owed > 0 ? (
          <>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {delivered} / {owed}
            </Box>
            <LinearProgress
              variant="determinate"
              value={progressValue(delivered, owed)}
              color={delivered >= owed ? 'success' : 'primary'}
              aria-label={`${name}: ${delivered} of ${owed} posts delivered this week`}
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          </>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {delivered} delivered, none owed
          </Typography>
        )}
      </TableCell>
      <TableCell
        align="right"
        sx={revisionsWaiting ? { fontWeight: 700, color: 'warning.dark' } : { color: 'text.secondary' }}
      >
        {revisionsWaiting}
      </TableCell>
    </TableRow>
  );
}
