import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDisconnectLinkedInMutation } from '../../../api';
import { DialogButtons } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';

/** Asks before disconnecting LinkedIn: Ghostline's access is withdrawn and its token deleted. */
export function DisconnectLinkedInDialog({
  open,
  name,
  onClose,
}: {
  open: boolean;
  name: string;
  onClose: () => void;
}) {
  const [disconnect, { isLoading }] = useDisconnectLinkedInMutation();
  const submit = useSubmit({ onClose, failureTitle: 'Disconnecting failed' });
  const close = () => {
    if (!isLoading) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="disconnect-linkedin-title">
      <DialogTitle id="disconnect-linkedin-title">Disconnect LinkedIn</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Disconnect {name}’s LinkedIn profile? Nothing goes out on it from Ghostline until you connect it
          again; what is already on LinkedIn stays.
        </DialogContentText>
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={isLoading}
        label="Disconnect"
        color="error"
        onConfirm={() =>
          void submit(
            () => disconnect().unwrap(),
            () => ({ title: 'LinkedIn disconnected', description: 'Ghostline can no longer post on it.' }),
          )
        }
        wrap
      />
    </Dialog>
  );
}
