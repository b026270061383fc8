import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { PostReviewDto } from '../../../api';
import { FeedbackQuote } from './feedback-quote';
import { formatDateTime } from '../../../components/format';

/**
 * The reviewer's note on a draft sent back, above the editor where its writer works on it: a region
 * named "Returned with a note" (not an alert: it is there on load, nothing happened).
 */
export function ReviewReturnedAlert({ review }: { review: PostReviewDto }) {
  const titleId = useId();
  return (
    <Alert
      severity="warning"
      role="region"
      aria-labelledby={titleId}
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <AlertTitle id={titleId}>Returned with a note</AlertTitle>
      {review.reviewedBy && review.reviewedAt && (
        <Typography sx={{ mb: 1 }}>
          {review.reviewedBy} sent it back on {formatDateTime(review.reviewedAt)}:
        </Typography>
      )}
      <FeedbackQuote text={review.note} />
      <Typography sx={{ mt: 1.5 }}>Edit the draft below, then send it for review again.</Typography>
    </Alert>
  );
}
