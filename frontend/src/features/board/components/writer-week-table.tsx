import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardClientDto } from '../../../api';
import { Assignee, UNASSIGNED } from '../../../components/assignment/assignee';
import { weeksByWriter, type WriterWeek } from '../board-format';
import { WaitingCell, WeekEmpty, WeekProgressCell, WeekTableBox } from './week-parts';

const heading = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/**
 * The admins' view of the team's load this week: per writer, their clients on the board, posts
 * delivered against owed, revisions and reviews waiting; the unassigned clients last. A writer's name
 * opens the clients list filtered to theirs. Scrolls sideways in its own box on a phone.
 */
export function WriterWeekTable({ clients }: { clients: BoardClientDto[] }) {
  const weeks = weeksByWriter(clients);
  if (!weeks.length) {
    return (
      <WeekEmpty
        title="No writers busy this week"
        text="Each writer shows here with the clients of theirs that are on the board."
      />
    );
  }
  return (
    <WeekTableBox label="Writers this week">
      <Table aria-label="Writers this week" size="small" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={heading}>Writer</TableCell>
            <TableCell sx={heading} align="right">
              Clients
            </TableCell>
            <TableCell sx={heading}>Delivered / Owed</TableCell>
            <TableCell sx={heading} align="right">
              Revisions waiting
            </TableCell>
            <TableCell sx={heading} align="right">
              Reviews waiting
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => (
            <WriterRow key={week.writer?.id ?? 'unassigned'} week={week} />
          ))}
        </TableBody>
      </Table>
    </WeekTableBox>
  );
}

function WriterRow({ week }: { week: WriterWeek }) {
  const { writer, clients, owed, delivered, revisionsWaiting, reviewsWaiting } = week;
  const name = writer?.name ?? UNASSIGNED;
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ py: 1.5 }}>
        <Link
          component={RouterLink}
          to={`/admin/clients?assignedTo=${writer?.id ?? 'unassigned'}`}
          sx={{ fontWeight: 600 }}
        >
          <Assignee member={writer} />
        </Link>
      </TableCell>
      <TableCell align="right">{clients}</TableCell>
      <WeekProgressCell name={name} delivered={delivered} owed={owed} />
      <WaitingCell count={revisionsWaiting} />
      <WaitingCell count={reviewsWaiting} />
    </TableRow>
  );
}
