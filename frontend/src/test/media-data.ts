import type { AttachedMediaDto, PostMediaDto } from '../api';

/** An image of a post, at the client's addresses, unless `overrides` say otherwise. */
export function attachedImage(id: number, overrides: Partial<AttachedMediaDto> = {}): AttachedMediaDto {
  const base = `/api/client/content/7/media/${id}`;
  return {
    id,
    kind: 'image',
    contentType: 'image/jpeg',
    fileName: `photo-${id}.jpg`,
    byteSize: 120_000,
    width: 1200,
    height: 800,
    pageCount: null,
    pageUrls: [],
    altText: `Photo ${id}`,
    thumbnailUrl: `${base}/thumbnail`,
    previewUrl: `${base}/preview`,
    originalUrl: `${base}/original`,
    ...overrides,
  };
}

/** A post's `count` images, ids 1 to `count`. */
export const imagesMedia = (count: number, each: Partial<AttachedMediaDto> = {}): PostMediaDto => ({
  kind: 'images',
  documentTitle: null,
  items: Array.from({ length: count }, (_, index) => attachedImage(index + 1, each)),
});

/** A PDF of `pageCount` pages, of which `drawn` were drawn as images. */
export function documentMedia({
  pageCount = 3,
  drawn = pageCount,
  title = 'Five hiring mistakes',
}: { pageCount?: number; drawn?: number; title?: string | null } = {}): PostMediaDto {
  const base = '/api/client/content/7/media/40';
  return {
    kind: 'document',
    documentTitle: title,
    items: [
      {
        ...attachedImage(40),
        kind: 'document',
        contentType: 'application/pdf',
        fileName: 'hiring.pdf',
        width: null,
        height: null,
        altText: null,
        pageCount,
        pageUrls: Array.from({ length: drawn }, (_, index) => `${base}/pages/${index + 1}`),
      },
    ],
  };
}
