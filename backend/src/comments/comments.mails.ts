import { renderMail, type RenderedMail } from '../mail/mail-layout.js';
import type { ConversationNewsKind } from './comment-rules.js';
import type { PostComment } from './post-comment.entity.js';

/** One line of a burst: who did it, and what, as the mail quotes it. */
export interface BurstLine {
  actorName: string;
  said: string;
}

/**
 * The lines of a burst under one heading: "Wendy Writer wrote to you about …" and each line as it is
 * when one person wrote them all; each line named by its author when several did.
 */
function burstParagraphs(lines: BurstLine[], heading: (names: string) => string): string[] {
  const names = [...new Set(lines.map((line) => line.actorName))];
  return [
    heading(names.join(' and ')),
    ...lines.map(({ actorName, said }) => (names.length > 1 ? `${actorName}: ${said}` : said)),
  ];
}

/** The team's burst on a post, to the client (and each reviewer): every comment and decision of it. */
export function commentAnsweredMail({
  firstName,
  title,
  lines,
  url,
}: {
  firstName: string;
  title: string;
  lines: BurstLine[];
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${lines.length === 1 ? 'New comment' : 'New comments'} on your post: ${title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: burstParagraphs(lines, (names) => `${names} wrote to you about "${title}":`),
    action: { label: 'Open the post', url },
    note: 'Reply on the post: your writer reads it there.',
  });
}

/** The client's side's burst on a post (their replies, resolves): the team's notice, quoting each. */
export function clientRepliedMail({
  clientName,
  title,
  lines,
  url,
}: {
  clientName: string;
  title: string;
  lines: BurstLine[];
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `${clientName} replied on "${title}"`,
    greeting: 'Hello,',
    paragraphs: burstParagraphs(lines, (names) => `${names} replied on "${title}":`),
    action: { label: 'Open the post', url },
  });
}

/** The words a thread is about, as a decision on it names them: its quote, else its first words. */
const threadNamed = ({ quote, body }: Pick<PostComment, 'quote' | 'body'>): string => {
  if (quote) return `‘${quote}’`;
  return `“${body.length > 80 ? `${body.slice(0, 80).trimEnd()}…` : body}”`;
};

/** One piece of news as its burst's mail quotes it. */
export function newsLine(
  kind: ConversationNewsKind,
  comment: Pick<PostComment, 'body' | 'quote' | 'suggestion' | 'suggestionState' | 'declineReason'>,
): string {
  const change = `the suggestion to change ‘${comment.quote ?? ''}’ to ‘${comment.suggestion ?? ''}’`;
  switch (kind) {
    case 'comment':
      return `“${commentForNotice(comment)}”`;
    case 'accepted':
      return `Accepted ${change}.`;
    case 'declined':
      return `Declined ${change}: ${comment.declineReason ?? ''}`;
    case 'resolved':
      return `Resolved the conversation on ${threadNamed(comment)}.`;
    case 'reopened':
      return `Reopened the conversation on ${threadNamed(comment)}.`;
  }
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
