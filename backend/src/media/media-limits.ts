/**
 * What a post's media may be, as LinkedIn takes it (docs/product.md, "Images and documents"): 1 to 20
 * images or one PDF document, never both.
 */
export const MAX_IMAGES_PER_POST = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;
export const MAX_DOCUMENT_PAGES = 300;
/** Beyond this many pixels an image is refused before it is decoded (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 36_152_320;
/** The image types taken, as sniffed from the bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_TYPE = 'application/pdf';
/** A document title, as LinkedIn shows it above the carousel. */
export const MAX_DOCUMENT_TITLE = 255;
export const MAX_ALT_TEXT = 1000;
/** How many first pages of a document are drawn for the carousel preview. */
export const PREVIEW_PAGES = 10;
/** The variants of a file a reader may ask for. */
export const MEDIA_VARIANTS = ['thumbnail', 'preview', 'original'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
