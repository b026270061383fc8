import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * One uploaded file of a client's posts: an image or a PDF document, checked and drawn on upload
 * (docs/architecture.md, "Media"). The bytes live in the media storage under `storageKey`, a name the
 * server made: nothing the uploader sent names a file on disk.
 */
export const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_files',
  properties: {
    ...idAndCreatedAt(),
    /** The client whose posts it belongs to; erasure deletes the files first, then the rows. */
    client: () => p.manyToOne(User).deleteRule('cascade').index('media_files_client_id_index'),
    uploadedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    kind: p.enum(MEDIA_KINDS).columnType('varchar(20)'),
    /** The type read from the file's first bytes, never the one the browser sent. */
    contentType: p.string().length(100),
    byteSize: p.integer(),
    /** The name shown and offered on download, cleaned of paths and odd characters. */
    fileName: p.string().length(255),
    sha256: p.string().length(64),
    /** Pixels of an image, as shown (EXIF orientation applied); null for a document. */
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    /** A document's pages; null for an image. */
    pageCount: p.integer().nullable(),
    /** How many of a document's first pages were drawn as images for the preview. */
    previewPages: p.integer().default(0),
    /** Where its variants live in the media storage (a random name made by the server). */
    storageKey: p.string().length(64).unique(),
  },
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);
