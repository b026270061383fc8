import { errorMessage, useUpdateLeadStatusMutation, type LeadStatus } from '../../../api';
import { useToast } from '../../../components/toast/use-toast';
import { statusLabels } from '../lead-format';

const confirmations: Record<LeadStatus, string> = {
  new: 'Restored to new.',
  contacted: 'Marked as contacted.',
  converted: 'Marked as converted.',
  archived: 'Lead archived.',
};

/** Moves the lead to another status, then says so in a toast (or shows why the server refused). */
export function useChangeLeadStatus(leadId: number) {
  const [updateStatus, { isLoading, originalArgs }] = useUpdateLeadStatusMutation();
  const { toast } = useToast();

  /** `restoring`: an archived lead going back to the status it had. */
  const changeStatus = async (status: LeadStatus, { restoring = false } = {}) => {
    try {
      await updateStatus({ id: leadId, updateLeadStatusDto: { status } }).unwrap();
      toast({
        title: 'Lead updated',
        description: restoring ? `Restored to ${statusLabels[status].toLowerCase()}.` : confirmations[status],
      });
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  /** The status being sent, while the request is under way. */
  const pendingStatus = isLoading ? originalArgs?.updateLeadStatusDto.status : undefined;
  return { changeStatus, pendingStatus };
}
