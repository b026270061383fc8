import { useLocation, type Location } from 'react-router-dom';

// A guarded page sends a signed-out visitor to sign in with `returnState(location)` as the
// navigation state; once signed in, the sign-in page sends them on to `useReturnPath()`.

interface ReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function returnState(location: Location): ReturnState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

export function useReturnPath(fallback: string): string {
  const from = (useLocation().state as ReturnState | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : fallback;
}
