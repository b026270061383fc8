import type { ListContentApiArg, PostStatus } from '../../api';
import { contentStatuses } from '../../components/content-status';
import { urlPage } from '../../components/use-url-page';

export type StatusFilter = PostStatus | 'all';

export const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'all' || contentStatuses.includes(value as PostStatus);

export const CONTENT_PAGE_SIZES = [10, 25, 50];

/** What My Content's list shows, from its URL: the search (`q`), the status filter and the page. */
export function contentListView(params: URLSearchParams) {
  const search = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'all';
  return { search, status, ...urlPage(params, CONTENT_PAGE_SIZES, 25) };
}

/** The list's call for that view. */
export function contentListArg({
  search,
  status,
  page,
  pageSize,
}: ReturnType<typeof contentListView>): ListContentApiArg {
  const trimmed = search.trim();
  return {
    page,
    pageSize,
    ...(trimmed ? { search: trimmed } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
}
