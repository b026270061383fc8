import type { AttachedMediaDto, PostMediaDto } from '../api';

// Media of a post as the back office reads it (the team's addresses), for tests of any reader.

/** An uploaded image with id `id`, its alt text written, unless `overrides` say otherwise. */
export function image(id: number, overrides: Partial<AttachedMediaDto> = {}): AttachedMediaDto {
  return {
    id,
    kind: 'image',
    contentType: 'image/jpeg',
    byteSize: 240_000,
    fileName: `photo-${id}.jpg`,
    width: 1200,
    height: 800,
    pageCount: null,
    thumbnailUrl: `/api/admin/content/1/media/${id}/thumbnail`,
    previewUrl: `/api/admin/content/1/media/${id}/preview`,
    originalUrl: `/api/admin/content/1/media/${id}/original`,
    pageUrls: [],
    altText: `Photo ${id}`,
    ...overrides,
  };
}

/** A PDF document with id `id` of 12 pages (the first 10 drawn). */
export function pdf(id: number, overrides: Partial<AttachedMediaDto> = {}): AttachedMediaDto {
  return {
    ...image(id),
    kind: 'document',
    contentType: 'application/pdf',
    byteSize: 2_400_000,
    fileName: `deck-${id}.pdf`,
    width: null,
    height: null,
    pageCount: 12,
    pageUrls: Array.from({ length: 10 }, (_, page) => `/api/admin/content/1/media/${id}/pages/${page + 1}`),
    altText: null,
    ...overrides,
  };
}

/** A post's images, in the order given. */
export function images(...items: AttachedMediaDto[]): PostMediaDto {
  return { kind: 'images', items, documentTitle: null };
}

/** A post's document with its title. */
export function documentMedia(title: string | null, item: AttachedMediaDto = pdf(50)): PostMediaDto {
  return { kind: 'document', items: [item], documentTitle: title };
}

/** A post's `count` images, ids 1 to `count`, each as `each` says. */
export const manyImages = (count: number, each: Partial<AttachedMediaDto> = {}): PostMediaDto =>
  images(...Array.from({ length: count }, (_, index) => image(index + 1, each)));

/** "Five hiring mistakes", a PDF (id 40) of `pageCount` pages, of which the first `drawn` were drawn. */
export const drawnPdf = (
  pageCount: number,
  drawn = pageCount,
  title: string | null = 'Five hiring mistakes',
) =>
  documentMedia(
    title,
    pdf(40, {
      pageCount,
      pageUrls: Array.from({ length: drawn }, (_, page) => `/api/admin/content/1/media/40/pages/${page + 1}`),
    }),
  );
