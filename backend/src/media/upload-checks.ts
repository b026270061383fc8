import { basename } from 'node:path/posix';
import { DOCUMENT_TYPE } from './media-limits.js';

/** The extension a stored file is offered with, by its sniffed type. */
export const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  [DOCUMENT_TYPE]: 'pdf',
};
const OTHER_SPELLINGS: Record<string, string[]> = { jpg: ['jpeg', 'jpe'] };
const MAX_FILE_NAME = 255;

/**
 * The name a file is shown and downloaded with: the last part of what the browser sent (no folders),
 * without control or direction-changing characters, at most 255 characters, and ending in the
 * extension of its real type (a JPEG named `x.html` downloads as `x.jpg`). Nothing else: the name
 * never reaches the disk.
 */
export function cleanFileName(sent: string | undefined, contentType: string): string {
  const extension = EXTENSIONS[contentType]!;
  const fallback = contentType === DOCUMENT_TYPE ? 'document.pdf' : `image.${extension}`;
  const last = basename((sent ?? '').replace(/\\/g, '/'));
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const [stem, given] =
    dot > 0 ? [cleaned.slice(0, dot), cleaned.slice(dot + 1).toLowerCase()] : [cleaned, ''];
  const keeps = given === extension || (OTHER_SPELLINGS[extension] ?? []).includes(given);
  const tail = `.${keeps ? given : extension}`;
  // Whole characters (a name cut in a surrogate pair would not be valid UTF-8).
  const kept = Array.from(stem.trim())
    .slice(0, MAX_FILE_NAME - tail.length)
    .join('');
  return kept ? `${kept}${tail}` : fallback;
}

/** Markup that a browser could run if it ever read the bytes as a page (a polyglot's other half). */
const MARKUP = /<(?:html|script|svg|!doctype|\?xml|body|iframe)\b/i;
export const MARKUP_WINDOW = 1024;

/** Whether the first KB holds HTML, SVG or script tags (a file that is also a web page). */
export const looksLikeMarkup = (head: Buffer): boolean =>
  MARKUP.test(head.subarray(0, MARKUP_WINDOW).toString('latin1'));

/** A PDF name that a document must not hold, outside its streams. */
export type PdfRisk = 'javascript' | 'encrypted';

/**
 * Reads a PDF's bytes as they stream in, for the names of a script (`/JavaScript`, `/JS`) or an
 * encryption dictionary (`/Encrypt`) in its objects. Stream data (compressed pages, images) is skipped:
 * three bytes like `/JS` turn up by chance in a large compressed file. pdf.js checks the parsed
 * document as well (pdf-pages.ts); this catches what it would not act on, such as a script on a form field.
 */
export class PdfNameScan {
  readonly found = new Set<PdfRisk>();
  private carry = '';
  private inStream = false;

  push(chunk: Buffer): void {
    // The end of the previous chunk again, so a name cut in two is still seen; what lies wholly in it
    // was dealt with in the previous round.
    const seen = this.carry.length;
    const text = this.carry + chunk.toString('latin1');
    let at = 0;
    for (;;) {
      if (this.inStream) {
        const end = text.indexOf('endstream', Math.max(at, seen - 'endstream'.length + 1));
        if (end < 0) break;
        this.inStream = false;
        at = end + 'endstream'.length;
        continue;
      }
      const token = /\/(JavaScript|JS|Encrypt)(?=[\s()<>[\]{}/%])|(?<![A-Za-z])stream\r?\n/g;
      token.lastIndex = at;
      const match = token.exec(text);
      if (!match) break;
      at = match.index + match[0].length;
      // A name is known once the character after it came (at `at`); a stream's start, with its newline.
      if (match[1] ? at < seen : at <= seen) continue;
      if (match[1] === 'Encrypt') this.found.add('encrypted');
      else if (match[1]) this.found.add('javascript');
      else this.inStream = true;
    }
    this.carry = text.slice(-32);
  }
}
