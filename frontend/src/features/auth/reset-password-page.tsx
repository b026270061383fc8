import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  useCheckPasswordLinkQuery,
  useResetPasswordMutation,
  type PasswordLinkState,
} from '../../api';
import { NewPasswordFields } from '../../components/form/account-fields';
import { Page } from '../../components/page';
import { useSubmit } from '../../components/form/use-submit';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** What tells a password reset page from an invitation's: the words, the same form and request. */
interface PasswordLinkCopy {
  title: string;
  /** Shown instead of the form when the link has no token. */
  missingToken: string;
  intro: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** The toast once a client is signed in by the answer. */
  success: { title: string; description: string };
  /** The toast once a team member's password is set (the answer signs nobody in: they sign in at /admin/login). */
  teamSuccess: { title: string; description: string };
}

const resetCopy: PasswordLinkCopy = {
  title: 'Reset Password',
  missingToken:
    'This password reset link is invalid: it has no reset token. Please request a new link from the login page.',
  intro: 'Choose a new password for your account.',
  passwordLabel: 'New Password',
  confirmLabel: 'Confirm New Password',
  submitLabel: 'Reset Password',
  success: {
    title: 'Password reset successful',
    description: 'Your password has been reset. You can now log in with your new password.',
  },
  teamSuccess: {
    title: 'Password reset successful',
    description: 'Your password has been reset. You can now log in with your new password.',
  },
};

const setCopy: PasswordLinkCopy = {
  title: 'Set Your Password',
  missingToken:
    'This invitation link is incomplete: it has no token. Please open the whole link from your invitation email, or ask us to send you a new one.',
  intro: 'Welcome to Ghostline! Choose a password to sign in.',
  passwordLabel: 'Password',
  confirmLabel: 'Confirm Password',
  submitLabel: 'Set Password',
  success: {
    title: 'Password set',
    description:
      'Your password is set and you are signed in. Next time, sign in with your username or your email.',
  },
  teamSuccess: {
    title: 'Password set',
    description: 'Your password is set. Sign in to the back office with your username and your new password.',
  },
};

/** The page a password reset email links to: /reset-password?token=… */
export function ResetPasswordPage() {
  return <PasswordLinkPage copy={resetCopy} />;
}

/** The page an invitation email links to (a client's, or a team member's): /set-password?token=… */
export function SetPasswordPage() {
  return <PasswordLinkPage copy={setCopy} />;
}

/** What the page says instead of the form when the link can no longer set a password. */
const deadLink: Record<Exclude<PasswordLinkState, 'usable'>, { title: string; text: string }> = {
  used: {
    title: 'This link was already used',
    text: 'It has set a password already, or a newer link replaced it. Sign in with your password, or ask for a new link with “Forgot password?” on the sign-in page.',
  },
  expired: {
    title: 'This link has expired',
    text: 'Ask for a new link with “Forgot password?” on the sign-in page, or ask us to send you a new invitation.',
  },
  unknown: {
    title: 'This link does not work',
    text: 'Open the whole link from your email, or ask for a new one with “Forgot password?” on the sign-in page.',
  },
};

/** A page an emailed link with a one-time token opens, to choose a password with that token. */
function PasswordLinkPage({ copy }: { copy: PasswordLinkCopy }) {
  const token = useSearchParams()[0].get('token');

  return (
    <Page title={copy.title} maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {token ? (
          <CheckedLink token={token} copy={copy} />
        ) : (
          <>
            <Typography sx={{ mb: 3 }}>{copy.missingToken}</Typography>
            <Button component={RouterLink} to="/auth" variant="contained">
              Go to Login
            </Button>
          </>
        )}
      </Paper>
    </Page>
  );
}

/** Checks the link as the page opens (it stays unused): the form only while it can set a password. */
function CheckedLink({ token, copy }: { token: string; copy: PasswordLinkCopy }) {
  const { data, error, isLoading, isFetching, refetch } = useCheckPasswordLinkQuery({ token });
  if (isLoading) {
    return (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Checking your link…</Typography>
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" loading={isFetching} onClick={() => void refetch()}>
            Try Again
          </Button>
        }
      >
        <AlertTitle>Your link could not be checked</AlertTitle>
        {errorMessage(error, 'Please try again.')}
      </Alert>
    );
  }
  if (data.state === 'usable') return <NewPasswordForm token={token} copy={copy} />;
  const { title, text } = deadLink[data.state];
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        <AlertTitle>{title}</AlertTitle>
        {text}
      </Alert>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/auth" variant="contained">
          Go to Login
        </Button>
        <Link component={RouterLink} to="/admin/login">
          Team member? Sign in to the back office
        </Link>
      </Stack>
    </>
  );
}

function NewPasswordForm({ token, copy }: { token: string; copy: PasswordLinkCopy }) {
  const { control, handleSubmit } = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const submit = useSubmit({ failureTitle: 'Reset failed' });
  const navigate = useNavigate();

  // A client is signed in by the answer (the cached user is set): on to their dashboard. The server
  // signs in clients only: a team member (an admin or a writer invited) signs in at the team's door.
  const onSubmit = handleSubmit(({ newPassword }) =>
    submit(
      () => resetPassword({ resetPasswordDto: { token, newPassword } }).unwrap(),
      ({ user }) => (user ? copy.success : copy.teamSuccess),
      ({ user }) => navigate(user ? '/dashboard' : '/admin/login'),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography>{copy.intro}</Typography>
      <NewPasswordFields
        control={control}
        name="newPassword"
        label={copy.passwordLabel}
        confirmLabel={copy.confirmLabel}
        helperText="Password must be at least 8 characters long."
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        {copy.submitLabel}
      </Button>
    </Box>
  );
}
