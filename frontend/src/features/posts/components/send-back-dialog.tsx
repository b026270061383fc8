import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { errorStatus, useReviewContentMutation, type AdminPostDto } from '../../../api';
import { DialogForm, FormDialog, type DialogBodyProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import type { LengthLimit } from '../../../components/form/length-limit';
import { showOnField } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';
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
      {(body) => <SendBackForm post={post} {...body} />}
    </FormDialog>
  );
}

function SendBackForm({ post, onClose, onBusyChange }: DialogBodyProps & { post: AdminPostDto }) {
  const { control, handleSubmit, setError } = useForm<NoteValues>({ defaultValues: { note: '' } });
  const [review, { isLoading: busy }] = useReviewContentMutation();
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Sending back failed',
    // A note refused shows on the field; any other refusal means the draft moved on (another admin
    // answered first): the dialog closes and the page shows where it stands now.
    showOnFields: (error, message) =>
      showOnField(errorStatus(error) === 400 ? 'note' : null, message, setError),
    closeOnFailure: true,
  });

  const onSubmit = handleSubmit(({ note }) =>
    submit(
      () => review({ id: post.id, reviewPostDto: { decision: 'return', note: note.trim() } }).unwrap(),
      ({ notified }) => ({ title: 'Sent back', description: sentBackWords(notified) }),
    ),
  );

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={busy} label="Send back" wrap>
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
    </DialogForm>
  );
}
