import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isPortalUser, useCurrentUser } from '../../../store/use-current-user';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { returnState } from '../../../components/return-path';

/**
 * docs/product.md, "Routes": a spinner while the user loads, the page when a client (or their reviewer) is
 * signed in, else /auth.
 * A visitor who arrives signed out comes back to the page asked for after signing in; one who logs out here
 * (the cached user is cleared) starts afresh.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  if (isLoading) return <FullPageSpinner />;
  if (!isPortalUser(user)) {
    return <Navigate to="/auth" replace state={wasSignedIn ? undefined : returnState(location)} />;
  }
  return <Outlet />;
}
