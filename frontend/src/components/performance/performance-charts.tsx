import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PerformanceMonthDto } from '../../api';
import { formatCompact, formatCount, formatRate, formatUtcMonth } from '../format';
import { CHART_HEIGHT } from './chart-height';

/** What both charts share: their height, no legend (the frame names them), no animation, tight margins. */
const CHART_PROPS = {
  height: CHART_HEIGHT,
  hideLegend: true,
  skipAnimation: true,
  margin: { left: 0, right: 20 },
};

/**
 * Two small charts, one above the other so each keeps the whole width of a phone: impressions as bars,
 * the engagement rate as a line. Each is an image named by its figures; the table view has them too.
 */
export function Charts({ months }: { months: PerformanceMonthDto[] }) {
  const labels = months.map((month) => formatUtcMonth(month.month, 'axis'));
  const described = (pick: (month: PerformanceMonthDto) => string) =>
    months.map((month) => `${formatUtcMonth(month.month, 'long')}: ${pick(month)}`).join('; ');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, gap: 2 }}>
      <ChartFrame title="Impressions" description={described((month) => formatCount(month.impressions))}>
        <BarChart
          {...CHART_PROPS}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ valueFormatter: formatCompact, width: 44 }]}
          series={[
            {
              data: months.map((month) => month.impressions),
              label: 'Impressions',
              valueFormatter: (value) => formatCount(value ?? 0),
            },
          ]}
        />
      </ChartFrame>
      <ChartFrame
        title="Engagement rate"
        description={described((month) => formatRate(month.engagementRate ?? null))}
      >
        <LineChart
          {...CHART_PROPS}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ min: 0, valueFormatter: (value: number) => formatRate(value), width: 52 }]}
          series={[
            {
              data: months.map((month) => month.engagementRate ?? null),
              label: 'Engagement rate',
              color: '#2e7d32',
              // A month alone between months without numbers is a point, not a line.
              showMark: true,
              valueFormatter: (value) => formatRate(value ?? null),
            },
          ]}
        />
      </ChartFrame>
    </Box>
  );
}

function ChartFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" id={titleId}>
        {title}
      </Typography>
      <Box role="img" aria-labelledby={titleId} aria-description={description} sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
