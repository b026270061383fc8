import { useState, type ReactNode } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import RateReviewIcon from '@mui/icons-material/RateReview';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useRequestContentReviewMutation,
  useReviewContentMutation,
  type AdminPostDto,
} from '../../../api';
import { useToast } from '../../../components/toast/use-toast';
import { Action, type DraftActionProps } from './post-actions';
import { ReviewStateChip } from './review-state';
import { FeedbackQuote } from './feedback-quote';
import { reviewRequestedWords } from './notified-words';
import { SendBackDialog } from './send-back-dialog';
import { formatDateTime } from '../../../components/format';

/**
 * Where the draft stands in an admin's review, who asked and answered and when, and what the signed-in
 * member may do about it: send it for review (unsaved changes are saved first, so the reviewer reads
 * what is stored), or, for an admin while it waits, approve it or send it back with a note.
 */
export function ReviewPanel({ post, form, isDirty, saving, save }: DraftActionProps) {
  const [requestReview, { isLoading: requesting }] = useRequestContentReviewMutation();
  const [reviewContent, { isLoading: answering }] = useReviewContentMutation();
  const [sendingBack, setSendingBack] = useState(false);
  const { toast } = useToast();
  const busy = saving || requesting || answering;

  /** Saves what was typed and not saved yet; false when it is invalid or the save failed (the input stays). */
  const saveFirst = async () =>
    !isDirty || ((await form.trigger(undefined, { shouldFocus: true })) && !!(await save(form.getValues())));

  const send = async () => {
    if (!(await saveFirst())) return;
    try {
      const { notified } = await requestReview({ id: post.id }).unwrap();
      toast({ title: 'Sent for review', description: reviewRequestedWords(notified) });
    } catch (error) {
      toast({ title: 'Sending for review failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const approve = async () => {
    if (!(await saveFirst())) return;
    try {
      await reviewContent({ id: post.id, reviewPostDto: { decision: 'approve' } }).unwrap();
      toast({ title: 'Draft approved', description: 'It can now be delivered to the client.' });
    } catch (error) {
      toast({ title: 'Approval failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const actions: ReactNode[] = [];
  if (post.canRequestReview) {
    actions.push(
      <Action
        key="request"
        label="Send for review"
        icon={<RateReviewIcon />}
        variant={post.reviewRequired ? 'contained' : 'outlined'}
        disabled={busy}
        loading={requesting}
        onClick={send}
      >
        The admins are asked to approve it or send it back.
        {isDirty && ' Your unsaved changes are saved first.'}
      </Action>,
    );
  }
  if (post.canReview) {
    actions.push(
      <Action
        key="approve"
        label="Approve"
        icon={<CheckIcon />}
        variant="contained"
        disabled={busy}
        loading={answering}
        onClick={approve}
      >
        It may then be delivered as it is.
        {isDirty && ' Your unsaved changes are saved first.'}
      </Action>,
      <Action
        key="send-back"
        label="Send back"
        icon={<UndoIcon />}
        disabled={busy}
        onClick={() => setSendingBack(true)}
      >
        To its writer, with a note on what to change.
      </Action>,
    );
  }

  return (
    <>
      <ReviewStatus post={post} />
      {actions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 2 }}>
          {actions}
        </Box>
      )}
      <SendBackDialog open={sendingBack} post={post} onClose={() => setSendingBack(false)} />
    </>
  );
}

/** The review's state as a chip, then who asked and answered, and when, in words. */
function ReviewStatus({ post }: { post: AdminPostDto }) {
  const { review } = post;
  if (!review) {
    return (
      <Typography color="text.secondary">
        {post.reviewRequired
          ? "This client's posts are reviewed before delivery: send the draft for review once it is ready."
          : "This client's posts go out without review. You may still ask an admin for a second look."}
      </Typography>
    );
  }
  const asked = review.requestedBy && review.requestedAt && (
    <>
      Sent for review by {review.requestedBy} on {formatDateTime(review.requestedAt)}.
    </>
  );
  const answered = review.reviewedBy && review.reviewedAt && (
    <>
      {review.state === 'approved' ? 'Approved' : 'Returned'} by {review.reviewedBy} on{' '}
      {formatDateTime(review.reviewedAt)}.
    </>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <ReviewStateChip state={review.state} />
      </Box>
      {asked && <Typography>{asked}</Typography>}
      {answered && <Typography>{answered}</Typography>}
      {review.state === 'ready' && (
        <Typography color="text.secondary">
          {post.canReview
            ? 'Approve it so it can be delivered, or send it back with a note.'
            : 'An admin will approve it or send it back with a note.'}
        </Typography>
      )}
      {review.state === 'approved' && review.note && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            Reviewer&apos;s note:
          </Typography>
          <FeedbackQuote text={review.note} />
        </Box>
      )}
      {review.state === 'returned' && (
        <Typography color="text.secondary">
          The reviewer&apos;s note is above the editor. Edit the draft, then send it for review again.
        </Typography>
      )}
    </Box>
  );
}
