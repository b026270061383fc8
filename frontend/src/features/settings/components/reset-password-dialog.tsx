import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSendResetLink } from '../../../components/use-send-reset-link';
import type { DialogProps } from '../../../components/form-dialog';

/** Confirms sending a password reset link to the signed-in client's email. */
export function ResetPasswordDialog({ email, open, onClose }: DialogProps & { email: string | null }) {
  const { sendResetLink, isSending } = useSendResetLink();

  const onSend = async () => {
    if (email) await sendResetLink(email);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs">
      <DialogTitle>Reset Password</DialogTitle>
      <DialogContent>
        <DialogContentText>
          If you've forgotten your password, we can send a password reset link to your email address.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!email} loading={isSending} onClick={onSend}>
          Send Reset Link
        </Button>
      </DialogActions>
    </Dialog>
  );
}
