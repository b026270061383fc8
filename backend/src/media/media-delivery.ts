import { HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { MediaFile } from './media-file.entity.js';
import type { MediaVariant } from './media-limits.js';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { objectKey } from './storage-keys.js';
import { EXTENSIONS } from './upload-checks.js';

export const MEDIA_NOT_FOUND = 'Media not found';
export const PAGE_NOT_FOUND = 'No such page of this document';

/** Which bytes of a file a reader asks for: a variant, or a document's drawn page (from 1). */
export type MediaPart = { variant: MediaVariant } | { page: number };

/** `filename="…"` (ASCII, quotes and backslashes replaced) and `filename*` (RFC 5987, UTF-8). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file's bytes (docs/architecture.md, "Media"), once the caller has checked who may
 * see it: the sniffed type and `nosniff`, a download for the original and inline images for the rest,
 * a CSP that lets nothing in it run, ranges, and caching that revalidates every time (`no-cache` with an
 * ETag): a browser keeps a copy but asks again, through the reader's authorization, before using it.
 */
@Injectable()
export class MediaDelivery {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  async send(file: MediaFile, part: MediaPart, request: Request, response: Response): Promise<void> {
    if ('page' in part && !(Number.isInteger(part.page) && part.page >= 1 && part.page <= file.previewPages))
      throw new NotFoundException(PAGE_NOT_FOUND);
    const name = 'page' in part ? `page-${part.page}` : part.variant;
    const key = objectKey(file.storageKey, name);
    const size = await this.storage.size(key);
    if (size === null) throw new NotFoundException(MEDIA_NOT_FOUND);

    const original = name === 'original';
    const stem = file.fileName.replace(/\.[^.]*$/, '');
    const etag = `"${file.sha256}-${name}"`;
    response.setHeader('Cache-Control', 'private, no-cache');
    response.setHeader('ETag', etag);
    response.setHeader('Accept-Ranges', 'bytes');
    if (request.fresh) {
      response.status(HttpStatus.NOT_MODIFIED).end();
      return;
    }

    let range: { start: number; end: number } | undefined;
    const ifRange = request.header('if-range');
    if (request.header('range') && (!ifRange || ifRange === etag)) {
      const ranges = request.range(size);
      if (ranges === -1) {
        response.setHeader('Content-Range', `bytes */${size}`);
        throw new HttpException('The range is outside the file', HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
      }
      // One range is served; several (or a malformed header) get the whole file, as HTTP allows.
      if (ranges !== -2 && ranges?.type === 'bytes' && ranges.length === 1) range = ranges[0];
    }

    response.setHeader('Content-Type', original ? file.contentType : 'image/webp');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader(
      'Content-Disposition',
      original
        ? contentDisposition('attachment', file.fileName)
        : contentDisposition('inline', `${stem}-${name}.${EXTENSIONS['image/webp']}`),
    );
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (range) {
      response.status(HttpStatus.PARTIAL_CONTENT);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    response.setHeader('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const bytes = await this.storage.get(key, range);
    // A reader gone mid-file is not an error of ours; the stream is closed either way.
    await pipeline(bytes, response).catch(() => bytes.destroy());
  }
}
