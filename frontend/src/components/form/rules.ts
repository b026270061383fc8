import type { FieldValues } from 'react-hook-form';
import { LINKEDIN_URL_PATTERN } from '../../api';

// The validation rules of docs/product.md, "Validation rules", each message spelled as it is there.

const required = (message: string) => ({ required: message });

// react-hook-form skips minLength on an empty value, so an empty field gets the same message.
const atLeast = (value: number, message: string) => ({ required: message, minLength: { value, message } });

// The shape of the browser's type="email" check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const password = atLeast(8, 'Password must be at least 8 characters');

export const rules = {
  /** Sign-in: the username or the email. */
  username: atLeast(3, 'Username must be at least 3 characters'),
  /** A username being chosen: never with "@", so it is never someone's email (the server says the same). */
  newUsername: {
    ...atLeast(3, 'Username must be at least 3 characters'),
    validate: (value: unknown) =>
      typeof value !== 'string' || !value.includes('@') || 'Username may not contain @',
  },
  adminUsername: required('Username is required'),
  password: required('Password is required'),
  currentPassword: required('Current password is required'),
  email: {
    required: 'Please enter a valid email address',
    pattern: { value: EMAIL, message: 'Please enter a valid email address' },
  },
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  /** A new password; re-checks its confirmation field as it changes (once the form was submitted). */
  newPassword: <Name extends string>(confirmation: Name) => ({ ...password, deps: confirmation }),
  /** The confirmation of the password in field `original`; it is never sent to the server. */
  confirmPassword: (original: string) => ({
    ...password,
    validate: (value: string, values: FieldValues) => value === values[original] || 'Passwords do not match',
  }),
};

/**
 * Revision feedback: 10 characters at least, spaces around them not counted; with comments to send
 * with it (`optional`) it may stay empty. Its length's limit is FEEDBACK_LIMIT (length-limit.tsx).
 */
export const revisionFeedbackRules = (optional: boolean) => ({
  validate: (value: string) =>
    (optional && value.trim() === '') ||
    value.trim().length >= 10 ||
    'Please provide at least 10 characters of feedback',
});

const INVALID_LINKEDIN_URL = 'Please enter a valid LinkedIn URL';

// The server's rule (backend common/linkedin-url.ts, written to api/generated/rules.ts).
const LINKEDIN_URL = new RegExp(LINKEDIN_URL_PATTERN, 'i');

/** A LinkedIn address: https, linkedin.com or a subdomain of it, no credentials; trimmed as the server trims. */
export const isLinkedInUrl = (value: string): boolean => LINKEDIN_URL.test(value.trim());

/**
 * A LinkedIn address field: the lead's profile (required), a published post's address (optional for
 * the client, required when an admin publishes for them).
 */
export const linkedInUrlRules = ({ required }: { required: boolean }) => ({
  validate: (value: string) => (!value.trim() ? !required : isLinkedInUrl(value)) || INVALID_LINKEDIN_URL,
});
