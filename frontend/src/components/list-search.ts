// A list page's rows link to their details with the list's search params as the navigation state
// (`{ listSearch }`); the details page's Back link returns to that same view of the list.

export interface ListSearchState {
  listSearch: string;
}

/** The list's search params the user came from, or '' when they came from elsewhere. */
export function listSearchOf(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null ? (state as { listSearch?: unknown }).listSearch : undefined;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
