import { useCallback } from 'react';
import { useUrlParams } from '../../../components/use-url-params';
import type { LeadStatus, ListLeadsApiArg } from '../../../api';
import { isAssigneeFilter } from '../../../components/assignment/team-options';
import { isLeadStatus } from '../lead-format';

export type LeadSort = NonNullable<ListLeadsApiArg['sort']>;
export type SortOrder = NonNullable<ListLeadsApiArg['order']>;

export const PAGE_SIZES = [25, 50, 100];
const DEFAULT_PAGE_SIZE = 50;
const SORTS: LeadSort[] = ['createdAt', 'updatedAt', 'name', 'email', 'industry', 'status'];

/** What the leads page shows: page (1-based), page size, sort, order, search, status and assignee. */
export interface LeadsView {
  page: number;
  pageSize: number;
  sort: LeadSort;
  order: SortOrder;
  search: string;
  status: LeadStatus | '';
  /** "unassigned", a team member's id, or '' for everyone's. */
  assignedTo: string;
}

const defaults: LeadsView = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sort: 'createdAt',
  order: 'desc',
  search: '',
  status: '',
  assignedTo: '',
};

/** The view from the URL's search params; anything unreadable falls back to its default. */
export function readView(params: URLSearchParams): LeadsView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort') as LeadSort;
  const order = params.get('order');
  const status = params.get('status');
  const assignedTo = params.get('assignedTo');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : defaults.pageSize,
    sort: SORTS.includes(sort) ? sort : defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    search: params.get('search') ?? defaults.search,
    status: isLeadStatus(status) ? status : defaults.status,
    assignedTo: isAssigneeFilter(assignedTo) ? assignedTo : defaults.assignedTo,
  };
}

/** The URL's search params of a view: only what differs from the default, so links stay short. */
function writeView(view: LeadsView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof LeadsView)[]) {
    if (view[key] !== defaults[key]) params.set(key, String(view[key]));
  }
  return params;
}

/** The request of a view: empty search, "All" statuses and everyone's leads are left out. */
export function toListLeadsArg({ search, status, assignedTo, ...view }: LeadsView): ListLeadsApiArg {
  const trimmed = search.trim();
  return {
    ...view,
    ...(trimmed ? { search: trimmed } : {}),
    ...(status ? { status } : {}),
    ...(assignedTo ? { assignedTo } : {}),
  };
}

/**
 * The leads page's view, kept in the URL's search params so a reload or Back shows the same page.
 * `update` merges a change; a new search, filter, sort or page size starts again at page 1.
 */
export function useLeadsView() {
  const [params, setParams] = useUrlParams();
  const view = readView(params);

  const update = useCallback(
    (change: Partial<LeadsView>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = readView(current);
          const next = { ...previous, page: 1, ...change };
          return writeView(next);
        },
        { replace },
      );
    },
    [setParams],
  );

  return { view, update };
}
