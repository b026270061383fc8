import { BadRequestException } from '@nestjs/common';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { PREVIEW_WIDTH, putBytes, THUMBNAIL_WIDTH, webpOf } from './image-variants.js';
import { MAX_DOCUMENT_PAGES, PREVIEW_PAGES } from './media-limits.js';
import type { MediaStorage } from './media-storage.js';
import { objectKey } from './storage-keys.js';

/** A drawn page's height at most (a very tall page is drawn narrower rather than huge). */
const MAX_PAGE_HEIGHT = 2000;
/** How much of the file pdf.js asks for at a time: it reads the parts it needs, never the whole file. */
const RANGE_CHUNK = 256 * 1024;

export const ENCRYPTED_PDF = 'Encrypted or password-protected PDFs are not taken: save it without a password';
export const PDF_WITH_JAVASCRIPT = 'PDFs with JavaScript are not taken: save it without scripts or actions';
const UNREADABLE_PDF = 'The PDF could not be read: it is damaged or cut short';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | undefined;
/** pdf.js is large: loaded on the first document, so the app starts without it. */
const pdfjs = () => (loading ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
const standardFonts = () =>
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/**
 * Checks a stored PDF and draws its first PREVIEW_PAGES pages (`page-<n>`), the preview and the
 * thumbnail (page 1), reading the file through ranges of the storage. Refuses (400) an encrypted
 * document, one with JavaScript, one over MAX_DOCUMENT_PAGES pages, and one pdf.js cannot read.
 */
export async function drawPdf(
  storage: MediaStorage,
  storageKey: string,
  byteSize: number,
): Promise<{ pageCount: number; previewPages: number }> {
  const { getDocument, PDFDataRangeTransport } = await pdfjs();
  const original = objectKey(storageKey, 'original');

  class StoredRanges extends PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      storage
        .get(original, { start: begin, end: end - 1 })
        .then((stream) => buffer(stream))
        .then((bytes) => this.onDataRange(begin, new Uint8Array(bytes)))
        .catch(() => this.abort());
    }
  }

  const task = getDocument({
    range: new StoredRanges(byteSize, new Uint8Array(0)),
    rangeChunkSize: RANGE_CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    // Nothing of the document runs: pdf.js scripts nothing here (no sandbox given), and no XFA forms.
    enableXfa: false,
    standardFontDataUrl: standardFonts(),
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new BadRequestException(
        (error as Error | undefined)?.name === 'PasswordException' ? ENCRYPTED_PDF : UNREADABLE_PDF,
      );
    });
    const { info } = (await document.getMetadata()) as { info: { EncryptFilterName?: string | null } };
    if (info.EncryptFilterName) throw new BadRequestException(ENCRYPTED_PDF);
    // The document's own scripts and its form fields' (which a byte scan misses inside compressed
    // streams): pdf.js's hasJSActions reads both.
    if (await document.hasJSActions()) throw new BadRequestException(PDF_WITH_JAVASCRIPT);
    const pageCount = document.numPages;
    if (pageCount > MAX_DOCUMENT_PAGES)
      throw new BadRequestException(
        `The PDF has ${pageCount} pages: at most ${MAX_DOCUMENT_PAGES} are taken, as LinkedIn takes them`,
      );
    const previewPages = Math.min(pageCount, PREVIEW_PAGES);
    for (let number = 1; number <= previewPages; number++) {
      const page = await document.getPage(number).catch(() => {
        throw new BadRequestException(UNREADABLE_PDF);
      });
      const { width, height } = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(PREVIEW_WIDTH / width, MAX_PAGE_HEIGHT / height) });
      const factory = document.canvasFactory as { create(width: number, height: number): unknown };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height)) as {
        canvas: { encode(format: 'png'): Promise<Buffer> };
        context: unknown;
      };
      await page
        .render({ canvas: canvas as never, canvasContext: context as never, viewport })
        .promise.catch(() => {
          throw new BadRequestException(UNREADABLE_PDF);
        });
      // PNG out of the canvas (lossless), WebP through sharp: the same encoder as the images' variants.
      const drawn = await webpOf(sharp(await canvas.encode('png')), PREVIEW_WIDTH);
      page.cleanup();
      await putBytes(storage, objectKey(storageKey, `page-${number}`), drawn);
      if (number === 1) {
        await putBytes(storage, objectKey(storageKey, 'preview'), drawn);
        await putBytes(
          storage,
          objectKey(storageKey, 'thumbnail'),
          await webpOf(sharp(drawn), THUMBNAIL_WIDTH),
        );
      }
    }
    return { pageCount, previewPages };
  } finally {
    await task.destroy();
  }
}
