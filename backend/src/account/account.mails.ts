import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import { EMAIL_CONFIRMATION_VALIDITY_DAYS } from './email-confirmation.entity.js';

/** To the new address: the link that makes it the account's. */
export function confirmEmailMail({
  firstName,
  email,
  link,
  setBy,
}: {
  firstName: string;
  email: string;
  link: string;
  /** The admin who set it for the member; undefined when the member asked for it themselves. */
  setBy?: string;
}): RenderedMail {
  return renderMail({
    subject: 'Confirm your email address for Ghostline',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      setBy
        ? `${setBy} set ${email} as the email address of your Ghostline account. Confirm it is yours, and the team's notices will reach you here:`
        : `You asked to use ${email} for your Ghostline account. Confirm it is yours, and your account will use it from then on:`,
    ],
    action: { label: 'Confirm this address', url: link },
    note: `This link works once and expires in ${EMAIL_CONFIRMATION_VALIDITY_DAYS} days. If you did not expect it, ignore this email: nothing changes.`,
  });
}

/** To the old address: the account's email is being changed (the link went to the new one). */
export function emailChangingMail({
  firstName,
  newEmail,
  setBy,
  client = false,
}: {
  firstName: string;
  newEmail: string;
  setBy?: string;
  /** A client's account: they tell us by replying, not an admin of their team. */
  client?: boolean;
}): RenderedMail {
  return renderMail({
    subject: 'The email address of your Ghostline account is changing',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      setBy
        ? `${setBy} changed the email address of your Ghostline account to ${newEmail}. Mail for your account goes there once that address is confirmed.`
        : `Someone signed in to your Ghostline account asked to change its email address to ${newEmail}. It changes once that address is confirmed with the link sent to it.`,
      client
        ? 'If this was not you, change your password at once and reply to this email to tell us.'
        : 'If this was not you, change your password and tell an admin of your team at once.',
    ],
  });
}

/**
 * To a new address that already has an account, instead of a link: the requester's answer is the same
 * either way, so only the address's owner learns it is taken.
 */
export function emailInUseMail({ email }: { email: string }): RenderedMail {
  return renderMail({
    subject: 'Your email address for Ghostline',
    greeting: 'Hi,',
    paragraphs: [
      `Someone signed in to a Ghostline account asked to use ${email} for it. This address already has a Ghostline account, so it cannot be used for another one.`,
    ],
    note: 'If this was you, sign in with this address, or ask for a new password from the sign-in page. If not, ignore this email: nothing changes.',
  });
}
