import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useEraseClientMutation, type ClientDetailDto } from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';

/** What the admin types to confirm: an erasure cannot be undone. */
export const ERASE_CONFIRMATION = 'ERASE';

/** What an erasure removes, and what it keeps for the books. */
const REMOVED = [
  'their name, email and username; their password stops working and they are signed out everywhere',
  'their onboarding answers, the notes kept on their lead and its history',
  'the words of their posts, and the mails we saved for them',
  'any link we emailed them (invitation, password reset, onboarding)',
];

/** Erases a client's personal data on request, once the admin has typed ERASE. */
export function EraseClientDialog({ client, open, onClose }: DialogProps & { client: ClientDetailDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Erase personal data">
      {(body) => <EraseClient client={client} {...body} />}
    </FormDialog>
  );
}

function EraseClient({ client, onClose, onBusyChange }: DialogBodyProps & { client: ClientDetailDto }) {
  const [typed, setTyped] = useState('');
  const [eraseClient, { isLoading }] = useEraseClientMutation();
  const submit = useSubmit({ onClose, onBusyChange, failureTitle: 'Erasure failed' });
  const confirmed = typed.trim() === ERASE_CONFIRMATION;

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    await submit(
      () => eraseClient({ id: client.id }).unwrap(),
      () => ({
        title: 'Personal data erased',
        description: `${client.name}'s personal data has been erased.`,
      }),
    );
  };

  return (
    <DialogForm
      onSubmit={erase}
      onCancel={onClose}
      busy={isLoading}
      label="Erase personal data"
      color="error"
      disabled={!confirmed}
    >
      <DialogContentText>
        Erase the personal data of <strong>{client.name}</strong> ({client.username})? This removes:
      </DialogContentText>
      <Box component="ul" sx={{ mt: 1, mb: 2, pl: 3, color: 'text.secondary' }}>
        {REMOVED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Box>
      <DialogContentText sx={{ mb: 2 }}>
        Their subscriptions end now (one billed through Stripe is canceled there too) and leave the board;
        they, their amounts and post counts stay for the books, under &quot;Erased client&quot;. This cannot
        be undone.
      </DialogContentText>
      <TextField
        label={`Type ${ERASE_CONFIRMATION} to confirm`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
      />
    </DialogForm>
  );
}
