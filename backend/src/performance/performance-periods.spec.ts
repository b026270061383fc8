import {
  engagementWindows,
  monthKey,
  monthName,
  monthsAfter,
  reminderDay,
  reminderDue,
  summaryMonths,
} from './performance-periods.js';

const at = (iso: string) => new Date(iso);

describe('performance periods', () => {
  it('counts months in UTC across a year', () => {
    expect(monthsAfter(at('2026-01-31T23:00:00Z'), -1).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(monthKey(at('2026-11-24T10:00:00Z'))).toBe('2026-11');
    expect(monthName(at('2026-10-01T00:00:00Z'))).toBe('October');
  });

  it('sums up the last six months, oldest first', () => {
    const { starts, until } = summaryMonths(at('2026-03-15T12:00:00Z'));
    expect(starts.map(monthKey)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(until.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('compares the last 30 days with the 30 before', () => {
    const windows = engagementWindows(at('2026-03-31T00:00:00Z'));
    expect(windows.before.toISOString()).toBe('2026-01-30T00:00:00.000Z');
    expect(windows.after.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  describe('reminders', () => {
    const published = at('2026-03-01T10:00:00Z');
    it('asks nothing before 3 days', () => {
      expect(reminderDue(published, 0, at('2026-03-04T09:59:59Z'))).toBeNull();
    });
    it('asks at 3 days, then at 14', () => {
      expect(reminderDue(published, 0, at('2026-03-04T10:00:00Z'))).toBe(1);
      expect(reminderDue(published, 1, at('2026-03-10T10:00:00Z'))).toBeNull();
      expect(reminderDue(published, 1, at('2026-03-15T10:00:00Z'))).toBe(2);
      expect(reminderDue(published, 2, at('2026-04-15T10:00:00Z'))).toBeNull();
    });
    it('sends only the 14-day one to a post past 14 days that never got the first', () => {
      expect(reminderDue(published, 0, at('2026-03-20T10:00:00Z'))).toBe(2);
    });
    it('counts snapshots from the reminder day on', () => {
      expect(reminderDay(published, 1)).toBe('2026-03-04');
      expect(reminderDay(published, 2)).toBe('2026-03-15');
    });
  });
});
