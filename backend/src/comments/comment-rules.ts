import type { PostStatus } from '../content/post.entity.js';

/** A comment's length: enough for a paragraph of feedback, never a second draft of the post. */
export const COMMENT_MAX_LENGTH = 2000;

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_EMPTY = 'Please write a comment';
export const COMMENT_TOO_LONG = `Please keep a comment to ${COMMENT_MAX_LENGTH} characters or fewer`;
export const REPLY_ELSEWHERE = 'parentId: the comment replied to is not in this post’s conversation';
export const ONLY_UNSENT_CHANGE = 'Only a comment not sent yet can be changed or deleted';
export const ALREADY_RESOLVED = 'This conversation is already resolved';
export const ALREADY_OPEN = 'This conversation is already open';
export const NOT_SENT_YET = 'This comment is not sent yet: it goes to the team with your feedback';
export const CLIENT_HAS_NOT_RECEIVED =
  'The client has not received this post yet: leave a team-only note, or deliver it first';
export const NO_COMMENTS_ON_PUBLISHED = 'This post is published: its conversation is closed';
/** The specification's message for feedback too short; with no comment to send, the note is required. */
export const FEEDBACK_NEEDED = 'Please provide at least 10 characters of feedback';

/** Which side of the conversation a comment's author is on. */
export const COMMENT_SIDES = ['client', 'team'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];

/**
 * Why the client may not add to a post's conversation now, or null: they may while they have the post
 * (delivered, being revised, scheduled), not once it is published.
 */
export function clientCommentRefusal(status: PostStatus): string | null {
  return status === 'published' ? NO_COMMENTS_ON_PUBLISHED : null;
}

/**
 * Why the team may not write this comment, or null: a comment the client would read needs a post
 * they have received (delivered once); a team-only note may go on any post, and on a published one
 * only the team may still write.
 */
export function teamCommentRefusal(post: { deliveredAt?: Date | null }, internal: boolean): string | null {
  return !internal && !post.deliveredAt ? CLIENT_HAS_NOT_RECEIVED : null;
}
