import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import type { PostComment } from './post-comment.entity.js';

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

/**
 * A comment as the revision request's notice quotes it: its words, and for one on words of the post
 * the words it is on and the new words it suggests, so the writer reads the whole of it in the mail.
 */
export function commentForNotice({
  body,
  quote,
  suggestion,
  suggestionState,
}: Pick<PostComment, 'body' | 'quote' | 'suggestion' | 'suggestionState'>): string {
  if (!quote) return body;
  const said = [body, suggestionState ? `Suggests ‘${suggestion ?? ''}’ instead.` : ''].filter(Boolean);
  return `On ‘${quote}’: ${said.join(' ')}`;
}
