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

/** A suggestion's length: as long as the post may be. */
export const SUGGESTION_MAX_LENGTH = 3000;
export const SUGGESTION_TOO_LONG = `suggestion: please keep it to ${SUGGESTION_MAX_LENGTH} characters or fewer`;

/** Where a suggested edit stands: waiting for the writer, taken into the draft, or declined with a reason. */
export const SUGGESTION_STATES = ['pending', 'accepted', 'declined'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

/** Which side of the conversation a comment's author is on. */
export const COMMENT_SIDES = ['client', 'team'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];

/** What one side did in a post's conversation that the other side is mailed about. */
export const CONVERSATION_NEWS_KINDS = ['comment', 'accepted', 'declined', 'resolved', 'reopened'] as const;
export type ConversationNewsKind = (typeof CONVERSATION_NEWS_KINDS)[number];

/**
 * A burst of one side's news on a post is over, and mailed, after this long with nothing new from
 * that side…
 */
export const BURST_QUIET_MS = 3 * 60 * 1000;
/**
 * …or this long after its first news, however long it goes on: with the pass every minute and the
 * mail queue's seconds, it leaves within 15 minutes of the first.
 */
export const BURST_LONGEST_MS = 13 * 60 * 1000;

/** Whether a burst whose news came from `first` to `last` is over at `now`. */
export const burstIsOver = (first: Date, last: Date, now: Date): boolean =>
  now.getTime() - last.getTime() >= BURST_QUIET_MS || now.getTime() - first.getTime() >= BURST_LONGEST_MS;

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

export const ANCHOR_ON_REPLY = 'anchor: a reply is on its thread’s words; leave anchor out';
export const SUGGESTION_ON_REPLY = 'suggestion: a reply cannot suggest an edit; comment on the words instead';
export const SUGGESTION_NEEDS_ANCHOR = 'suggestion: select the words it replaces (anchor)';
export const SUGGESTION_SAME = 'suggestion must differ from the words it replaces';
export const NO_SUGGESTION_TO_CHANGE = 'suggestion: this comment suggests no edit to change';
export const NOTHING_TO_ANCHOR =
  'anchor: this post has not been delivered yet, so it has no words to comment on: comment on the whole post';
export const NO_SUCH_VERSION = 'anchor.version must be the number of a version delivered';
export const staleVersion = (selected: number, latest: number) =>
  `anchor.version: version ${latest} was delivered after version ${selected}, where these words were selected: select them again`;

export const NOT_A_SUGGESTION = 'This comment suggests no edit';
export const SUGGESTION_DECIDED: Record<'accepted' | 'declined', string> = {
  accepted: 'This suggestion was accepted already',
  declined: 'This suggestion was declined already',
};
export const SUGGESTION_ON_PUBLISHED = 'This post is published: its text can no longer change';
export const SUGGESTION_NEEDS_DRAFT =
  'This post is not being revised: move it back to draft to take a suggestion into it';
export const SUGGESTION_OUTDATED =
  'The words this suggestion replaces have changed in the draft: edit the draft by hand, or decline it';
export const suggestionOnOldVersion = (version: number, latest: number) =>
  `This suggestion is on version ${version}, and version ${latest} was delivered since: edit the draft by hand, or decline it`;

/**
 * Why the writers may not take a suggestion into the draft now, or null when they may: the post is
 * back in draft for the revision it came with, it was made on the latest version delivered, and its
 * words still stand in the draft (`inDraft`: whether they do).
 */
export function acceptRefusal(
  post: { status: PostStatus },
  version: number,
  latest: number,
  inDraft: boolean,
): string | null {
  if (post.status === 'published') return SUGGESTION_ON_PUBLISHED;
  if (version !== latest) return suggestionOnOldVersion(version, latest);
  if (post.status !== 'draft') return SUGGESTION_NEEDS_DRAFT;
  if (!inDraft) return SUGGESTION_OUTDATED;
  return null;
}
