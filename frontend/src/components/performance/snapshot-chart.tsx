import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
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
import type { SnapshotDto } from '../../api';
import { formatCount, formatRate, formatUtcDate } from '../format';

// The charts library is the heaviest code of the app: fetched only when a chart is drawn.
const SnapshotLineChart = lazy(() =>
  import('./snapshot-line-chart').then((module) => ({ default: module.SnapshotLineChart })),
);

type View = 'chart' | 'table';

/**
 * A post's snapshots over time: impressions (left axis) and the engagement rate (right axis) as a
 * small line chart, or the same numbers as a table, the view a screen reader is offered first in
 * order (the chart is described by its own label).
 */
export function SnapshotChart({ snapshots }: { snapshots: SnapshotDto[] }) {
  const [view, setView] = useState<View>('chart');
  const first = snapshots[0]!;
  const last = snapshots.at(-1)!;
  const summary =
    snapshots.length === 1
      ? `Impressions: ${formatCount(first.impressions)} on ${formatUtcDate(first.recordedOn)}`
      : `Impressions from ${formatCount(first.impressions)} on ${formatUtcDate(first.recordedOn)} to ${formatCount(last.impressions)} on ${formatUtcDate(last.recordedOn)}; engagement rate ${formatRate(last.engagementRate)}`;

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Show the numbers as"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="chart">Chart</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
      {view === 'chart' ? (
        <>
          <Box role="img" aria-label={`Chart. ${summary}`} sx={{ width: '100%', height: 240 }}>
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <SnapshotLineChart snapshots={snapshots} />
            </Suspense>
          </Box>
          {snapshots.length === 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              One day recorded so far, shown as a point: the line starts with the next day recorded.
            </Typography>
          )}
        </>
      ) : (
        <SnapshotTable snapshots={snapshots} />
      )}
    </Box>
  );
}

export function SnapshotTable({ snapshots }: { snapshots: SnapshotDto[] }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Numbers recorded">
      <Table size="small" sx={{ minWidth: 480 }}>
        <caption style={{ captionSide: 'top', padding: 0, textAlign: 'left' }}>
          Numbers recorded, oldest first
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>Recorded on</TableCell>
            <TableCell align="right">Impressions</TableCell>
            <TableCell align="right">Reactions</TableCell>
            <TableCell align="right">Comments</TableCell>
            <TableCell align="right">Reposts</TableCell>
            <TableCell align="right">Engagement rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshots.map((snapshot) => (
            <TableRow key={snapshot.id}>
              <TableCell component="th" scope="row">
                {formatUtcDate(snapshot.recordedOn)}
              </TableCell>
              <TableCell align="right">{formatCount(snapshot.impressions)}</TableCell>
              <TableCell align="right">{formatCount(snapshot.reactions)}</TableCell>
              <TableCell align="right">{formatCount(snapshot.comments)}</TableCell>
              <TableCell align="right">{formatCount(snapshot.reposts)}</TableCell>
              <TableCell align="right">{formatRate(snapshot.engagementRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
