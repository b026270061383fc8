import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { errorMessage, useUpdateOwnAccountMutation, type AccountDto } from '../../../api';
import { NameFields } from '../../../components/form/account-fields';
import { useToast } from '../../../components/toast/use-toast';

const namesOf = (account: AccountDto) => ({
  firstName: account.firstName ?? '',
  lastName: account.lastName ?? '',
});

/** The member's own First Name and Last Name, saved at once; Save Changes waits for a change. */
export function AccountNamesForm({ account }: { account: AccountDto }) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: namesOf(account) });
  const [update, { isLoading }] = useUpdateOwnAccountMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async ({ firstName, lastName }) => {
    try {
      const saved = await update({
        updateAccountDto: { firstName: firstName.trim(), lastName: lastName.trim() },
      }).unwrap();
      reset(namesOf(saved));
      toast({ title: 'Profile updated', description: 'Your name has been saved.' });
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <NameFields control={control} />
      <Button type="submit" variant="contained" disabled={!isDirty} loading={isLoading} sx={{ mt: 1 }}>
        Save Changes
      </Button>
    </Box>
  );
}
