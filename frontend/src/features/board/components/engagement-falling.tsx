import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EngagementDropDto } from '../../../api';
import { formatPoints, formatRate } from '../../../components/format';

/**
 * The board's "Engagement falling": the clients whose engagement rate over the posts published in
 * the last 30 days fell most against the 30 days before (the server picks at most 5), each linking
 * to their page.
 */
export function EngagementFalling({ clients }: { clients: EngagementDropDto[] }) {
  if (!clients.length) {
    return (
      <Box sx={{ py: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>No engagement falling</Typography>
        <Typography variant="body2" color="text.secondary">
          No client's engagement over the last 30 days fell below the 30 days before (clients need numbers in
          both to count).
        </Typography>
      </Box>
    );
  }
  return (
    <List disablePadding>
      {clients.map((client) => (
        <ListItem key={client.clientId} disableGutters divider sx={{ display: 'block', py: 1 }}>
          <Link component={RouterLink} to={`/admin/clients/${client.clientId}`} sx={{ fontWeight: 600 }}>
            {client.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {`${formatRate(client.before)} → ${formatRate(client.after)} (${formatPoints(client.change)}) over the last 30 days`}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
