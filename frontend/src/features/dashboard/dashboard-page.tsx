import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetPerformanceSummaryQuery, useListContentQuery, useListSubscriptionsQuery } from '../../api';
import { useCurrentUser } from '../../store/use-current-user';
import { Page } from '../../components/page';
import { PerformanceSummary } from './components/performance-summary';
import { RecentContent } from './components/recent-content';
import { SubscriptionSummary } from './components/subscription-summary';
import { RECENT_CONTENT_ARG } from './recent-content-count';

/**
 * /dashboard (docs/product.md, "Dashboard"): a greeting, the client's subscriptions, the latest content, and
 * how their published posts perform ("a place to track performance").
 */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const name = user?.firstName || user?.username;
  // The sections below the subscriptions are drawn once those are in (or failed): drawn before, they
  // were pushed down when the cards came, taller on a phone than their placeholder (Lighthouse's
  // layout shift of 0.09). Their data is asked for at once all the same, as the route's loader does
  // (src/app/prefetch.ts): the same calls, which the sections then read.
  const subscriptionsSettled = !useListSubscriptionsQuery().isLoading;
  useListContentQuery(RECENT_CONTENT_ARG);
  useGetPerformanceSummaryQuery();

  return (
    <Page title="Dashboard" maxWidth="lg">
      <Typography variant="h5" component="p" gutterBottom>
        {`Welcome, ${name ?? ''}!`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Here's an overview of your LinkedIn ghostwriting services.
      </Typography>

      <Section
        id="your-subscription"
        title="Your Subscription"
        action={
          <Link component={RouterLink} to="/dashboard/subscription">
            View all
          </Link>
        }
      >
        <SubscriptionSummary />
      </Section>

      {subscriptionsSettled && (
        <>
          <Section id="recent-content" title="Recent Content">
            <RecentContent />
          </Section>

          <PerformanceSummary />
        </>
      )}
    </Page>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h2" id={id} sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
