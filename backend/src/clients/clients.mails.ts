import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

export const INVITATION_VALIDITY_DAYS = 7;

/** The welcome of a new client: their username (their email works too) and a link to choose a password. */
export function invitationMail({
  firstName,
  username,
  email,
  link,
}: {
  firstName: string;
  username: string;
  email: string;
  link: string;
}): RenderedMail {
  return renderMail({
    subject: 'Welcome to Ghostline: set your password',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Welcome aboard! Your Ghostline client area is ready: this is where you will review each post we write for you, ask for revisions and publish.',
      `Your username is ${username}; you can sign in with it or with your email address, ${email}. Choose a password to sign in (you will be signed in straight away):`,
    ],
    action: { label: 'Set your password', url: link },
    note: `This link works once and expires in ${INVITATION_VALIDITY_DAYS} days. If it has expired, use "Forgot password" on the sign-in page, or ask us for a new one.`,
  });
}

/** A team member's notice that a client is theirs now: who, and a link to the client's page. */
export function clientAssignedMail({
  firstName,
  clientName,
  url,
}: {
  firstName: string;
  clientName: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `A new client for you: ${clientName}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${clientName} is now your client: you write their posts and answer their revisions. Their voice brief, posts and schedule are on their page.`,
    ],
    action: { label: 'Open the client', url },
  });
}
