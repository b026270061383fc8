import type { BoardClientDto, TeamMemberRefDto } from '../../api';
import { formatUtcDate } from '../../components/format';

/**
 * 'Week of Nov 16, 2026'. The board's week runs Monday 00:00 to Monday 00:00 UTC: its dates are read in
 * UTC, so the week starts on the same Monday wherever the admin is.
 */
export const weekLabel = (weekStart: string) => `Week of ${formatUtcDate(weekStart)}`;

/** Delivered against owed as a percentage for a progress bar, full once every owed post is out. */
export const progressValue = (delivered: number, owed: number) =>
  owed > 0 ? Math.min(100, Math.round((delivered / owed) * 100)) : 0;

/** One writer's week on the board: their clients' posts owed and delivered, revisions and reviews. */
export interface WriterWeek {
  /** null: the clients nobody is assigned to. */
  writer: TeamMemberRefDto | null;
  clients: number;
  owed: number;
  delivered: number;
  revisionsWaiting: number;
  reviewsWaiting: number;
}

/**
 * The board's clients summed per writer: those furthest behind first (owed minus delivered), then by
 * name; the unassigned clients, if any, last, since nobody is behind on them but the team.
 */
export function weeksByWriter(clients: BoardClientDto[]): WriterWeek[] {
  const weeks = new Map<number | null, WriterWeek>();
  for (const client of clients) {
    const key = client.assignedTo?.id ?? null;
    const week = weeks.get(key) ?? {
      writer: client.assignedTo,
      clients: 0,
      owed: 0,
      delivered: 0,
      revisionsWaiting: 0,
      reviewsWaiting: 0,
    };
    week.clients += 1;
    week.owed += client.owed;
    week.delivered += client.delivered;
    week.revisionsWaiting += client.revisionsWaiting;
    week.reviewsWaiting += client.reviewsWaiting;
    weeks.set(key, week);
  }
  const behind = (week: WriterWeek) => Math.max(0, week.owed - week.delivered);
  return [...weeks.values()].sort(
    (a, b) =>
      Number(!a.writer) - Number(!b.writer) ||
      behind(b) - behind(a) ||
      (a.writer?.name ?? '').localeCompare(b.writer?.name ?? '', 'en', { sensitivity: 'base' }),
  );
}
