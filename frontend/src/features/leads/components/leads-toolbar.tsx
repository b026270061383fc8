import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LeadStatus } from '../../../api';
import { AssigneeFilter } from '../../../components/assignment/assignee-filter';
import { SearchField } from '../../../components/search-field';
import { useDebouncedSearch } from '../../../components/use-debounced-search';
import { leadStatuses, statusLabels } from '../lead-format';

/**
 * The search box and the status and assignee filters above the table, and Export CSV, which downloads every lead
 * of the view as it stands (search, filter and sort; all pages). The search goes to the URL (and so
 * to the API) once typing pauses for 300 ms.
 */
export function LeadsToolbar({
  search,
  status,
  assignedTo,
  onSearchChange,
  onStatusChange,
  onAssignedToChange,
  onExport,
  exporting,
}: {
  search: string;
  status: LeadStatus | '';
  assignedTo: string;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: LeadStatus | '') => void;
  onAssignedToChange: (assignedTo: string) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [draft, setDraft] = useDebouncedSearch(search, onSearchChange);

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
      <AssigneeFilter label="Assigned to" allLabel="All" value={assignedTo} onChange={onAssignedToChange} />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={exporting}
        loadingPosition="start"
        onClick={onExport}
        sx={{ alignSelf: 'center', ml: { sm: 'auto' } }}
      >
        Export CSV
      </Button>
    </Box>
  );
}
