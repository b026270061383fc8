import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { errorMessage, useListSubscriptionsQuery } from '../../api';
import { productName } from '../../theme/theme';
import { EmptyCard } from '../../components/empty-card';
import { useContactMailto } from '../../components/contact-email';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { SubscriptionDetailsCard } from './components/subscription-details-card';
import { useCheckoutReturn } from './hooks/use-checkout-return';

/**
 * /dashboard/subscription (docs/product.md, "My Subscription"): every subscription of the client, cancelling
 * an active one, paying for a pending one and managing a Stripe one's billing; and the return from Stripe
 * Checkout.
 */
export function SubscriptionPage() {
  useCheckoutReturn();
  const { data, error, isLoading, isFetching, refetch } = useListSubscriptionsQuery();
  // Contact Sales writes to the team's contact address; it shows (disabled) while that address loads.
  const salesMailto = useContactMailto(`${productName} subscription`);

  let body: ReactNode;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={320} aria-label="Loading subscriptions" />;
  } else if (error && !data) {
    body = (
      <LoadError
        title="Error Loading Subscriptions"
        message={errorMessage(error)}
        retryLabel="Retry"
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data?.length) {
    body = (
      <EmptyCard
        title="No Active Subscription"
        size="h5"
        text="You don't have a subscription yet. Please contact our sales team to choose a plan."
        action={
          <Button href={salesMailto} disabled={!salesMailto} variant="contained">
            Contact Sales
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {data.map((subscription) => (
          <SubscriptionDetailsCard key={subscription.id} subscription={subscription} />
        ))}
      </Box>
    );
  }

  return <Page title="My Subscription">{body}</Page>;
}
