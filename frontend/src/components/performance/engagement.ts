/** The numbers LinkedIn shows a post's author, as a snapshot holds them. */
export interface PostNumbers {
  impressions: number;
  reactions: number;
  comments: number;
  reposts: number;
}

/** (reactions + comments + reposts) / impressions, a fraction; null with no impressions. */
export function engagementRate({ impressions, reactions, comments, reposts }: PostNumbers): number | null {
  return impressions > 0 ? (reactions + comments + reposts) / impressions : null;
}

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('en-US');

/** '4.2%', or '—' when there is no rate. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** '12,480'. */
export function formatCount(value: number): string {
  return count.format(value);
}
