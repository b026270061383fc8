import { ONE_CLICK_NOTE, oneClickActions } from '../content/posts.mails.js';
import type { ReviewLinkUrls } from '../content/review-link-issuer.js';
import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

/** The weekly digest: every post delivered and waiting for the client, each with its two buttons. */
export function reviewDigestMail({
  firstName,
  posts,
  url,
}: {
  firstName: string;
  posts: { title: string; links: ReviewLinkUrls }[];
  url: string;
}): RenderedMail {
  const count = posts.length === 1 ? '1 post is' : `${posts.length} posts are`;
  return renderMail({
    subject: `Your weekly review: ${posts.length === 1 ? '1 post waits' : `${posts.length} posts wait`} for you`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${count} written and waiting for your review. Publish each when you are happy, or tell us what to change.`,
    ],
    items: posts.map(({ title, links }) => ({ heading: title, actions: oneClickActions(links) })),
    action: { label: 'Open My Content', url },
    note: ONE_CLICK_NOTE,
  });
}
