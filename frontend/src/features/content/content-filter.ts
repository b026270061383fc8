import type { ContentDto, ContentStatus } from '../../api';
import { contentStatuses } from '../../components/content-status';

export type StatusFilter = ContentStatus | 'all';

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || contentStatuses.includes(value as ContentStatus);

/** SPEC §2: the search matches the title or the body, ignoring case; the filter one status or all. */
export function filterContent(items: ContentDto[], search: string, status: StatusFilter): ContentDto[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (status === 'all' || item.status === status) &&
      (!needle || item.title.toLowerCase().includes(needle) || item.content.toLowerCase().includes(needle)),
  );
}
