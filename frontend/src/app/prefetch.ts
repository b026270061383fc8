import type { LoaderFunction } from 'react-router-dom';
import { api } from '../api';
import { parseId } from '../components/format';
import { adminCalendarArg } from '../features/calendar/calendar-arg';
import { contentListArg, contentListView } from '../features/content/content-filter';
import { RECENT_CONTENT_ARG } from '../features/dashboard/recent-content-count';
import { readView, toListLeadsArg } from '../features/leads/hooks/use-leads-view';
import { mayBeSignedIn } from '../store/signed-in-hint';
import type { AppDispatch } from '../store/store';

type Reads = (
  dispatch: AppDispatch,
  at: { params: Record<string, string | undefined>; search: URLSearchParams },
) => void;

/**
 * What a page reads first, asked for as soon as its route is matched: beside the download of the
 * page's code and the signed-in check, not after them. Each is the very call the page then makes
 * (same endpoint, same arguments, so RTK Query answers it from this one request), and fetching
 * starts in the route's loader, which React Router runs while the route's modules load.
 */
const reads = {
  /** The client area's guard: who is signed in. */
  portalUser: (dispatch) => void dispatch(api.util.prefetch('getProfile', undefined, {})),
  /** The back office's guard. */
  teamMember: (dispatch) => void dispatch(api.util.prefetch('checkAdminAuth', undefined, {})),
  dashboard: (dispatch) => {
    dispatch(api.util.prefetch('listContent', RECENT_CONTENT_ARG, {}));
    // The subscriptions and the numbers are the client's alone: a reviewer's session, which the
    // layout takes on to My Content, asks for nothing it would be refused. So these wait for the
    // signed-in check (the guard's, already on its way: this shares it).
    void dispatch(api.endpoints.getProfile.initiate(undefined, { subscribe: false })).then(({ data }) => {
      if (data?.role !== 'client') return;
      dispatch(api.util.prefetch('listSubscriptions', undefined, {}));
      dispatch(api.util.prefetch('getPerformanceSummary', undefined, {}));
    });
  },
  contentList: (dispatch, { search }) => {
    if (search.get('view') !== 'calendar') {
      dispatch(api.util.prefetch('listContent', contentListArg(contentListView(search)), {}));
    }
  },
  contentDetails: (dispatch, { params }) => {
    const id = parseId(params.id);
    if (id) dispatch(api.util.prefetch('getContent', { id }, {}));
  },
  reviewLink: (dispatch, { search }) => {
    const token = search.get('token');
    if (token) dispatch(api.util.prefetch('getReviewLink', { token }, {}));
  },
  // The board is always asked for afresh when opened (a team shares it).
  board: (dispatch) => void dispatch(api.util.prefetch('getBoard', undefined, { force: true })),
  leads: (dispatch, { search }) =>
    void dispatch(api.util.prefetch('listLeads', toListLeadsArg(readView(search)), {})),
  calendar: (dispatch, { search }) =>
    void dispatch(api.util.prefetch('getAdminCalendar', adminCalendarArg(search), {})),
  clientDetails: (dispatch, { params }) => {
    const id = parseId(params.id);
    if (id) dispatch(api.util.prefetch('getClient', { id }, {}));
  },
} satisfies Record<string, Reads>;

export type PageReads = keyof typeof reads;

/** The reads anyone may make: the review link's, whose token is its key. */
const PUBLIC_READS = new Set<PageReads>(['reviewLink']);

/**
 * A route's loader that starts `name`'s reads in `dispatch`'s store and answers at once; the reads
 * of a session only when the browser may have one (store/signed-in-hint.ts): a visitor's would be
 * refused, and the guard's own check, then the sign-in page, follow.
 */
export function prefetchLoader(dispatch: AppDispatch, name: PageReads): LoaderFunction {
  return ({ params, request }) => {
    if (PUBLIC_READS.has(name) || mayBeSignedIn()) {
      reads[name](dispatch, { params, search: new URL(request.url).searchParams });
    }
    return null;
  };
}
