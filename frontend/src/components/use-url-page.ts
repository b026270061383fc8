import { useCallback } from 'react';
import { useUrlParams } from './use-url-params';

/** A changed search or filter starts the list again at page 1: drops the page from the URL's params. */
export function firstPage(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  return next;
}

/** The page (1-based) and page size `params` name, each at its default when missing or not allowed. */
export function urlPage(params: URLSearchParams, pageSizes: number[], defaultPageSize: number) {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/**
 * A paged list's page (1-based) and page size, kept in the URL (`page`, `pageSize`, left out at
 * their defaults) so a reload or Back shows the same page. A new page size starts at page 1.
 */
export function useUrlPage(pageSizes: number[], defaultPageSize: number) {
  const [params, setParams] = useUrlParams();

  const change = useCallback(
    (next: { page?: number; pageSize?: number }) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const set = (name: string, value: number, fallback: number) => {
          if (value === fallback) updated.delete(name);
          else updated.set(name, String(value));
        };
        if (next.pageSize !== undefined) {
          set('pageSize', next.pageSize, defaultPageSize);
          updated.delete('page');
        }
        if (next.page !== undefined) set('page', next.page, 1);
        return updated;
      }),
    [setParams, defaultPageSize],
  );

  return { ...urlPage(params, pageSizes, defaultPageSize), change };
}
