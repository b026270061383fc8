import { useCheckAdminAuthQuery } from '../api';

/**
 * The signed-in team member and their role, from the back office's check-auth call (cached: the admin
 * guard loaded it before any page showed). What a page shows follows the role; the server enforces it.
 */
export function useTeamRole() {
  const { data: user } = useCheckAdminAuthQuery();
  return { user, isAdmin: user?.role === 'admin', isWriter: user?.role === 'writer' };
}
