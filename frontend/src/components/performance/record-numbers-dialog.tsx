import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { errorStatus, errorMessages, errorMessage, type RecordSnapshotDto } from '../../api';
import { FormDialog } from '../form-dialog';
import { FormTextField } from '../form/form-text-field';
import { useToast } from '../toast/use-toast';
import {
  asksToConfirm,
  COUNT_FIELDS,
  COUNT_LABELS,
  countProblem,
  countsOf,
  fieldOf,
  today,
  type TypedCounts,
} from './snapshot-form';

type Values = TypedCounts & { recordedOn: string };

/**
 * "Record numbers": the day and the four counts LinkedIn shows for a published post. Impressions
 * fewer than a figure recorded before come back as a question (the server's sentence) with a button
 * that keeps them; the typed numbers stay meanwhile. `onRecord` sends the snapshot and throws the
 * call's error (an RTK Query `unwrap()`).
 */
export function RecordNumbersDialog({
  open,
  onClose,
  earliest,
  onRecord,
}: {
  open: boolean;
  onClose: () => void;
  /** The earliest day the post's numbers may be dated (YYYY-MM-DD), or null. */
  earliest?: string | null;
  onRecord: (snapshot: RecordSnapshotDto) => Promise<unknown>;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Record numbers">
      {(setBusy) => (
        <RecordNumbersForm earliest={earliest} onRecord={onRecord} onDone={onClose} setBusy={setBusy} />
      )}
    </FormDialog>
  );
}

function RecordNumbersForm({
  earliest,
  onRecord,
  onDone,
  setBusy,
}: {
  earliest?: string | null;
  onRecord: (snapshot: RecordSnapshotDto) => Promise<unknown>;
  onDone: () => void;
  setBusy: (busy: boolean) => void;
}) {
  const latest = today();
  const { control, handleSubmit, setError, getValues } = useForm<Values>({
    defaultValues: { recordedOn: latest, impressions: '', reactions: '', comments: '', reposts: '' },
  });
  const [saving, setSaving] = useState(false);
  /** The server's questions (fewer impressions, figures above them), while the form waits for an answer. */
  const [question, setQuestion] = useState<string | null>(null);
  const { toast } = useToast();

  const send = async (values: Values, confirmed: boolean) => {
    setSaving(true);
    setBusy(true);
    try {
      await onRecord({ recordedOn: values.recordedOn, ...countsOf(values), ...(confirmed && { confirmed }) });
      toast({ title: 'Numbers recorded', description: 'The post’s numbers have been saved.' });
      onDone();
    } catch (error) {
      const status = errorStatus(error);
      const messages = errorMessages(error);
      // Every question at once: fewer impressions, and each figure above the impressions.
      if (messages.length > 0 && messages.every((message) => asksToConfirm(status, message))) {
        setQuestion(messages.join(' '));
      } else {
        setQuestion(null);
        const unplaced = messages.filter((message) => {
          const field = fieldOf(message);
          if (status === 400 && field) setError(field, { message }, { shouldFocus: true });
          return !(status === 400 && field);
        });
        if (unplaced.length > 0 || messages.length === 0)
          toast({ title: 'Numbers not saved', description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setSaving(false);
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit((values) => send(values, false));

  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogContent>
        <DialogContentText>
          The numbers LinkedIn shows under the post today (open the post on LinkedIn, then “View analytics”).
        </DialogContentText>
        <FormTextField
          control={control}
          name="recordedOn"
          label="Recorded on"
          type="date"
          rules={{
            required: 'Recorded on is required',
            validate: (value: string) =>
              value > latest
                ? 'Recorded on cannot be in the future'
                : earliest && value < earliest
                  ? 'Recorded on cannot be before the post was published'
                  : true,
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latest, min: earliest ?? undefined } }}
          disabled={question !== null}
        />
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: 2 }}
        >
          {COUNT_FIELDS.map((field, index) => (
            <FormTextField
              key={field}
              control={control}
              name={field}
              label={COUNT_LABELS[field]}
              rules={{ validate: (value: string) => countProblem(COUNT_LABELS[field], value) ?? true }}
              autoFocus={index === 0}
              disabled={question !== null}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          ))}
        </Box>
        {question && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {question}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {question ? (
          <>
            <Button onClick={() => setQuestion(null)} disabled={saving}>
              Change the numbers
            </Button>
            <Button variant="contained" loading={saving} onClick={() => void send(getValues(), true)}>
              Keep them anyway
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onDone} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Save numbers
            </Button>
          </>
        )}
      </DialogActions>
    </form>
  );
}
