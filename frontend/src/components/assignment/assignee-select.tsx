import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { errorMessage, type TeamMemberRefDto } from '../../api';
import { memberLabel, UNASSIGNED } from './assignee';
import { UNASSIGNED_VALUE, useTeamOptions } from './team-options';

/** The select's value of an assignment: a member's id, or "unassigned". */
export const assigneeValue = (member: TeamMemberRefDto | null) =>
  member ? String(member.id) : UNASSIGNED_VALUE;

/** The API's `assignedToId` of a select's value: the member's id, or null for nobody. */
export const assigneeId = (value: string) => (value === UNASSIGNED_VALUE ? null : Number(value));

/**
 * Picks who work is assigned to: "Unassigned", or an active team member (from the team's list). A
 * deactivated member still assigned shows as such, and cannot be picked again.
 */
export function AssigneeSelect({
  label,
  value,
  current,
  onChange,
  disabled = false,
  helperText,
  excludeId,
}: {
  label: string;
  /** The value picked: a member's id, or "unassigned". */
  value: string;
  /** Who the work is assigned to now, as the server says. */
  current: TeamMemberRefDto | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  /** A member who may not be picked here (the one whose work is handed over). */
  excludeId?: number;
}) {
  const { members, error, isLoading } = useTeamOptions();
  const active = members.filter((member) => member.active && member.id !== excludeId);
  // The one assigned now stays listed while the team loads, and once they are deactivated.
  const currentListed = !current || active.some((member) => member.id === current.id);

  let hint = helperText;
  if (error) hint = `Failed to load the team: ${errorMessage(error)}`;
  else if (current && !current.active && value === assigneeValue(current))
    hint = `${current.name} is deactivated: choose an active team member`;
  else if (isLoading) hint = 'Loading the team…';

  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={!!error}
      helperText={hint}
    >
      <MenuItem value={UNASSIGNED_VALUE}>{UNASSIGNED}</MenuItem>
      {!currentListed && (
        <MenuItem value={String(current.id)} disabled={!current.active}>
          {memberLabel(current)}
        </MenuItem>
      )}
      {active.map((member) => (
        <MenuItem key={member.id} value={String(member.id)}>
          {member.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
