/** Who a signed-in user is to the product: the guard, the session and the users table share these. */
export const USER_ROLES = ['admin', 'writer', 'client', 'reviewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The team's roles: an admin does everything; a writer works on the clients assigned to them (their
 * voice brief, posts, revisions and schedule) and sees no leads, prices, subscriptions or exports.
 */
export const TEAM_ROLES = ['admin', 'writer'] as const satisfies readonly UserRole[];
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (role: UserRole): role is TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(role);

/**
 * The two sign-ins: the clients' (/auth) and the team's (/admin/login, for admins and writers). The
 * name of each is also its namespace in the sign-in throttle.
 */
export const SIGN_IN_ROLES = {
  client: ['client', 'reviewer'],
  admin: TEAM_ROLES,
} as const satisfies Record<string, readonly UserRole[]>;
export type SignIn = keyof typeof SIGN_IN_ROLES;

/**
 * The client's side of the portal: the client, and the reviewers they invited (an executive's
 * assistant, say), who read, comment on and send feedback on the client's posts as the client does,
 * but see no subscription and change nothing of the account (docs/product.md, "Roles").
 */
export const CLIENT_SIDE_ROLES = ['client', 'reviewer'] as const satisfies readonly UserRole[];

export const isClientSide = (role: UserRole): boolean =>
  (CLIENT_SIDE_ROLES as readonly string[]).includes(role);
