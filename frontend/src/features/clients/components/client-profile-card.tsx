import { lazy, useId, useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useResendInvitationMutation, type ClientDetailDto } from '../../../api';
import { EmailAddress } from '../../../components/email-address';
import { Field, FieldList, NotProvided } from '../../../components/field-list';
import { formatDate } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';
import { OnceOpened } from '../../../components/once-opened';
import { useToast } from '../../../components/toast/use-toast';
import { EraseClientDialog } from './erase-client-dialog';

// Fetched when first opened: its time zone list (MUI's Autocomplete) is no part of the page's first load.
const EditProfileDialog = lazy(() =>
  import('./edit-profile-dialog').then((module) => ({ default: module.EditProfileDialog })),
);

/**
 * Who the client is, when they joined and signed in, and the lead they came from; with `manage` (an
 * admin), the actions on them: the invitation, the profile's edit, the lead, the erasure.
 */
export function ClientProfileCard({ client, manage }: { client: ClientDetailDto; manage: boolean }) {
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);
  if (client.erasure) return <ErasedProfile client={client} erasure={client.erasure} manage={manage} />;
  return (
    <SectionCard title="Profile">
      <FieldList>
        <Field label="Name">{client.name}</Field>
        <Field label="Username">{client.username}</Field>
        <Field label="Email">
          {client.email ? (
            <Link href={`mailto:${client.email}`}>
              <EmailAddress email={client.email} />
            </Link>
          ) : (
            <NotProvided />
          )}
        </Field>
        <Field label="Client since">
          <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
        </Field>
        <Field label="Last sign-in">
          {client.lastLogin ? (
            <time dateTime={client.lastLogin}>{formatDate(client.lastLogin)}</time>
          ) : (
            <NotProvided text="Not signed in yet" />
          )}
        </Field>
      </FieldList>
      {manage && (
        <ProfileActions client={client} onEdit={() => setEditing(true)} onErase={() => setErasing(true)} />
      )}
      {manage && (
        <OnceOpened open={editing}>
          <EditProfileDialog client={client} open={editing} onClose={() => setEditing(false)} />
        </OnceOpened>
      )}
      {manage && <EraseClientDialog client={client} open={erasing} onClose={() => setErasing(false)} />}
    </SectionCard>
  );
}

function ProfileActions({
  client,
  onEdit,
  onErase,
}: {
  client: ClientDetailDto;
  onEdit: () => void;
  onErase: () => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      {client.lastLogin === null && <ResendInvitation client={client} />}
      <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
        Edit profile
      </Button>
      {client.leadId !== null && (
        <Button
          component={RouterLink}
          to={`/admin/leads/${client.leadId}`}
          variant="outlined"
          startIcon={<PersonSearchIcon />}
        >
          View lead
        </Button>
      )}
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={onErase}>
        Erase personal data
      </Button>
    </Stack>
  );
}

/** An erased client: who erased their data and when, in place of the fields they no longer have. */
function ErasedProfile({
  client,
  erasure,
  manage,
}: {
  client: ClientDetailDto;
  erasure: NonNullable<ClientDetailDto['erasure']>;
  manage: boolean;
}) {
  return (
    <SectionCard title="Profile">
      <Alert severity="info" sx={{ mb: 2 }}>
        Personal data erased on <time dateTime={erasure.erasedAt}>{formatDate(erasure.erasedAt)}</time> by{' '}
        {erasure.erasedBy ?? 'an admin whose account is gone'}
      </Alert>
      <FieldList>
        <Field label="Client since">
          <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
        </Field>
      </FieldList>
      {manage && client.leadId !== null && (
        <Button
          component={RouterLink}
          to={`/admin/leads/${client.leadId}`}
          variant="outlined"
          startIcon={<PersonSearchIcon />}
          sx={{ mt: 3 }}
        >
          View lead
        </Button>
      )}
    </SectionCard>
  );
}

/** A new link to set a password, for a client who has not taken up their invitation. */
function ResendInvitation({ client }: { client: ClientDetailDto }) {
  const [resendInvitation, { isLoading }] = useResendInvitationMutation();
  const { toast } = useToast();
  const hintId = useId();
  const { email } = client;

  const resend = async () => {
    try {
      await resendInvitation({ id: client.id }).unwrap();
      toast({ title: 'Invitation sent', description: `A new link to set a password was sent to ${email}.` });
    } catch (error) {
      toast({ title: 'Failed to send invitation', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Button
        variant="contained"
        startIcon={<ForwardToInboxIcon />}
        loading={isLoading}
        disabled={!email}
        aria-describedby={hintId}
        onClick={resend}
      >
        Resend invitation
      </Button>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {email
          ? 'Emails a new link to set a password, valid for 7 days.'
          : 'The client has no email address to send an invitation to.'}
      </Typography>
    </Box>
  );
}
