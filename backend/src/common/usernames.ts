/**
 * A username never holds "@", so what someone types to sign in is an email exactly when it has
 * one; emails are compared in lower case, usernames by their key (`usernameKey`).
 */
export const USERNAME_MAY_NOT_CONTAIN_AT = 'Username may not contain @';
export const USERNAME_MAY_NOT_HIDE_CHARACTERS =
  'Username may not contain invisible or text-direction characters';

/** Whether a sign-in name is an email rather than a username. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** Whether a username keeps the rule (no "@"). */
export const isValidUsernameShape = (username: string): boolean => !username.includes('@');

/**
 * Characters a reader cannot see or that reorder what they see: format characters (Unicode Cf, such as
 * U+200B zero-width space, U+2060 word joiner, U+FEFF, U+00AD soft hyphen), every default-ignorable code
 * point (U+034F, U+3164, variation selectors…), the bidi controls (U+202A–U+202E, U+2066–U+2069,
 * U+200E/F, U+061C; all Cf) and control characters (Cc). "de\u200bmo" would look like "demo".
 */
const HIDDEN_CLASS = String.raw`\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C`;
const HIDDEN = new RegExp(`[${HIDDEN_CLASS}]`, 'u');

export const hasHiddenCharacters = (text: string): boolean => HIDDEN.test(text);

/** A text without any such character, for a DTO's `@Matches`. */
export const WITHOUT_HIDDEN_CHARACTERS = new RegExp(`^[^${HIDDEN_CLASS}]*$`, 'u');

/**
 * A username as it is stored: NFKC, so "ＤＥＭＯ" (fullwidth) is "DEMO" and "ﬁ" is "fi", and trimmed
 * (after NFKC, which turns U+3000 into a space). The case typed is kept for display.
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').trim();

/**
 * What makes two usernames the same account: the NFKC form case-folded (upper then lower case, so "ß"
 * and "SS" meet, and a final "ς" meets "σ"), NFKC again. Stored beside the username with a unique
 * index, and what sign-in looks a username up by: computed here, never by the database's locale.
 */
export const usernameKey = (username: string): string =>
  normalizeUsername(username).toUpperCase().toLowerCase().normalize('NFKC');

/** Why `username` (as stored, normalized) may not be chosen, or null: the DTOs' rules, for the CLI and services. */
export function usernameProblem(username: string): string | null {
  if (!isValidUsernameShape(username)) return USERNAME_MAY_NOT_CONTAIN_AT;
  if (hasHiddenCharacters(username)) return USERNAME_MAY_NOT_HIDE_CHARACTERS;
  return null;
}
