import { useState, type FormEventHandler } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Control, FieldValues, Path, UseControllerProps } from 'react-hook-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FormTextField } from './form/form-text-field';
import { rules } from './form/rules';

/**
 * The two sign-in pages' form (the client's and the team's): who signs in, with that door's rule and
 * label, the password and Login; then "Forgot password?" and its dialog.
 */
export function SignInForm<Values extends FieldValues & { username: string; password: string }>({
  control,
  onSubmit,
  busy,
  usernameLabel,
  usernameRules,
}: {
  control: Control<Values>;
  onSubmit: FormEventHandler;
  busy: boolean;
  usernameLabel: string;
  usernameRules: UseControllerProps<Values>['rules'];
}) {
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name={'username' as Path<Values>}
          rules={usernameRules}
          label={usernameLabel}
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name={'password' as Path<Values>}
          rules={rules.password}
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
          Login
        </Button>
      </Box>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </Link>
      </Box>
      {/* Outside the login form: a submit in the dialog must not bubble to it through the portal. */}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
