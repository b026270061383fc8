import { useCallback } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useUrlParams } from '../../components/use-url-params';
import { useListClientsQuery } from '../../api';
import { useWriterFilter } from '../../components/assignment/assignee-filter';
import { UNASSIGNED_VALUE } from '../../components/assignment/team-options';
import { ListEmpty, PagedList } from '../../components/list-states';
import { ListToolbar } from '../../components/list-toolbar';
import { Page } from '../../components/page';
import { useTeamMember } from '../../components/use-team-member';
import { firstPage, useUrlPage } from '../../components/use-url-page';
import { ClientsTable } from './components/clients-table';

export const CLIENT_PAGE_SIZES = [25, 50, 100];

/**
 * /admin/clients: every client, newest first, searched, filtered by writer and paged by the server (all
 * kept in the URL). A writer's list holds their clients only (the server's doing): "My Clients".
 */
export function ClientsPage() {
  const { isAdmin } = useTeamMember();
  const [params, setParams] = useUrlParams();
  const search = params.get('search') ?? '';
  const trimmed = search.trim();
  const listSearch = useLocation().search;
  const { page, pageSize, change } = useUrlPage(CLIENT_PAGE_SIZES, 50);
  const writer = useWriterFilter(isAdmin);
  const { assignedTo } = writer;
  const result = useListClientsQuery({
    page,
    pageSize,
    ...(trimmed ? { search: trimmed } : {}),
    ...(assignedTo ? { assignedTo } : {}),
  });
  const { currentData, isFetching } = result;

  // Typing replaces the history entry: Back leaves the search rather than undoing it letter by letter.
  const onSearchChange = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = firstPage(current);
          if (next) updated.set('search', next);
          else updated.delete('search');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <Page title={isAdmin ? 'Clients' : 'My Clients'} maxWidth="xl">
      <ListToolbar
        label="Search clients"
        placeholder="Name, username or email"
        search={search}
        onSearchChange={onSearchChange}
        searchSx={{ flex: '0 1 480px' }}
      >
        {writer.filter}
      </ListToolbar>
      <PagedList
        result={result}
        loadFailed="Failed to load clients"
        page={page}
        pageSize={pageSize}
        pageSizes={CLIENT_PAGE_SIZES}
        onChange={change}
      >
        <ClientsTable
          clients={currentData?.items}
          loading={isFetching && !currentData}
          listSearch={listSearch}
          showWriter={isAdmin}
          empty={<NoClients searching={trimmed !== ''} assignedTo={assignedTo} admin={isAdmin} />}
        />
      </PagedList>
    </Page>
  );
}

/** Why the list is empty: the search, the writer filter, a writer with no clients yet, or no clients at all. */
function NoClients({
  searching,
  assignedTo,
  admin,
}: {
  searching: boolean;
  assignedTo: string;
  admin: boolean;
}) {
  let title: string;
  let text: string;
  if (searching) {
    title = 'No clients match your search';
    text = 'Try another name, username or email.';
  } else if (!admin) {
    title = 'No clients assigned to you yet';
    text = 'Your clients show here once an admin assigns them to you.';
  } else if (assignedTo === UNASSIGNED_VALUE) {
    title = 'No unassigned clients';
    text = 'Every client has a writer.';
  } else if (assignedTo) {
    title = 'No clients assigned to this writer';
    text = 'Pick another writer, or assign clients from their pages.';
  } else {
    title = 'No clients yet';
    text = 'Convert a lead from its details page to create a client.';
  }
  const toLeads = admin && !searching && !assignedTo;
  return (
    <ListEmpty
      title={title}
      text={text}
      action={
        toLeads && (
          <Button component={RouterLink} to="/admin/leads" variant="outlined">
            Go to Leads
          </Button>
        )
      }
    />
  );
}
