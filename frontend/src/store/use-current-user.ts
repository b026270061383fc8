import { useGetProfileQuery, type UserDto } from '../api';

/**
 * The signed-in user (docs/product.md, "The signed-in user"), from the cached profile call. Any failed answer
 * (a 401 in the ordinary case) means nobody is signed in: `user` is null, and it is not shown as an error.
 */
export function useCurrentUser(): { user: UserDto | null; isLoading: boolean } {
  const { data, isError, isLoading } = useGetProfileQuery();
  return { user: isError ? null : (data ?? null), isLoading };
}

/**
 * A client's reviewer: reads, comments on and sends feedback on their client's posts, and nothing else
 * (docs/product.md, "Roles"); the server refuses the rest, the screens do not offer it.
 */
export const isReviewer = (user: UserDto | null): boolean => user?.role === 'reviewer';

/** Whoever the client portal (/dashboard) is for: a client, or one of their reviewers. */
export const isPortalUser = (user: UserDto | null): boolean =>
  user?.role === 'client' || user?.role === 'reviewer';
