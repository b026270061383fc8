import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { useRequestRevisionMutation } from '../../../api';
import { PlainFormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
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
}: {
  contentId: number;
  /** The client's comments on the post not sent yet: they go with the request. */
  unsent?: number;
  open: boolean;
  onClose: () => void;
  /** Once the dialog has closed and faded out. */
  onExited?: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<RevisionValues>({ defaultValues: { feedbackNotes: '' } });
  const [requestRevision, { isLoading }] = useRequestRevisionMutation();
  const closeEmpty = () => {
    onClose();
    reset();
  };
  const submit = useSubmit({ onClose: closeEmpty, failureTitle: 'Error requesting revision' });

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
      onClose={closeEmpty}
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
