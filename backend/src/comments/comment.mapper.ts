import { displayName } from '../common/names.js';
import { isClientSide } from '../common/user-roles.js';
import type { CommentSide } from './comment-rules.js';
import type { CommentDto, CommentThreadDto, PostConversationDto } from './dto/comment.dto.js';
import type { PostComment } from './post-comment.entity.js';
import type { ThreadPlacer } from './thread-placer.js';

/** Who reads a conversation: the post's client, or a member of the team. */
export interface Reader {
  id: number;
  side: CommentSide;
}

/** The side a comment was written on. Accounts are never deleted (an erased one keeps its row), so
 * an author is only missing from a row written without one. */
const sideOfComment = (comment: PostComment): CommentSide =>
  comment.author && isClientSide(comment.author.role) ? 'client' : 'team';

const authorName = (comment: PostComment): string =>
  comment.author ? displayName(comment.author) : 'A former member';

export function toCommentDto(comment: PostComment, reader: Reader): CommentDto {
  return {
    id: comment.id,
    parentId: comment.parent?.id ?? null,
    body: comment.body,
    authorName: authorName(comment),
    authorSide: sideOfComment(comment),
    mine: comment.author?.id === reader.id,
    internal: comment.internal,
    version: comment.version ?? null,
    sentAt: comment.sentAt ?? null,
    round: comment.round ?? null,
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt,
  };
}

/**
 * The conversation from its comments (oldest first): each thread with its replies, and its words
 * placed in the text the reader is shown (`placer`).
 */
export function toConversationDto(
  comments: PostComment[],
  reader: Reader,
  placer: ThreadPlacer,
): PostConversationDto {
  const threads = new Map<number, CommentThreadDto>();
  for (const comment of comments) {
    if (comment.parent) continue;
    threads.set(comment.id, {
      ...toCommentDto(comment, reader),
      resolvedAt: comment.resolvedAt ?? null,
      resolvedByName: comment.resolvedBy ? displayName(comment.resolvedBy) : null,
      anchor: placer.anchor(comment),
      suggestion: placer.suggestion(comment),
      replies: [],
    });
  }
  for (const comment of comments) {
    if (comment.parent) threads.get(comment.parent.id)?.replies.push(toCommentDto(comment, reader));
  }
  const unsent = comments.filter((comment) => !comment.sentAt && comment.author?.id === reader.id).length;
  return { text: placer.text(), threads: [...threads.values()], unsent };
}
