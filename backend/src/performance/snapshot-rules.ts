import { HOUR_MS } from '../common/dates.js';
import type { PostStatus } from '../content/post.entity.js';

export const NUMBERS_NEED_PUBLISHED = 'Numbers can be recorded for published posts only';
export const RECORDED_ON_IN_FUTURE = 'Recorded on cannot be in the future';
/** The most a count may be: PostgreSQL's int4, far beyond any post's numbers. */
export const MAX_COUNT = 2_147_483_647;

/** '2026-11-20' → 'Nov 20, 2026': a day as the messages name it. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** The calendar day (YYYY-MM-DD, UTC) an instant falls on. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * The days a snapshot may be dated, as calendar days: from the day the post was published to today.
 * A person types their own day: "today" is any day that has begun somewhere on Earth (UTC+14), and
 * the day of publishing any day it was somewhere (UTC−12), so no time zone is refused its own date.
 */
export function recordedOnRange(
  publishedAt: Date | null | undefined,
  now: Date,
): { from?: string; to: string } {
  return {
    from: publishedAt ? dayOf(new Date(publishedAt.getTime() - 12 * HOUR_MS)) : undefined,
    to: dayOf(new Date(now.getTime() + 14 * HOUR_MS)),
  };
}

/** Why a snapshot may not be dated `recordedOn` for a post published at `publishedAt`, or null. */
export function recordedOnRefusal(
  recordedOn: string,
  publishedAt: Date | null | undefined,
  now: Date,
): string | null {
  const { from, to } = recordedOnRange(publishedAt, now);
  if (recordedOn > to) return RECORDED_ON_IN_FUTURE;
  if (from && recordedOn < from)
    return `Recorded on cannot be before the post was published on ${formatDay(dayOf(publishedAt!))}`;
  return null;
}

/** Why no numbers may be recorded for a post in this status, or null when it is published. */
export const statusRefusal = (status: PostStatus): string | null =>
  status === 'published' ? null : NUMBERS_NEED_PUBLISHED;

export interface RecordedImpressions {
  recordedOn: string;
  impressions: number;
}

const count = new Intl.NumberFormat('en-US');

/**
 * Impressions only grow: a snapshot with fewer than one already recorded for the same or an earlier
 * day is likely a typo, refused until the person confirms it (the message names the figure and the
 * day it is fewer than: the highest of those days, the latest day among equals). Null when none is
 * higher, or when confirmed.
 */
export function fewerImpressionsRefusal(
  earlier: RecordedImpressions[],
  next: RecordedImpressions,
  confirmed = false,
): string | null {
  if (confirmed) return null;
  const highest = earlier
    .filter((snapshot) => snapshot.recordedOn <= next.recordedOn)
    .reduce<RecordedImpressions | null>(
      (best, snapshot) =>
        !best ||
        snapshot.impressions > best.impressions ||
        (snapshot.impressions === best.impressions && snapshot.recordedOn > best.recordedOn)
          ? snapshot
          : best,
      null,
    );
  if (!highest || next.impressions >= highest.impressions) return null;
  return `Impressions are fewer than the ${count.format(highest.impressions)} recorded on ${formatDay(highest.recordedOn)}: confirm to keep them anyway`;
}

/** A post's four numbers, as entered. */
export interface EnteredNumbers {
  impressions: number;
  reactions: number;
  comments: number;
  reposts: number;
}

export type NumberField = keyof EnteredNumbers;

const INTERACTIONS = [
  ['reactions', 'Reactions'],
  ['comments', 'Comments'],
  ['reposts', 'Reposts'],
] as const;

/**
 * Reactions, comments or reposts more than the post's impressions: each could only come from a typo
 * (a person must see a post to react to it), refused until the person confirms it, one message a
 * figure, each naming the figure and the impressions. None when confirmed.
 */
export function aboveImpressionsRefusals(
  numbers: EnteredNumbers,
  confirmed = false,
): { field: NumberField; message: string }[] {
  if (confirmed) return [];
  return INTERACTIONS.filter(([field]) => numbers[field] > numbers.impressions).map(([field, label]) => ({
    field,
    message: `${label} (${count.format(numbers[field])}) are more than impressions (${count.format(numbers.impressions)}): confirm to keep them anyway`,
  }));
}

/**
 * The one rule for numbers that look mistyped, used by the single entry and the bulk one alike:
 * impressions fewer than recorded before ({@link fewerImpressionsRefusal}) and reactions, comments or
 * reposts above the impressions ({@link aboveImpressionsRefusals}). Each question names the field it
 * is about; none when the person confirmed.
 */
export function numbersToConfirm(
  earlier: RecordedImpressions[],
  recordedOn: string,
  numbers: EnteredNumbers,
  confirmed = false,
): { field: NumberField; message: string }[] {
  const fewer = fewerImpressionsRefusal(earlier, { recordedOn, impressions: numbers.impressions }, confirmed);
  return [
    ...(fewer ? [{ field: 'impressions' as const, message: fewer }] : []),
    ...aboveImpressionsRefusals(numbers, confirmed),
  ];
}
