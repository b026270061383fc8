/**
 * Every request limit of the product, in one place (the table of docs/configuration.md, "Request
 * limits", reads from here). Each is counted in PostgreSQL (rate_limits) under its own key prefix,
 * in a fixed window that starts with the first request counted.
 */
export interface ThrottleLimit {
  /** The prefix of its keys in rate_limits. */
  keyPrefix: string;
  /** How many requests (or failures) the window allows. */
  points: number;
  /** The window, in seconds. */
  seconds: number;
  /** The 429's sentence, given the wait in words ("3 minutes"). */
  message: (wait: string) => string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const fromYourNetwork = (wait: string) => `Too many requests from your network. Please try again in ${wait}.`;
const failedSignIns = (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait}.`;

export const THROTTLES = {
  /** Failed sign-ins of one account at one role's form from one address: that address is blocked. */
  signInFailuresPerAccountAndAddress: {
    keyPrefix: 'sign_in_failures',
    points: 10,
    seconds: 15 * MINUTE,
    message: failedSignIns,
  },
  /** Failed sign-ins of one account at one role's form from anywhere: past it, each attempt is slowed (never refused). */
  signInFailuresPerAccount: {
    keyPrefix: 'sign_in_failures_account',
    points: 20,
    seconds: HOUR,
    message: failedSignIns,
  },
  /** Failed sign-ins from one address, whatever the account (credential stuffing). */
  signInFailuresPerAddress: {
    keyPrefix: 'sign_in_failures_address',
    points: 100,
    seconds: DAY,
    message: failedSignIns,
  },
  /**
   * Failed sign-ins from one browser with a valid device cookie for the account (common/device-cookie.ts):
   * they count here instead of in the three above, and past it only that cookie is refused.
   */
  signInFailuresPerDevice: {
    keyPrefix: 'sign_in_failures_device',
    points: 10,
    seconds: 15 * MINUTE,
    message: failedSignIns,
  },
  /** Lead form submissions with one email address. */
  leadsPerEmail: {
    keyPrefix: 'leads_email',
    points: 3,
    seconds: HOUR,
    message: (wait) => `Too many requests for this email address. Please try again in ${wait}.`,
  },
  /** Lead form submissions from one address: a busy office behind one address stays well below it. */
  leadsPerAddress: { keyPrefix: 'leads_address', points: 100, seconds: HOUR, message: fromYourNetwork },
  /** Reset mails to one email address; past it the answer is the same, and no mail is sent. */
  resetMailsPerEmail: {
    keyPrefix: 'reset_mails_email',
    points: 3,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /**
   * Reset mails asked from one browser with a valid device cookie for that email's account: counted
   * here instead of per email and per address, so strangers cannot use up the owner's; past it the
   * answer is the same, and no mail is sent.
   */
  resetMailsPerDevice: {
    keyPrefix: 'reset_mails_device',
    points: 3,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** forgot-password requests from one address. */
  resetMailsPerAddress: {
    keyPrefix: 'reset_mails_address',
    points: 20,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** Registrations from one address. */
  registrationsPerAddress: {
    keyPrefix: 'registrations_address',
    points: 20,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** reset-password (a reset or an invitation link) from one address. */
  passwordSetsPerAddress: {
    keyPrefix: 'password_sets_address',
    points: 20,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** Checks of a reset or invitation link (the page opening it) from one address. */
  passwordLinkChecksPerAddress: {
    keyPrefix: 'password_link_checks_address',
    points: 60,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** reset-password with one token. */
  passwordSetsPerToken: {
    keyPrefix: 'password_sets_token',
    points: 5,
    seconds: HOUR,
    message: (wait) => `Too many attempts with this link. Please try again in ${wait}.`,
  },
  /** Onboarding submissions from one address. */
  onboardingPerAddress: {
    keyPrefix: 'onboarding_address',
    points: 20,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** Onboarding submissions for one lead. */
  onboardingPerLead: {
    keyPrefix: 'onboarding_lead',
    points: 10,
    seconds: HOUR,
    message: (wait) => `Too many attempts for this questionnaire. Please try again in ${wait}.`,
  },
  /** The one-click review page's reads and presses (review-links/) from one address. */
  reviewLinksPerAddress: {
    keyPrefix: 'review_links_address',
    points: 60,
    seconds: HOUR,
    message: fromYourNetwork,
  },
  /** Wrong current passwords given to change a password or an email, per account (a stolen session guessing). */
  currentPasswordFailuresPerAccount: {
    keyPrefix: 'current_password_failures',
    points: 10,
    seconds: 15 * MINUTE,
    message: (wait) => `Too many wrong passwords. Please try again in ${wait}.`,
  },
  /** Confirmation links mailed for one account (asked for, sent again, or set by an admin). */
  emailConfirmationMailsPerAccount: {
    keyPrefix: 'email_confirmation_mails',
    points: 5,
    seconds: HOUR,
    message: (wait) => `Too many confirmation emails for this account. Please try again in ${wait}.`,
  },
  /** Reviewers one client invites in a day (each is a mail to an address the client chose). */
  reviewerInvitationsPerClient: {
    keyPrefix: 'reviewer_invitations',
    points: 10,
    seconds: DAY,
    message: (wait) => `Too many invitations today. Please try again in ${wait}.`,
  },
  /** Media files one team account uploads (each is checked and drawn on the server: CPU and disk). */
  mediaUploadsPerAccount: {
    keyPrefix: 'media_uploads',
    points: 60,
    seconds: HOUR,
    message: (wait) => `Too many uploads from this account. Please try again in ${wait}.`,
  },
  /** Confirmation links opened from one address. */
  emailConfirmationsPerAddress: {
    keyPrefix: 'email_confirmations_address',
    points: 20,
    seconds: HOUR,
    message: fromYourNetwork,
  },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleName = keyof typeof THROTTLES;

/** A limit's allowance once scaled (tests relax every limit at once); at least 1. */
export const allowance = (name: ThrottleName, scale: number): number =>
  Math.max(1, Math.round(THROTTLES[name].points * scale));

/** The longest a sign-in is slowed by the per-account counter. */
export const MAX_SIGN_IN_DELAY_MS = 10_000;

/**
 * How long a sign-in waits once its account has `failures` failed sign-ins in the window and the
 * window allows `free` before slowing down: nothing below it, then 1 s, 2 s, 4 s ... up to
 * MAX_SIGN_IN_DELAY_MS. A delay, never a refusal: the right password still gets in.
 */
export function signInDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, 1000 * 2 ** Math.min(failures - free, 16));
}
