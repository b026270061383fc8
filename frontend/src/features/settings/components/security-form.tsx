import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { errorMessage, useChangePasswordMutation, type UserDto } from '../../../api';
import { NewPasswordFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';
import { ResetPasswordDialog } from './reset-password-dialog';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityForm({ user }: { user: UserDto }) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: empty });
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();
  const [resetOpen, setResetOpen] = useState(false);

  // The confirmation is never sent (SPEC §5).
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({
        changePasswordDto: { currentPassword, newPassword },
      }).unwrap();
      reset();
      toast({
        title: 'Password changed',
        description: 'Your password has been updated successfully.',
      });
    } catch (error) {
      toast({
        title: 'Password change failed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <FormTextField
          control={control}
          name="currentPassword"
          rules={rules.currentPassword}
          type="password"
          label="Current Password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          control={control}
          name="newPassword"
          label="New Password"
          confirmLabel="Confirm New Password"
          helperText="Password must be at least 8 characters long."
        />
        <Stack direction="row" sx={{ mt: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isLoading}>
            Update Password
          </Button>
          <Button onClick={() => setResetOpen(true)}>Forgot Password?</Button>
        </Stack>
      </Box>
      {/* Outside the form: the dialog's buttons must not bubble into it through the portal. */}
      <ResetPasswordDialog email={user.email} open={resetOpen} onClose={() => setResetOpen(false)} />
    </>
  );
}
