import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { errorMessage, useInviteTeamMemberMutation, type InviteTeamMemberDto } from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { NameFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { showOnFields, type FieldWords } from '../../../components/form/server-errors';
import { rules } from '../../../components/form/rules';
import { useToast } from '../../../components/toast/use-toast';
import { ROLE_LABELS } from '../team-format';

const FIELD_WORDS: FieldWords<InviteTeamMemberDto> = [
  [/first name/i, 'firstName'],
  [/last name/i, 'lastName'],
  [/email/i, 'email'],
  [/role/i, 'role'],
];

/** Invites a team member: their names, email and role; the server mails them a link to choose a password. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Invite member">
      {(setBusy) => <InviteMemberForm onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function InviteMemberForm({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit, setError } = useForm<InviteTeamMemberDto>({
    defaultValues: { firstName: '', lastName: '', email: '', role: 'writer' },
  });
  const [invite, { isLoading }] = useInviteTeamMemberMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      const member = await invite({
        inviteTeamMemberDto: {
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
        },
      }).unwrap();
      onBusyChange(false);
      toast({
        title: `Invitation sent to ${member.email ?? values.email.trim()}`,
        description: `${member.name} can sign in as ${member.username} once they choose a password.`,
      });
      onClose();
    } catch (error) {
      onBusyChange(false);
      // The answer names the field at fault: shown on it; else in a toast (the form stays filled).
      if (!showOnFields(error, FIELD_WORDS, setError))
        toast({ title: 'Invitation failed', description: errorMessage(error), variant: 'destructive' });
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
          helperText="The invitation goes to this address."
        />
        <FormTextField control={control} name="role" label="Role" select>
          {(['writer', 'admin'] as const).map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </FormTextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Send invitation
        </Button>
      </DialogActions>
    </Box>
  );
}
