import { useForm } from 'react-hook-form';
import { useAddLeadNoteMutation } from '../../../api';
import { PlainFormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmit } from '../../../components/form/use-submit';

interface NoteValues {
  body: string;
}

const noteRules = {
  validate: (value: string) => value.trim().length > 0 || 'Please write a note',
};

/** Keeps a note on the lead; it shows in Additional Notes as soon as the server has it. */
export function AddNoteDialog({
  leadId,
  open,
  onClose,
}: {
  leadId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset } = useForm<NoteValues>({ defaultValues: { body: '' } });
  const [addNote, { isLoading }] = useAddLeadNoteMutation();
  const closeEmpty = () => {
    onClose();
    reset();
  };
  const submit = useSubmit({ onClose: closeEmpty, failureTitle: 'Failed to add note' });

  const onSubmit = handleSubmit(({ body }) =>
    submit(
      () => addNote({ id: leadId, addLeadNoteDto: { body: body.trim() } }).unwrap(),
      () => ({ title: 'Note added', description: 'Your note has been saved.' }),
    ),
  );

  return (
    <PlainFormDialog
      open={open}
      onClose={closeEmpty}
      title="Add Note"
      onSubmit={onSubmit}
      busy={isLoading}
      label="Save Note"
    >
      <FormTextField
        control={control}
        name="body"
        rules={noteRules}
        label="Note"
        multiline
        minRows={4}
        autoFocus
        helperText="Only admins see notes."
      />
    </PlainFormDialog>
  );
}
