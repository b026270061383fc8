import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useListSubscriptionsQuery, type SubscriptionDto } from '../../../api';
import { EmptyCard } from '../../../components/empty-card';
import { formatDate, formatMonthlyAmount } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { accessLine, nextRenewal } from '../../../components/subscription-lifecycle';
import { SubscriptionNotices } from '../../../components/subscription-notices';
import {
  planTitle,
  subscriptionStandingColours,
  subscriptionStandingLabels,
} from '../../../components/subscription-status';

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' },
  gap: 2,
};

/** The dashboard's "Your Subscription" section: a card per subscription, or how to get one. */
export function SubscriptionSummary() {
  const { data, error, isLoading, isFetching, refetch } = useListSubscriptionsQuery();

  if (isLoading) {
    return (
      <Box sx={grid} aria-busy="true" aria-label="Loading subscriptions">
        <Skeleton variant="rounded" height={180} />
      </Box>
    );
  }
  if (error && !data) {
    return (
      <LoadError
        title="Error Loading Subscriptions"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  if (!data?.length) {
    return (
      <EmptyCard
        title="No Active Subscription"
        level="h3"
        action={
          <Button component={RouterLink} to="/dashboard/subscription" variant="contained">
            View Subscription Options
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={grid}>
      {data.map((subscription) => (
        <SubscriptionCard key={subscription.id} subscription={subscription} />
      ))}
    </Box>
  );
}

function SubscriptionCard({ subscription }: { subscription: SubscriptionDto }) {
  const { id, plan, standing, amount, startDate, autoRenew } = subscription;
  const headingId = `dashboard-subscription-${id}-title`;
  const access = accessLine(subscription);
  const renewal = nextRenewal(subscription);
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" id={headingId}>
            {planTitle(plan)}
          </Typography>
          <Typography
            component="span"
            sx={{ color: subscriptionStandingColours[standing], fontWeight: 700, letterSpacing: 0.5 }}
          >
            {subscriptionStandingLabels[standing].toUpperCase()}
          </Typography>
        </Box>
        <Typography variant="h5" component="p" gutterBottom>
          {formatMonthlyAmount(amount)}
        </Typography>
        <Typography color="text.secondary">Started on {formatDate(startDate)}</Typography>
        {/* Until when the client has the service, read from what is in force, not the status alone. */}
        {access && <Typography color="text.secondary">{`${access.label} ${access.date}`}</Typography>}
        {renewal && <Typography color="text.secondary">Next renewal on {renewal}</Typography>}
        <Typography sx={{ mt: 1 }}>{autoRenew ? 'Auto-Renewal Enabled' : 'Auto-Renewal Disabled'}</Typography>
        <SubscriptionNotices subscription={subscription} describedBy={headingId} />
      </CardContent>
    </Card>
  );
}
