import { Page } from '../../components/page';

export function SubscriptionPage() {
  return <Page title="My Subscription" />;
}
