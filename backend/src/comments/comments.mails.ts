import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

/** How long after a mail about a post's conversation another comment on it mails nobody again. */
export const ANSWER_MAIL_QUIET_MS = 10 * 60 * 1000;

/** The team wrote to the client on a post: who, what, and the way to it. */
export function commentAnsweredMail({
  firstName,
  authorName,
  title,
  comment,
  url,
}: {
  firstName: string;
  authorName: string;
  title: string;
  comment: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `New comment on your post: ${title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [`${authorName} wrote to you about "${title}":`, `“${comment}”`],
    action: { label: 'Open the post', url },
    note: 'Reply on the post: your writer reads it there.',
  });
}

/** The client replied in a thread on a post: the team's notice, with the reply and a link to the post. */
export function clientRepliedMail({
  clientName,
  title,
  reply,
  url,
}: {
  clientName: string;
  title: string;
  reply: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${clientName} replied on "${title}"`,
    greeting: 'Hello,',
    paragraphs: [`${clientName} replied on "${title}":`, `“${reply}”`],
    action: { label: 'Open the post', url },
  });
}
