import { useState } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PLANS, type SubscriptionDto } from '../../../api';
import { formatDate, formatMonthlyAmount, plural } from '../../../components/format';
import { ManageBillingButton } from '../../../components/manage-billing';
import { accessLine, canManageBilling, nextRenewal } from '../../../components/subscription-lifecycle';
import { SubscriptionNotices } from '../../../components/subscription-notices';
import {
  planTitle,
  subscriptionStandingColours,
  subscriptionStandingIcons,
  subscriptionStandingLabels,
} from '../../../components/subscription-status';
import { CancelDialog } from './cancel-dialog';

/** What this subscription was sold as, plainly: "Your plan: 10 posts a month, unlimited revisions a post". */
export function soldAs({ postsPerMonth, revisionsPerPost }: SubscriptionDto): string {
  const revisions =
    revisionsPerPost === null
      ? 'unlimited revisions a post'
      : plural(revisionsPerPost, 'revision a post', 'revisions a post');
  return `Your plan: ${plural(postsPerMonth, 'post a month', 'posts a month')}, ${revisions}`;
}

/**
 * One subscription in full: its terms, until when it gives access, what the plan includes, what the
 * client has to do about a payment, and ways to cancel it while active and to manage a Stripe one's billing.
 */
export function SubscriptionDetailsCard({ subscription }: { subscription: SubscriptionDto }) {
  const [cancelling, setCancelling] = useState(false);
  const { id, plan, status, standing, amount, startDate, autoRenew } = subscription;
  const StandingIcon = subscriptionStandingIcons[standing];
  const headingId = `subscription-${id}-title`;
  const features = PLANS[plan].subscriptionFeatures;
  const access = accessLine(subscription);
  const renewal = nextRenewal(subscription);
  const cancellable = status === 'active';
  // A Stripe subscription whose payment failed offers it in its alert already.
  const manageBilling = canManageBilling(subscription) && status !== 'past_due';

  const terms: [string, string][] = [
    ['Start date', formatDate(startDate)],
    ...(access ? [[access.label, access.date] as [string, string]] : []),
    ...(renewal ? [['Renewal date', renewal] as [string, string]] : []),
    ['Auto-renewal', autoRenew ? 'Enabled' : 'Disabled'],
  ];

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="h5" component="h2" id={headingId}>
            {planTitle(plan)}
          </Typography>
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: subscriptionStandingColours[standing],
            }}
          >
            <StandingIcon aria-hidden fontSize="small" />
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {subscriptionStandingLabels[standing]}
            </Typography>
          </Box>
        </Box>
        {/* What this subscription was sold as comes first: the plan's list below is the plan in general. */}
        <Typography component="p" sx={{ mt: 1, fontWeight: 700 }}>
          {soldAs(subscription)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ my: 1 }}>
          {formatMonthlyAmount(amount)}
        </Typography>
        <SubscriptionNotices subscription={subscription} describedBy={headingId} />

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dd': { m: 0 },
            '& dt': { color: 'text.secondary' },
          }}
        >
          {terms.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt">{term}</Typography>
              <Typography component="dd">{value}</Typography>
            </Box>
          ))}
        </Box>

        {features.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
              Plan Features
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`What the ${planTitle(plan)} includes in general; your plan above is what you signed up for.`}
            </Typography>
            <List dense disablePadding aria-label={`${planTitle(plan)} features`}>
              {features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckIcon aria-hidden fontSize="small" color="secondary" />
                  </ListItemIcon>
                  <ListItemText primary={feature} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
      {(cancellable || manageBilling) && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {manageBilling && <ManageBillingButton subscriptionId={id} aria-describedby={headingId} />}
          {cancellable && (
            <>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setCancelling(true)}
                aria-describedby={headingId}
              >
                Cancel Subscription
              </Button>
              <CancelDialog
                subscription={subscription}
                open={cancelling}
                onClose={() => setCancelling(false)}
              />
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
