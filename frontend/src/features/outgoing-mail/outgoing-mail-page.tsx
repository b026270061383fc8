import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useListOutgoingMailsQuery, type OutgoingMailCountsDto } from '../../api';
import { ListToolbar } from '../../components/list-toolbar';
import { Page } from '../../components/page';
import { ListEmpty, PagedList } from '../../components/list-states';
import { OutgoingMailList } from './components/outgoing-mail-list';
import {
  PAGE_SIZES,
  toListOutgoingMailsArg,
  useOutgoingMailView,
  type OutgoingMailView,
} from './hooks/use-outgoing-mail-view';
import { useRetryMail } from './hooks/use-retry-mail';
import { mailStatuses, mailStatusLabels } from './mail-format';

/** The list follows the queue: a mail retrying now may be sent or failed a minute later. */
export const OUTGOING_MAIL_POLLING_INTERVAL_MS = 60_000;

const LIST_ID = 'outgoing-mail-list';
const tabId = (status: string) => `mail-status-tab-${status || 'all'}`;

/**
 * /admin/outgoing-mail: every mail the product sent or owes, newest first, filtered by status (with
 * the count of each), searched and paged by the server; a failed mail can be sent again.
 */
export function OutgoingMailPage() {
  const { view, update } = useOutgoingMailView();
  const result = useListOutgoingMailsQuery(toListOutgoingMailsArg(view), {
    pollingInterval: OUTGOING_MAIL_POLLING_INTERVAL_MS,
  });
  const { currentData, data, isFetching, refetch } = result;
  const { retryMail, retrying } = useRetryMail();

  // Typing replaces the history entry: Back leaves the search rather than undoing it letter by letter.
  const onSearchChange = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const change = (next: Partial<OutgoingMailView>) => update(next);

  return (
    <Page title="Outgoing mail" maxWidth="xl">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every mail the service sends. A mail that fails is tried again a few times; after that it is marked
        failed and waits here for you to retry it.
      </Typography>
      <ListToolbar
        label="Search mail"
        placeholder="Recipient or subject"
        search={view.search}
        onSearchChange={onSearchChange}
        searchSx={{ flex: '0 1 480px' }}
      />
      <PagedList
        result={result}
        loadFailed="Failed to load outgoing mail"
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onChange={change}
      >
        <StatusTabs
          status={view.status}
          // The last counts stay while another filter or search loads, rather than blink out.
          counts={data?.counts}
          onChange={(status) => change({ status })}
        />
        <Box id={LIST_ID} role="tabpanel" aria-labelledby={tabId(view.status)}>
          <OutgoingMailList
            mails={currentData?.items}
            loading={isFetching && !currentData}
            onRetry={retryMail}
            retrying={retrying}
            empty={
              <NoMail
                filtered={view.status !== '' || view.search.trim() !== ''}
                refreshing={isFetching}
                onRefresh={() => refetch()}
              />
            }
          />
        </Box>
      </PagedList>
    </Page>
  );
}

/** All, then each status with its count (under the search); a tab per status, arrows move between them. */
function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: OutgoingMailView['status'];
  counts: OutgoingMailCountsDto | undefined;
  onChange: (status: OutgoingMailView['status']) => void;
}) {
  const total = counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
  const label = (name: string, count: number | undefined) =>
    count === undefined ? name : `${name} (${count})`;
  return (
    <Tabs
      value={status || 'all'}
      onChange={(_event, value: string) => onChange(value === 'all' ? '' : (value as typeof status))}
      aria-label="Mail status"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" id={tabId('')} label={label('All', total)} aria-controls={LIST_ID} />
      {mailStatuses.map((value) => (
        <Tab
          key={value}
          value={value}
          id={tabId(value)}
          label={label(mailStatusLabels[value], counts?.[value])}
          aria-controls={LIST_ID}
          // Failed mails wait for an admin: their tab stands out while there are some.
          sx={value === 'failed' && counts?.failed ? { color: 'error.main', fontWeight: 700 } : undefined}
        />
      ))}
    </Tabs>
  );
}

function NoMail({
  filtered,
  refreshing,
  onRefresh,
}: {
  filtered: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <ListEmpty
      title={filtered ? 'No mail matches' : 'No mail yet'}
      text={
        filtered
          ? 'No mail has this status or matches this search.'
          : 'Mails show here once the service sends its first one.'
      }
      action={
        <Button variant="outlined" loading={refreshing} onClick={onRefresh}>
          Refresh
        </Button>
      }
    />
  );
}
