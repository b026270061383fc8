import { useForm } from 'react-hook-form';
import { useUpdateClientMutation, type ClientDetailDto, type UpdateClientProfileDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { EmailField, NameFields } from '../../../components/form/account-fields';
import { showOnField } from '../../../components/form/server-errors';
import { TimeZoneField } from '../../../components/form/time-zone-field';
import { useSubmit } from '../../../components/form/use-submit';

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
}

/** Corrects a client's names or email; a changed email makes the links sent to the old one stop working. */
export function EditProfileDialog({ client, open, onClose }: DialogProps & { client: ClientDetailDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Edit profile">
      {(body) => <EditProfileForm client={client} {...body} />}
    </FormDialog>
  );
}

function EditProfileForm({ client, onClose, onBusyChange }: DialogBodyProps & { client: ClientDetailDto }) {
  const initial: ProfileValues = {
    firstName: client.firstName ?? '',
    lastName: client.lastName ?? '',
    email: client.email ?? '',
    timeZone: client.timeZone ?? '',
  };
  const { control, handleSubmit, setError } = useForm<ProfileValues>({ defaultValues: initial });
  const [updateClient, { isLoading }] = useUpdateClientMutation();
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Update failed',
    showOnFields: (_error, message) =>
      showOnField(/email/i.test(message) ? 'email' : null, message, setError),
  });

  const onSubmit = handleSubmit(async (values) => {
    // Only what changed is sent.
    const changes: UpdateClientProfileDto = {};
    if (values.firstName.trim() !== initial.firstName) changes.firstName = values.firstName.trim();
    if (values.lastName.trim() !== initial.lastName) changes.lastName = values.lastName.trim();
    if (values.email.trim().toLowerCase() !== initial.email) changes.email = values.email.trim();
    if (values.timeZone && values.timeZone !== initial.timeZone) changes.timeZone = values.timeZone;
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    await submit(
      () => updateClient({ id: client.id, updateClientProfileDto: changes }).unwrap(),
      (saved) => ({
        title: 'Profile updated',
        description: changes.email
          ? `Mail now goes to ${saved.email}. Links sent to the old address no longer work.`
          : `${saved.name}'s profile is saved.`,
      }),
    );
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Save changes">
      <NameFields control={control} />
      <EmailField control={control} helperText="Invitations and post notices go to this address." />
      <TimeZoneField control={control} helperText="The client's posts go out at times in this zone." />
    </DialogForm>
  );
}
