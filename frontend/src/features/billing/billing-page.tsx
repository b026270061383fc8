import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  errorMessage,
  useGetBillingSummaryQuery,
  type BillingRowDto,
  type BillingSummaryDto,
} from '../../api';
import { formatDate, formatMoney, formatUtcMonth } from '../../components/format';
import { ResponsiveList } from '../../components/list-states';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { planTitle, SubscriptionStandingChip } from '../../components/subscription-status';

/** The page's lists of subscriptions, in order: each a section, its rows from the summary's `rows`. */
const LISTS = [
  {
    rows: 'pastDue',
    title: 'Past due',
    help: 'Longest unpaid first.',
    label: 'Past due',
    dateLabel: 'Unpaid since',
    empty: 'No subscription is past due.',
  },
  {
    rows: 'paymentFailed',
    title: 'Payment failed',
    help: 'The period paid still runs: past due once it ends unpaid. Soonest first.',
    label: 'Payment failed',
    dateLabel: 'Paid through',
    empty: 'No failed payment is waiting.',
  },
  {
    rows: 'renewals',
    title: 'Renewals in the next 14 days',
    help: 'Soonest first.',
    label: 'Renewals',
    dateLabel: 'Renews',
    empty: 'No renewal in the next 14 days.',
  },
] as const satisfies readonly {
  rows: keyof Pick<BillingSummaryDto, 'pastDue' | 'paymentFailed' | 'renewals'>;
  title: string;
  help: string;
  label: string;
  dateLabel: string;
  empty: string;
}[];

/** A row as the lists key them. */
type Row = BillingRowDto & { id: number };
const keyed = (rows: BillingRowDto[] | undefined): Row[] | undefined =>
  rows?.map((row) => ({ ...row, id: row.subscriptionId }));

/**
 * /admin/billing (admins): this month's money, UTC — expected (the periods of the subscriptions
 * active, pending or past due that start this month) against received (payments not voided recorded
 * this month) — the subscriptions past due (their period paid ended unpaid), longest unpaid first,
 * those whose payment failed while their period paid runs, and the renewals of the next 14 days;
 * manual and Stripe alike, each row linking to its client.
 */
export function BillingPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetBillingSummaryQuery();

  return (
    <Page title="Billing" maxWidth="lg">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Money this month, in UTC, for every subscription, billed by hand or by Stripe.
      </Typography>
      {error && !data ? (
        <LoadError
          title="Failed to load billing"
          message={errorMessage(error)}
          retrying={isFetching}
          onRetry={() => refetch()}
        />
      ) : (
        <>
          <Box
            component="section"
            aria-label={data ? `This month: ${formatUtcMonth(data.monthStart, 'long')}` : 'This month'}
            aria-busy={isLoading}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 4 }}
          >
            <Figure
              label="Expected this month"
              value={data?.expected}
              help="Each period that starts this month, of every subscription active, pending or past due."
            />
            <Figure
              label="Received this month"
              value={data?.received}
              help="Payments recorded this month, voided ones left out."
            />
          </Box>
          {LISTS.map(({ rows, title, help, ...list }) => (
            <Section key={rows} title={title} help={help}>
              <BillingRows {...list} loading={isLoading} rows={keyed(data?.[rows])} />
            </Section>
          ))}
        </>
      )}
    </Page>
  );
}

function Figure({ label, value, help }: { label: string; value: number | undefined; help: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="p" variant="h4" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {value === undefined ? (
          <Skeleton width="8ch" aria-label={`Loading ${label.toLowerCase()}`} />
        ) : (
          formatMoney(value)
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
    </Paper>
  );
}

function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {children}
      </Paper>
    </Box>
  );
}

const columns = (dateLabel: string) => ['Client', 'Plan', 'Status', 'Billing', 'Amount', dateLabel];

/** The rows as a table; on a narrow screen each is a card instead. */
function BillingRows({
  label,
  dateLabel,
  loading,
  rows,
  empty,
}: {
  label: string;
  dateLabel: string;
  loading: boolean;
  rows: Row[] | undefined;
  empty: string;
}) {
  const emptyText = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {empty}
    </Typography>
  );
  return (
    <ResponsiveList
      label={label}
      loadingLabel={`Loading ${label.toLowerCase()}`}
      loading={loading}
      items={rows}
      cardHeight={120}
      empty={emptyText}
      card={(row) => <BillingCard row={row} dateLabel={dateLabel} />}
      minWidth={760}
      columns={columns(dateLabel)}
      row={(row) => (
        <TableRow key={row.id}>
          <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
            <ClientLink row={row} />
          </TableCell>
          <TableCell>{planTitle(row.plan)}</TableCell>
          <TableCell>
            <SubscriptionStandingChip standing={row.standing} />
          </TableCell>
          <TableCell>{row.billing === 'stripe' ? 'Stripe' : 'Manual'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(row.amount)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={row.date}>{formatDate(row.date)}</time>
          </TableCell>
        </TableRow>
      )}
    />
  );
}

function ClientLink({ row }: { row: Row }) {
  return (
    <Link component={RouterLink} to={`/admin/clients/${row.clientId}`} sx={{ fontWeight: 600 }}>
      {row.clientName}
    </Link>
  );
}

function BillingCard({ row, dateLabel }: { row: Row; dateLabel: string }) {
  return (
    <Card variant="outlined" component="article" aria-label={row.clientName}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <ClientLink row={row} />
          </Typography>
          <SubscriptionStandingChip standing={row.standing} />
        </Box>
        <Typography variant="body2">
          {`${planTitle(row.plan)} · ${row.billing === 'stripe' ? 'Stripe' : 'Manual'} · ${formatMoney(row.amount)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${dateLabel} `}
          <time dateTime={row.date}>{formatDate(row.date)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
