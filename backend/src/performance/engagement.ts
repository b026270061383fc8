/** The numbers LinkedIn shows a post's author, as a snapshot holds them. */
export interface PostNumbers {
  impressions: number;
  reactions: number;
  comments: number;
  reposts: number;
}

/** Interactions of any kind on the post: reactions, comments and reposts. */
export function interactions({ reactions, comments, reposts }: PostNumbers): number {
  return reactions + comments + reposts;
}

/**
 * The engagement rate: (reactions + comments + reposts) / impressions, a fraction (0.042 is 4.2%);
 * null with no impressions, where a rate means nothing.
 */
export function engagementRate(numbers: PostNumbers): number | null {
  return numbers.impressions > 0 ? interactions(numbers) / numbers.impressions : null;
}
