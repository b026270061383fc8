import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isNotFound, errorMessage, useGetClientQuery } from '../../api';
import { parseId } from '../../components/format';
import { listSearchOf } from '../../components/list-search';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { useTeamMember } from '../../components/use-team-member';
import { ClientPerformanceCard } from './components/client-performance-card';
import { ClientPostsCard } from './components/client-posts-card';
import { ClientProfileCard } from './components/client-profile-card';
import { PillarMixCard } from './components/pillar-mix-card';
import { PostNumbersCard } from './components/post-numbers-card';
import { ProductionCard } from './components/production-card';
import { SubscriptionHistoryCard } from './components/subscription-history-card';
import { SubscriptionsCard } from './components/subscriptions-card';
import { VoiceBriefCard } from './components/voice-brief-card';

// A column of cards; minmax(0, 1fr) lets a card shrink below its content's width.
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, alignContent: 'start' };

/**
 * /admin/clients/{id}: one client's profile, production, subscriptions and their history, posts and
 * voice brief. A writer (on a client of theirs) sees the profile, the posts and the voice brief: what
 * they write from, without the admins' actions, subscriptions or prices.
 */
export function ClientDetailsPage() {
  const { isAdmin } = useTeamMember();
  const clientId = parseId(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useGetClientQuery(
    clientId ? { id: clientId } : skipToken,
  );
  const backTo = `/admin/clients${listSearchOf(useLocation().state)}`;

  let content: ReactNode;
  if (!clientId || isNotFound(error)) {
    content = <ClientNotFound backTo={backTo} />;
  } else if (isLoading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading client" />
      </Box>
    );
  } else if (data) {
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={column}>
          <ClientProfileCard client={data} manage={isAdmin} />
          {isAdmin && <ProductionCard client={data} />}
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={column}>
          {isAdmin && <SubscriptionsCard client={data} />}
          {isAdmin && <SubscriptionHistoryCard clientId={data.id} />}
          <ClientPostsCard client={data} manage={isAdmin} />
          <ClientPerformanceCard clientId={data.id} />
          <PostNumbersCard clientId={data.id} />
          <PillarMixCard mix={data.pillarMix} />
          <VoiceBriefCard voiceBrief={data.voiceBrief} />
        </Grid>
      </Grid>
    );
  } else {
    content = (
      <LoadError
        title="Failed to load client"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }

  return (
    <Page title="Client Details" maxWidth="lg">
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      {content}
    </Page>
  );
}

function ClientNotFound({ backTo }: { backTo: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h4" component="h2" gutterBottom>
        Client not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no client at this address. It may have been mistyped, or the link is out of date.
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        Back to Clients
      </Button>
    </Paper>
  );
}
