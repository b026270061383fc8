import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router-dom';
import {
  errorMessage,
  useChangeTeamRoleMutation,
  useDeactivateTeamMemberMutation,
  useReactivateTeamMemberMutation,
  useResendTeamInvitationMutation,
  type TeamMemberDto,
  type TeamRole,
} from '../../../api';
import { AssigneeSelect, assigneeId } from '../../../components/assignment/assignee-select';
import { UNASSIGNED_VALUE, useTeamOptions } from '../../../components/assignment/team-options';
import { DialogButtons, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';
import { useToast } from '../../../components/toast/use-toast';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { ROLE_LABELS, withArticle } from '../team-format';
import { EditMemberDialog } from './edit-member-dialog';

/** A member's role: a select for another member (the change is saved at once), plain text for yourself. */
export function MemberRole({ member }: { member: TeamMemberDto }) {
  const [changeRole, { isLoading }] = useChangeTeamRoleMutation();
  const { toast } = useToast();

  if (member.isYou) return <>{ROLE_LABELS[member.role]}</>;

  const onChange = async (role: TeamRole) => {
    try {
      await changeRole({ id: member.id, changeTeamRoleDto: { role } }).unwrap();
      toast({ title: 'Role changed', description: `${member.name} is now ${withArticle(role)}.` });
    } catch (error) {
      toast({ title: 'Failed to change the role', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <TextField
      select
      size="small"
      value={member.role}
      disabled={isLoading}
      onChange={(event) => onChange(event.target.value as TeamRole)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Role of ${member.name}` } }}
      sx={{ minWidth: 120 }}
    >
      {(['admin', 'writer'] as const).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </TextField>
  );
}

/** What an admin may do to another member: deactivate or reactivate them, send the invitation again. */
export function MemberActions({ member }: { member: TeamMemberDto }) {
  const [deactivating, setDeactivating] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reactivate, reactivation] = useReactivateTeamMemberMutation();
  const [resend, resending] = useResendTeamInvitationMutation();
  const { toast } = useToast();

  // Your own names and email are on Your account (a new email there asks for your password).
  if (member.isYou) {
    return (
      <Box sx={{ display: 'flex', justifyContent: { md: 'flex-end' } }}>
        <Button size="small" variant="outlined" component={RouterLink} to="/admin/account">
          Your account
        </Button>
      </Box>
    );
  }

  const onReactivate = async () => {
    try {
      await reactivate({ id: member.id }).unwrap();
      toast({
        title: `${member.name} is active again`,
        description: 'They can sign in. The clients and leads they had stay with whoever has them now.',
      });
    } catch (error) {
      toast({ title: 'Failed to reactivate', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const onResend = async () => {
    try {
      await resend({ id: member.id }).unwrap();
      toast({
        title: `Invitation sent to ${member.email}`,
        description: 'The earlier link no longer works.',
      });
    } catch (error) {
      toast({
        title: 'Failed to send the invitation',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const name = <VisuallyHidden> {member.name}</VisuallyHidden>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { md: 'flex-end' } }}>
      <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
        Edit{name}
      </Button>
      {member.active && member.invitationPending && member.email && (
        <Button size="small" variant="outlined" loading={resending.isLoading} onClick={onResend}>
          Resend invitation<VisuallyHidden> to {member.name}</VisuallyHidden>
        </Button>
      )}
      {member.active ? (
        <Button size="small" variant="outlined" color="error" onClick={() => setDeactivating(true)}>
          Deactivate{name}
        </Button>
      ) : (
        <Button size="small" variant="outlined" loading={reactivation.isLoading} onClick={onReactivate}>
          Reactivate{name}
        </Button>
      )}
      <DeactivateMemberDialog member={member} open={deactivating} onClose={() => setDeactivating(false)} />
      <EditMemberDialog member={member} open={editing} onClose={() => setEditing(false)} />
    </Box>
  );
}

function DeactivateMemberDialog({ member, open, onClose }: DialogProps & { member: TeamMemberDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title={`Deactivate ${member.name}?`}>
      {(body) => <DeactivateMember member={member} {...body} />}
    </FormDialog>
  );
}

function DeactivateMember({ member, onClose, onBusyChange }: DialogBodyProps & { member: TeamMemberDto }) {
  const [deactivate, { isLoading }] = useDeactivateTeamMemberMutation();
  const { members } = useTeamOptions();
  const [handTo, setHandTo] = useState(UNASSIGNED_VALUE);
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Failed to deactivate',
    closeOnFailure: true,
  });
  const receiver = members.find((candidate) => String(candidate.id) === handTo);

  const confirm = () =>
    submit(
      () =>
        deactivate({
          id: member.id,
          deactivateTeamMemberDto: { assignedToId: assigneeId(handTo) },
        }).unwrap(),
      () => ({
        title: `${member.name} is deactivated`,
        description: receiver
          ? `They are signed out, and their clients and leads are with ${receiver.name} now.`
          : 'They are signed out and their clients and leads are unassigned.',
      }),
    );

  const work =
    member.clientsAssigned > 0
      ? `Their ${member.clientsAssigned === 1 ? 'client' : `${member.clientsAssigned} clients`} and any leads of theirs`
      : 'Any leads of theirs';
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {member.name} is signed out at once and can no longer sign in. You can reactivate them later.
        </DialogContentText>
        <AssigneeSelect
          label="Hand their work to"
          value={handTo}
          current={null}
          onChange={setHandTo}
          excludeId={member.id}
          disabled={isLoading}
          helperText={
            receiver
              ? `${work} go to ${receiver.name}, who is told of it as they chose in their notices.`
              : `${work} become unassigned, for you to give to someone later.`
          }
        />
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        busy={isLoading}
        label="Deactivate"
        color="error"
        onConfirm={confirm}
      />
    </>
  );
}
