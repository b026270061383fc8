import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { ChangePasswordDto } from '../../api';
import { CurrentPasswordField, NewPasswordFields } from './account-fields';
import { useSubmit } from './use-submit';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** The signed-in account's username, for password managers. */
  username: string;
  /** Sends the change with the caller's own call (the client's or the team's); rejects with the API's error. */
  changePassword: (body: ChangePasswordDto) => Promise<unknown>;
  isSaving: boolean;
  /** More actions beside Update Password (the client's Forgot Password?). */
  actions?: ReactNode;
}

/**
 * The password change (docs/product.md, "Passwords"), shared by the client's Settings → Security and the
 * team's Your account: the current password, the new one and its confirmation (never sent), Update Password
 * disabled while unchanged or saving, and its toasts. A change empties the form; a failure keeps the input.
 */
export function ChangePasswordForm({ username, changePassword, isSaving, actions }: ChangePasswordFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: empty });
  const submit = useSubmit({ failureTitle: 'Password change failed' });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    submit(
      () => changePassword({ currentPassword, newPassword }),
      () => ({ title: 'Password changed', description: 'Your password has been updated successfully.' }),
      () => reset(),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <CurrentPasswordField control={control} />
      <NewPasswordFields
        control={control}
        name="newPassword"
        label="New Password"
        confirmLabel="Confirm New Password"
        helperText="Password must be at least 8 characters long."
      />
      <Stack direction="row" sx={{ mt: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={isSaving}>
          Update Password
        </Button>
        {actions}
      </Stack>
    </Box>
  );
}
