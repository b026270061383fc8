import { PLANS, type PlanName } from '../api';

// The one home of the app's formats: every text that shows a date, a sum, a count or a rate comes
// from here, so the same value reads the same on every page.

// docs/product.md, "Toasts and formats": dates in en-US with short month, day and year ('Nov 21, 2026').
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Nov 21, 2026', in the reader's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** A week or any span of days: 'Nov 23 – 29, 2026' (plain spaces, where Intl puts thin ones). */
export const formatDateRange = (from: Date, to: Date) => dateFormat.formatRange(from, to).replace(/\s/g, ' ');

// Where the time matters to the minute (a note, a mail's try, a comment): 'Nov 21, 2026, 3:04 PM', in the
// reader's time zone.
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** '3:04 PM', in the reader's time zone. */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** This browser's time zone (an IANA name), the one offered when none is chosen yet. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'Europe/Paris' as people read it: 'Europe / Paris'; 'America/New_York': 'America / New York'. */
export const readableZone = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

const weekdayFormats = {
  long: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
  short: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }),
};

/** A day of the calendar: 'Monday, November 23' (long) or 'Mon, Nov 23' (short). */
export const formatWeekday = (day: Date, style: keyof typeof weekdayFormats) =>
  weekdayFormats[style].format(day);

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'November 2026': the month of a day in the reader's time zone. */
export const formatMonth = (day: Date) => monthFormat.format(day);

// The days and months the server counts in UTC (a snapshot's day, the board's week, a month of
// numbers or of billing) read the same wherever the reader is.
const utcDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20', or an instant, as 'Nov 20, 2026' in UTC: the day as written. */
export const formatUtcDate = (value: string) => utcDateFormat.format(new Date(value));

const utcMonthFormats = {
  axis: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-11', or an instant in it, in UTC: 'Nov' (an axis), 'Nov 2026' (a table) or 'November 2026'. */
export const formatUtcMonth = (value: string, style: keyof typeof utcMonthFormats) =>
  utcMonthFormats[style].format(new Date(value));

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A sum of money: '$1,299.00'. */
export const formatMoney = (amount: number) => dollars.format(amount);

/** A subscription's price as the dashboard shows it: '$299.00/month'. */
export const formatMonthlyAmount = (amount: number) => `${formatMoney(amount)}/month`;

const countFormat = new Intl.NumberFormat('en-US');

/** '12,480'. */
export const formatCount = (value: number) => countFormat.format(value);

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact' });

/** '12K': a chart's axis. */
export const formatCompact = (value: number) => compactFormat.format(value);

/** '1 post', '3 posts'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A fraction as a percentage, '4.2%', or '—' when there is no rate. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percentFormat.format(rate));

const pointsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How far a rate moved, in percentage points: '−1.5 points', '+0.4 points'. */
export const formatPoints = (change: number) =>
  `${change < 0 ? '−' : '+'}${pointsFormat.format(Math.abs(change))} points`;

/** An id from the path: a whole number from 1 up (as the API takes them), else null. */
export function parseId(id: string | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= 2_147_483_647 ? value : null;
}

/** 'ghost' → 'Ghost': the plan's name as people read it. */
export const planName = (plan: PlanName) => PLANS[plan].label;

/** 'new' → 'New'. */
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** 'Ada Lovelace' → 'AL'; a single word gives its first two letters. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const letters =
    words.length > 1
      ? [...words[0]][0] + [...words[words.length - 1]][0]
      : [...words[0]].slice(0, 2).join('');
  return letters.toUpperCase();
}
