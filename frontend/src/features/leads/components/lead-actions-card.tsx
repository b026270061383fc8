import { useId, useState, type ReactNode } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PersonIcon from '@mui/icons-material/Person';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadDto, LeadStatus } from '../../../api';
import { useCopyToClipboard } from '../../../components/toast/use-copy-to-clipboard';
import { useChangeLeadStatus } from '../hooks/use-change-lead-status';
import { AddNoteDialog } from './add-note-dialog';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { DeleteLeadDialog } from './delete-lead-dialog';
import { LeadAssigneeField } from './lead-assignee-field';
import { SendIdeasDialog } from './send-ideas-dialog';
import { SectionCard } from '../../../components/section-card';
import { statusLabels } from '../lead-format';

const RESTORE = 'Restore Lead';

/**
 * What an admin does with a lead. Each status button is enabled only when the server lists its status
 * among the moves allowed now; an archived lead shows Restore Lead instead of Archive Lead, which gives
 * it back the status it had when it was archived (the one status the server allows it).
 * Mark as Converted opens the conversion, as Convert to client does: a lead becomes converted only by
 * becoming a client. Contact Lead writes and sends the 3 free post ideas from here.
 */
export function LeadActionsCard({ lead }: { lead: LeadDto }) {
  const { changeStatus, pendingStatus } = useChangeLeadStatus(lead.id);
  const [noteOpen, setNoteOpen] = useState(false);
  const [converting, setConverting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [contacting, setContacting] = useState(false);
  const copyToClipboard = useCopyToClipboard();
  const archivedHintId = useId();

  const archived = lead.status === 'archived';
  const restoresTo: LeadStatus = lead.allowedStatuses[0] ?? 'new';
  const statusButton = (status: LeadStatus, label: string, icon: ReactNode) => {
    // An archived lead moves only by Restore Lead, whatever status that gives back.
    const blocked = archived && label !== RESTORE;
    return (
      <Button
        variant="outlined"
        startIcon={icon}
        disabled={
          blocked || !lead.allowedStatuses.includes(status) || (!!pendingStatus && pendingStatus !== status)
        }
        loading={!blocked && pendingStatus === status}
        onClick={() => changeStatus(status, { restoring: archived })}
      >
        {label}
      </Button>
    );
  };

  const copyOnboardingLink = (url: string) => copyToClipboard(url, 'The onboarding link');

  return (
    <SectionCard title="Actions">
      <Stack spacing={1.5}>
        <LeadAssigneeField lead={lead} />
        <Button
          variant="contained"
          startIcon={<EmailIcon />}
          disabled={lead.status === 'archived'}
          aria-describedby={lead.status === 'archived' ? archivedHintId : undefined}
          onClick={() => setContacting(true)}
        >
          Contact Lead
        </Button>
        {lead.clientId !== null && (
          <Button
            component={RouterLink}
            to={`/admin/clients/${lead.clientId}`}
            variant="contained"
            startIcon={<PersonIcon />}
          >
            View client
          </Button>
        )}
        {lead.status === 'archived' && (
          <Typography id={archivedHintId} variant="body2" color="text.secondary">
            {lead.clientId === null
              ? 'Restore the lead to contact it or convert it into a client.'
              : 'Restore the lead to contact it.'}
          </Typography>
        )}
        {archived && (
          <Typography variant="body2" color="text.secondary">
            Restoring makes it {statusLabels[restoresTo]} again, as it was when it was archived.
          </Typography>
        )}
        {statusButton('contacted', 'Mark as Contacted', <PhoneForwardedIcon />)}
        {/* The one way a lead becomes converted: it opens the conversion, which creates the account. */}
        <Button
          variant="outlined"
          startIcon={<HowToRegIcon />}
          disabled={lead.clientId !== null || (lead.status !== 'new' && lead.status !== 'contacted')}
          aria-describedby={lead.status === 'archived' ? archivedHintId : undefined}
          onClick={() => setConverting(true)}
        >
          Mark as Converted
        </Button>
        <Button variant="outlined" startIcon={<NoteAddIcon />} onClick={() => setNoteOpen(true)}>
          Add Note
        </Button>
        {archived
          ? statusButton(restoresTo, RESTORE, <UnarchiveIcon />)
          : statusButton('archived', 'Archive Lead', <ArchiveIcon />)}
        {!lead.isOnboarded && lead.onboardingUrl && (
          <Button
            variant="text"
            startIcon={<ContentCopyIcon />}
            onClick={() => copyOnboardingLink(lead.onboardingUrl!)}
          >
            Copy onboarding link
          </Button>
        )}
        {/* A lead who became a client is erased from the client's page, not deleted. */}
        {lead.clientId === null && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setDeleting(true)}
          >
            Delete Lead
          </Button>
        )}
      </Stack>
      <AddNoteDialog leadId={lead.id} open={noteOpen} onClose={() => setNoteOpen(false)} />
      <SendIdeasDialog lead={lead} open={contacting} onClose={() => setContacting(false)} />
      {lead.clientId === null && (
        <ConvertLeadDialog leadId={lead.id} open={converting} onClose={() => setConverting(false)} />
      )}
      {lead.clientId === null && (
        <DeleteLeadDialog lead={lead} open={deleting} onClose={() => setDeleting(false)} />
      )}
    </SectionCard>
  );
}
