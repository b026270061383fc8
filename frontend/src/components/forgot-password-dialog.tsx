import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordDto } from '../api';
import { EmailField } from './form/account-fields';
import { useSendResetLink } from './use-send-reset-link';

/**
 * Asks a signed-out client or team member (the two sign-in pages) for their email and sends a reset
 * link; it stays open (and filled) on failure.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { control, handleSubmit, reset } = useForm<ForgotPasswordDto>({ defaultValues: { email: '' } });
  const { sendResetLink, isSending } = useSendResetLink();

  const onSubmit = handleSubmit(async ({ email }) => {
    if (await sendResetLink(email)) {
      reset();
      onClose();
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Forgot password?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Enter the email address of your account and we will send you a link to reset your password.
          </DialogContentText>
          <EmailField control={control} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSending}>
            Send Reset Link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
