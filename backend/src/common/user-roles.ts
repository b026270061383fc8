/** Who a signed-in user is to the product: the guard, the session and the users table share these. */
export const USER_ROLES = ['admin', 'writer', 'client'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The team's roles: an admin does everything; a writer works on the clients assigned to them (their
 * voice brief, posts, revisions and schedule) and sees no leads, prices, subscriptions or exports.
 */
export const TEAM_ROLES = ['admin', 'writer'] as const satisfies readonly UserRole[];
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (role: UserRole): role is TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(role);
