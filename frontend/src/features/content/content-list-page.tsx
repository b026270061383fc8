import { Page } from '../../components/page';

export function ContentListPage() {
  return <Page title="My Content" />;
}
