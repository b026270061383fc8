import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router-dom';
import { useDeleteLeadMutation, type LeadDto } from '../../../api';
import { DialogButtons, FormDialog } from '../../../components/form-dialog';
import type { DialogBodyProps, DialogProps } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/form/use-submit';

/**
 * Deletes a lead that never became a client (spam, say), after saying what goes with it; then back
 * to the list. The server refuses a lead converted into a client account: its message says why.
 */
export function DeleteLeadDialog({
  lead,
  open,
  onClose,
}: DialogProps & { lead: Pick<LeadDto, 'id' | 'name'> }) {
  return (
    <FormDialog open={open} onClose={onClose} title="Delete Lead">
      {(body) => <DeleteLead lead={lead} {...body} />}
    </FormDialog>
  );
}

function DeleteLead({
  lead,
  onClose,
  onBusyChange,
}: DialogBodyProps & { lead: Pick<LeadDto, 'id' | 'name'> }) {
  const [deleteLead, { isLoading }] = useDeleteLeadMutation();
  const navigate = useNavigate();
  const submit = useSubmit({
    onClose,
    onBusyChange,
    failureTitle: 'Failed to delete lead',
    closeOnFailure: true,
  });

  const confirm = () =>
    submit(
      () => deleteLead({ id: lead.id }).unwrap(),
      () => ({
        title: 'Lead deleted',
        description: `${lead.name} has been deleted with their notes and history.`,
      }),
      () => navigate('/admin/leads'),
    );

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          Delete the lead <strong>{lead.name}</strong> for good? This removes their contact details, their
          onboarding answers, the admins&apos; notes, the lead&apos;s activity history and the mails recorded
          for this lead. Other leads with the same email keep theirs.
        </DialogContentText>
        <DialogContentText>
          It cannot be undone. For a lead who became a client, erase the client&apos;s personal data on the
          client&apos;s page instead.
        </DialogContentText>
      </DialogContent>
      <DialogButtons
        onCancel={onClose}
        busy={isLoading}
        label="Delete Lead"
        color="error"
        onConfirm={confirm}
      />
    </>
  );
}
