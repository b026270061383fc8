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
    post: () => p.manyToOne(Post).nullable().deleteRule('cascade'),
    version: () => p.manyToOne(PostVersion).nullable().deleteRule('cascade'),
    media: () => p.manyToOne(MediaFile).deleteRule('cascade'),
    /** 0 for the first image; a document is alone at 0. */
    position: p.integer(),
    /** What a screen reader says for an image; required before delivery. Null for a document. */
    altText: p.text().nullable(),
    /** A document's title, as LinkedIn shows it above the carousel; null for an image. */
    title: p.string().length(255).nullable(),
  },
});

export class PostMedia extends PostMediaSchema.class {}
PostMediaSchema.setClass(PostMedia);
