import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { EmptyCard } from '../../components/empty-card';
import { useUrlParams } from '../../components/use-url-params';
import { errorMessage, useListContentQuery } from '../../api';
import { contentStatuses, contentStatusLabels } from '../../components/content-status';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { ContentCalendarView } from './components/content-calendar-view';
import { ContentCard } from './components/content-card';
import { CONTENT_PAGE_SIZES, contentListArg, contentListView } from './content-filter';
import { ListPagination } from '../../components/list-states';
import { ListToolbar, StatusFilter } from '../../components/list-toolbar';
import { firstPage, useUrlPage } from '../../components/use-url-page';

/**
 * /dashboard/content (docs/product.md, "My Content"): the client's posts, searched, filtered and paged by the
 * server. The search, the filter and the page live in the URL (the search and filter replacing the entry), so
 * Back from a post keeps them. `view=calendar` shows the same posts by scheduled day instead
 * (docs/product.md, Content calendar); the list stays the default.
 */
export function ContentListPage() {
  const [params, setParams] = useUrlParams();
  const view = contentListView(params);
  const { search, status, page, pageSize } = view;
  const { change } = useUrlPage(CONTENT_PAGE_SIZES, 25);
  const calendar = params.get('view') === 'calendar';
  // The same call the route's prefetch makes (app/prefetch.ts), so it is answered once.
  const { data, error, isLoading, isFetching, refetch } = useListContentQuery(contentListArg(view), {
    skip: calendar,
  });

  const update = useCallback(
    (name: 'q' | 'status', value: string, empty: string) =>
      setParams(
        (current) => {
          const next = firstPage(current);
          if (value === empty) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearchChange = useCallback((next: string) => update('q', next, ''), [update]);

  let body;
  if (isLoading) {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label="Loading content">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={180} />
        ))}
      </Box>
    );
  } else if (error && !data) {
    body = (
      <LoadError
        title="Error Loading Content"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else {
    const filtering = search.trim() !== '' || status !== 'all';
    body = data?.total ? (
      <>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.items.map((item) => (
            <ContentCard key={item.id} item={item} />
          ))}
        </Box>
        <ListPagination
          total={data.total}
          page={page}
          pageSize={pageSize}
          pageSizes={CONTENT_PAGE_SIZES}
          onChange={change}
        />
      </>
    ) : (
      <EmptyCard
        title="No Content Found"
        text={
          filtering
            ? 'Try adjusting your search or filter to find what you are looking for.'
            : "We haven't delivered any content for you yet. Check back soon!"
        }
      />
    );
  }

  const viewToggle = (
    <ToggleButtonGroup
      exclusive
      value={calendar ? 'calendar' : 'list'}
      aria-label="View"
      onChange={(_event, next: 'list' | 'calendar' | null) =>
        next &&
        setParams(
          (current) => {
            if (next === 'calendar') current.set('view', 'calendar');
            else current.delete('view');
            return current;
          },
          { replace: true },
        )
      }
      sx={{ mb: 3 }}
    >
      <ToggleButton value="list">List</ToggleButton>
      <ToggleButton value="calendar">Calendar</ToggleButton>
    </ToggleButtonGroup>
  );

  if (calendar) {
    return (
      <Page title="My Content" maxWidth="lg">
        {viewToggle}
        <ContentCalendarView />
      </Page>
    );
  }

  return (
    <Page title="My Content" maxWidth="lg">
      {viewToggle}
      <ListToolbar
        label="Search"
        placeholder="Search content..."
        search={search}
        onSearchChange={onSearchChange}
        mb={3}
      >
        <StatusFilter
          value={status}
          all="all"
          statuses={contentStatuses}
          labels={contentStatusLabels}
          onChange={(next) => update('status', next, 'all')}
        />
      </ListToolbar>
      {body}
    </Page>
  );
}
