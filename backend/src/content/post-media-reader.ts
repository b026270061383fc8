import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MediaKind } from '../media/media-file.entity.js';
import type { PostMediaDto, PostMediaKind } from './dto/post-media.dto.js';
import { mediaUrl, toMediaFileDto, type MediaFileFields, type MediaReader } from './media-urls.js';

/** One file of a draft's (or a delivered version's) media, as the answers read it. */
export interface AttachedFile {
  position: number;
  altText: string | null;
  title: string | null;
  file: MediaFileFields & { storageKey: string };
}

/** Files by the id of the post (or version) they belong to, each list in order. */
export type MediaByOwner = Map<number, AttachedFile[]>;

export const ALT_TEXT_REQUIRED =
  'Every image needs alt text before delivery: screen readers read it aloud, and LinkedIn takes it with the image';

/** Why this media may not be delivered as it is, or null (docs/product.md, "Images and documents"). */
export const mediaDeliveryRefusal = (files: AttachedFile[] = []): string | null =>
  files.some((attached) => attached.file.kind === 'image' && !attached.altText?.trim())
    ? ALT_TEXT_REQUIRED
    : null;

/** Images, or one document, or nothing: what a post's files are, as LinkedIn tells them apart. */
export const postMediaKind = (files: AttachedFile[] = []): PostMediaKind | null =>
  files.length === 0 ? null : files[0].file.kind === 'document' ? 'document' : 'images';

/** A post's (or version's) media as `reader` may fetch it; null when it has none. */
export function toPostMediaDto(files: AttachedFile[] | undefined, reader: MediaReader): PostMediaDto | null {
  const kind = postMediaKind(files);
  if (!files || !kind) return null;
  return {
    kind,
    items: files.map(({ file, altText }) => ({ ...toMediaFileDto(file, reader), altText })),
    documentTitle: kind === 'document' ? files[0].title : null,
  };
}

/** The small image a list or the calendar shows for a post's media: its first file's; null without media. */
export const mediaThumbnailUrl = (files: AttachedFile[] | undefined, reader: MediaReader): string | null =>
  files?.length ? mediaUrl(reader, files[0].file.id, 'thumbnail') : null;

/** A row of the media query: a post_media row with its file's columns. */
interface AttachedRow {
  owner: number;
  position: number;
  alt_text: string | null;
  title: string | null;
  id: number;
  kind: MediaKind;
  content_type: string;
  byte_size: number;
  file_name: string;
  width: number | null;
  height: number | null;
  page_count: number | null;
  preview_pages: number;
  storage_key: string;
}

const SELECTED = `pm.position, pm.alt_text, pm.title, f.id, f.kind, f.content_type, f.byte_size, f.file_name,
  f.width, f.height, f.page_count, f.preview_pages, f.storage_key`;

const placeholders = (ids: number[]) => ids.map(() => '?').join(', ');

/**
 * Loads the media of many posts or versions at once, one query a list (never one a row), read as rows
 * like the lists that need it (docs/architecture.md, "What a request costs").
 */
@Injectable()
export class PostMediaReader {
  constructor(private readonly em: EntityManager) {}

  /** Each post's draft media: what the team works on (and what a delivery copies). */
  drafts(postIds: number[]): Promise<MediaByOwner> {
    return this.ownedBy('post_id', postIds);
  }

  /** Each version's media, as it was delivered. */
  versions(versionIds: number[]): Promise<MediaByOwner> {
    return this.ownedBy('version_id', versionIds);
  }

  /**
   * What each post's client has, by post id: the latest delivered version's media. Never the draft's:
   * while the writers revise, a new image is theirs until delivered.
   */
  delivered(postIds: number[]): Promise<MediaByOwner> {
    return this.load(postIds, (ids) =>
      this.em.execute<AttachedRow[]>(
        `select v.post_id as owner, ${SELECTED}
           from "content_versions" v
           join "post_media" pm on pm.version_id = v.id
           join "media_files" f on f.id = pm.media_id
          where v.post_id in (${placeholders(ids)})
            and v.number = (select max(latest.number) from "content_versions" latest where latest.post_id = v.post_id)
          order by pm.position, pm.id`,
        ids,
      ),
    );
  }

  private ownedBy(column: 'post_id' | 'version_id', ids: number[]): Promise<MediaByOwner> {
    return this.load(ids, (wanted) =>
      this.em.execute<AttachedRow[]>(
        `select pm.${column} as owner, ${SELECTED}
           from "post_media" pm join "media_files" f on f.id = pm.media_id
          where pm.${column} in (${placeholders(wanted)})
          order by pm.position, pm.id`,
        wanted,
      ),
    );
  }

  private async load(ids: number[], query: (ids: number[]) => Promise<AttachedRow[]>): Promise<MediaByOwner> {
    const wanted = [...new Set(ids)];
    const byOwner: MediaByOwner = new Map();
    if (wanted.length === 0) return byOwner;
    for (const row of await query(wanted)) {
      const files = byOwner.get(row.owner) ?? [];
      files.push({
        position: row.position,
        altText: row.alt_text,
        title: row.title,
        file: {
          id: row.id,
          kind: row.kind,
          contentType: row.content_type,
          byteSize: row.byte_size,
          fileName: row.file_name,
          width: row.width,
          height: row.height,
          pageCount: row.page_count,
          previewPages: row.preview_pages,
          storageKey: row.storage_key,
        },
      });
      byOwner.set(row.owner, files);
    }
    return byOwner;
  }
}
