import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useForm } from 'react-hook-form';
import {
  errorMessage,
  useInviteReviewerMutation,
  useListReviewersQuery,
  useRemoveReviewerMutation,
  type InviteReviewerDto,
  type ReviewerDto,
} from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { NameFields } from '../../../components/form/account-fields';
import { FormTextField } from '../../../components/form/form-text-field';
import { showOnFields, type FieldWords } from '../../../components/form/server-errors';
import { rules } from '../../../components/form/rules';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/use-toast';

/**
 * Settings → Reviewers (docs/product.md, "Settings"): the people the client invited to read, comment on
 * and send feedback on their posts, with their own sign-in; invite one, or remove one after asking.
 */
export function ReviewersCard() {
  const { data, isLoading, isError, error, isFetching, refetch } = useListReviewersQuery();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ReviewerDto | null>(null);

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading reviewers">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
      </Box>
    );
  } else if (isError || !data) {
    body = (
      <LoadError
        title="Could not load your reviewers"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No reviewers yet. Invite an assistant or a colleague to read your posts, comment and send feedback
        with their own sign-in.
      </Typography>
    );
  } else {
    body = (
      <List disablePadding aria-label="Your reviewers">
        {data.map((reviewer) => (
          <ListItem key={reviewer.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={reviewer.name}
              secondary={reviewer.email ?? reviewer.username}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              sx={{ flex: '1 1 12rem', minWidth: 0 }}
            />
            {reviewer.invitationPending && <Chip size="small" label="Invitation sent" />}
            <Button
              color="error"
              onClick={() => setRemoving(reviewer)}
              aria-label={`Remove ${reviewer.name}`}
            >
              Remove
            </Button>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <SectionCard
      title="Reviewers"
      action={
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite reviewer
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Reviewers read your posts, comment on them and send feedback to your writer. They do not see your
        subscription or change your account.
      </Typography>
      {body}
      <InviteReviewerDialog open={inviting} onClose={() => setInviting(false)} />
      <RemoveReviewerDialog reviewer={removing} onClose={() => setRemoving(null)} />
    </SectionCard>
  );
}

const FIELD_WORDS: FieldWords<InviteReviewerDto> = [
  [/first name/i, 'firstName'],
  [/last name/i, 'lastName'],
  [/email/i, 'email'],
];

function InviteReviewerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Invite reviewer">
      {(setBusy) => <InviteReviewerForm onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function InviteReviewerForm({
  onClose,
  onBusyChange,
}: {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { control, handleSubmit, setError } = useForm<InviteReviewerDto>({
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const [invite, { isLoading }] = useInviteReviewerMutation();
  const { toast } = useToast();

  const onSubmit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      const reviewer = await invite({
        inviteReviewerDto: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
        },
      }).unwrap();
      onBusyChange(false);
      toast({
        title: `Invitation sent to ${reviewer.email ?? values.email.trim()}`,
        description: `${reviewer.name} can sign in once they choose a password.`,
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
          helperText="The invitation, with a link to choose a password, goes to this address."
        />
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

function RemoveReviewerDialog({ reviewer, onClose }: { reviewer: ReviewerDto | null; onClose: () => void }) {
  const [remove, { isLoading }] = useRemoveReviewerMutation();
  const { toast } = useToast();
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    if (!reviewer) return;
    try {
      await remove({ id: reviewer.id }).unwrap();
      toast({ title: 'Reviewer removed', description: `${reviewer.name} can no longer sign in.` });
      onClose();
    } catch (error) {
      toast({ title: 'Removal failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={!!reviewer} onClose={close} fullWidth maxWidth="xs" aria-labelledby="remove-reviewer-title">
      <DialogTitle id="remove-reviewer-title">Remove reviewer</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {reviewer &&
            `Remove ${reviewer.name}? They are signed out at once and can no longer read or comment on your posts. Their comments stay.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={isLoading} onClick={() => void confirm()}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
