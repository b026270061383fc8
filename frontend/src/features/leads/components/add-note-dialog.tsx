import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { errorMessage, useAddLeadNoteMutation } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/use-toast';

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
  const { toast } = useToast();

  const close = () => {
    if (isLoading) return;
    onClose();
    reset();
  };

  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await addNote({ id: leadId, addLeadNoteDto: { body: body.trim() } }).unwrap();
      toast({ title: 'Note added', description: 'Your note has been saved.' });
      onClose();
      reset();
    } catch (error) {
      toast({ title: 'Failed to add note', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Add Note</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Save Note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
