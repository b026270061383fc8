import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { AdminPostDto } from '../../../api';
import { FeedbackQuote } from './feedback-quote';
import { DELIVERY_WORDS } from './post-actions';

/**
 * The client's feedback, above the editor while they wait for the revision: a region named
 * "Revision requested" (not an alert: it is there on load, nothing happened).
 */
export function RevisionAlert({ post }: { post: AdminPostDto }) {
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>Revision requested</AlertTitle>
      <Typography sx={{ mb: 1 }}>
        {post.clientName}&apos;s feedback
        {post.revisionCount > 1 ? ` (revision ${post.revisionCount} of this post)` : ''}:
      </Typography>
      <FeedbackQuote text={post.feedbackNotes} />
      <Typography sx={{ mt: 1.5 }}>
        {post.editable
          ? `Revise the post below, then deliver it again. ${DELIVERY_WORDS[post.deliveryNotice].before}`
          : 'Move the post back to draft to revise it, then deliver it again.'}
      </Typography>
    </Alert>
  );
}
