import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useDeleteLeadMutation, type LeadDto } from '../../../api';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../components/toast/use-toast';

/**
 * Deletes a lead that never became a client (spam, say), after saying what goes with it; then back
 * to the list. The server refuses a lead converted into a client account: its message says why.
 */
export function DeleteLeadDialog({
  lead,
  open,
  onClose,
}: {
  lead: Pick<LeadDto, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title="Delete Lead">
      {(setBusy) => <DeleteLead lead={lead} onClose={onClose} onBusyChange={setBusy} />}
    </FormDialog>
  );
}

function DeleteLead({
  lead,
  onClose,
  onBusyChange,
}: {
  lead: Pick<LeadDto, 'id' | 'name'>;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [deleteLead, { isLoading }] = useDeleteLeadMutation();
  const navigate = useNavigate();
  const { toast } = useToast();

  const confirm = async () => {
    onBusyChange(true);
    try {
      await deleteLead({ id: lead.id }).unwrap();
      onBusyChange(false);
      toast({
        title: 'Lead deleted',
        description: `${lead.name} has been deleted with their notes and history.`,
      });
      navigate('/admin/leads');
    } catch (error) {
      onBusyChange(false);
      toast({ title: 'Failed to delete lead', description: errorMessage(error), variant: 'destructive' });
      onClose();
    }
  };

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
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" color="error" loading={isLoading} onClick={confirm}>
          Delete Lead
        </Button>
      </DialogActions>
    </>
  );
}
