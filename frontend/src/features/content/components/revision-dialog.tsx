import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { errorMessage, useRequestRevisionMutation } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { FEEDBACK_LIMIT } from '../../../components/form/length-limit';
import { revisionFeedbackRules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

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
  const { toast } = useToast();

  const close = () => {
    if (isLoading) return;
    onClose();
    reset();
  };

  const onSubmit = handleSubmit(async ({ feedbackNotes }) => {
    try {
      const note = feedbackNotes.trim();
      await requestRevision({
        id: contentId,
        revisionFeedbackDto: note ? { feedbackNotes: note } : {},
      }).unwrap();
      toast({
        title: 'Revision requested',
        description: "Your feedback has been sent to our team. We'll update your content soon.",
      });
      onClose();
      reset();
    } catch (error) {
      toast({ title: 'Error requesting revision', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ transition: { onExited } }}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Request Content Revision</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Submit Revision Request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
