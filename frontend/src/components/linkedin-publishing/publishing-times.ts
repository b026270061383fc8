// Only the publishing card reads times in another zone: kept beside it, out of the common chunk.

/**
 * A publishing time in a time zone (docs/product.md, "Time zones"): 'Tue, Jan 12, 8:30 AM', as the
 * clock reads there, whatever the reader's own zone.
 */
export const formatDateTimeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** The day and time of day an instant reads as in a zone: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function wallTimeIn(iso: string, timeZone: string): { date: string; time: string } {
  // Sweden writes dates and times as ISO does: '2027-01-12 08:30'.
  const [date = '', time = ''] = new Date(iso)
    .toLocaleString('sv-SE', { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' })
    .split(' ');
  return { date, time };
}
