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
  /** Each post, with the comments of the team's that wait for the client's answer on it. */
  posts: { title: string; awaiting?: number; links: ReviewLinkUrls }[];
  url: string;
}): RenderedMail {
  const count = posts.length === 1 ? '1 post is' : `${posts.length} posts are`;
  const awaiting = posts.reduce((sum, post) => sum + (post.awaiting ?? 0), 0);
  const waiting = (n: number) =>
    n === 1 ? '1 comment from your writer waits' : `${n} comments from your writer wait`;
  return renderMail({
    subject: `Your weekly review: ${posts.length === 1 ? '1 post waits' : `${posts.length} posts wait`} for you`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `${count} written and waiting for your review. Publish each when you are happy, or tell us what to change.`,
      ...(awaiting > 0 ? [`${waiting(awaiting)} for your answer: open the post to reply.`] : []),
    ],
    items: posts.map(({ title, awaiting: onPost = 0, links }) => ({
      heading: onPost > 0 ? `${title} (${waiting(onPost)} for your answer)` : title,
      actions: oneClickActions(links),
    })),
    action: { label: 'Open My Content', url },
    note: ONE_CLICK_NOTE,
  });
}
