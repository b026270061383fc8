import { api, useGetProfileQuery, type UserDto } from '../api';
import { mayBeSignedIn } from './signed-in-hint';

/**
 * The signed-in user (docs/product.md, "The signed-in user"), from the cached profile call. Any failed answer
 * (a 401 in the ordinary case) means nobody is signed in: `user` is null, and it is not shown as an error.
 */
export function useCurrentUser(): { user: UserDto | null; isLoading: boolean } {
  const { data, isError, isLoading } = useGetProfileQuery();
  return { user: isError ? null : (data ?? null), isLoading };
}

/**
 * The signed-in user for the sign-in page: asked of the server only when the browser may have a
 * session (signed-in-hint.ts), else nobody, at once. A sign-in through the page's forms caches the
 * profile, which this reads, so the page then sends the client on.
 */
export function useCurrentUserIfAny(): { user: UserDto | null; isLoading: boolean } {
  const { isLoading } = useGetProfileQuery(undefined, { skip: !mayBeSignedIn() });
  const { data, isError } = api.endpoints.getProfile.useQueryState(undefined);
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
