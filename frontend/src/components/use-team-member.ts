import { useCheckAdminAuthQuery, type TeamRole, type UserDto } from '../api';

export interface TeamMember {
  /** The signed-in team member, or null while unknown or when nobody of the team is signed in. */
  user: UserDto | null;
  /** Their role in the team, or null. */
  role: TeamRole | null;
  /** An admin: every page and action of the back office. */
  isAdmin: boolean;
  /** A writer: the clients assigned to them, their posts and revisions; no leads, prices or team. */
  isWriter: boolean;
}

/**
 * Who is signed in to the back office, from the cached check-auth call the admin guard made: pages
 * use it to hide what only admins may do (and so never call an admin-only endpoint as a writer).
 */
export function useTeamMember(): TeamMember {
  const { data, isError } = useCheckAdminAuthQuery();
  const user = isError ? null : (data ?? null);
  const role = user && isTeamUser(user) ? (user.role as TeamRole) : null;
  return { user, role, isAdmin: role === 'admin', isWriter: role === 'writer' };
}

/** Whether a user of check-auth's answer belongs to the team (an admin or a writer), who may use /admin. */
export const isTeamUser = (user: Pick<UserDto, 'role'> | null | undefined): boolean =>
  user?.role === 'admin' || user?.role === 'writer';

/** A team role as the back office names it (the team's page, Your account). */
export const ROLE_LABELS: Record<TeamRole, string> = { admin: 'Admin', writer: 'Writer' };
