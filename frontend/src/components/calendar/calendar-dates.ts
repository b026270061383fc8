import { formatDateRange, formatMonth } from '../format';

/**
 * The calendar's days, in the browser's time zone: pure helpers. A day is written YYYY-MM-DD, as the
 * URL and the API take it; weeks start on Monday.
 */

export type CalendarPeriod = 'month' | 'week';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of `date`, as YYYY-MM-DD. */
export const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a YYYY-MM-DD day, or null when it is not a real day. */
export function fromDayKey(key: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The Monday of the week `date` falls in. */
export const startOfWeek = (date: Date): Date => addDays(date, -((date.getDay() + 6) % 7));

/**
 * The days a period shows around `anchor`: its week (7 days), or its month in whole weeks (35 or 42
 * days, never more than the API's 42).
 */
export function calendarDays(period: CalendarPeriod, anchor: Date): Date[] {
  const first =
    period === 'week'
      ? startOfWeek(anchor)
      : startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const last =
    period === 'week'
      ? addDays(first, 6)
      : addDays(startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0)), 6);
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether `day` belongs to the period `anchor` shows (a month grid also shows its neighbours' days). */
export const inPeriod = (period: CalendarPeriod, anchor: Date, day: Date): boolean =>
  period === 'week' || (day.getMonth() === anchor.getMonth() && day.getFullYear() === anchor.getFullYear());

/** The anchor `steps` periods later (earlier when negative). */
export const shiftPeriod = (period: CalendarPeriod, anchor: Date, steps: number): Date =>
  period === 'week'
    ? addDays(anchor, 7 * steps)
    : new Date(anchor.getFullYear(), anchor.getMonth() + steps, 1);

/** "November 2026", or a week "Nov 23 – 29, 2026". */
export const periodTitle = (period: CalendarPeriod, anchor: Date): string => {
  if (period === 'month') return formatMonth(anchor);
  const days = calendarDays('week', anchor);
  return formatDateRange(days[0]!, days[6]!);
};

/** The API's range for the period: its first and last day, and the browser's time zone. */
export function periodRange(period: CalendarPeriod, anchor: Date): { from: string; to: string; tz: string } {
  const days = calendarDays(period, anchor);
  return {
    from: dayKey(days[0]!),
    to: dayKey(days[days.length - 1]!),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** A post's new schedule on another day, at the same time of day (local). */
export function movedTo(scheduledFor: string, key: string): string {
  const at = new Date(scheduledFor);
  const day = fromDayKey(key)!;
  day.setHours(at.getHours(), at.getMinutes(), at.getSeconds(), at.getMilliseconds());
  return day.toISOString();
}
