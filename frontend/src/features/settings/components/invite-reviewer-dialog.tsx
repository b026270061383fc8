import { useForm } from 'react-hook-form';
import { useInviteReviewerMutation, type InviteReviewerDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { EmailField, NameFields, trimmedPerson } from '../../../components/form/account-fields';
import { PERSON_FIELD_WORDS, showOnFields } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';

/** Invites a reviewer: their names and email; the server mails them a link to choose a password. */
export function InviteReviewerDialog({ open, onClose }: DialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title="Invite reviewer">
      {(body) => <InviteReviewerForm {...body} />}
    </FormDialog>
  );
}

function InviteReviewerForm({ onClose, onBusyChange }: DialogBodyProps) {
  const { control, handleSubmit, setError } = useForm<InviteReviewerDto>({
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const [invite, { isLoading }] = useInviteReviewerMutation();
  // The answer names the field at fault: shown on it; else in a toast (the form stays filled).
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Invitation failed',
    showOnFields: (error) => showOnFields(error, PERSON_FIELD_WORDS, setError),
  });

  const onSubmit = handleSubmit((values) =>
    submit(
      () => invite({ inviteReviewerDto: trimmedPerson(values) }).unwrap(),
      (reviewer) => ({
        title: `Invitation sent to ${reviewer.email ?? values.email.trim()}`,
        description: `${reviewer.name} can sign in once they choose a password.`,
      }),
    ),
  );

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Send invitation">
      <NameFields control={control} />
      <EmailField
        control={control}
        autoComplete="off"
        helperText="The invitation, with a link to choose a password, goes to this address."
      />
    </DialogForm>
  );
}
