import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useResetPasswordMutation } from '../../api';
import { NewPasswordFields } from '../../components/form/account-fields';
import { Page } from '../../components/page';
import { useToast } from '../../components/toast/use-toast';

interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The page a password reset email links to: /reset-password?token=… */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token');

  return (
    <Page title="Reset Password" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <>
            <Typography sx={{ mb: 3 }}>
              This password reset link is invalid: it has no reset token. Please request a new link from the
              login page.
            </Typography>
            <Button component={RouterLink} to="/auth" variant="contained">
              Go to Login
            </Button>
          </>
        )}
      </Paper>
    </Page>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({
        resetPasswordDto: { token, newPassword },
      }).unwrap();
      toast({
        title: 'Password reset successful',
        description: 'Your password has been reset. You can now log in with your new password.',
      });
      navigate('/auth');
    } catch (error) {
      toast({
        title: 'Reset failed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography>Choose a new password for your account.</Typography>
      <NewPasswordFields
        control={control}
        name="newPassword"
        label="New Password"
        confirmLabel="Confirm New Password"
        helperText="Password must be at least 8 characters long."
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        Reset Password
      </Button>
    </Box>
  );
}

/** Placeholder until the invitation page is written. */
export function SetPasswordPage() {
  return null;
}
