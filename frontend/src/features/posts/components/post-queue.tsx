import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  errorMessage,
  useListAdminContentQuery,
  type AdminPostPageDto,
  type AdminPostSummaryDto,
  type ListAdminContentApiArg,
} from '../../../api';
import { Assignee } from '../../../components/assignment/assignee';
import { ListPagination } from '../../../components/list-states';
import { LoadError } from '../../../components/load-error';
import { MediaBadge } from '../../../components/media/media-badge';
import { Page } from '../../../components/page';
import { useUrlPage } from '../../../components/use-url-page';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { planLabel } from '../post-format';

export const QUEUE_PAGE_SIZES = [25, 50, 100];

/** What a queue's states say: while it loads, when it cannot, and when a refresh fails over a page shown. */
export interface QueueLabels {
  loading: string;
  loadFailed: string;
  refreshFailed: string;
}

interface PostQueueProps {
  /** The page of posts as the list query answers it. */
  result: {
    data?: AdminPostPageDto;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  page: number;
  pageSize: number;
  onPageChange: (next: { page?: number; pageSize?: number }) => void;
  labels: QueueLabels;
  /** The skeleton's height of one card, as the cards stand. */
  cardHeight: number;
  /** What shows when nothing waits (an EmptyState). */
  empty: ReactNode;
  /** The line above the list: how many wait, in which order. */
  summary: (total: number) => string;
  card: (item: AdminPostSummaryDto) => ReactNode;
}

/**
 * A queue's page: the posts of `filter`, a page at a time as the URL says, fetched afresh on every visit
 * (the queue moves meanwhile), under the page's title and its `toolbar`.
 */
export function PostQueuePage({
  title,
  filter,
  toolbar,
  ...queue
}: Omit<PostQueueProps, 'result' | 'page' | 'pageSize' | 'onPageChange'> & {
  title: string;
  filter: Omit<ListAdminContentApiArg, 'page' | 'pageSize'>;
  toolbar?: ReactNode;
}) {
  const { page, pageSize, change } = useUrlPage(QUEUE_PAGE_SIZES, 25);
  const result = useListAdminContentQuery({ ...filter, page, pageSize }, { refetchOnMountOrArgChange: true });
  return (
    <Page title={title} maxWidth="md">
      {toolbar}
      <PostQueue result={result} page={page} pageSize={pageSize} onPageChange={change} {...queue} />
    </Page>
  );
}

/**
 * A queue of posts waiting for the team (the revision requests, the drafts sent for review), oldest
 * first, paged by the server: loading, failed, empty, and the numbered list with its pages.
 */
export function PostQueue({
  result: { data, error, isLoading, isFetching, refetch },
  page,
  pageSize,
  onPageChange,
  labels,
  cardHeight,
  empty,
  summary,
  card,
}: PostQueueProps) {
  if (isLoading) {
    return (
      <Box aria-busy="true" aria-label={labels.loading} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={cardHeight} />
        ))}
      </Box>
    );
  }
  if (!data) {
    return (
      <LoadError
        title={labels.loadFailed}
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  if (!data.total) return empty;
  return (
    <>
      {error && (
        <LoadError
          title={labels.refreshFailed}
          message={errorMessage(error)}
          retrying={isFetching}
          onRetry={() => refetch()}
        />
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {summary(data.total)}
      </Typography>
      <Box
        component="ol"
        start={(page - 1) * pageSize + 1}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {data.items.map((item) => (
          <Box component="li" key={item.id}>
            {card(item)}
          </Box>
        ))}
      </Box>
      <ListPagination
        total={data.total}
        page={page}
        pageSize={pageSize}
        pageSizes={QUEUE_PAGE_SIZES}
        onChange={onPageChange}
      />
    </>
  );
}

/**
 * One post of a queue: its title (to the post), its client (to the client's page), plan and `when`,
 * its writer, what else the queue shows of it, and the action that opens it.
 */
export function QueueCard({
  item,
  when,
  action,
  icon,
  children,
}: {
  item: AdminPostSummaryDto;
  /** After the plan: when it was asked for, and the like. */
  when: ReactNode;
  action: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  const postPath = `/admin/content/${item.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={postPath} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={`/admin/clients/${item.clientId}`} sx={{ fontWeight: 600 }}>
            {item.clientName}
          </Link>
          {` · ${planLabel(item.plan)} · `}
          {when}
          {item.mediaKind && ' · '}
          <MediaBadge kind={item.mediaKind} count={item.mediaCount} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Writer: <Assignee member={item.assignedTo} />
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={postPath} variant="contained" startIcon={icon}>
          {action}
          <VisuallyHidden> “{item.title}”</VisuallyHidden>
        </Button>
      </CardActions>
    </Card>
  );
}
