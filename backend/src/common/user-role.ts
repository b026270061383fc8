/** The two kinds of account (SPEC §3): the users table stores it, sessions carry it, the roles guard checks it. */
export const USER_ROLES = ['admin', 'client'] as const;
export type UserRole = (typeof USER_ROLES)[number];
