import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useInviteTeamMemberMutation, type InviteTeamMemberDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { EmailField, NameFields, trimmedPerson } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { PERSON_FIELD_WORDS, showOnFields, type FieldWords } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';
import { ROLE_LABELS } from '../team-format';

const FIELD_WORDS: FieldWords<InviteTeamMemberDto> = [...PERSON_FIELD_WORDS, [/role/i, 'role']];

/** Invites a team member: their names, email and role; the server mails them a link to choose a password. */
export function InviteMemberDialog({ open, onClose }: DialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title="Invite member">
      {(body) => <InviteMemberForm {...body} />}
    </FormDialog>
  );
}

function InviteMemberForm({ onClose, onBusyChange }: DialogBodyProps) {
  const { control, handleSubmit, setError } = useForm<InviteTeamMemberDto>({
    defaultValues: { firstName: '', lastName: '', email: '', role: 'writer' },
  });
  const [invite, { isLoading }] = useInviteTeamMemberMutation();
  // The answer names the field at fault: shown on it; else in a toast (the form stays filled).
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Invitation failed',
    showOnFields: (error) => showOnFields(error, FIELD_WORDS, setError),
  });

  const onSubmit = handleSubmit((values) =>
    submit(
      () => invite({ inviteTeamMemberDto: { ...values, ...trimmedPerson(values) } }).unwrap(),
      (member) => ({
        title: `Invitation sent to ${member.email ?? values.email.trim()}`,
        description: `${member.name} can sign in as ${member.username} once they choose a password.`,
      }),
    ),
  );

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Send invitation">
      <NameFields control={control} />
      <EmailField control={control} autoComplete="off" helperText="The invitation goes to this address." />
      <FormTextField control={control} name="role" label="Role" select>
        {(['writer', 'admin'] as const).map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </FormTextField>
    </DialogForm>
  );
}
