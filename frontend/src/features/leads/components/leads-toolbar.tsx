import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import type { LeadStatus } from '../../../api';
import { AssigneeFilter } from '../../../components/assignment/assignee-filter';
import { ListToolbar, StatusFilter } from '../../../components/list-toolbar';
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
  return (
    <ListToolbar
      label="Search leads"
      placeholder="Name, email or company"
      search={search}
      onSearchChange={onSearchChange}
    >
      <StatusFilter
        value={status}
        all=""
        statuses={leadStatuses}
        labels={statusLabels}
        onChange={onStatusChange}
      />
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
    </ListToolbar>
  );
}
