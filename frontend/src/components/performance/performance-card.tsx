import { lazy, Suspense, useId, useRef, useState } from 'react';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, type PerformanceMonthDto, type PerformanceSummaryDto } from '../../api';
import { formatCount, formatDate, formatRate, formatUtcMonth } from '../format';
import { LoadError } from '../load-error';
import { useNearViewport } from '../near-viewport';
import { SectionCard } from '../section-card';
import { CHART_HEIGHT } from './chart-height';

/** What the card reads from its data hook (the client's own, or the team's for one client). */
export interface PerformanceQuery {
  data?: PerformanceSummaryDto;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

// The charts library is the heaviest code of the app: fetched only when the charts are drawn, and
// drawn only once the card comes near the screen (below the fold on a phone, it competed with the
// page's first paint for the network); a placeholder of their size meanwhile (the card does not move
// when they come).
const Charts = lazy(() => import('./performance-charts').then((module) => ({ default: module.Charts })));

function ChartsPlaceholder() {
  return (
    // A status, which may be named (a plain box may not): until the reader scrolls near, it stays.
    <Box
      role="status"
      aria-busy="true"
      aria-label="Loading the charts"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, gap: 2 }}
    >
      {[0, 1].map((key) => (
        <Skeleton key={key} variant="rounded" height={CHART_HEIGHT + 22} />
      ))}
    </Box>
  );
}

function ChartsWhenNear({ months }: { months: PerformanceSummaryDto['months'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<ChartsPlaceholder />}>
          <Charts months={months} />
        </Suspense>
      ) : (
        <ChartsPlaceholder />
      )}
    </div>
  );
}

/**
 * The "Performance" card: impressions and engagement rate over the last 6 months of published posts
 * (a post counts in the month it was published, at its latest numbers), as charts or as a table, and
 * the best 3 posts. Shared by the client's dashboard and the team's client page: only the data hook,
 * the posts' links and the empty state's words differ.
 */
export function PerformanceCard({
  query,
  postPath,
  emptyText,
}: {
  query: PerformanceQuery;
  /** Where a best post links to. */
  postPath: (id: number) => string;
  /** Says where numbers come from, to whoever reads the empty card. */
  emptyText: string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const { data, error, isLoading, isFetching, refetch } = query;
  const hasNumbers = Boolean(data && data.totals.impressions > 0);

  let body;
  if (isLoading) {
    body = (
      <Box aria-busy="true" aria-label="Loading performance" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      </Box>
    );
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load performance"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (!hasNumbers) {
    body = <NoNumbers text={emptyText} published={data.totals.published} />;
  } else {
    body = (
      <>
        <Totals summary={data} />
        {view === 'chart' ? <ChartsWhenNear months={data.months} /> : <MonthsTable months={data.months} />}
        <BestPosts posts={data.bestPosts} postPath={postPath} />
      </>
    );
  }

  return (
    <SectionCard
      title="Performance"
      action={
        hasNumbers && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label="Show the months as"
          >
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Published posts over the last 6 months, each counted in the month it went live, at its latest numbers.
      </Typography>
      {body}
    </SectionCard>
  );
}

function NoNumbers({ text, published }: { text: string; published: number }) {
  return (
    <Box sx={{ textAlign: 'center', py: 3 }}>
      <InsightsIcon aria-hidden color="action" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        No numbers yet
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {published > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {`${formatCount(published)} ${published === 1 ? 'post' : 'posts'} published in these months.`}
        </Typography>
      )}
    </Box>
  );
}

function Totals({ summary }: { summary: PerformanceSummaryDto }) {
  const { totals } = summary;
  const tiles = [
    { label: 'Posts published', value: formatCount(totals.published) },
    { label: 'Impressions', value: formatCount(totals.impressions) },
    { label: 'Engagement rate', value: formatRate(totals.engagementRate ?? null) },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mb: 2 }}
    >
      {tiles.map((tile) => (
        <Box key={tile.label} sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {tile.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function MonthsTable({ months }: { months: PerformanceMonthDto[] }) {
  return (
    <TableContainer sx={{ mb: 2 }}>
      {/* Narrow cells: the four columns fit a 360 px phone. */}
      <Table
        size="small"
        aria-label="Performance per month"
        sx={{
          '& th, & td': {
            px: { xs: 0.5, sm: 1 },
            whiteSpace: 'nowrap',
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            <TableCell align="right">Posts</TableCell>
            <TableCell align="right">Impressions</TableCell>
            <TableCell align="right">Engagement</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableCell component="th" scope="row">
                {formatUtcMonth(month.month, 'short')}
              </TableCell>
              <TableCell align="right">{formatCount(month.published)}</TableCell>
              <TableCell align="right">{formatCount(month.impressions)}</TableCell>
              <TableCell align="right">{formatRate(month.engagementRate ?? null)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function BestPosts({
  posts,
  postPath,
}: {
  posts: PerformanceSummaryDto['bestPosts'];
  postPath: (id: number) => string;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
        Best posts
      </Typography>
      {posts.length === 0 ? (
        <Typography color="text.secondary">No post has impressions recorded yet.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
          {posts.map((post) => (
            <li key={post.id}>
              <Link component={RouterLink} to={postPath(post.id)} sx={{ fontWeight: 600 }}>
                {post.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {`${formatRate(post.engagementRate)} engagement · ${formatCount(post.impressions)} impressions · Published ${formatDate(post.publishedAt)}`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
