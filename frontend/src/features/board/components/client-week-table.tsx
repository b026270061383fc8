import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardClientDto } from '../../../api';
import { Assignee } from '../../../components/assignment/assignee';
import { formatDate, planName } from '../../../components/format';
import { WaitingCell, WeekEmpty, WeekProgressCell, WeekTableBox } from './week-parts';

/**
 * Each client's week: their writer (for admins: a writer's clients are all theirs), plans, posts
 * delivered against owed, revisions waiting; those furthest behind first (the server's order). On a
 * narrow screen the table scrolls sideways in its own focusable box.
 */
export function ClientWeekTable({ clients, admin }: { clients: BoardClientDto[]; admin: boolean }) {
  if (!clients.length) {
    return admin ? (
      <WeekEmpty
        title="No active clients yet"
        text="Clients show here once they have an active subscription or a revision waiting."
      />
    ) : (
      <WeekEmpty
        title="No clients of yours this week"
        text="Your clients show here once an admin assigns them to you and they have a subscription in force or a revision waiting."
      />
    );
  }

  return (
    <WeekTableBox label="Clients this week">
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
    </WeekTableBox>
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
      <WeekProgressCell name={name} delivered={delivered} owed={owed} />
      <WaitingCell count={revisionsWaiting} />
    </TableRow>
  );
}
