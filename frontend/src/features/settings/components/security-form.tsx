import { useState } from 'react';
import Button from '@mui/material/Button';
import { useChangePasswordMutation, type UserDto } from '../../../api';
import { ChangePasswordForm } from '../../../components/form/change-password-form';
import { ResetPasswordDialog } from './reset-password-dialog';

/** Settings → Security: the shared password form on the client's call, and the client's Forgot Password? dialog. */
export function SecurityForm({ user }: { user: UserDto }) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [resetOpen, setResetOpen] = useState(false);

  return (
    <>
      <ChangePasswordForm
        username={user.username}
        changePassword={(changePasswordDto) => changePassword({ changePasswordDto }).unwrap()}
        isSaving={isLoading}
        actions={<Button onClick={() => setResetOpen(true)}>Forgot Password?</Button>}
      />
      {/* Outside the form: the dialog's buttons must not bubble into it through the portal. */}
      <ResetPasswordDialog email={user.email} open={resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
}
