import { useCallback } from 'react';
import { useUrlParams } from '../../../components/use-url-params';
import type { ListOutgoingMailsApiArg, MailStatus } from '../../../api';
import { isMailStatus } from '../mail-format';

export const PAGE_SIZES = [25, 50, 100];

/** What the Outgoing mail page shows: page (1-based), page size, status ('' for all) and search. */
export interface OutgoingMailView {
  page: number;
  pageSize: number;
  status: MailStatus | '';
  search: string;
}

const defaults: OutgoingMailView = { page: 1, pageSize: 50, status: '', search: '' };

function readView(params: URLSearchParams): OutgoingMailView {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : defaults.pageSize,
    status: isMailStatus(status) ? status : defaults.status,
    search: params.get('search') ?? defaults.search,
  };
}

/** Only what differs from the default goes in the URL, so links stay short. */
function writeView(view: OutgoingMailView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof OutgoingMailView)[]) {
    if (view[key] !== defaults[key]) params.set(key, String(view[key]));
  }
  return params;
}

/** The request of a view: an empty search and "All" are left out. */
export function toListOutgoingMailsArg({
  search,
  status,
  ...view
}: OutgoingMailView): ListOutgoingMailsApiArg {
  const trimmed = search.trim();
  return { ...view, ...(trimmed ? { search: trimmed } : {}), ...(status ? { status } : {}) };
}

/**
 * The page's view, kept in the URL so a reload or Back shows the same mails. `update` merges a
 * change; a new filter, search or page size starts again at page 1.
 */
export function useOutgoingMailView() {
  const [params, setParams] = useUrlParams();
  const view = readView(params);
  const update = useCallback(
    (change: Partial<OutgoingMailView>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeView({ ...readView(current), page: 1, ...change }), { replace }),
    [setParams],
  );
  return { view, update };
}
