import { Page } from '../../components/page';

export function ContentPublishPage() {
  return <Page title="Mark as Published" />;
}
