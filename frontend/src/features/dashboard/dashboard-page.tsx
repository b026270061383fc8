import { Page } from '../../components/page';

export function DashboardPage() {
  return <Page title="Dashboard" />;
}
