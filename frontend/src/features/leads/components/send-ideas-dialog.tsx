import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  IDEA_MAX_LENGTH,
  IDEA_MIN_LENGTH,
  useSendLeadIdeasMutation,
  type LeadActivityDto,
  type LeadDto,
} from '../../../api';
import { DialogForm, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { showOnField } from '../../../components/form/server-errors';
import { useSubmit } from '../../../components/form/use-submit';
import { formatDateTime } from '../../../components/format';

interface IdeasValues {
  idea1: string;
  idea2: string;
  idea3: string;
}

const FIELDS = ['idea1', 'idea2', 'idea3'] as const;

/** The server's rules for one idea, with its messages: each names the field. */
const ideaRules = (label: string) => ({
  validate: (value: string) => {
    const length = value.trim().length;
    if (!length) return `${label} is required`;
    if (length < IDEA_MIN_LENGTH) return `${label} must be at least ${IDEA_MIN_LENGTH} characters`;
    if (length > IDEA_MAX_LENGTH) return `${label} must be at most ${IDEA_MAX_LENGTH} characters`;
    return true;
  },
});

/** The idea a refusal is about ("Idea 2 must be…"), if any. */
function ideaField(message: string): (typeof FIELDS)[number] | null {
  const idea = /^Idea ([123]) /.exec(message);
  return idea ? FIELDS[Number(idea[1]) - 1]! : null;
}

/** The ideas last sent to the lead, from its history (newest first), if any were. */
export const lastIdeasSent = (lead: LeadDto): LeadActivityDto | undefined =>
  lead.activity.find((entry) => entry.kind === 'ideas_sent' && entry.ideas?.length);

/**
 * 'Contact Lead': the 3 free post ideas the lead form promised, written here and emailed to the lead
 * by the server, which keeps them in the lead's history. Ideas sent before show above the fields, so a
 * second set is written knowing the first.
 */
export function SendIdeasDialog({ lead, open, onClose }: DialogProps & { lead: LeadDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Send the 3 free post ideas">
      {(body) => <SendIdeasForm lead={lead} {...body} />}
    </FormDialog>
  );
}

function SendIdeasForm({ lead, onClose, onBusyChange }: DialogBodyProps & { lead: LeadDto }) {
  const { control, handleSubmit, setError } = useForm<IdeasValues>({
    defaultValues: { idea1: '', idea2: '', idea3: '' },
  });
  const [sendIdeas, { isLoading }] = useSendLeadIdeasMutation();
  // The dialog stays open with every idea as typed; a refusal about one idea shows on its field.
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Sending failed',
    showOnFields: (_error, message) => showOnField(ideaField(message), message, setError),
  });
  const sent = lastIdeasSent(lead);

  const onSubmit = handleSubmit((values) =>
    submit(
      () =>
        sendIdeas({
          id: lead.id,
          sendLeadIdeasDto: {
            idea1: values.idea1.trim(),
            idea2: values.idea2.trim(),
            idea3: values.idea3.trim(),
          },
        }).unwrap(),
      () => ({ title: 'Ideas sent', description: `The 3 post ideas were emailed to ${lead.email}.` }),
    ),
  );

  return (
    <DialogForm onSubmit={onSubmit} onCancel={onClose} busy={isLoading} label="Send ideas">
      {sent && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <AlertTitle>Ideas already sent</AlertTitle>
          <Typography variant="body2">
            {sent.actor ?? 'An admin'} sent these on{' '}
            <time dateTime={sent.createdAt}>{formatDateTime(sent.createdAt)}</time>:
          </Typography>
          <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
            {sent.ideas!.map((idea, index) => (
              <li key={index}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {idea}
                </Typography>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography color="text.secondary">
        {`We email these to ${lead.email}, as the lead form promised.${
          lead.status === 'new' ? ' The lead then becomes contacted.' : ''
        }`}
      </Typography>
      {FIELDS.map((name, index) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          rules={ideaRules(`Idea ${index + 1}`)}
          label={`Idea ${index + 1}`}
          multiline
          minRows={2}
          autoFocus={index === 0}
          helperText={`${IDEA_MIN_LENGTH} to ${IDEA_MAX_LENGTH} characters`}
        />
      ))}
    </DialogForm>
  );
}
