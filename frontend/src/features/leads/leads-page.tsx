import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useLocation } from 'react-router-dom';
import { errorMessage, useListLeadsQuery } from '../../api';
import { ListEmpty, ListPagination } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { LeadsTable } from './components/leads-table';
import { LeadsToolbar } from './components/leads-toolbar';
import { useLeadsCsvExport } from './hooks/use-leads-csv-export';
import { PAGE_SIZES, toListLeadsArg, useLeadsView, type LeadsView } from './hooks/use-leads-view';

/** The lead list refreshes every 60 seconds (docs/product.md, "Leads"). */
export const LEADS_POLLING_INTERVAL_MS = 60_000;

/**
 * /admin/leads (docs/product.md, "Leads"): every lead, searched, filtered, sorted and paged by the server.
 */
export function LeadsPage() {
  const { view, update } = useLeadsView();
  const listSearch = useLocation().search;
  const csv = useLeadsCsvExport();
  const { currentData, error, isFetching, refetch } = useListLeadsQuery(toListLeadsArg(view), {
    pollingInterval: LEADS_POLLING_INTERVAL_MS,
  });

  // Typing replaces the history entry: Back leaves the search rather than undoing it letter by letter.
  const onSearchChange = useCallback((search: string) => update({ search }, { replace: true }), [update]);

  const change = (next: Partial<LeadsView>) => update(next);
  const loading = isFetching && !currentData;

  const loadError = error && (
    <LoadError
      title="Failed to load leads data"
      message={errorMessage(error)}
      retrying={isFetching}
      onRetry={() => refetch()}
    />
  );

  let table;
  if (error && !currentData) {
    table = loadError;
  } else {
    table = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {loadError}
        <LeadsTable
          leads={currentData?.items}
          loading={loading}
          sort={view.sort}
          order={view.order}
          onSort={(sort, order) => change({ sort, order })}
          listSearch={listSearch}
          empty={
            <ListEmpty
              title="No leads found"
              text={
                (view.search || view.status || view.assignedTo) &&
                (view.assignedTo
                  ? 'No lead matches this search, status or assignee.'
                  : 'No lead matches this search or status.')
              }
              action={
                <Button variant="outlined" loading={isFetching} onClick={() => refetch()}>
                  Refresh
                </Button>
              }
            />
          }
        />
        {currentData && (
          <ListPagination
            total={currentData.total}
            page={view.page}
            pageSize={view.pageSize}
            pageSizes={PAGE_SIZES}
            onChange={change}
          />
        )}
      </Paper>
    );
  }

  return (
    <Page title="Leads" maxWidth="xl">
      <LeadsToolbar
        search={view.search}
        status={view.status}
        assignedTo={view.assignedTo}
        onSearchChange={onSearchChange}
        onStatusChange={(status) => change({ status })}
        onAssignedToChange={(assignedTo) => change({ assignedTo })}
        // The view as the URL says, so a search still being typed waits for its pause, as the table does.
        onExport={() => csv.download(view)}
        exporting={csv.pending}
      />
      {table}
    </Page>
  );
}
