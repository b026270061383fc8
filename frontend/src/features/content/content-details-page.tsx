import { Page } from '../../components/page';

export function ContentDetailsPage() {
  return <Page title="Content Details" />;
}
