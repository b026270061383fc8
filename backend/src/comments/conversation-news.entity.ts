import { defineEntity, p } from '@mikro-orm/core';
import { idAndCreatedAt } from '../common/base.entity.js';
import { Post } from '../content/post.entity.js';
import { User } from '../users/user.entity.js';
import { COMMENT_SIDES, CONVERSATION_NEWS_KINDS } from './comment-rules.js';
import { PostComment } from './post-comment.entity.js';

/**
 * One thing a side of a post's conversation did that the other side has not been mailed yet: a
 * comment or reply written to them, a suggestion accepted or declined, a thread resolved or reopened.
 * Recorded in the same flush as the change itself; the burst's mail (ConversationMails) is recorded
 * in the transaction that deletes its rows, so a restart loses none and none is mailed twice. Only
 * what the other side may read is recorded: never a team-only note.
 */
export const ConversationNewsSchema = defineEntity({
  name: 'ConversationNews',
  tableName: 'conversation_news',
  properties: {
    ...idAndCreatedAt(),
    post: () => p.manyToOne(Post).deleteRule('cascade').index('conversation_news_post_id_index'),
    /** The side that did it: its burst is mailed to the other side. */
    side: p.enum(COMMENT_SIDES).columnType('varchar(10)'),
    kind: p.enum(CONVERSATION_NEWS_KINDS).columnType('varchar(20)'),
    /** The comment written, or the thread decided, resolved or reopened; erasing it removes this. */
    comment: () => p.manyToOne(PostComment).deleteRule('cascade').index('conversation_news_comment_id_index'),
    /** Who did it; null once their account is erased. */
    actor: () =>
      p.manyToOne(User).nullable().deleteRule('set null').index('conversation_news_actor_id_index'),
  },
});

export class ConversationNews extends ConversationNewsSchema.class {}
ConversationNewsSchema.setClass(ConversationNews);
