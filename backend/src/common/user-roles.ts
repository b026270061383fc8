/** Who a signed-in user is to the product: the guard, the session and the users table share these. */
export const USER_ROLES = ['admin', 'client'] as const;
export type UserRole = (typeof USER_ROLES)[number];
