import { Page } from '../../components/page';

export function ContentRevisionPage() {
  return <Page title="Request Content Revision" />;
}
