import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { Post } from './post.entity.js';

/**
 * One delivered version of a post, kept as the client received it, with the client's feedback that
 * led to it (none for the first). `createdAt` is when it was delivered.
 */
export const PostVersionSchema = defineEntity({
  name: 'PostVersion',
  tableName: 'content_versions',
  properties: {
    ...idAndCreatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade'),
    /** 1 for the first delivery, then 2, 3… */
    number: p.integer(),
    title: p.string().length(255),
    content: p.text(),
    /** The revision feedback this version answers; null for the first delivery. */
    feedbackNotes: p.text().nullable(),
    /** Who wrote this version's text (the last to edit it before delivery). */
    writtenBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The admin who approved it before delivery; null when it was not reviewed. */
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    deliveredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  uniques: [{ name: 'content_versions_post_id_number_unique', properties: ['post', 'number'] }],
});

export class PostVersion extends PostVersionSchema.class {}
PostVersionSchema.setClass(PostVersion);
