import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PostDto } from '../../../api';
import { ContentStatusBadge, RevisionRequestedBadge } from '../../../components/content-status';
import { formatDate } from '../../../components/format';
import { PostMediaBadge } from '../../../components/media/media-badge';
import { clampableText } from '../../../components/post-text';
import { isReviewer, useCurrentUser } from '../../../store/use-current-user';
import { RevisionAction } from './revision-action';

/** "Created on {date}", and " • Scheduled for {date}" when a date is set. */
export const contentDates = (item: PostDto) =>
  `Created on ${formatDate(item.createdAt)}` +
  (item.scheduledFor ? ` • Scheduled for ${formatDate(item.scheduledFor)}` : '');

/** One post in My Content: what it is, a few lines of it, and what the client may do with it. */
export function ContentCard({ item }: { item: PostDto }) {
  // A reviewer does not publish (docs/product.md, "Roles").
  const reviewer = isReviewer(useCurrentUser().user);
  const headingId = `content-${item.id}-title`;
  const base = `/dashboard/content/${item.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            variant="h6"
            component="h2"
            id={headingId}
            sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}
          >
            {item.title}
          </Typography>
          <PostMediaBadge media={item.media} />
          <ContentStatusBadge status={item.status} />
          {item.revisionRequested && <RevisionRequestedBadge at={item.revisionRequestedAt} />}
        </Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {contentDates(item)}
        </Typography>
        <Typography
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 4,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {clampableText(item.content)}
        </Typography>
      </CardContent>
      <CardActions
        sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button component={RouterLink} to={base} variant="outlined" aria-describedby={headingId}>
          View Full Content
        </Button>
        <RevisionAction item={item} action={{ to: `${base}/revision` }} describedBy={headingId} />
        {item.canPublish && !reviewer && (
          <Button component={RouterLink} to={`${base}/publish`} aria-describedby={headingId}>
            Mark as Published
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
