import { Page } from '../../components/page';

export function LeadsPage() {
  return <Page title="Leads" />;
}
