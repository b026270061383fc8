import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { Post } from './post.entity.js';
import { User } from '../users/user.entity.js';

/** What a review link in a mail does when its button is pressed. */
export const REVIEW_LINK_ACTIONS = ['publish', 'revision'] as const;
export type ReviewLinkAction = (typeof REVIEW_LINK_ACTIONS)[number];

/**
 * A link in a delivery mail (or the weekly digest) that lets the client act on one post without
 * signing in: bound to the post, the client and one action; used once; ended by any change to the
 * post (its `updatedAt` moves past `postUpdatedAt`) or after 14 days. Only a hash of the token is kept.
 */
export const ReviewLinkSchema = defineEntity({
  name: 'ReviewLink',
  tableName: 'review_links',
  properties: {
    ...idAndCreatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade').index('review_links_post_id_index'),
    client: () => p.manyToOne(User).deleteRule('cascade').index('review_links_client_id_index'),
    action: p.enum(REVIEW_LINK_ACTIONS).columnType('varchar(20)'),
    /** A SHA-256 hash (hex) of the mailed token: the token itself is never stored. */
    tokenHash: p.string().length(64).unique().hidden(),
    /** The post's `updatedAt` when the link was made: a post changed since ends the link. */
    postUpdatedAt: p.datetime(),
    expiresAt: p.datetime(),
    /** When its button was pressed; null while unused. */
    usedAt: p.datetime().nullable(),
  },
});

export class ReviewLink extends ReviewLinkSchema.class {}
ReviewLinkSchema.setClass(ReviewLink);
