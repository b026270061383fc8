import { useCallback } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useUrlParams } from '../use-url-params';
import { firstPage } from '../use-url-page';
import { memberLabel, UNASSIGNED } from './assignee';
import { isAssigneeFilter, UNASSIGNED_VALUE, useTeamOptions } from './team-options';

/**
 * A list's filter by who the work is assigned to: every member ('' ), "unassigned", or one member's id
 * (the API's `assignedTo`). Deactivated members stay listed: work may still be theirs.
 */
export function AssigneeFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  /** The option that shows everyone's, e.g. "All writers". */
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { members, isError } = useTeamOptions();
  // A member's id from the URL is kept as an option while the team loads (or if it never does).
  const known = value === '' || value === UNASSIGNED_VALUE || members.some((m) => String(m.id) === value);

  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={isError}
      helperText={isError ? 'Failed to load the team' : undefined}
      sx={{ flex: '0 1 220px', minWidth: 180 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      <MenuItem value={UNASSIGNED_VALUE}>{UNASSIGNED}</MenuItem>
      {!known && <MenuItem value={value}>Team member {value}</MenuItem>}
      {members.map((member) => (
        <MenuItem key={member.id} value={String(member.id)}>
          {memberLabel(member)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A list's `assignedTo` filter kept in the URL, like its search: '' for all (left out of the URL), and
 * a new filter starts the list again at page 1. An unreadable value reads as all.
 */
export function useUrlAssigneeFilter() {
  const [params, setParams] = useUrlParams();
  const raw = params.get('assignedTo');
  const assignedTo = isAssigneeFilter(raw) ? raw : '';

  const setAssignedTo = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = firstPage(current);
        if (next) updated.set('assignedTo', next);
        else updated.delete('assignedTo');
        return updated;
      }),
    [setParams],
  );

  return { assignedTo, setAssignedTo };
}

/**
 * A list's filter by writer, kept in the URL, for admins: `filter` is the field to show (null for a
 * writer, whose lists hold their own clients' only) and `assignedTo` the API's filter ('' for all).
 */
export function useWriterFilter(admin: boolean) {
  const url = useUrlAssigneeFilter();
  const assignedTo = admin ? url.assignedTo : '';
  const filter = admin ? (
    <AssigneeFilter label="Writer" allLabel="All writers" value={assignedTo} onChange={url.setAssignedTo} />
  ) : null;
  return { assignedTo, filter };
}
