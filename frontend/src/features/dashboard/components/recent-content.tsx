import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, useListContentQuery, type PostDto } from '../../../api';
import {
  ContentStatusIcon,
  contentStatusLabels,
  RevisionRequestedBadge,
} from '../../../components/content-status';
import { EmptyCard } from '../../../components/empty-card';
import { formatDate } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { previewText } from '../../../components/post-text';
import { PostMediaBadge } from '../../../components/media/media-badge';
import { RECENT_CONTENT_ARG } from '../recent-content-count';

/** The dashboard's "Recent Content" section. */
export function RecentContent() {
  const { data, error, isLoading, isFetching, refetch } = useListContentQuery(RECENT_CONTENT_ARG);

  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label="Loading content">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Box>
    );
  }
  if (error && !data) {
    return (
      <LoadError
        title="Error Loading Content"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  if (!data?.items.length) {
    return (
      <EmptyCard
        title="No Content Yet"
        level="h3"
        text="We haven't delivered any content for you yet. Check back soon!"
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.items.map((item) => (
        <RecentItem key={item.id} item={item} />
      ))}
    </Box>
  );
}

function RecentItem({ item }: { item: PostDto }) {
  const headingId = `recent-content-${item.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <ContentStatusIcon status={item.status} />
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {contentStatusLabels[item.status]}
            </Typography>
          </Box>
          {item.revisionRequested && <RevisionRequestedBadge at={item.revisionRequestedAt} />}
          <PostMediaBadge media={item.media} />
          <Typography component="span" variant="body2" color="text.secondary">
            {item.scheduledFor ? `Scheduled for ${formatDate(item.scheduledFor)}` : 'No schedule set'}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {previewText(item.content)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link component={RouterLink} to={`/dashboard/content/${item.id}`} aria-describedby={headingId}>
          View Details
        </Link>
      </CardActions>
    </Card>
  );
}
