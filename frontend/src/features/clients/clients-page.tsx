import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { errorMessage, useListClientsQuery } from '../../api';
import { ListPagination } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { SearchField } from '../../components/search-field';
import { useDebouncedSearch } from '../../components/use-debounced-search';
import { firstPage, useUrlPage } from '../../components/use-url-page';
import { ClientsTable } from './components/clients-table';

export const CLIENT_PAGE_SIZES = [25, 50, 100];

/** /admin/clients: every client, newest first, searched and paged by the server (both kept in the URL). */
export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const trimmed = search.trim();
  const listSearch = useLocation().search;
  const { page, pageSize, change } = useUrlPage(CLIENT_PAGE_SIZES, 50);
  const { currentData, error, isFetching, refetch } = useListClientsQuery({
    page,
    pageSize,
    ...(trimmed ? { search: trimmed } : {}),
  });

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
  const [draft, setDraft] = useDebouncedSearch(search, onSearchChange);

  const loadError = error && (
    <LoadError
      title="Failed to load clients"
      message={errorMessage(error)}
      retrying={isFetching}
      onRetry={() => refetch()}
    />
  );

  return (
    <Page title="Clients" maxWidth="xl">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchField
          label="Search clients"
          placeholder="Name, username or email"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '0 1 480px' }}
        />
      </Box>
      {error && !currentData ? (
        loadError
      ) : (
        <>
          {loadError}
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <ClientsTable
              clients={currentData?.items}
              loading={isFetching && !currentData}
              listSearch={listSearch}
              empty={<NoClients searching={trimmed !== ''} />}
            />
            {currentData && (
              <ListPagination
                total={currentData.total}
                page={page}
                pageSize={pageSize}
                pageSizes={CLIENT_PAGE_SIZES}
                onChange={change}
              />
            )}
          </Paper>
        </>
      )}
    </Page>
  );
}

function NoClients({ searching }: { searching: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {searching ? 'No clients match your search' : 'No clients yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: searching ? 0 : 2 }}>
        {searching
          ? 'Try another name, username or email.'
          : 'Convert a lead from its details page to create a client.'}
      </Typography>
      {!searching && (
        <Button component={RouterLink} to="/admin/leads" variant="outlined">
          Go to Leads
        </Button>
      )}
    </Box>
  );
}
