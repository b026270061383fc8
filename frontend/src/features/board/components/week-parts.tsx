import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { progressValue } from '../board-format';

// What the board's two week tables (per client, per writer) share.

/** A week table's empty state: what is missing, and how it comes. */
export function WeekEmpty({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/**
 * A week table's box: on a narrow screen the table scrolls sideways in it, focusable, rather than
 * widen the page. Positioned, so nothing absolutely placed inside widens the page instead.
 */
export function WeekTableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${label} table`} sx={{ position: 'relative' }}>
      {children}
    </TableContainer>
  );
}

/** Posts delivered against owed this week, with a bar named for `name`; none owed says so in words. */
export function WeekProgressCell({
  name,
  delivered,
  owed,
}: {
  name: string;
  delivered: number;
  owed: number;
}) {
  return (
    <TableCell sx={{ minWidth: 160 }}>
      {owed > 0 ? (
        <>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {delivered} / {owed}
          </Box>
          <LinearProgress
            variant="determinate"
            value={progressValue(delivered, owed)}
            color={delivered >= owed ? 'success' : 'primary'}
            aria-label={`${name}: ${delivered} of ${owed} posts delivered this week`}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </>
      ) : (
        <Typography component="span" variant="body2" color="text.secondary">
          {delivered} delivered, none owed
        </Typography>
      )}
    </TableCell>
  );
}

/** A count of work waiting: bold amber when any waits, quiet when none. */
export function WaitingCell({ count }: { count: number }) {
  return (
    <TableCell
      align="right"
      sx={count ? { fontWeight: 700, color: 'warning.dark' } : { color: 'text.secondary' }}
    >
      {count}
    </TableCell>
  );
}
