import { PRODUCT_NAME } from '../common/product.js';

/** A button in HTML, a labelled link in text. */
export interface MailAction {
  label: string;
  url: string;
}

/** One entry of a mail about several things (a post of the weekly digest): a heading and its buttons. */
export interface MailItem {
  heading: string;
  actions: MailAction[];
}

/**
 * A file carried inside the mail and shown by its Content-ID (`cid:`): a mail client's image proxy
 * sends no cookie, and media is never public, so no URL of the file would show (docs/architecture.md,
 * "Media"). `content` is base64, so the recorded mail keeps it until sent.
 */
export interface MailAttachment {
  cid: string;
  contentType: string;
  content: string;
  fileName: string;
}

/** An image shown under the paragraphs, with what a screen reader says of it and a line under it. */
export interface MailImage {
  attachment: MailAttachment;
  alt: string;
  caption: string;
}

export interface MailContent {
  subject: string;
  /** The first line, e.g. "Hi Ada,". */
  greeting: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, a bare link in text. */
  action?: MailAction;
  /** More buttons after the action (a delivered post's Mark as published and Request a revision). */
  moreActions?: MailAction[];
  /** Entries after the paragraphs, each with its own buttons. */
  items?: MailItem[];
  /** Shown after the action, e.g. how long a link works. */
  note?: string;
  /** Shown under the paragraphs (a delivered post's first image). */
  image?: MailImage;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Where its one action leads (a team notice's page): a morning digest lists the notice by it. */
  link?: string;
  /** Files the HTML shows by `cid:`. */
  attachments?: MailAttachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Every mail the product sends, in plain text and HTML, signed with the product's name. */
export function renderMail(content: MailContent): RenderedMail {
  const { subject, greeting, paragraphs, action, moreActions = [], items = [], note, image } = content;
  const linkLine = ({ label, url }: MailAction) => `${label}: ${url}`;
  const text = [
    greeting,
    ...paragraphs,
    ...(image ? [image.caption] : []),
    ...items.map((item) => [item.heading, ...item.actions.map(linkLine)].join('\n')),
    ...(action ? [linkLine(action)] : []),
    ...(moreActions.length ? [moreActions.map(linkLine).join('\n')] : []),
    ...(note ? [note] : []),
    `— The ${PRODUCT_NAME} team`,
  ].join('\n\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`;
  const buttons = (actions: MailAction[], colour = '#1b4965') =>
    `<p style="margin:16px 0">${actions
      .map(
        ({ label, url }) =>
          `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;background:${colour};color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a>`,
      )
      .join('')}</p>`;
  const itemBlock = (item: MailItem) =>
    `<div style="margin:0 0 16px;padding:16px;border:1px solid #d1d5db;border-radius:8px"><p style="margin:0;font-weight:600">${escapeHtml(item.heading)}</p>${buttons(item.actions)}</div>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#1b4965;letter-spacing:0.08em;text-transform:uppercase">${PRODUCT_NAME}</p>
${[greeting, ...paragraphs].map(paragraph).join('\n')}
${
  image
    ? `<p style="margin:0 0 8px"><img src="cid:${escapeHtml(image.attachment.cid)}" alt="${escapeHtml(image.alt)}" width="400" style="display:block;width:100%;max-width:400px;height:auto;border:1px solid #d1d5db;border-radius:8px"></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${escapeHtml(image.caption)}</p>`
    : ''
}
${items.map(itemBlock).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1b4965;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5563">Or copy this link into your browser: ${escapeHtml(action.url)}</p>`
    : ''
}
${moreActions.length ? buttons(moreActions, '#374151') : ''}
${note ? paragraph(note) : ''}
<p style="margin:24px 0 0">— The ${PRODUCT_NAME} team</p>
</div></body></html>
`;
  return {
    subject,
    text,
    html,
    ...(action && { link: action.url }),
    ...(image && { attachments: [image.attachment] }),
  };
}
