import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { errorStatus, errorMessage, useReviewContentMutation, type AdminPostDto } from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { LengthLimit } from '../../../components/form/length-limit';
import { useToast } from '../../../components/toast/use-toast';
import { sentBackWords } from './notified-words';

/** The server's limit on a review note (ReviewPostDto), trimmed. */
const REVIEW_NOTE_LIMIT: LengthLimit = {
  max: 1000,
  tooLong: 'A review note must be at most 1000 characters',
};

interface NoteValues {
  note: string;
}

const noteRules = { validate: (value: string) => !!value.trim() || 'Please say what to change' };

/**
 * Sends a draft waiting for review back to its writer with a note (required). A note the server
 * refuses shows its message on the field; the dialog then stays open with what was typed.
 */
export function SendBackDialog({
  open,
  post,
  onClose,
}: {
  open: boolean;
  post: AdminPostDto;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Send back to the writer">
      {(setBusy) => <SendBackForm post={post} onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function SendBackForm({
  post,
  onClose,
  onBusyChange,
}: {
  post: AdminPostDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit, setError } = useForm<NoteValues>({ defaultValues: { note: '' } });
  const [review, { isLoading: busy }] = useReviewContentMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ note }) => {
    onBusyChange(true);
    try {
      const { notified } = await review({
        id: post.id,
        reviewPostDto: { decision: 'return', note: note.trim() },
      }).unwrap();
      onBusyChange(false);
      toast({ title: 'Sent back', description: sentBackWords(notified) });
      onClose();
    } catch (error) {
      onBusyChange(false);
      const message = errorMessage(error);
      if (errorStatus(error) === 400) {
        setError('note', { type: 'server', message }, { shouldFocus: true });
      } else {
        // The draft moved on (another admin answered first): the page shows where it stands now.
        toast({ title: 'Sending back failed', description: message, variant: 'destructive' });
        onClose();
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <DialogContentText>
          “{post.title}” goes back to its writer with your note. They edit it, then send it for review again.
        </DialogContentText>
        <FormTextField
          control={control}
          name="note"
          rules={noteRules}
          limit={REVIEW_NOTE_LIMIT}
          label="What to change"
          required
          multiline
          minRows={4}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          Send back
        </Button>
      </DialogActions>
    </Box>
  );
}
