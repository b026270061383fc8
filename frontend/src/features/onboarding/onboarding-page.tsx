import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, useGetLeadQuery } from '../../api';
import { Page } from '../../components/page';
import { OnboardingForm } from './components/onboarding-form';
import { StatusCard } from './components/status-card';

const iconSx = { fontSize: 56, mb: 1 };

/** The lead's id from the path: a whole number from 1 up (as the API takes them), else null. */
function parseLeadId(id: string | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}

/**
 * /onboarding/{id}?token=… (docs/product.md, "Onboarding questionnaire"): the questionnaire for the lead the
 * link was sent to; 'Invalid Request' for a wrong id or token, "You're All Set!" once the lead has onboarded.
 */
export function OnboardingPage() {
  const leadId = parseLeadId(useParams().id);
  const token = useSearchParams()[0].get('token') ?? undefined;
  // A path that cannot name a lead asks the API nothing.
  const {
    data: lead,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetLeadQuery(leadId ? { id: leadId, token } : skipToken);

  let content;
  if (!leadId) content = <InvalidRequest />;
  else if (isLoading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  } else if (error) {
    // The API answers 404 for an unknown lead and for a wrong or missing token alike; 400 for an
    // id or token it cannot read.
    content = isNotFound(error) ? (
      <InvalidRequest />
    ) : (
      <StatusCard
        icon={<ReportProblemIcon aria-hidden color="error" sx={iconSx} />}
        title="Something went wrong"
        action={
          <Button variant="contained" loading={isFetching} onClick={() => refetch()}>
            Try Again
          </Button>
        }
      >
        We could not load your questionnaire. Please check your connection and try again.
      </StatusCard>
    );
  } else if (lead?.isOnboarded) {
    content = (
      <StatusCard
        icon={<CheckCircleIcon aria-hidden color="secondary" sx={iconSx} />}
        title="You're All Set!"
      >
        We already have your onboarding answers, thank you. Our team reviews them within 1 business day, and
        your first content arrives by email within 48 hours.
      </StatusCard>
    );
  } else if (lead) {
    content = <OnboardingForm lead={lead} token={token} />;
  }

  return <Page title="Onboarding Questionnaire">{content}</Page>;
}

function InvalidRequest() {
  return (
    <StatusCard icon={<LinkOffIcon aria-hidden color="error" sx={iconSx} />} title="Invalid Request">
      This onboarding link is not valid. Please open the link from your confirmation email exactly as it was
      sent, or request your free post ideas again on our home page.
    </StatusCard>
  );
}
