import { useCallback } from 'react';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { useListLeadsQuery } from '../../api';
import { ListEmpty, PagedList } from '../../components/list-states';
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
  const result = useListLeadsQuery(toListLeadsArg(view), {
    pollingInterval: LEADS_POLLING_INTERVAL_MS,
  });
  const { currentData, isFetching, refetch } = result;

  // Typing replaces the history entry: Back leaves the search rather than undoing it letter by letter.
  const onSearchChange = useCallback((search: string) => update({ search }, { replace: true }), [update]);

  const change = (next: Partial<LeadsView>) => update(next);
  const loading = isFetching && !currentData;

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
      <PagedList
        result={result}
        loadFailed="Failed to load leads data"
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onChange={change}
      >
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
      </PagedList>
    </Page>
  );
}
