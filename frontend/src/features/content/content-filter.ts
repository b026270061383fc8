import type { PostDto, PostStatus } from '../../api';
import { contentStatuses } from '../../components/content-status';

export type StatusFilter = PostStatus | 'all';

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || contentStatuses.includes(value as PostStatus);

/** SPEC §2: the search matches the title or the body, ignoring case; the filter one status or all. */
export function filterContent(items: PostDto[], search: string, status: StatusFilter): PostDto[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (status === 'all' || item.status === status) &&
      (!needle || item.title.toLowerCase().includes(needle) || item.content.toLowerCase().includes(needle)),
  );
}
