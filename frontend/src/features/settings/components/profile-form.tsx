import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  errorMessage,
  useChangeClientEmailMutation,
  useUpdateProfileMutation,
  type UserDto,
} from '../../../api';
import { CurrentPasswordField, EmailField, NameFields } from '../../../components/form/account-fields';
import { TimeZoneField } from '../../../components/form/time-zone-field';
import { useToast } from '../../../components/toast/use-toast';

const profileValues = (user: UserDto) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  reviewDigest: user.reviewDigest,
  timeZone: user.timeZone ?? '',
  currentPassword: '',
});

/**
 * Settings → Profile. Names and the digest choice save at once; a new email asks for the current
 * password and only gets a link mailed to it: the email changes when that link is opened.
 */
export function ProfileForm({ user }: { user: UserDto }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isDirty, dirtyFields },
  } = useForm({ defaultValues: profileValues(user) });
  const [updateProfile, updating] = useUpdateProfileMutation();
  const [changeEmail, changing] = useChangeClientEmailMutation();
  const { toast } = useToast();
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();

  const onSubmit = handleSubmit(async ({ firstName, lastName, reviewDigest, timeZone, currentPassword }) => {
    let saved = user;
    const namesChanged = Boolean(
      dirtyFields.firstName || dirtyFields.lastName || dirtyFields.reviewDigest || dirtyFields.timeZone,
    );
    try {
      if (namesChanged)
        saved = (
          await updateProfile({
            updateOwnProfileDto: { firstName, lastName, reviewDigest, ...(timeZone ? { timeZone } : {}) },
          }).unwrap()
        ).user;
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    let sent: string | null = null;
    if (emailChanged) {
      try {
        sent = (await changeEmail({ changeEmailDto: { email: email.trim(), currentPassword } }).unwrap())
          .message;
      } catch (error) {
        // The names saved are the form's new start; the email and password stay as typed.
        if (namesChanged) {
          reset(profileValues(saved));
          setValue('email', email, { shouldDirty: true });
          setValue('currentPassword', currentPassword, { shouldDirty: true });
        }
        const message = errorMessage(error);
        if (/password/i.test(message))
          setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
        else toast({ title: 'Update failed', description: message, variant: 'destructive' });
        return;
      }
    }
    // The saved values are the form's new starting point (the email stays until its link is opened).
    reset(profileValues(saved));
    setLinkSent(sent);
    toast({
      title: namesChanged ? 'Profile updated' : 'Confirmation link sent',
      description: sent ?? 'Your profile has been updated successfully.',
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <NameFields control={control} />
      <EmailField
        control={control}
        helperText="This is the email where we'll send content updates and account notifications."
      />
      {emailChanged && (
        <CurrentPasswordField
          control={control}
          helperText="To change your email, confirm it is you: we then mail a link to the new address."
        />
      )}
      {linkSent && (
        <Alert severity="info" sx={{ mt: 1, overflowWrap: 'anywhere' }} onClose={() => setLinkSent(null)}>
          {linkSent}
        </Alert>
      )}
      <TimeZoneField
        control={control}
        helperText="The posts you approve go out at times in this zone, where your audience reads them."
      />
      <Controller
        control={control}
        name="reviewDigest"
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <FormControlLabel
            sx={{ mt: 1, display: 'flex' }}
            control={
              <Switch
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                onBlur={onBlur}
                slotProps={{ input: { ref } }}
              />
            }
            label="Send me one weekly digest of posts waiting for my review instead of an email for each post"
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!isDirty}
        loading={updating.isLoading || changing.isLoading}
        sx={{ mt: 2 }}
      >
        Save Changes
      </Button>
    </Box>
  );
}
