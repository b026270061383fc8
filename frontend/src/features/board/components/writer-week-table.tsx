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
import { Assignee, UNASSIGNED } from '../../../components/assignment/assignee';
import { progressValue, weeksByWriter, type WriterWeek } from '../board-format';

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
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h6" component="p" gutterBottom>
          No writers busy this week
        </Typography>
        <Typography color="text.secondary">
          Each writer shows here with the clients of theirs that are on the board.
        </Typography>
      </Box>
    );
  }
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Writers this week table"
      sx={{ position: 'relative' }}
    >
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
    </TableContainer>
  );
}

function WriterRow({ week }: { week: WriterWeek }) {
  const { writer, clients, owed, delivered, revisionsWaiting, reviewsWaiting } = week;
  const name = writer?.name ?? UNASSIGNED;
  const waiting = (count: number) =>
    count ? { fontWeight: 700, color: 'warning.dark' } : { color: 'text.secondary' };
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
      <TableCell sx={{ minWidth: 160 }}>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {delivered} / {owed}
        </Box>
        {owed > 0 && (
          <LinearProgress
            variant="determinate"
            value={progressValue(delivered, owed)}
            color={delivered >= owed ? 'success' : 'primary'}
            aria-label={`${name}: ${delivered} of ${owed} posts delivered this week`}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        )}
      </TableCell>
      <TableCell align="right" sx={waiting(revisionsWaiting)}>
        {revisionsWaiting}
      </TableCell>
      <TableCell align="right" sx={waiting(reviewsWaiting)}>
        {reviewsWaiting}
      </TableCell>
    </TableRow>
  );
}
