import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage, useUpdateClientProductionMutation, type ClientDetailDto } from '../../../api';
import { assigneeId, AssigneeSelect, assigneeValue } from '../../../components/assignment/assignee-select';
import { SectionCard } from '../../../components/section-card';
import { useToast } from '../../../components/toast/use-toast';

/** What the admin changed and has not saved yet; what they did not touch follows the server. */
interface Draft {
  writer?: string;
  reviewRequired?: boolean;
}

/**
 * How the client's posts are produced (admins): who writes them, and whether an admin reviews a
 * writer's post before it can be delivered. Only what changed is sent; a failed save keeps it.
 */
export function ProductionCard({ client }: { client: ClientDetailDto }) {
  const [draft, setDraft] = useState<Draft>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [updateProduction, { isLoading }] = useUpdateClientProductionMutation();
  const { toast } = useToast();
  const helpId = useId();

  const writer = draft.writer ?? assigneeValue(client.assignedTo);
  const reviewRequired = draft.reviewRequired ?? client.reviewRequired;
  const writerChanged = writer !== assigneeValue(client.assignedTo);
  const reviewChanged = reviewRequired !== client.reviewRequired;

  const change = (next: Draft) => {
    setDraft((current) => ({ ...current, ...next }));
    setSaveError(null);
  };

  const save = async () => {
    try {
      await updateProduction({
        id: client.id,
        updateClientProductionDto: {
          ...(writerChanged && { assignedToId: assigneeId(writer) }),
          ...(reviewChanged && { reviewRequired }),
        },
      }).unwrap();
      setDraft({});
      toast({ title: 'Production saved', description: `${client.name}'s writer and review are up to date.` });
    } catch (error) {
      setSaveError(errorMessage(error));
    }
  };

  return (
    <SectionCard title="Production">
      <Box
        component="form"
        noValidate
        aria-label="Production"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {saveError && (
          <Alert severity="error">
            <AlertTitle>Failed to save</AlertTitle>
            {saveError}
          </Alert>
        )}
        <AssigneeSelect
          label="Writer"
          value={writer}
          current={client.assignedTo}
          onChange={(value) => change({ writer: value })}
          disabled={isLoading}
        />
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={reviewRequired}
                onChange={(event) => change({ reviewRequired: event.target.checked })}
                disabled={isLoading}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
            label="Review before delivery"
          />
          <Typography id={helpId} variant="body2" color="text.secondary">
            A writer&apos;s posts for this client wait for an admin&apos;s approval before they can be
            delivered.
          </Typography>
        </Box>
        <Box>
          <Button
            type="submit"
            variant="contained"
            loading={isLoading}
            disabled={!writerChanged && !reviewChanged}
          >
            Save
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
