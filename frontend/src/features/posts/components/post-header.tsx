import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminPostDto } from '../../../api';
import { ContentStatusBadge } from '../../../components/content-status';
import { RevisionRequestedChip } from '../../../components/revision-requested-chip';
import { formatDate, formatDateTime } from '../../../components/format';
import { LinkedInLink } from '../../../components/linkedin-link';
import { planLabel } from '../post-format';

/** Whose post it is, its status, its dates and, once published, where it is on LinkedIn. */
export function PostHeader({ post }: { post: AdminPostDto }) {
  const dates = [
    `Created ${formatDate(post.createdAt)}`,
    post.deliveredAt && `first delivered ${formatDate(post.deliveredAt)}`,
    post.scheduledFor && `scheduled for ${formatDateTime(post.scheduledFor)}`,
  ].filter(Boolean);

  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ContentStatusBadge status={post.status} />
        {post.revisionRequested && <RevisionRequestedChip />}
      </Box>
      <Typography>
        For{' '}
        <Link component={RouterLink} to={`/admin/clients/${post.clientId}`} sx={{ fontWeight: 600 }}>
          {post.clientName}
        </Link>{' '}
        · {planLabel(post.plan)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {dates.join(' · ')}
      </Typography>
      {post.publishedUrl && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Published at <LinkedInLink href={post.publishedUrl} />
        </Typography>
      )}
    </Box>
  );
}
