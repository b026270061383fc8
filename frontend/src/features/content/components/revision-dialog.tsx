import DialogContentText from '@mui/material/DialogContentText';
import { useRequestRevisionMutation } from '../../../api';
import { PlainFormDialog, type DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePlainForm } from '../../../components/form/use-plain-form';
import { FEEDBACK_LIMIT } from '../../../components/form/length-limit';
import { revisionFeedbackRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/use-submit';

interface RevisionValues {
  feedbackNotes: string;
}

/**
 * Asks the writers to revise a delivered post: the note, and the client's comments not sent yet
 * (`unsent`), go as one round. A failure keeps the dialog and its text.
 */
export function RevisionDialog({
  contentId,
  unsent = 0,
  open,
  onClose,
  onExited,
}: DialogProps & {
  contentId: number;
  /** The client's comments on the post not sent yet: they go with the request. */
  unsent?: number;
  /** Once the dialog has closed and faded out. */
  onExited?: () => void;
}) {
  const { control, handleSubmit, close } = usePlainForm<RevisionValues>({ feedbackNotes: '' }, onClose);
  const [requestRevision, { isLoading }] = useRequestRevisionMutation();
  const submit = useSubmit({ onClose: close, failureTitle: 'Error requesting revision' });

  const onSubmit = handleSubmit(({ feedbackNotes }) => {
    const note = feedbackNotes.trim();
    return submit(
      () =>
        requestRevision({ id: contentId, revisionFeedbackDto: note ? { feedbackNotes: note } : {} }).unwrap(),
      () => ({
        title: 'Revision requested',
        description: "Your feedback has been sent to our team. We'll update your content soon.",
      }),
    );
  });

  return (
    <PlainFormDialog
      open={open}
      onClose={close}
      onExited={onExited}
      title="Request Content Revision"
      onSubmit={onSubmit}
      busy={isLoading}
      label="Submit Revision Request"
      wrap
    >
      <DialogContentText>
        {unsent > 0
          ? `Your ${unsent === 1 ? 'comment' : `${unsent} comments`} not sent yet ${unsent === 1 ? 'goes' : 'go'} with this request. Add a note on the whole post if you like.`
          : 'Tell us what you would like changed in this post.'}
      </DialogContentText>
      <FormTextField
        control={control}
        name="feedbackNotes"
        rules={revisionFeedbackRules(unsent > 0)}
        limit={FEEDBACK_LIMIT}
        label="Revision feedback"
        multiline
        minRows={5}
        autoFocus
        helperText="Be as specific as possible to help our writers address your needs."
      />
    </PlainFormDialog>
  );
}
