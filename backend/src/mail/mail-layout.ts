import { PRODUCT_NAME } from '../common/product.js';

export interface MailContent {
  subject: string;
  /** The first line, e.g. "Hi Ada,". */
  greeting: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a button in HTML, a bare link in text. */
  action?: { label: string; url: string };
  /** Shown after the action, e.g. how long a link works. */
  note?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Every mail the product sends, in plain text and HTML, signed with the product's name. */
export function renderMail(content: MailContent): RenderedMail {
  const { subject, greeting, paragraphs, action, note } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(note ? [note] : []),
    `— The ${PRODUCT_NAME} team`,
  ].join('\n\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#1b4965;letter-spacing:0.08em;text-transform:uppercase">${PRODUCT_NAME}</p>
${[greeting, ...paragraphs].map(paragraph).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1b4965;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5563">Or copy this link into your browser: ${escapeHtml(action.url)}</p>`
    : ''
}
${note ? paragraph(note) : ''}
<p style="margin:24px 0 0">— The ${PRODUCT_NAME} team</p>
</div></body></html>
`;
  return { subject, text, html };
}
