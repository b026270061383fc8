import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

export function passwordResetMail({ name, link }: { name: string; link: string }): RenderedMail {
  return renderMail({
    subject: 'Reset your Ghostline password',
    greeting: `Hi ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your Ghostline account. If it was you, choose a new password here:',
    ],
    action: { label: 'Choose a new password', url: link },
    note: 'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  });
}

/** To the admins: someone made a client account for themselves (no lead, no subscription yet). */
export function clientRegisteredMail(client: {
  name: string;
  username: string;
  email: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `New self-registration: ${client.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${client.name} registered themselves as a client, with the username ${client.username} and the email ${client.email}.`,
      'They have no subscription yet: reach out, or check that the account is genuine.',
    ],
    action: { label: 'Open the client', url: client.url },
  });
}
