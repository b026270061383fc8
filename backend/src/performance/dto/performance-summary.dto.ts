/**
 * A client's performance: each figure counts the posts PUBLISHED in its period (publishedAt), each at
 * its current numbers (its latest snapshot); a post with no snapshot counts as published but adds no
 * numbers. The engagement rate is a fraction (0.042 is 4.2%): interactions / impressions, null with
 * no impressions.
 */
export class PerformanceMonthDto {
  /** The month, YYYY-MM (UTC). */
  month!: string;
  /** Posts published in the month. */
  published!: number;
  /** The impressions of those posts, at their current numbers. */
  impressions!: number;
  /** (reactions + comments + reposts) / impressions over those posts; null with no impressions. */
  engagementRate!: number | null;
}

/** The figures of the months shown, together. */
export class PerformanceTotalsDto {
  published!: number;
  impressions!: number;
  engagementRate!: number | null;
}

/** One of the client's best posts, at its current numbers. */
export class BestPostDto {
  id!: number;
  title!: string;
  publishedAt!: Date;
  impressions!: number;
  engagementRate!: number;
}

/** How the client's published posts did over the last 6 months. */
export class PerformanceSummaryDto {
  /** This month and the 5 before it, oldest first (a month with no post published is zeros). */
  months!: PerformanceMonthDto[];
  totals!: PerformanceTotalsDto;
  /**
   * At most 3 posts published in those months: the highest engagement rate among the posts with
   * impressions first, ties by impressions.
   */
  bestPosts!: BestPostDto[];
}

/** A client whose engagement fell: the last 30 days' posts against the 30 days' before. */
export class EngagementDropDto {
  clientId!: number;
  name!: string;
  /** The engagement rate of the posts published 60 to 30 days ago (a fraction). */
  before!: number;
  /** The engagement rate of the posts published in the last 30 days (a fraction). */
  after!: number;
  /** after − before, in percentage points (−1.5: from 4.5% to 3.0%). */
  change!: number;
}
