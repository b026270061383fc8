import { ContentDetailsPage } from './content-details-page';

/** /dashboard/content/{id}/revision: the post, with the revision dialog open. */
export function ContentRevisionPage() {
  return <ContentDetailsPage dialog="revision" />;
}
