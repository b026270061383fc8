import { useState } from 'react';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { statusLabels } from '../lead-format';
import { MergeLeadDialog } from './merge-lead-dialog';
import { sameEmailText } from './same-email-flag';

/** What to merge into what, worded for one other lead or several. */
function mergeAdvice(isClient: boolean, others: number): string {
  if (isClient)
    return others === 1
      ? 'This lead became a client: merge the other lead into it from the other lead’s page.'
      : 'This lead became a client: merge the other leads into it from their own pages.';
  return `The same person may have asked ${others === 1 ? 'twice' : 'more than twice'}. Merge this lead into ${
    others === 1 ? 'the other' : 'one of the others'
  } to keep everything in one place.`;
}

/**
 * On a lead's page, the other leads with the same email (the same person asking again), each linked,
 * and Merge into… to fold this one into one of them. A lead that became a client stays: the others
 * are merged into it from their own pages.
 */
export function SameEmailNotice({ lead }: { lead: LeadDto }) {
  const [merging, setMerging] = useState(false);
  const others = lead.sameEmailLeads;
  if (others.length === 0) return null;
  const isClient = lead.clientId !== null;

  return (
    <Alert
      severity="warning"
      // A standing notice of the page, not an interruption: a named region, not an alert.
      role="region"
      aria-label="Leads with the same email"
      sx={{ mb: 3, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle>{sameEmailText(others.length)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {mergeAdvice(isClient, others.length)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, mb: isClient ? 0 : 1.5 }}>
        {others.map((other) => (
          <li key={other.id}>
            <Link component={RouterLink} to={`/admin/leads/${other.id}`}>
              {other.name} (lead #{other.id})
            </Link>{' '}
            · {statusLabels[other.status]}
            {other.isClient ? ' · a client' : ''} · came in{' '}
            <time dateTime={other.createdAt}>{formatDate(other.createdAt)}</time>
          </li>
        ))}
      </Box>
      {!isClient && (
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<MergeTypeIcon />}
          onClick={() => setMerging(true)}
        >
          Merge into…
        </Button>
      )}
      {!isClient && <MergeLeadDialog lead={lead} open={merging} onClose={() => setMerging(false)} />}
    </Alert>
  );
}
