import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { SearchField } from './search-field';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * The row above a list: its search box, whose text goes to `onSearchChange` (so to the URL) once
 * typing pauses, then the list's filters and actions, wrapping on a narrow screen.
 */
export function ListToolbar({
  label,
  placeholder,
  search,
  onSearchChange,
  searchSx,
  mb = 2,
  children,
}: {
  /** The search box's label, e.g. "Search clients". */
  label: string;
  placeholder: string;
  /** The search as the URL has it. */
  search: string;
  onSearchChange: (search: string) => void;
  searchSx?: SxProps<Theme>;
  mb?: number;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useDebouncedSearch(search, onSearchChange);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb }}>
      <SearchField
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        sx={searchSx}
      />
      {children}
    </Box>
  );
}

/** A list's filter by status: `all` (the value that shows every status) first, then each status. */
export function StatusFilter<Status extends string, All extends string>({
  value,
  all,
  statuses,
  labels,
  onChange,
}: {
  value: Status | All;
  all: All;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  onChange: (value: Status | All) => void;
}) {
  return (
    <TextField
      select
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value as Status | All)}
      sx={{ flex: '0 1 200px', minWidth: 160 }}
      // An empty `all` still shows its "All" (and the label above it).
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={all}>All</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {labels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
