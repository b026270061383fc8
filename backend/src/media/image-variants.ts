import { BadRequestException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from './media-limits.js';
import type { MediaStorage } from './media-storage.js';
import { objectKey } from './storage-keys.js';

/** How wide the drawn variants are at most (never enlarged). */
export const THUMBNAIL_WIDTH = 400;
export const PREVIEW_WIDTH = 1200;

/** The format sharp reads for each image type taken. */
const FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const unreadable = () =>
  new BadRequestException('The image could not be read: it is damaged, cut short or not what its type says');

/** A WebP of the image at most `width` wide: sharp copies no metadata unless asked, so no EXIF or GPS. */
export const webpOf = (image: Sharp, width: number): Promise<Buffer> =>
  image.resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();

export const putBytes = (storage: MediaStorage, key: string, bytes: Buffer): Promise<void> =>
  storage.put(key, Readable.from([bytes]), 'image/webp');

/**
 * Checks a stored image and draws its thumbnail and preview (orientation applied, metadata dropped);
 * answers its size as shown. An image over MAX_IMAGE_PIXELS is refused from its header, before it is
 * decoded (a decompression bomb), and one that does not decode whole is refused too.
 */
export async function drawImage(
  storage: MediaStorage,
  storageKey: string,
  contentType: string,
): Promise<{ width: number; height: number }> {
  // At most MAX_IMAGE_BYTES (10 MB): read once, drawn twice.
  const bytes = await buffer(await storage.get(objectKey(storageKey, 'original')));
  // The header alone is read here (no pixel limit yet): the size is checked before anything is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== FORMATS[contentType]) throw unreadable();
  const { width, height } = metadata;
  if (width * height > MAX_IMAGE_PIXELS)
    throw new BadRequestException(
      `The image is ${width} × ${height} pixels: at most ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels are taken`,
    );
  // failOn 'warning' (the strictest): a truncated or damaged image is refused, not drawn in part.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).rotate();
  let drawn: [Buffer, Buffer];
  try {
    drawn = await Promise.all([webpOf(image.clone(), PREVIEW_WIDTH), webpOf(image.clone(), THUMBNAIL_WIDTH)]);
  } catch {
    throw unreadable();
  }
  await putBytes(storage, objectKey(storageKey, 'preview'), drawn[0]);
  await putBytes(storage, objectKey(storageKey, 'thumbnail'), drawn[1]);
  // Orientations 5 to 8 turn the picture a quarter: width and height swap once it is shown upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}
