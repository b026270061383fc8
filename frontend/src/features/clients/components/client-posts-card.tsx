import { useId, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  errorMessage,
  useListAdminContentQuery,
  type AdminPostSummaryDto,
  type ClientDetailDto,
} from '../../../api';
import { ContentStatusBadge } from '../../../components/content-status';
import { RevisionRequestedChip } from '../../../components/revision-requested-chip';
import { formatDate } from '../../../components/format';
import { ListPagination } from '../../../components/list-states';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { MediaBadge } from '../../../components/media/media-badge';

export const CLIENT_POSTS_PAGE_SIZES = [10, 25, 50];

/**
 * The client's posts, newest change first, a page at a time, and a way to write another (for one of
 * the subscriptions a post may be written for). `manage`: the signed-in member can add subscriptions.
 */
export function ClientPostsCard({ client, manage }: { client: ClientDetailDto; manage: boolean }) {
  const [view, setView] = useState({ page: 1, pageSize: CLIENT_POSTS_PAGE_SIZES[0]! });
  const { data, error, isLoading, isFetching, refetch } = useListAdminContentQuery({
    clientId: client.id,
    ...view,
  });
  const hintId = useId();
  const canWrite = client.writableSubscriptions.length > 0;

  let content;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true" aria-label="Loading posts">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={64} />
        ))}
      </Box>
    );
  } else if (error && !data) {
    content = (
      <LoadError
        title="Failed to load posts"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else if (!data?.total) {
    content = (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography variant="h6" component="p" gutterBottom>
          No posts yet
        </Typography>
        <Typography color="text.secondary">
          {canWrite
            ? 'Write the first one with New post.'
            : 'Posts are written once the client has a subscription.'}
        </Typography>
      </Box>
    );
  } else {
    content = (
      <>
        <Box component="ul" aria-label="Posts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.items.map((post) => (
            <PostItem key={post.id} post={post} />
          ))}
        </Box>
        <ListPagination
          total={data.total}
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={CLIENT_POSTS_PAGE_SIZES}
          onChange={(next) => setView((current) => ({ ...current, page: 1, ...next }))}
        />
      </>
    );
  }

  return (
    <SectionCard
      title="Posts"
      action={
        canWrite ? (
          <Button
            component={RouterLink}
            to={`/admin/content/new?clientId=${client.id}`}
            variant="contained"
            startIcon={<AddIcon />}
          >
            New post
          </Button>
        ) : (
          <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
            <Button variant="contained" startIcon={<AddIcon />} disabled aria-describedby={hintId}>
              New post
            </Button>
            <Typography id={hintId} variant="body2" color="text.secondary">
              {manage
                ? 'Add a subscription first: each post belongs to one.'
                : 'An admin adds a subscription first: each post belongs to one.'}
            </Typography>
          </Box>
        )
      }
    >
      {content}
    </SectionCard>
  );
}

/** The dates that matter for a post: when it was delivered and when it goes out, else when it was started. */
function postDates(post: AdminPostSummaryDto): string {
  const dates = [
    post.deliveredAt && `Delivered ${formatDate(post.deliveredAt)}`,
    post.scheduledFor && `Scheduled for ${formatDate(post.scheduledFor)}`,
  ].filter(Boolean);
  return dates.length ? dates.join(' · ') : `Created ${formatDate(post.createdAt)}`;
}

function PostItem({ post }: { post: AdminPostSummaryDto }) {
  return (
    <Box
      component="li"
      sx={{
        py: 1.5,
        display: 'grid',
        gap: 0.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0 },
      }}
    >
      <Link
        component={RouterLink}
        to={`/admin/content/${post.id}`}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <ContentStatusBadge status={post.status} />
        {post.revisionRequested && <RevisionRequestedChip outlined />}
        <MediaBadge kind={post.mediaKind} count={post.mediaCount} />
        <Typography component="span" variant="body2" color="text.secondary">
          {postDates(post)}
        </Typography>
      </Box>
    </Box>
  );
}
