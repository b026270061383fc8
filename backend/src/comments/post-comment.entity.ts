import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt, updatedAt } from '../common/base.entity.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { SUGGESTION_STATES } from './comment-rules.js';

/**
 * One comment in the conversation on a post: a thread's first comment (no `parent`) or a reply to it.
 * A client's new thread is theirs alone until they send it with their feedback (`sentAt`); the team's
 * comments and every reply are sent when written. A team-only note (`internal`) never reaches the
 * client's side. Nothing here changes the post's `updatedAt`: a review link stays valid through a
 * conversation, and only a new version ends it.
 */
export const PostCommentSchema = defineEntity({
  name: 'PostComment',
  tableName: 'post_comments',
  properties: {
    ...idAndCreatedAt(),
    ...updatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade'),
    /** The thread's first comment, for a reply; null for a thread's first. Replies are one level deep. */
    parent: () =>
      p.manyToOne(PostComment).nullable().deleteRule('cascade').index('post_comments_parent_id_index'),
    /** Who wrote it; null once their account is erased. */
    author: () => p.manyToOne(User).nullable().deleteRule('set null').index('post_comments_author_id_index'),
    body: p.text(),
    /** A note for the team alone: never in the client's answers, mails or exports. */
    internal: p.boolean().default(false),
    /** The delivered version it was written on (1, 2 …); null for a note on a post never delivered. */
    version: p.integer().nullable(),
    /** When it reached the other side; null while a client's new thread waits for their feedback. */
    sentAt: p.datetime().nullable(),
    /** The revision round it was sent with (the post's revision count then); null when sent on its own. */
    round: p.integer().nullable(),
    /**
     * The words a thread is on: a range of UTF-16 code units of `version`'s text (anchoring.ts), and the
     * words as they were; all three null for a comment on the whole post, and on every reply.
     */
    anchorStart: p.integer().nullable(),
    anchorEnd: p.integer().nullable(),
    quote: p.text().nullable(),
    /** The client's (or reviewer's) replacement for the quoted words; null for a comment suggesting none. */
    suggestion: p.text().nullable(),
    /** Where the suggestion stands: pending, accepted (the draft took it) or declined; null without one. */
    suggestionState: p.enum(SUGGESTION_STATES).columnType('varchar(20)').nullable(),
    /** Who accepted or declined it, when, and why it was declined. */
    decidedAt: p.datetime().nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    declineReason: p.text().nullable(),
    /** When the thread was resolved, and by whom; null while it is open. */
    resolvedAt: p.datetime().nullable(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
  indexes: [
    // A post's conversation, oldest first.
    { name: 'post_comments_post_id_created_at_index', properties: ['post', 'createdAt'] },
  ],
});

export class PostComment extends PostCommentSchema.class {}
PostCommentSchema.setClass(PostComment);
