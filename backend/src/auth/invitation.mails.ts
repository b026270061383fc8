import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import type { TeamRole } from '../common/user-roles.js';

export const INVITATION_VALIDITY_DAYS = 7;

const LINK_NOTE = `This link works once and expires in ${INVITATION_VALIDITY_DAYS} days.`;

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
    note: `${LINK_NOTE} If it has expired, use "Forgot password" on the sign-in page, or ask us for a new one.`,
  });
}

const ROLE_WORDS: Record<TeamRole, string> = {
  admin: 'an admin (you will see and manage everything: leads, clients, posts and the team)',
  writer: 'a writer (you will work on the clients assigned to you: their voice brief, posts and revisions)',
};

/** The welcome of a new team member: who invited them, their role, their username and where the team signs in. */
export function teamInvitationMail({
  firstName,
  invitedBy,
  role,
  username,
  link,
  signInUrl,
}: {
  firstName: string;
  invitedBy: string;
  role: TeamRole;
  username: string;
  link: string;
  signInUrl: string;
}): RenderedMail {
  return renderMail({
    subject: 'You are invited to the Ghostline team',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${invitedBy} invited you to join the Ghostline team as ${ROLE_WORDS[role]}.`,
      `Your username is ${username}. Choose a password, then sign in at ${signInUrl}:`,
    ],
    action: { label: 'Set your password', url: link },
    note: `${LINK_NOTE} If it has expired, ask ${invitedBy} or another admin to send you a new one.`,
  });
}

/** The welcome of a client's reviewer: who invited them, what they may do, and a link to choose a password. */
export function reviewerInvitationMail({
  firstName,
  clientName,
  username,
  email,
  link,
}: {
  firstName: string;
  clientName: string;
  username: string;
  email: string;
  link: string;
}): RenderedMail {
  return renderMail({
    subject: `${clientName} invited you to review their posts on Ghostline`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${clientName} invited you to review the LinkedIn posts Ghostline writes for them: you can read each post, comment on it and send feedback to the writers.`,
      `Your username is ${username}; you can sign in with it or with your email address, ${email}. Choose a password to sign in (you will be signed in straight away):`,
    ],
    action: { label: 'Set your password', url: link },
    note: `${LINK_NOTE} If it has expired, ask ${clientName} to invite you again.`,
  });
}

/**
 * To an address a client invited as their reviewer that already has a Ghostline account: no account
 * is made for it and no link sent (the client's answer is the same either way).
 */
export function reviewerAddressTakenMail({
  clientName,
  email,
}: {
  clientName: string;
  email: string;
}): RenderedMail {
  return renderMail({
    subject: `${clientName} invited you to review their posts on Ghostline`,
    greeting: 'Hi,',
    paragraphs: [
      `${clientName} invited ${email} to review the LinkedIn posts Ghostline writes for them. This address already has a Ghostline account, and a reviewer needs an address of their own: ask ${clientName} to invite another address of yours.`,
    ],
    note: 'If you did not expect this, ignore this email: nothing changes.',
  });
}
