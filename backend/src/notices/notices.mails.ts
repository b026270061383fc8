import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

/** One kind of notice in a digest ("New leads"), with each notice's subject and page. */
export interface DigestGroup {
  label: string;
  notices: { subject: string; url: string | null }[];
}

/** A team member's morning digest: the notices kept since their last one, grouped by kind. */
export function noticeDigestMail({
  firstName,
  groups,
  accountUrl,
}: {
  firstName: string;
  groups: DigestGroup[];
  accountUrl: string;
}): RenderedMail {
  const count = groups.reduce((sum, group) => sum + group.notices.length, 0);
  return renderMail({
    subject: `Your morning digest: ${count} ${count === 1 ? 'notice' : 'notices'}`,
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `Here is what happened since your last digest (${count} ${count === 1 ? 'notice' : 'notices'}).`,
    ],
    items: groups.flatMap((group) =>
      group.notices.map((notice) => ({
        heading: `${group.label}: ${notice.subject}`,
        actions: notice.url ? [{ label: 'Open', url: notice.url }] : [],
      })),
    ),
    action: { label: 'Choose how you get each notice', url: accountUrl },
  });
}
