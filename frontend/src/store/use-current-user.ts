import { useGetProfileQuery, type UserDto } from '../api';

/**
 * The signed-in user (docs/product.md, "The signed-in user"), from the cached profile call. Any failed answer
 * (a 401 in the ordinary case) means nobody is signed in: `user` is null, and it is not shown as an error.
 */
export function useCurrentUser(): { user: UserDto | null; isLoading: boolean } {
  const { data, isError, isLoading } = useGetProfileQuery();
  return { user: isError ? null : (data ?? null), isLoading };
}
