import { renderMail, type RenderedMail } from '../mail/mail-layout.js';

/** Where a client (re)connects LinkedIn: Settings, which opens its LinkedIn card. */
export const linkedInSettingsUrl = (publicUrl: string): string =>
  `${publicUrl}/dashboard/settings?linkedin=connect`;

/** To the client: their approved post went out on LinkedIn. */
export function publishedMail(args: { firstName: string; title: string; linkedinUrl: string; url: string }) {
  return renderMail({
    subject: `Your post is live on LinkedIn: ${args.title}`,
    greeting: `Hi ${args.firstName},`,
    paragraphs: [
      `"${args.title}" went out on your LinkedIn profile as you approved it. In three days we will ask how it did.`,
    ],
    action: { label: 'See it on LinkedIn', url: args.linkedinUrl },
    moreActions: [{ label: 'Open it in Ghostline', url: args.url }],
  });
}

/**
 * To the client: their approved post did not go out (`reason`, in their words), or may have
 * (`check`): what to do next, and where.
 */
export function notPublishedMail(args: {
  firstName: string;
  title: string;
  reason: string;
  check: boolean;
  url: string;
  reconnectUrl?: string;
}): RenderedMail {
  return renderMail({
    subject: args.check
      ? `Check LinkedIn: did your post go out? ${args.title}`
      : `Your post was not published: ${args.title}`,
    greeting: `Hi ${args.firstName},`,
    paragraphs: args.check
      ? [
          `We sent "${args.title}" to LinkedIn, and LinkedIn did not answer whether it went out. We will not send it again by ourselves, so it cannot appear twice.`,
          'Look at your LinkedIn profile: if the post is there, confirm it in Ghostline with its address; if not, publish it again.',
        ]
      : [
          `"${args.title}" did not go out on LinkedIn. ${args.reason}`,
          'Nothing is lost: the post waits in Ghostline, where you can publish it again or post it yourself.',
        ],
    action: args.reconnectUrl
      ? { label: 'Connect LinkedIn again', url: args.reconnectUrl }
      : { label: 'Open the post', url: args.url },
    ...(args.reconnectUrl ? { moreActions: [{ label: 'Open the post', url: args.url }] } : {}),
  });
}

/** To the team: how a client's approved post went on LinkedIn. */
export function teamPublishingMail(args: {
  clientName: string;
  title: string;
  outcome: 'published' | 'not_published' | 'check_linkedin';
  reason?: string | null;
  url: string;
}): RenderedMail {
  const subject = {
    published: `Published on LinkedIn for ${args.clientName}: ${args.title}`,
    not_published: `Not published on LinkedIn for ${args.clientName}: ${args.title}`,
    check_linkedin: `Check LinkedIn for ${args.clientName}: ${args.title}`,
  }[args.outcome];
  const paragraph = {
    published: `"${args.title}" went out on ${args.clientName}'s LinkedIn profile.`,
    not_published:
      `"${args.title}" did not go out on ${args.clientName}'s LinkedIn profile. ${args.reason ?? ''}`.trim(),
    check_linkedin: `"${args.title}" was sent to LinkedIn for ${args.clientName} and no answer came back: it may be out. It will not be sent again by itself; confirm it or publish it again.`,
  }[args.outcome];
  return renderMail({
    subject,
    greeting: 'Hi,',
    paragraphs: [paragraph],
    action: { label: 'Open the post', url: args.url },
  });
}

/** To the client: their LinkedIn grant ends in a week, or a day, with the link to connect again. */
export function connectionEndingMail(args: {
  firstName: string;
  endsOn: string;
  waiting: number;
  url: string;
}): RenderedMail {
  const waiting =
    args.waiting === 0
      ? ''
      : args.waiting === 1
        ? ' 1 approved post waits to go out after that.'
        : ` ${args.waiting} approved posts wait to go out after that.`;
  return renderMail({
    subject: `Your LinkedIn connection ends on ${args.endsOn}`,
    greeting: `Hi ${args.firstName},`,
    paragraphs: [
      `LinkedIn lets Ghostline publish for you until ${args.endsOn}.${waiting} Connecting again takes a minute and keeps your posts going out on time.`,
    ],
    action: { label: 'Connect LinkedIn again', url: args.url },
  });
}

/** To the client, from the team: connect LinkedIn so approved posts go out by themselves. */
export function connectInvitationMail(args: { firstName: string; teamName: string; url: string }) {
  return renderMail({
    subject: 'Connect your LinkedIn profile to Ghostline',
    greeting: `Hi ${args.firstName},`,
    paragraphs: [
      `${args.teamName} asks you to connect your LinkedIn profile. Then the posts you approve go out on LinkedIn at their time, by themselves: no more copying and pasting.`,
      'You can disconnect at any time in Settings.',
    ],
    action: { label: 'Connect LinkedIn', url: args.url },
  });
}
