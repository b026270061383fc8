// The board's week runs Monday 00:00 to Monday 00:00 UTC: its dates are read in UTC, so the week starts
// on the same Monday wherever the admin is.
const utcDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Week of Nov 16, 2026'. */
export const weekLabel = (weekStart: string) => `Week of ${utcDate.format(new Date(weekStart))}`;

/** Delivered against owed as a percentage for a progress bar, full once every owed post is out. */
export const progressValue = (delivered: number, owed: number) =>
  owed > 0 ? Math.min(100, Math.round((delivered / owed) * 100)) : 0;
