import type { MediaFile } from '../media/media-file.entity.js';
import { PREVIEW_PAGES, type MediaVariant } from '../media/media-limits.js';
import type { MediaFileDto } from './dto/post-media.dto.js';

/**
 * Where a reader fetches a post's files: each reader has its own address, checked by its own rule
 * (docs/architecture.md, "Media"), so a file's address never works for anyone else.
 */
export type MediaReader =
  | { kind: 'team'; postId: number }
  | { kind: 'client'; postId: number }
  | { kind: 'review-link'; token: string };

const base = (reader: MediaReader, mediaId: number): [string, string] => {
  switch (reader.kind) {
    case 'team':
      return [`/api/admin/content/${reader.postId}/media/${mediaId}`, ''];
    case 'client':
      return [`/api/client/content/${reader.postId}/media/${mediaId}`, ''];
    case 'review-link':
      return [`/api/review-links/media/${mediaId}`, `?token=${encodeURIComponent(reader.token)}`];
  }
};

/** The address of one variant of a file, or of a document's drawn page (`page` from 1), for `reader`. */
export function mediaUrl(
  reader: MediaReader,
  mediaId: number,
  part: MediaVariant | { page: number },
): string {
  const [path, query] = base(reader, mediaId);
  return typeof part === 'string' ? `${path}/${part}${query}` : `${path}/pages/${part.page}${query}`;
}

/** What a file's answer reads of it: an entity, or a row read without the ORM (post-media-reader.ts). */
export type MediaFileFields = Pick<
  MediaFile,
  'id' | 'kind' | 'contentType' | 'byteSize' | 'fileName' | 'width' | 'height' | 'pageCount' | 'previewPages'
>;

/** A file as `reader` may fetch it. */
export const toMediaFileDto = (file: MediaFileFields, reader: MediaReader): MediaFileDto => ({
  id: file.id,
  kind: file.kind,
  contentType: file.contentType,
  byteSize: file.byteSize,
  fileName: file.fileName,
  width: file.width ?? null,
  height: file.height ?? null,
  pageCount: file.pageCount ?? null,
  thumbnailUrl: mediaUrl(reader, file.id, 'thumbnail'),
  previewUrl: mediaUrl(reader, file.id, 'preview'),
  originalUrl: mediaUrl(reader, file.id, 'original'),
  pageUrls: Array.from({ length: Math.min(file.previewPages, PREVIEW_PAGES) }, (_, index) =>
    mediaUrl(reader, file.id, { page: index + 1 }),
  ),
});
