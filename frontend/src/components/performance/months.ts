/** The height of the performance card's charts, and of their placeholder while they load. */
export const CHART_HEIGHT = 200;

/** '2026-11' as "Nov" (an axis), "Nov 2026" (the table) or "November 2026" (a chart's description). */
export function monthLabel(month: string, style: 'axis' | 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1, 1)).toLocaleString('en-US', {
    month: style === 'long' ? 'long' : 'short',
    ...(style !== 'axis' && { year: 'numeric' }),
    timeZone: 'UTC',
  });
}
