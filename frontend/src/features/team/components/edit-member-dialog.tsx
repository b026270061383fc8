import { useForm } from 'react-hook-form';
import { useUpdateTeamMemberMutation, type TeamMemberDto, type UpdateTeamMemberDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { EmailField, NameFields } from '../../../components/form/account-fields';
import { PERSON_FIELD_WORDS, showOnField } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';

type Values = Required<UpdateTeamMemberDto>;

/** Corrects another member's First Name, Last Name and Email (a new email is mailed a link to confirm it). */
export function EditMemberDialog({ member, open, onClose }: DialogProps & { member: TeamMemberDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Edit ${member.name}`}>
      {(body) => <EditMemberForm member={member} {...body} />}
    </FormDialog>
  );
}

function EditMemberForm({ member, onClose, onBusyChange }: DialogBodyProps & { member: TeamMemberDto }) {
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
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Failed to save',
    showOnFields: (_error, message) =>
      showOnField(PERSON_FIELD_WORDS.find(([words]) => words.test(message))?.[1], message, setError),
  });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    const emailChanged = email !== (member.email ?? '');
    await submit(
      () =>
        update({
          id: member.id,
          updateTeamMemberDto: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            ...(emailChanged ? { email } : {}),
          },
        }).unwrap(),
      (saved) => ({
        title: `${saved.name} is saved`,
        description: !emailChanged
          ? undefined
          : saved.invitationPending
            ? `Their invitation is sent to ${email} now; the earlier link no longer works.`
            : `A link to confirm ${email} is mailed there; it shows "Email not confirmed" until it is opened.`,
      }),
    );
  });

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Save" disabled={!isDirty}>
      <NameFields control={control} />
      <EmailField
        control={control}
        autoComplete="off"
        helperText="A new address is mailed a link to confirm it; the old one is told."
      />
    </DialogForm>
  );
}
