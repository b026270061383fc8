import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { User } from '../users/user.entity.js';
import { ContentDeliverable } from './content-deliverable.entity.js';

/**
 * One delivered version of a post, kept as the client received it, with the client's feedback that
 * led to it (none for the first). `createdAt` is when it was delivered.
 */
export const ContentVersionSchema = defineEntity({
  name: 'ContentVersion',
  tableName: 'content_versions',
  properties: {
    ...idAndCreatedAt(),
    post: () => p.manyToOne(ContentDeliverable).deleteRule('cascade'),
    /** 1 for the first delivery, then 2, 3… */
    number: p.integer(),
    title: p.string().length(255),
    content: p.text(),
    /** The revision feedback this version answers; null for the first delivery. */
    feedbackNotes: p.text().nullable(),
    deliveredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  uniques: [{ name: 'content_versions_post_id_number_unique', properties: ['post', 'number'] }],
});

export class ContentVersion extends ContentVersionSchema.class {}
ContentVersionSchema.setClass(ContentVersion);
