import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  useCancelOwnEmailChangeMutation,
  useChangeOwnEmailMutation,
  useResendOwnEmailConfirmationMutation,
  type AccountDto,
} from '../../../api';
import { EmailAddress } from '../../../components/email-address';
import { NotProvided } from '../../../components/field-list';
import { CurrentPasswordField, EmailField } from '../../../components/form/account-fields';
import { useToast } from '../../../components/toast/use-toast';

const empty = { email: '', currentPassword: '' };

/**
 * The member's email: the address, whether it is confirmed, a change waiting for its link (send it
 * again, or cancel it), and the form that asks for a new one with the current password.
 */
export function AccountEmail({ account }: { account: AccountDto }) {
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Email:
        </Typography>
        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
          {account.email ? <EmailAddress email={account.email} /> : <NotProvided />}
        </Typography>
        {account.email && (
          <Chip
            size="small"
            variant="outlined"
            color={account.emailConfirmed ? 'success' : 'warning'}
            label={account.emailConfirmed ? 'Confirmed' : 'Not confirmed'}
          />
        )}
      </Box>
      <Waiting account={account} />
      <ChangeEmailForm hasEmail={Boolean(account.email)} />
    </Stack>
  );
}

/** A change waiting for its link, or an address set for the member and not confirmed yet. */
function Waiting({ account }: { account: AccountDto }) {
  const [resend, resending] = useResendOwnEmailConfirmationMutation();
  const [cancel, canceling] = useCancelOwnEmailChangeMutation();
  const { toast } = useToast();
  const address = account.pendingEmail ?? (account.email && !account.emailConfirmed ? account.email : null);
  if (!address) return null;

  const onResend = async () => {
    try {
      await resend().unwrap();
      toast({
        title: `Confirmation link sent to ${address}`,
        description: 'The earlier link no longer works.',
      });
    } catch (error) {
      toast({ title: 'Failed to send the link', description: errorMessage(error), variant: 'destructive' });
    }
  };
  const onCancel = async () => {
    try {
      await cancel().unwrap();
      toast({ title: 'Email change canceled', description: 'Your email stays as it is.' });
    } catch (error) {
      toast({ title: 'Failed to cancel', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Alert
      severity="info"
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" loading={resending.isLoading} onClick={onResend}>
            Resend
          </Button>
          {account.pendingEmail && (
            <Button color="inherit" size="small" loading={canceling.isLoading} onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      }
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>Waiting for confirmation: {address}</AlertTitle>
      {account.pendingEmail
        ? 'Open the link we mailed there: your email changes then.'
        : 'Open the link we mailed there to confirm it is yours.'}
    </Alert>
  );
}

/** Asks for a new address with the current password; a failure keeps what was typed. */
function ChangeEmailForm({ hasEmail }: { hasEmail: boolean }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm({ defaultValues: empty });
  const [change, { isLoading }] = useChangeOwnEmailMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ email, currentPassword }) => {
    try {
      const saved = await change({ changeEmailDto: { email: email.trim(), currentPassword } }).unwrap();
      reset();
      toast({
        // The address as the server stored it (normalised), which the link goes to.
        title: `Confirmation link sent to ${saved.pendingEmail ?? saved.email ?? email.trim()}`,
        description: 'Your email changes when you open it.',
      });
    } catch (error) {
      const message = errorMessage(error);
      // The answer names the field at fault: shown on it (the password, the address taken).
      if (/password/i.test(message))
        setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      else if (/email|address/i.test(message))
        setError('email', { type: 'server', message }, { shouldFocus: true });
      else toast({ title: 'Email change failed', description: message, variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={hasEmail ? 'Change email' : 'Add email'}>
      <EmailField
        control={control}
        helperText="We mail a link to this address: your email changes when you open it."
      />
      <CurrentPasswordField control={control} />
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isLoading} sx={{ mt: 1 }}>
        Send confirmation link
      </Button>
    </Box>
  );
}
