import { PLANS, type PlanName } from '../api';

// docs/product.md, "Toasts and formats": dates in en-US with short month, day and year ('Nov 21, 2026').
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

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

const dollars = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** A subscription's price as the dashboard shows it: '$299.00/month'. */
export const formatMonthlyAmount = (amount: number) => `$${dollars.format(amount)}/month`;

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
