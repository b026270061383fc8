import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm } from 'react-hook-form';
import { errorStatus, errorMessages, type RecordSnapshotDto } from '../../api';
import { DialogButtons, FormDialog, type DialogBodyProps, type DialogProps } from '../form-dialog';
import { FormTextField } from '../form/form-text-field';
import { useSubmit } from '../form/use-submit';
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
}: DialogProps & {
  /** The earliest day the post's numbers may be dated (YYYY-MM-DD), or null. */
  earliest?: string | null;
  onRecord: (snapshot: RecordSnapshotDto) => Promise<unknown>;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Record numbers">
      {(body) => <RecordNumbersForm earliest={earliest} onRecord={onRecord} {...body} />}
    </FormDialog>
  );
}

function RecordNumbersForm({
  earliest,
  onRecord,
  onClose,
  onBusyChange,
}: DialogBodyProps & {
  earliest?: string | null;
  onRecord: (snapshot: RecordSnapshotDto) => Promise<unknown>;
}) {
  const latest = today();
  const { control, handleSubmit, setError, getValues } = useForm<Values>({
    defaultValues: { recordedOn: latest, impressions: '', reactions: '', comments: '', reposts: '' },
  });
  const [saving, setSaving] = useState(false);
  /** The server's questions (fewer impressions, figures above them), while the form waits for an answer. */
  const [question, setQuestion] = useState<string | null>(null);
  const submit = useSubmit({
    onClose,
    onBusyChange: (busy) => {
      setSaving(busy);
      onBusyChange(busy);
    },
    failureTitle: 'Numbers not saved',
    showOnFields: (error) => {
      const status = errorStatus(error);
      const messages = errorMessages(error);
      // Every question at once: fewer impressions, and each figure above the impressions.
      if (messages.every((message) => asksToConfirm(status, message))) {
        setQuestion(messages.join(' '));
        return true;
      }
      setQuestion(null);
      const unplaced = messages.filter((message) => {
        const field = fieldOf(message);
        if (status === 400 && field) setError(field, { message }, { shouldFocus: true });
        return !(status === 400 && field);
      });
      return unplaced.length === 0;
    },
  });

  const send = (values: Values, confirmed: boolean) =>
    submit(
      () => onRecord({ recordedOn: values.recordedOn, ...countsOf(values), ...(confirmed && { confirmed }) }),
      () => ({ title: 'Numbers recorded', description: 'The post’s numbers have been saved.' }),
    );

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
      {question ? (
        <DialogButtons
          onCancel={() => setQuestion(null)}
          cancelLabel="Change the numbers"
          busy={saving}
          label="Keep them anyway"
          onConfirm={() => void send(getValues(), true)}
          wrap
        />
      ) : (
        <DialogButtons onCancel={onClose} busy={saving} label="Save numbers" wrap />
      )}
    </form>
  );
}
