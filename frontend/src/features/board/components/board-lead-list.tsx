import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BoardLeadDto } from '../../../api';
import { capitalize, formatDate } from '../../../components/format';

/**
 * Leads the team owes something, each linking to its page; the board sends at most 20 of them, so
 * "and N more" (with a link to the leads) tells how many it left out.
 */
export function BoardLeadList({
  leads,
  total,
  date,
  emptyTitle,
  emptyText,
  moreTo,
}: {
  leads: BoardLeadDto[];
  total: number;
  /** The date shown for a lead, e.g. 'Came in Nov 14, 2026'. */
  date: (lead: BoardLeadDto) => string;
  emptyTitle: string;
  emptyText: string;
  /** Where the rest of them are. */
  moreTo: string;
}) {
  if (!leads.length) {
    return (
      <Box sx={{ py: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{emptyTitle}</Typography>
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      </Box>
    );
  }

  const more = total - leads.length;
  return (
    <>
      <List disablePadding>
        {leads.map((lead) => (
          <ListItem key={lead.id} disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Link component={RouterLink} to={`/admin/leads/${lead.id}`} sx={{ fontWeight: 600 }}>
              {lead.name}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[lead.email, lead.package && `${capitalize(lead.package)} package`, date(lead)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          and {more} more ·{' '}
          <Link component={RouterLink} to={moreTo}>
            View all
          </Link>
        </Typography>
      )}
    </>
  );
}

export const cameIn = (lead: BoardLeadDto) => `Came in ${formatDate(lead.createdAt)}`;
export const updated = (lead: BoardLeadDto) => `Updated ${formatDate(lead.updatedAt)}`;
