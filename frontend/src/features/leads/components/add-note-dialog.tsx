import { useAddLeadNoteMutation } from '../../../api';
import { PlainFormDialog, type DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { usePlainForm } from '../../../components/form/use-plain-form';
import { useSubmit } from '../../../components/form/use-submit';

interface NoteValues {
  body: string;
}

const noteRules = {
  validate: (value: string) => value.trim().length > 0 || 'Please write a note',
};

/** Keeps a note on the lead; it shows in Additional Notes as soon as the server has it. */
export function AddNoteDialog({ leadId, open, onClose }: DialogProps & { leadId: number }) {
  const { control, handleSubmit, close } = usePlainForm<NoteValues>({ body: '' }, onClose);
  const [addNote, { isLoading }] = useAddLeadNoteMutation();
  const submit = useSubmit({ onClose: close, failureTitle: 'Failed to add note' });

  const onSubmit = handleSubmit(({ body }) =>
    submit(
      () => addNote({ id: leadId, addLeadNoteDto: { body: body.trim() } }).unwrap(),
      () => ({ title: 'Note added', description: 'Your note has been saved.' }),
    ),
  );

  return (
    <PlainFormDialog
      open={open}
      onClose={close}
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
