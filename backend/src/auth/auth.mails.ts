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
