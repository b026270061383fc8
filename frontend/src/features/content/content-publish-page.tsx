import { ContentDetailsPage } from './content-details-page';

/** /dashboard/content/{id}/publish: the post, with the publish confirmation open. */
export function ContentPublishPage() {
  return <ContentDetailsPage dialog="publish" />;
}
