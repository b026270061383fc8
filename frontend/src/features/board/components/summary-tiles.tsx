import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardDto } from '../../../api';
import { progressValue } from '../board-format';

/** Where "View new leads" goes: the new leads, oldest first (the ones waiting longest on top). */
export const NEW_LEADS_PATH = '/admin/leads?status=new&sort=createdAt&order=asc';

/** Where "View unassigned clients" goes: the clients list filtered to those with no writer. */
export const UNASSIGNED_CLIENTS_PATH = '/admin/clients?assignedTo=unassigned';

/** The drafts waiting for an admin's review (the review queue). */
export const REVIEWS_PATH = '/admin/reviews';

/**
 * The week at a glance: posts delivered against owed, revisions and reviews waiting; for admins, the
 * clients with no writer and the leads waiting on the team.
 */
export function SummaryTiles({ board, admin }: { board: BoardDto; admin: boolean }) {
  const { deliveredThisWeek: delivered, owedThisWeek: owed } = board;
  return (
    <Box
      component="ul"
      aria-label="This week at a glance"
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 3,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Tile title="Posts this week">
        <Typography>
          <Value>{delivered}</Value> of {owed} posts delivered
        </Typography>
        {owed > 0 && (
          <LinearProgress
            variant="determinate"
            value={progressValue(delivered, owed)}
            color={delivered >= owed ? 'success' : 'primary'}
            aria-label={`${delivered} of ${owed} posts delivered this week`}
            sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
          />
        )}
      </Tile>
      <Tile title="Revisions waiting" link={{ to: '/admin/revisions', text: 'View revision requests' }}>
        <Typography>
          <Value>{board.revisionsWaiting}</Value> {board.revisionsWaiting === 1 ? 'post' : 'posts'} sent back
          with feedback
        </Typography>
      </Tile>
      <Tile title="Reviews waiting" link={admin && { to: REVIEWS_PATH, text: 'View reviews' }}>
        <Typography>
          <Value>{board.reviewsWaiting}</Value> {board.reviewsWaiting === 1 ? 'draft waits' : 'drafts wait'}{' '}
          for an admin&apos;s review
        </Typography>
      </Tile>
      {admin && <AdminTiles board={board} />}
    </Box>
  );
}

/** What only admins are shown: the clients with no writer, and the leads waiting on the team. */
function AdminTiles({ board }: { board: BoardDto }) {
  return (
    <>
      <Tile
        title="Unassigned clients"
        link={{ to: UNASSIGNED_CLIENTS_PATH, text: 'View unassigned clients' }}
      >
        <Typography>
          <Value>{board.unassignedClients}</Value>{' '}
          {board.unassignedClients === 1 ? 'client has' : 'clients have'} no writer
        </Typography>
      </Tile>
      <Tile title="Leads waiting over 24 h" link={{ to: NEW_LEADS_PATH, text: 'View new leads' }}>
        <Typography>
          <Value>{board.leadsWaitingTotal}</Value> without a reply after a day
        </Typography>
      </Tile>
      <Tile title="Onboarded, not converted">
        <Typography>
          <Value>{board.onboardedNotConvertedTotal}</Value> answered the questionnaire, not a client yet
        </Typography>
      </Tile>
    </>
  );
}

function Tile({
  title,
  link,
  children,
}: {
  title: string;
  /** Where the tile's list is, if the reader may open it. */
  link?: { to: string; text: string } | false;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}
    >
      <Typography component="h2" variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Box sx={{ flexGrow: 1 }}>{children}</Box>
      {link && (
        <Box sx={{ mt: 1 }}>
          <Link component={RouterLink} to={link.to}>
            {link.text}
          </Link>
        </Box>
      )}
    </Paper>
  );
}

/** The tile's number, large. */
function Value({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ typography: 'h4', fontWeight: 700, mr: 0.25 }}>
      {children}
    </Box>
  );
}
