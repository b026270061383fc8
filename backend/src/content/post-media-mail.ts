import { Inject, Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { MailImage } from '../mail/mail-layout.js';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { objectKey } from '../media/storage-keys.js';
import type { AttachedFile } from './post-media-reader.js';

/** Small enough for a mail, sharp enough at 400 pixels wide. */
const JPEG_QUALITY = 80;

/**
 * The image a delivery mail shows of the post's media: its first file's thumbnail, carried in the
 * mail as a CID attachment (a mail client's image proxy sends no cookie, and media is never public).
 * A JPEG: not every mail client shows the stored WebP.
 */
@Injectable()
export class PostMediaMail {
  private readonly logger = new Logger('PostMediaMail');

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  /** The mail's image of these files, or undefined without media (or, logged, when it cannot be read). */
  async imageOf(files: AttachedFile[] | undefined): Promise<MailImage | undefined> {
    const first = files?.[0];
    if (!first) return undefined;
    const { file } = first;
    let content: Buffer;
    try {
      const stream = await this.storage.get(objectKey(file.storageKey, 'thumbnail'));
      const thumbnail = Buffer.concat(await stream.toArray());
      content = await sharp(thumbnail)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
    } catch (error) {
      // The mail still tells of the delivery; only its picture is missing.
      this.logger.warn(
        `The delivery mail goes without the thumbnail of file ${file.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
    const title = first.title ?? file.fileName;
    const pages = file.pageCount === 1 ? '1 page' : `${file.pageCount ?? 0} pages`;
    const count = files.length;
    return {
      attachment: {
        cid: `post-media-${file.id}`,
        contentType: 'image/jpeg',
        content: content.toString('base64'),
        fileName: 'thumbnail.jpg',
      },
      alt: file.kind === 'document' ? `The first page of “${title}”` : (first.altText ?? ''),
      caption:
        file.kind === 'document'
          ? `A document of ${pages}: “${title}”`
          : count > 1
            ? `${first.altText ?? ''} (the first of ${count} images)`
            : (first.altText ?? ''),
    };
  }
}
