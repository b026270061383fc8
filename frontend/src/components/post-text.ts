/** The dashboard previews each post by its first 150 characters (docs/product.md, "Dashboard"). */
export const PREVIEW_LENGTH = 150;

/**
 * A post's body for a few lines clamped by CSS (`-webkit-line-clamp` with `white-space: pre-line`): its
 * lines without the blank ones between paragraphs. A clamp that ends on a blank line puts its "…" alone
 * on that line; with every line holding text, the "…" ends the last one shown.
 */
export const clampableText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/\n\s*\n/g, '\n');

/**
 * The first `length` characters of a post (as people count them: an emoji is one), and "…" when it
 * goes on. The spaces and line breaks before the cut are dropped, so the "…" follows the last word
 * rather than standing alone on a line of its own.
 */
export function previewText(text: string, length = PREVIEW_LENGTH) {
  const characters = [...text];
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
