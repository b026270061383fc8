import { defineEntity, p } from '@mikro-orm/core';
import { MediaFile } from '../media/media-file.entity.js';
import { PostVersion } from './post-version.entity.js';
import { Post } from './post.entity.js';

/**
 * One file attached to a post's working copy (`post`) or to a delivered version (`version`), never
 * both: delivery copies the post's rows onto the new version, so each version keeps the media it was
 * delivered with (docs/product.md, "Images and documents").
 */
export const PostMediaSchema = defineEntity({
  name: 'PostMedia',
  tableName: 'post_media',
  properties: {
    id: p.integer().primary().autoincrement(),
    post: () => p.manyToOne(Post).nullable().deleteRule('cascade').index('post_media_post_id_index'),
    version: () =>
      p.manyToOne(PostVersion).nullable().deleteRule('cascade').index('post_media_version_id_index'),
    media: () => p.manyToOne(MediaFile).deleteRule('cascade').index('post_media_media_id_index'),
    /** 0 for the first image; a document is alone at 0. */
    position: p.integer(),
    /** What a screen reader says for an image; required before delivery. Null for a document. */
    altText: p.text().nullable(),
    /** A document's title, as LinkedIn shows it above the carousel; null for an image. */
    title: p.string().length(255).nullable(),
  },
  checks: [
    { name: 'post_media_one_owner_check', expression: '("post_id" is null) <> ("version_id" is null)' },
  ],
});

export class PostMedia extends PostMediaSchema.class {}
PostMediaSchema.setClass(PostMedia);
