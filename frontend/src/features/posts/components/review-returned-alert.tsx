import type { PostReviewDto } from '../../../api';
import { formatDateTime } from '../../../components/format';
import { FeedbackAlert } from './feedback-alert';

/** The reviewer's note on a draft sent back, above the editor: "Returned with a note". */
export function ReviewReturnedAlert({ review }: { review: PostReviewDto }) {
  return (
    <FeedbackAlert
      title="Returned with a note"
      from={
        review.reviewedBy &&
        review.reviewedAt &&
        `${review.reviewedBy} sent it back on ${formatDateTime(review.reviewedAt)}:`
      }
      text={review.note}
      next="Edit the draft below, then send it for review again."
    />
  );
}
