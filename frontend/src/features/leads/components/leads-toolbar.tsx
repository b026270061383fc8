import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigation } from 'react-router-dom';
import type { LeadStatus } from '../../../api';
import { leadStatuses, statusLabels } from '../lead-format';
import { SearchField } from '../../../components/search-field';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and the status filter above the table. The search goes to the URL (and so to the
 * API) once typing pauses for 300 ms.
 */
export function LeadsToolbar({
  search,
  status,
  onSearchChange,
  onStatusChange,
}: {
  search: string;
  status: LeadStatus | '';
  onSearchChange: (search: string) => void;
  onStatusChange: (status: LeadStatus | '') => void;
}) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);

  // The URL changed on its own (Back, a link): show its search.
  if (search !== shown) {
    setShown(search);
    setDraft(search);
  }

  // A pending search must not override a navigation already under way (a click on View Details
  // while the next page's code loads): it waits, and is dropped when the page goes away.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (draft === search || navigating) return;
    const timer = setTimeout(() => onSearchChange(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearchChange, navigating]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <SearchField
        label="Search leads"
        placeholder="Name, email or company"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <TextField
        select
        label="Status"
        value={status}
        onChange={(event) => onStatusChange(event.target.value as LeadStatus | '')}
        sx={{ flex: '0 1 200px', minWidth: 160 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        {leadStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {statusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
