import { Page } from '../../components/page';

export function LeadDetailsPage() {
  return <Page title="Lead Details" />;
}
