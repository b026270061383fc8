import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRemoveReviewerMutation, type ReviewerDto } from '../../../api';
import { DialogButtons } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';

/** Asks before removing a reviewer: they are signed out at once; their comments stay. */
export function RemoveReviewerDialog({
  reviewer,
  onClose,
}: {
  reviewer: ReviewerDto | null;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useRemoveReviewerMutation();
  const submit = useSubmit({ onClose, failureTitle: 'Removal failed' });
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    if (!reviewer) return;
    await submit(
      () => remove({ id: reviewer.id }).unwrap(),
      () => ({ title: 'Reviewer removed', description: `${reviewer.name} can no longer sign in.` }),
    );
  };
  return (
    <Dialog open={!!reviewer} onClose={close} fullWidth maxWidth="xs" aria-labelledby="remove-reviewer-title">
      <DialogTitle id="remove-reviewer-title">Remove reviewer</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {reviewer &&
            `Remove ${reviewer.name}? They are signed out at once and can no longer read or comment on your posts. Their comments stay.`}
        </DialogContentText>
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={isLoading}
        label="Remove"
        color="error"
        onConfirm={() => void confirm()}
        wrap
      />
    </Dialog>
  );
}
