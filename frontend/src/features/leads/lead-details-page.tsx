import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { isNotFound, errorMessage, useGetLeadQuery, type GetLeadApiResponse, type LeadDto } from '../../api';
import { parseId } from '../../components/format';
import { listSearchOf } from '../../components/list-search';
import { Page } from '../../components/page';
import { LeadActionsCard } from './components/lead-actions-card';
import { LeadActivityCard } from './components/lead-activity-card';
import { LeadInfoCard } from './components/lead-info-card';
import { OnboardingInfoCard } from './components/onboarding-info-card';
import { SameEmailNotice } from './components/same-email-notice';

// A column of cards; minmax(0, 1fr) lets a card shrink below its content's width (the scrollable tabs).
const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, alignContent: 'start' };

/** An admin gets the whole lead; the public part (id, first name, isOnboarded) has no email. */
const isWholeLead = (lead: GetLeadApiResponse | undefined): lead is LeadDto => !!lead && 'email' in lead;

/**
 * /admin/leads/{id} (docs/product.md, "Lead details"): one lead, what to do with it, its history and its
 * onboarding answers.
 */
export function LeadDetailsPage() {
  const leadId = parseId(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useGetLeadQuery(
    leadId ? { id: leadId } : skipToken,
  );
  const backTo = `/admin/leads${listSearchOf(useLocation().state)}`;

  let content: ReactNode;
  if (!leadId || isNotFound(error)) {
    content = <LeadNotFound backTo={backTo} />;
  } else if (isLoading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading lead" />
      </Box>
    );
  } else if (isWholeLead(data)) {
    content = (
      <>
        {/* Keyed by the lead: after a merge the page shows the lead that stayed, with its own notice. */}
        <SameEmailNotice key={data.id} lead={data} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }} sx={column}>
            <LeadInfoCard lead={data} />
            {data.isOnboarded && <OnboardingInfoCard lead={data} />}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={column}>
            <LeadActionsCard lead={data} />
            <LeadActivityCard activity={data.activity} />
          </Grid>
        </Grid>
      </>
    );
  } else {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" loading={isFetching} onClick={() => refetch()}>
            Try Again
          </Button>
        }
        sx={{ alignItems: 'center' }}
      >
        <AlertTitle>Failed to load lead data</AlertTitle>
        {error ? errorMessage(error) : 'The server did not send the whole lead.'}
      </Alert>
    );
  }

  return (
    <Page title="Lead Details" maxWidth="lg">
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      {content}
    </Page>
  );
}

function LeadNotFound({ backTo }: { backTo: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOffIcon aria-hidden color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h4" component="h2" gutterBottom>
        Lead not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no lead at this address. It may have been mistyped, or the link is out of date.
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        Back to Leads
      </Button>
    </Paper>
  );
}
