import { renderMail, type MailAction, type MailImage, type RenderedMail } from '../mail/mail-layout.js';
import type { ReviewLinkUrls } from './review-link-issuer.js';

/** The buttons that act on one post from a mail without signing in, one link each. */
export const oneClickActions = (links: ReviewLinkUrls): MailAction[] => [
  { label: 'Mark as published', url: links.publish },
  { label: 'Request a revision', url: links.revision },
];

export const ONE_CLICK_NOTE =
  'The buttons work without signing in, once each, for 14 days or until the post changes.';

/**
 * A post (or its revision) is ready for the client to review: a link to it in the portal and the
 * two one-click buttons (`links`), which work once each, until the post changes, for 14 days; its
 * media's thumbnail (`image`) under the text, when it has media.
 */
export function postDeliveredMail({
  firstName,
  title,
  url,
  revised,
  links,
  image,
}: {
  firstName: string;
  title: string;
  url: string;
  revised: boolean;
  links: ReviewLinkUrls;
  image?: MailImage;
}): RenderedMail {
  return renderMail({
    subject: revised ? `Your revised post is ready: ${title}` : `A new post is ready for review: ${title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      revised
        ? `We have revised "${title}" with your feedback. Take a look, publish it when you are happy, or tell us what to change.`
        : `Your next LinkedIn post, "${title}", is written and ready for your review. It takes about a minute: read it, publish it, or ask for a revision.`,
    ],
    action: { label: 'Review your post', url },
    moreActions: oneClickActions(links),
    note: ONE_CLICK_NOTE,
    image,
  });
}

/**
 * A post (or its revision) is ready for the client's reviewer: a link to it in the portal, where they
 * sign in (the one-click buttons act as the client, so they stay in the client's mail).
 */
export function postDeliveredToReviewerMail({
  firstName,
  clientName,
  title,
  url,
  revised,
  image,
}: {
  firstName: string;
  clientName: string;
  title: string;
  url: string;
  revised: boolean;
  image?: MailImage;
}): RenderedMail {
  return renderMail({
    subject: revised
      ? `${clientName}'s revised post is ready: ${title}`
      : `A new post of ${clientName}'s is ready for review: ${title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      revised
        ? `We have revised "${title}", a LinkedIn post of ${clientName}'s, with the feedback. Take a look, and tell us what to change.`
        : `${clientName}'s next LinkedIn post, "${title}", is written and ready for review. Read it, comment on it, or send feedback to the writers.`,
    ],
    action: { label: 'Review the post', url },
    image,
  });
}

/** A client sent a post back: the team's notice, with the feedback and a link to revise it. */
export function revisionRequestedMail({
  clientName,
  title,
  feedback,
  comments = [],
  url,
}: {
  clientName: string;
  title: string;
  /** Their note on the whole post; null when they sent comments alone. */
  feedback: string | null;
  /** The comments they sent with it, each quoted whole. */
  comments?: string[];
  url: string;
}): RenderedMail {
  const count = comments.length === 1 ? '1 comment' : `${comments.length} comments`;
  return renderMail({
    subject: `Revision requested: ${title}`,
    greeting: 'Hello,',
    paragraphs: [
      `${clientName} asked for a revision of "${title}"${comments.length > 0 ? `, with ${count}` : ''}:`,
      ...(feedback ? [feedback] : []),
      ...comments.map((comment) => `“${comment}”`),
    ],
    action: { label: 'Revise the post', url },
  });
}

/** A draft was sent for review: the admins' notice, naming the client and the writer, with a link to it. */
export function reviewRequestedMail({
  clientName,
  writerName,
  title,
  url,
}: {
  clientName: string;
  writerName: string;
  title: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Ready for review: ${title}`,
    greeting: 'Hello,',
    paragraphs: [
      `${writerName} sent "${title}", written for ${clientName}, for review.`,
      'Approve it so it can be delivered, or send it back with a note.',
    ],
    action: { label: 'Review the draft', url },
  });
}

/** An admin sent a draft back: its writer's notice, with the note and a link to the draft. */
export function reviewReturnedMail({
  firstName,
  reviewerName,
  clientName,
  title,
  note,
  url,
}: {
  firstName: string;
  reviewerName: string;
  clientName: string;
  title: string;
  note: string;
  url: string;
}): RenderedMail {
  return renderMail({
    subject: `Returned with a note: ${title}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${reviewerName} sent "${title}", written for ${clientName}, back with a note:`,
      note,
      'Edit the draft, then send it for review again.',
    ],
    action: { label: 'Open the draft', url },
  });
}
