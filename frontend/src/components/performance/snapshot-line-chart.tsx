import { LineChart } from '@mui/x-charts/LineChart';
import type { SnapshotDto } from '../../api';
import { formatCount, formatRate, formatUtcDate } from '../format';

/** "Nov 20": a day on the chart's axis. */
const shortDay = (day: string) => formatUtcDate(day).replace(/, \d{4}$/, '');

/**
 * A post's snapshots as a line chart: impressions on the left axis, the engagement rate on the
 * right (snapshot-chart.tsx frames it, and loads it only when drawn).
 */
export function SnapshotLineChart({ snapshots }: { snapshots: SnapshotDto[] }) {
  return (
    <LineChart
      height={240}
      margin={{ left: 0, right: 0 }}
      xAxis={[{ scaleType: 'point', data: snapshots.map((s) => shortDay(s.recordedOn)) }]}
      yAxis={[
        { id: 'impressions', valueFormatter: (value: number) => formatCount(value), width: 56 },
        {
          id: 'rate',
          position: 'right',
          min: 0,
          valueFormatter: (value: number) => formatRate(value),
          width: 52,
        },
      ]}
      series={[
        {
          label: 'Impressions',
          yAxisId: 'impressions',
          data: snapshots.map((s) => s.impressions),
          valueFormatter: (value) => (value === null ? '' : formatCount(value)),
          // Each day recorded is a point: the first one alone has no line to draw.
          showMark: true,
        },
        {
          label: 'Engagement rate',
          yAxisId: 'rate',
          data: snapshots.map((s) => s.engagementRate),
          valueFormatter: (value) => formatRate(value),
          connectNulls: true,
          showMark: true,
        },
      ]}
    />
  );
}
