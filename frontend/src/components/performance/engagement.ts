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
