import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '../api';
import { LoadError } from './load-error';
import { VisuallyHidden } from './visually-hidden';

const SKELETON_ROWS = 5;
const SKELETON_CARDS = 3;

/**
 * A table's body in each state of its list: skeleton rows while loading, `empty` across every column
 * when there is nothing to show, else the rows.
 */
export function TableBodyStates({
  loading,
  columns,
  empty,
  rows,
}: {
  loading: boolean;
  /** How many columns the table has, so a skeleton row and the empty state span them all. */
  columns: number;
  empty: ReactNode;
  /** The rows, each with its key. */
  rows: ReactNode[] | undefined;
}) {
  if (loading) {
    return Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row}>
        {Array.from({ length: columns }, (_, cell) => (
          <TableCell key={cell}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (!rows?.length) {
    return (
      <TableRow>
        <TableCell colSpan={columns} sx={{ borderBottom: 0 }}>
          {empty}
        </TableCell>
      </TableRow>
    );
  }
  return rows;
}

/**
 * A list as cards, as a narrow screen shows it: skeleton cards while loading (announced as
 * `Loading …`), `empty` when there is nothing to show, else one card an item in a labelled list.
 */
export function CardListStates<T extends { id: number }>({
  label,
  loadingLabel,
  loading,
  items,
  cardHeight,
  empty,
  card,
}: {
  /** The list's accessible name, e.g. "Clients". */
  label: string;
  /** What a screen reader hears while it loads, e.g. "Loading clients". */
  loadingLabel: string;
  loading: boolean;
  items: T[] | undefined;
  /** A skeleton card's height, about a real card's, so the page does not jump when they arrive. */
  cardHeight: number;
  empty: ReactNode;
  card: (item: T) => ReactNode;
}) {
  if (loading) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, p: 1.5 }} aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: SKELETON_CARDS }, (_, key) => (
          <Skeleton key={key} variant="rounded" height={cardHeight} />
        ))}
      </Box>
    );
  }
  if (!items?.length) return empty;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'grid', gap: 1.5 }}
    >
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </Box>
  );
}

/**
 * A list's table, headed by `columns` (and a last column named for screen readers only, e.g. the
 * row's actions). On a narrow screen it keeps its columns and scrolls sideways inside its own
 * focusable region, so the page itself never does; positioned, so visually hidden texts scroll with it.
 */
export function ListTable({
  label,
  minWidth,
  loading,
  columns,
  hiddenColumn,
  children,
}: {
  /** The table's accessible name, e.g. "Clients"; its scrolling region is "Clients table". */
  label: string;
  minWidth: number;
  loading: boolean;
  columns: string[];
  hiddenColumn?: string;
  /** The body: TableBodyStates. */
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${label} table`} sx={{ position: 'relative' }}>
      <Table aria-label={label} aria-busy={loading} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
            {hiddenColumn && (
              <TableCell>
                <VisuallyHidden>{hiddenColumn}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A paged list's pagination under its table. A page past the end (an old link) shows as the last
 * page, while the body says nothing matches; on a phone the page arrows wrap below the page size.
 */
export function ListPagination({
  total,
  page,
  pageSize,
  pageSizes,
  onChange,
}: {
  total: number;
  /** 1 for the first page, as the API counts. */
  page: number;
  pageSize: number;
  pageSizes: number[];
  onChange: (next: { page?: number; pageSize?: number }) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, Math.max(0, Math.ceil(total / pageSize) - 1))}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ pageSize: Number(event.target.value) })}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}

/**
 * A list as a table (ListTable), or on a narrow screen as cards (CardListStates): each in its states,
 * loading, empty and filled. `row` gives an item's table row, with its key.
 */
export function ResponsiveList<T extends { id: number }>({
  minWidth,
  columns,
  hiddenColumn,
  row,
  ...cards
}: Parameters<typeof CardListStates<T>>[0] & {
  minWidth: number;
  columns: string[];
  hiddenColumn?: string;
  row: (item: T) => ReactNode;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (narrow) return <CardListStates {...cards} />;
  const { label, loading, items, empty } = cards;
  return (
    <ListTable
      label={label}
      minWidth={minWidth}
      loading={loading}
      columns={columns}
      hiddenColumn={hiddenColumn}
    >
      <TableBodyStates
        loading={loading}
        columns={columns.length + (hiddenColumn ? 1 : 0)}
        empty={empty}
        rows={items?.map(row)}
      />
    </ListTable>
  );
}

/** What a list says when nothing is in it: a title, why (if it helps), and what to do. */
export function ListEmpty({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: action ? 2 : 0 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
}

/**
 * A paged list in its frame: why it failed to load (alone while nothing was loaded, else above the
 * page kept from before), the list, and under it the pagination once a page is here.
 */
export function PagedList({
  result: { currentData, error, isFetching, refetch },
  loadFailed,
  children,
  ...paging
}: Omit<Parameters<typeof ListPagination>[0], 'total'> & {
  /** The list query's answer. */
  result: { currentData?: { total: number }; error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** The failure's title, e.g. "Failed to load clients". */
  loadFailed: string;
  children: ReactNode;
}) {
  const loadError = error ? (
    <LoadError
      title={loadFailed}
      message={errorMessage(error)}
      retrying={isFetching}
      onRetry={() => refetch()}
    />
  ) : null;
  if (loadError && !currentData) return loadError;
  return (
    <>
      {loadError}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {children}
        {currentData && <ListPagination total={currentData.total} {...paging} />}
      </Paper>
    </>
  );
}
