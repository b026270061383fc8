import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, useUpdateProfileMutation, type UserDto } from '../../../api';
import { NameFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

const profileValues = (user: UserDto) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  reviewDigest: user.reviewDigest,
});

export function ProfileForm({ user }: { user: UserDto }) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: profileValues(user) });
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async (updateOwnProfileDto) => {
    try {
      const { user: updated } = await updateProfile({
        updateOwnProfileDto,
      }).unwrap();
      // The saved values are the form's new starting point: unchanged again until the next edit.
      reset(profileValues(updated));
      toast({
        title: 'Profile updated',
        description: 'Your profile has been updated successfully.',
      });
    } catch (error) {
      toast({
        title: 'Update failed',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <NameFields control={control} />
      <FormTextField
        control={control}
        name="email"
        rules={rules.email}
        type="email"
        label="Email"
        autoComplete="email"
        helperText="This is the email where we'll send content updates and account notifications."
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
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isLoading} sx={{ mt: 2 }}>
        Save Changes
      </Button>
    </Box>
  );
}
