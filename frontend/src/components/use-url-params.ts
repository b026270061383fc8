import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useSearchParams, type Location, type NavigateOptions } from 'react-router-dom';

/**
 * The newest search params of the app's one URL: those of the location last rendered, or of a change
 * asked for since, which the router has not rendered yet.
 */
let newest: { rendered: Location; search: string } | null = null;

/**
 * The URL's search params, and a change to them that starts from the newest ones.
 *
 * React Router's `setSearchParams(fn)` hands `fn` the params of the render that made it, and the
 * router renders a navigation in a transition, a moment later. Two changes close together (a status
 * picked while a search typed just before still waits out its debounce) would each start from the
 * same old params, and the second would undo the first. Every change made here, from any component,
 * starts from the last one asked for; Back, a link or a reload start again from what is rendered.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();

  useLayoutEffect(() => {
    if (newest?.rendered !== location) newest = { rendered: location, search: location.search };
  }, [location]);

  const change = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(newest?.search ?? location.search));
      if (newest) newest = { ...newest, search: `?${next.toString()}` };
      setParams(next, options);
    },
    [location, setParams],
  );

  return [params, change] as const;
}
