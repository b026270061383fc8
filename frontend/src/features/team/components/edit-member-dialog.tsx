import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useForm, type Path } from 'react-hook-form';
import {
  errorMessage,
  useUpdateTeamMemberMutation,
  type TeamMemberDto,
  type UpdateTeamMemberDto,
} from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { NameFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';

type Values = Required<UpdateTeamMemberDto>;

const FIELD_WORDS: [RegExp, Path<Values>][] = [
  [/first name/i, 'firstName'],
  [/last name/i, 'lastName'],
  [/email/i, 'email'],
];

/** Corrects another member's First Name, Last Name and Email (a new email is mailed a link to confirm it). */
export function EditMemberDialog({
  member,
  open,
  onClose,
}: {
  member: TeamMemberDto;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Edit ${member.name}`}>
      {(setBusy) => <EditMemberForm member={member} onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function EditMemberForm({
  member,
  onClose,
  onBusyChange,
}: {
  member: TeamMemberDto;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<Values>({
    defaultValues: {
      firstName: member.firstName ?? '',
      lastName: member.lastName ?? '',
      email: member.email ?? '',
    },
  });
  const [update, { isLoading }] = useUpdateTeamMemberMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    const emailChanged = email !== (member.email ?? '');
    onBusyChange(true);
    try {
      const saved = await update({
        id: member.id,
        updateTeamMemberDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          ...(emailChanged ? { email } : {}),
        },
      }).unwrap();
      onBusyChange(false);
      toast({
        title: `${saved.name} is saved`,
        description: !emailChanged
          ? undefined
          : saved.invitationPending
            ? `Their invitation is sent to ${email} now; the earlier link no longer works.`
            : `A link to confirm ${email} is mailed there; it shows "Email not confirmed" until it is opened.`,
      });
      onClose();
    } catch (error) {
      onBusyChange(false);
      const message = errorMessage(error);
      const field = FIELD_WORDS.find(([words]) => words.test(message))?.[1];
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else toast({ title: 'Failed to save', description: message, variant: 'destructive' });
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
          autoComplete="off"
          helperText="A new address is mailed a link to confirm it; the old one is told."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty} loading={isLoading}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
