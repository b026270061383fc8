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

/**
 * A team member's notice that a client of theirs has another writer now, or none: their drafts stay,
 * and the client leaves their lists. The link goes to their board, since the client's page is no
 * longer theirs to open.
 */
export function clientMovedMail({
  firstName,
  clientName,
  writerName,
  url,
}: {
  firstName: string;
  clientName: string;
  /** Who writes for the client now; null when nobody does yet. */
  writerName: string | null;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${clientName} is no longer your client`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      writerName
        ? `${clientName} is now with ${writerName}, who writes their posts and answers their revisions from now on.`
        : `${clientName} has been taken off your list: the team will give them to another writer.`,
      'Nothing you wrote for them is lost: their posts stay as they are, for whoever writes next.',
    ],
    action: { label: 'Open your board', url },
  });
}
