import { Navigate, Outlet } from 'react-router-dom';
import { useCheckAdminAuthQuery } from '../../../api';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { isTeamUser } from '../../../components/use-team-member';

/**
 * docs/product.md, "Routes": admin pages check authentication on load and go to /admin/login if it fails
 * (admins and writers pass).
 */
export function AdminGuard() {
  const { data: user, isError, isLoading } = useCheckAdminAuthQuery();

  if (isLoading) return <FullPageSpinner />;
  if (isError || !isTeamUser(user)) return <Navigate to="/admin/login" replace />;
  return <Outlet />;
}
