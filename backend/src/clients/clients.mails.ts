import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

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
