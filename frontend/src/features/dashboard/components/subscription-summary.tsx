import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useListSubscriptionsQuery, type SubscriptionDto } from '../../../api';
import { formatDate, formatMonthlyAmount } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { planTitle, subscriptionStatusColours } from '../../../components/subscription-status';

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
      <Card variant="outlined">
        <CardContent sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            No Active Subscription
          </Typography>
          <Button component={RouterLink} to="/dashboard/subscription" variant="contained">
            View Subscription Options
          </Button>
        </CardContent>
      </Card>
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
  const { plan, status, amount, startDate, endDate, renewalDate, autoRenew } = subscription;
  return (
    <Card variant="outlined" component="article" aria-label={planTitle(plan)}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {planTitle(plan)}
          </Typography>
          <Typography
            component="span"
            sx={{ color: subscriptionStatusColours[status], fontWeight: 700, letterSpacing: 0.5 }}
          >
            {status.replace('_', ' ').toUpperCase()}
          </Typography>
        </Box>
        <Typography variant="h5" component="p" gutterBottom>
          {formatMonthlyAmount(amount)}
        </Typography>
        <Typography color="text.secondary">Started on {formatDate(startDate)}</Typography>
        {/* A canceled subscription has an end of access and no renewal (the server clears it). */}
        {endDate && <Typography color="text.secondary">Access until {formatDate(endDate)}</Typography>}
        {renewalDate && (
          <Typography color="text.secondary">Next renewal on {formatDate(renewalDate)}</Typography>
        )}
        <Typography sx={{ mt: 1 }}>{autoRenew ? 'Auto-Renewal Enabled' : 'Auto-Renewal Disabled'}</Typography>
      </CardContent>
    </Card>
  );
}
