import type { ReactNode } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadSummaryDto } from '../../../api';
import { Assignee } from '../../../components/assignment/assignee';
import { EmailAddress } from '../../../components/email-address';
import { formatDate } from '../../../components/format';
import { LinkedInLink } from '../../../components/linkedin-link';
import { TableBodyStates } from '../../../components/list-states';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { LeadSort, SortOrder } from '../hooks/use-leads-view';
import { industryLabel, packageLabel } from '../lead-format';
import { LeadStatusBadge, OverdueFlag } from './lead-status-badge';
import { SameEmailFlag } from './same-email-flag';

interface Column {
  label: string;
  /** The API's sort field, for the columns it can sort by. */
  sort?: LeadSort;
}

const columns: Column[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Email', sort: 'email' },
  { label: 'LinkedIn' },
  { label: 'Industry', sort: 'industry' },
  { label: 'Package' },
  { label: 'Status', sort: 'status' },
  { label: 'Assigned to' },
  { label: 'Date', sort: 'createdAt' },
];

// Newest first is what a date column is read for; text columns start from A.
const firstOrder = (sort: LeadSort): SortOrder =>
  sort === 'createdAt' || sort === 'updatedAt' ? 'desc' : 'asc';

/**
 * The leads as a table, sorted by the server. On a narrow screen the table keeps its columns and
 * scrolls sideways inside its own (focusable) container, so the page itself never does.
 */
export function LeadsTable({
  leads,
  loading,
  sort,
  order,
  onSort,
  empty,
  listSearch,
}: {
  leads: LeadSummaryDto[] | undefined;
  loading: boolean;
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort, order: SortOrder) => void;
  /** Shown in the body when there are no leads to show. */
  empty: ReactNode;
  /** The list's search params, so the details page's Back returns to this view. */
  listSearch: string;
}) {
  return (
    // Positioned, so the visually hidden texts (absolutely positioned) scroll with the table instead of
    // widening the page.
    <TableContainer tabIndex={0} role="region" aria-label="Leads table" sx={{ position: 'relative' }}>
      <Table aria-label="Leads" aria-busy={loading} sx={{ minWidth: 1080 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                sortDirection={column.sort && sort === column.sort ? order : false}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.sort ? (
                  <SortLabel column={column} sortBy={column.sort} sort={sort} order={order} onSort={onSort} />
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
            <TableCell>
              <VisuallyHidden>Details</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableBodyStates
            loading={loading}
            columns={columns.length + 1}
            empty={empty}
            rows={leads?.map((lead) => (
              <LeadRow key={lead.id} lead={lead} listSearch={listSearch} />
            ))}
          />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function SortLabel({
  column,
  sortBy,
  sort,
  order,
  onSort,
}: {
  column: Column;
  sortBy: LeadSort;
  sort: LeadSort;
  order: SortOrder;
  onSort: (sort: LeadSort, order: SortOrder) => void;
}) {
  const active = sort === sortBy;
  return (
    <TableSortLabel
      active={active}
      direction={active ? order : firstOrder(sortBy)}
      onClick={() => onSort(sortBy, active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(sortBy))}
    >
      {column.label}
      {active && (
        <VisuallyHidden>{order === 'desc' ? ', sorted descending' : ', sorted ascending'}</VisuallyHidden>
      )}
    </TableSortLabel>
  );
}

function LeadRow({ lead, listSearch }: { lead: LeadSummaryDto; listSearch: string }) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {lead.name}
      </TableCell>
      <TableCell>
        {/* The address's words are the cell's own text, so it wraps only where EmailAddress allows. */}
        <EmailAddress email={lead.email} />
        {lead.sameEmailCount > 0 && (
          <Box sx={{ mt: 0.5 }}>
            <SameEmailFlag count={lead.sameEmailCount} />
          </Box>
        )}
      </TableCell>
      <TableCell>
        <LinkedInLink
          href={lead.linkedin}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          Profile
          <VisuallyHidden> of {lead.name} (opens in a new tab)</VisuallyHidden>
          <OpenInNewIcon aria-hidden sx={{ fontSize: 16 }} />
        </LinkedInLink>
      </TableCell>
      <TableCell>{industryLabel(lead.industry)}</TableCell>
      <TableCell>
        {lead.package ? (
          packageLabel(lead.package)
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            {packageLabel(lead.package)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <LeadStatusBadge status={lead.status} />
          {lead.isOverdue && <OverdueFlag />}
        </Box>
      </TableCell>
      <TableCell>
        <Assignee member={lead.assignedTo} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
      </TableCell>
      <TableCell>
        <Button
          component={RouterLink}
          to={`/admin/leads/${lead.id}`}
          state={{ listSearch }}
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
        >
          View Details
          <VisuallyHidden> for {lead.name}</VisuallyHidden>
        </Button>
      </TableCell>
    </TableRow>
  );
}
