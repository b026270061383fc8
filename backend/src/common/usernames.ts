/**
 * A username never holds "@", so what someone types to sign in is an email exactly when it has
 * one; usernames and emails are both compared in lower case.
 */
export const USERNAME_MAY_NOT_CONTAIN_AT = 'Username may not contain @';

/** Whether a sign-in name is an email rather than a username. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** Whether a username keeps the rule (no "@"). */
export const isValidUsernameShape = (username: string): boolean => !username.includes('@');
