import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage, useGetBoardQuery, type BoardDto } from '../../api';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { SectionCard } from '../../components/section-card';
import { useTeamMember } from '../../components/use-team-member';
import { BoardLeadList, cameIn, updated } from './components/board-lead-list';
import { ClientWeekTable } from './components/client-week-table';
import { EngagementFalling } from './components/engagement-falling';
import { LinkedInAttention } from './components/linkedin-attention';
import { NEW_LEADS_PATH, SummaryTiles } from './components/summary-tiles';
import { WriterWeekTable } from './components/writer-week-table';
import { weekLabel } from './board-format';

/**
 * /admin, the back office's home: this week's posts owed and delivered per client and who writes them,
 * the revisions and reviews waiting, each writer's load (admins), the clients with no writer, and the
 * leads waiting on the team.
 * A writer's board is their week: their clients only, no leads (the server's doing). Fetched afresh
 * on every visit: clients act meanwhile. The route asks for it as it opens (app/prefetch.ts); a board
 * fetched in the last few seconds is that visit's.
 */
/** How old a board may be when the page shows it without asking again. */
const FRESH_BOARD_SECONDS = 5;

export function BoardPage() {
  const { isAdmin } = useTeamMember();
  const { data, error, isLoading, isFetching, refetch } = useGetBoardQuery(undefined, {
    refetchOnMountOrArgChange: FRESH_BOARD_SECONDS,
  });

  const loadError = error && (
    <LoadError
      title="Failed to load the board"
      message={errorMessage(error)}
      retrying={isFetching}
      onRetry={() => refetch()}
    />
  );

  let body;
  if (isLoading) {
    body = <BoardSkeleton />;
  } else if (!data) {
    body = loadError;
  } else {
    body = (
      <>
        {loadError}
        <Board board={data} admin={isAdmin} />
      </>
    );
  }

  return (
    <Page title={isAdmin ? 'Production Board' : 'Your Week'} maxWidth="lg">
      {data && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
          {weekLabel(data.weekStart)}
        </Typography>
      )}
      {body}
    </Page>
  );
}

function Board({ board, admin }: { board: BoardDto; admin: boolean }) {
  const [openedAt] = useState(() => Date.now());
  return (
    <>
      <SummaryTiles board={board} admin={admin} />
      {/* minmax(0, 1fr): the table scrolls in its own box rather than widen the page. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        <SectionCard title="Clients this week">
          <ClientWeekTable clients={board.clients} admin={admin} />
        </SectionCard>
        {admin && (
          <SectionCard title="Writers this week">
            <WriterWeekTable clients={board.clients} />
          </SectionCard>
        )}
        <LinkedInAttention linkedIn={board.linkedIn} openedAt={openedAt} />
        <SectionCard title="Engagement falling">
          <EngagementFalling clients={board.engagementFalling} />
        </SectionCard>
        {admin && <LeadsWaiting board={board} />}
      </Box>
    </>
  );
}

/** The leads the team owes a reply or a conversion (admins: a writer's board has none). */
function LeadsWaiting({ board }: { board: BoardDto }) {
  const lists = [
    {
      title: 'Leads waiting over 24 hours',
      leads: board.leadsWaiting,
      total: board.leadsWaitingTotal,
      date: cameIn,
      emptyTitle: 'No leads waiting',
      emptyText: 'Every new lead has had a reply within a day.',
      moreTo: NEW_LEADS_PATH,
    },
    {
      title: 'Onboarded, not converted',
      leads: board.onboardedNotConverted,
      total: board.onboardedNotConvertedTotal,
      date: updated,
      emptyTitle: 'No onboarded leads waiting',
      emptyText: 'Everyone who answered the questionnaire is a client now, or was archived.',
      moreTo: '/admin/leads',
    },
  ];
  return (
    <Grid container spacing={3}>
      {lists.map(({ title, ...list }) => (
        <Grid key={title} size={{ xs: 12, md: 6 }}>
          <SectionCard title={title}>
            <BoardLeadList {...list} />
          </SectionCard>
        </Grid>
      ))}
    </Grid>
  );
}

function BoardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the board" sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}
