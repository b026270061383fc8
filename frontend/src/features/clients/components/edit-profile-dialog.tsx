import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  useUpdateClientMutation,
  type ClientDetailDto,
  type UpdateProfileDto,
} from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { NameFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
}

/** Corrects a client's names or email; a changed email makes the links sent to the old one stop working. */
export function EditProfileDialog({
  client,
  open,
  onClose,
}: {
  client: ClientDetailDto;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Edit profile">
      {(setBusy) => <EditProfileForm client={client} onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function EditProfileForm({
  client,
  onClose,
  onBusyChange,
}: {
  client: ClientDetailDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const initial: ProfileValues = {
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    email: client.email ?? '',
  };
  const { control, handleSubmit, setError } = useForm<ProfileValues>({ defaultValues: initial });
  const [updateClient, { isLoading }] = useUpdateClientMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async (values) => {
    // Only what changed is sent.
    const changes: UpdateProfileDto = {};
    if (values.firstName.trim() !== initial.firstName) changes.firstName = values.firstName.trim();
    if (values.lastName.trim() !== initial.lastName) changes.lastName = values.lastName.trim();
    if (values.email.trim().toLowerCase() !== initial.email) changes.email = values.email.trim();
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    onBusyChange(true);
    try {
      const saved = await updateClient({ id: client.id, updateProfileDto: changes }).unwrap();
      onBusyChange(false);
      toast({
        title: 'Profile updated',
        description: changes.email
          ? `Mail now goes to ${saved.email}. Links sent to the old address no longer work.`
          : `${saved.name}'s profile is saved.`,
      });
      onClose();
    } catch (error) {
      onBusyChange(false);
      const message = errorMessage(error);
      if (/email/i.test(message)) setError('email', { type: 'server', message }, { shouldFocus: true });
      else toast({ title: 'Update failed', description: message, variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>
        <NameFields control={control} />
        <FormTextField
          control={control}
          name="email"
          rules={rules.email}
          type="email"
          label="Email"
          autoComplete="email"
          helperText="Invitations and post notices go to this address."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Save changes
        </Button>
      </DialogActions>
    </Box>
  );
}
