import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useNavigate } from 'react-router-dom';
import { useMergeLeadMutation, type LeadDto, type SameEmailLeadDto } from '../../../api';
import { DialogButtons, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';
import { formatDate, plural } from '../../../components/format';
import { statusLabels } from '../lead-format';

/**
 * Merges this lead (a duplicate) into another lead with the same email: the admin picks which, the
 * dialog says what moves, and on success the page goes to the lead that stays. The server refuses
 * (409) a lead converted into a client, or emails that differ: its message says why.
 */
export function MergeLeadDialog({ lead, open, onClose }: DialogProps & { lead: LeadDto }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Merge into another lead">
      {(body) => <MergeLead lead={lead} {...body} />}
    </FormDialog>
  );
}

/** A lead by its name and number: leads with one email often have one name too. */
const named = ({ name, id }: { name: string; id: number }) => `${name} (lead #${id})`;

/** What happens to this lead's onboarding answers when it is merged into `into`. */
function answersFate(lead: LeadDto, into: SameEmailLeadDto): string | null {
  if (!lead.isOnboarded) return null;
  return into.isOnboarded
    ? `${named(into)} keeps its own onboarding answers; this lead’s are kept as a note on it.`
    : `Its onboarding answers become those of ${named(into)}.`;
}

function MergeLead({ lead, onClose, onBusyChange }: DialogBodyProps & { lead: LeadDto }) {
  const [mergeLead, { isLoading }] = useMergeLeadMutation();
  const navigate = useNavigate();
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Failed to merge leads',
    closeOnFailure: true,
  });
  const others = lead.sameEmailLeads;
  // With one other lead there is nothing to choose.
  const [intoId, setIntoId] = useState<number | null>(others.length === 1 ? others[0]!.id : null);
  const into = others.find((other) => other.id === intoId);

  const confirm = async () => {
    if (!into) return;
    await submit(
      () => mergeLead({ id: lead.id, mergeLeadDto: { intoLeadId: into.id } }).unwrap(),
      () => ({
        title: 'Leads merged',
        description: `The notes, history and mails of ${named(lead)} are now on ${named(into)}.`,
      }),
      () => navigate(`/admin/leads/${into.id}`, { replace: true }),
    );
  };

  const answers = into ? answersFate(lead, into) : null;
  return (
    <>
      <DialogContent>
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id="merge-into-label">Merge {lead.name} into</FormLabel>
          <RadioGroup
            aria-labelledby="merge-into-label"
            value={intoId === null ? '' : String(intoId)}
            onChange={(event) => setIntoId(Number(event.target.value))}
          >
            {others.map((other) => (
              <FormControlLabel
                key={other.id}
                value={String(other.id)}
                control={<Radio />}
                label={`${other.name} (lead #${other.id}) · ${statusLabels[other.status]} · came in ${formatDate(other.createdAt)}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {into ? (
          <>
            <DialogContentText sx={{ mb: 1.5 }}>
              {plural(lead.adminNotes.length, 'note', 'notes')}, the history (
              {plural(lead.activity.length, 'entry', 'entries')}) and the mails of this lead move to{' '}
              <strong>{named(into)}</strong>.{answers ? ` ${answers}` : ''}
            </DialogContentText>
            <DialogContentText>
              Then this lead is deleted, and the history of {named(into)} records the merge. It cannot be
              undone.
            </DialogContentText>
          </>
        ) : (
          <DialogContentText>Choose the lead that stays.</DialogContentText>
        )}
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={isLoading} label="Merge" disabled={!into} onConfirm={confirm} />
    </>
  );
}
