import type { AdminPostDto } from '../../../api';
import { FeedbackAlert } from './feedback-alert';
import { DELIVERY_WORDS } from './post-actions';

/** The client's feedback, above the editor while they wait for the revision: "Revision requested". */
export function RevisionAlert({ post }: { post: AdminPostDto }) {
  return (
    <FeedbackAlert
      title="Revision requested"
      from={`${post.clientName}'s feedback${post.revisionCount > 1 ? ` (revision ${post.revisionCount} of this post)` : ''}:`}
      text={post.feedbackNotes}
      next={
        post.editable
          ? `Revise the post below, then deliver it again. ${DELIVERY_WORDS[post.deliveryNotice].before}`
          : 'Move the post back to draft to revise it, then deliver it again.'
      }
    />
  );
}
