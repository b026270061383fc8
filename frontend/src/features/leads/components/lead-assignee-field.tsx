import { useState } from 'react';
import { errorMessage, useAssignLeadMutation, type LeadDto } from '../../../api';
import { assigneeId, AssigneeSelect, assigneeValue } from '../../../components/assignment/assignee-select';
import { memberLabel, UNASSIGNED } from '../../../components/assignment/assignee';
import { useToast } from '../../../components/toast/use-toast';

/**
 * Who the lead is assigned to (the client's writer once it converts): saved as soon as it is picked.
 * The pick shows while it saves; a refusal says why and shows the assignment as the server has it.
 */
export function LeadAssigneeField({ lead }: { lead: LeadDto }) {
  const [assignLead, { isLoading }] = useAssignLeadMutation();
  const [pending, setPending] = useState<string | null>(null);
  const { toast } = useToast();

  const assign = async (value: string) => {
    setPending(value);
    try {
      const updated = await assignLead({
        id: lead.id,
        assignLeadDto: { assignedToId: assigneeId(value) },
      }).unwrap();
      toast({
        title: updated.assignedTo ? 'Lead assigned' : 'Lead unassigned',
        description: updated.assignedTo
          ? `${lead.name} is assigned to ${memberLabel(updated.assignedTo)}.`
          : `${lead.name} is ${UNASSIGNED.toLowerCase()} now.`,
      });
    } catch (error) {
      toast({ title: 'Failed to assign the lead', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <AssigneeSelect
      label="Assigned to"
      value={pending ?? assigneeValue(lead.assignedTo)}
      current={lead.assignedTo}
      onChange={(value) => void assign(value)}
      disabled={isLoading}
      helperText="Becomes the client's writer when the lead converts."
    />
  );
}
