// A date input's value (yyyy-mm-dd) is a day in the admin's time zone, as formatDate shows dates.

const pad = (value: number) => String(value).padStart(2, '0');

/** An API date as a date input's value: its day where the admin is. */
export function dateInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date input's value as a time: noon of that day where the admin is, so the day reads the same here
 * and in UTC (for time zones within 12 hours of it). An unreadable value gives an invalid date.
 */
export function fromDateInput(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, 12);
  return date.getMonth() === month - 1 ? date : new Date(Number.NaN);
}
