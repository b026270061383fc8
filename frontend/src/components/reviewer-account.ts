/**
 * A reviewer's page of their own account (their password), as their navigation, their account menu
 * and the page itself name it (docs/product.md, "Roles"): the client's settings are not theirs.
 */
export const REVIEWER_ACCOUNT = { label: 'Account', to: '/dashboard/settings' } as const;
