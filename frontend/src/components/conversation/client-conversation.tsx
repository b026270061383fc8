import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  type CommentDto,
  type CommentThreadDto,
  type CreateCommentDto,
  type PostConversationDto,
  type UpdateCommentDto,
} from '../../api';
import { LoadError } from '../load-error';
import { CommentForm } from './comment-form';
import { CommentThread, type ThreadActions } from './comment-thread';
import { SelectionCommentForm } from './selection-comment-form';
import { useAttempt } from './use-attempt';

/** The calls of a conversation as the client has it: the portal's (by post id) or a review link's (by token). */
export interface ClientConversationCalls {
  /** A new comment: a reply (`parentId`), a comment on the whole post, or one on words (`anchor`). */
  add: (comment: CreateCommentDto) => Promise<unknown>;
  update: (commentId: number, change: UpdateCommentDto) => Promise<unknown>;
  remove: (commentId: number) => Promise<unknown>;
  resolve: (commentId: number, resolved: boolean) => Promise<unknown>;
}

/** What the conversation's query gives (RTK Query's result, either endpoint). */
export interface ConversationQuery {
  data?: PostConversationDto;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The client's side of the conversation on a post (docs/product.md, "The conversation on a post"):
 * the team's comments and their replies; the client's new comments, theirs to change until they
 * request a revision, when they go to the writer together; replies, sent at once. Shared by the
 * portal's Content details and the review link's page, which differ only in their calls, the note
 * about comments not sent yet, and where the card sits.
 */
export function ClientConversation({
  query: { data, error, isLoading, isFetching, refetch },
  calls,
  open,
  unsentNote,
  heading,
  sx,
  activeId = null,
  onShowAnchor,
}: {
  query: ConversationQuery;
  calls: ClientConversationCalls;
  /** Comments may be written (the post is not published). */
  open: boolean;
  /** What to say of the client's comments not sent yet (some wait). */
  unsentNote: (unsent: number) => ReactNode;
  /** The card's heading level on its page. */
  heading: 'h2' | 'h3';
  sx?: object;
  /** The thread whose words are picked in the text (outlined here). */
  activeId?: number | null;
  /** A thread's "Show in text": its words picked in the text. */
  onShowAnchor?: (thread: CommentThreadDto) => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const attempt = useAttempt();
  const titleId = useId();

  const actions: ThreadActions = open
    ? {
        reply: (thread, body) =>
          attempt('Your reply was not sent', () => calls.add({ body, parentId: thread.id })),
        resolve: (thread, resolved) =>
          attempt(resolved ? 'Not resolved' : 'Not reopened', () => calls.resolve(thread.id, resolved)),
        commentActions: (comment: CommentDto) =>
          comment.sentAt || !comment.mine || editing === comment.id ? null : (
            <>
              <Button size="small" onClick={() => setEditing(comment.id)}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => attempt('Your comment was not deleted', () => calls.remove(comment.id))}
              >
                Delete
              </Button>
            </>
          ),
      }
    : {};

  const save = async (commentId: number, change: UpdateCommentDto) => {
    const saved = await attempt('Your comment was not saved', () => calls.update(commentId, change));
    if (saved) setEditing(null);
    return saved;
  };

  let body;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={96} aria-label="Loading comments" />;
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load the comments"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <Stack spacing={2}>
        {data.threads.length === 0 ? (
          <Typography color="text.secondary">
            {open
              ? 'No comments yet. Tell your writer what works and what is not quite you.'
              : 'No comments.'}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {data.threads.map((thread) =>
              editing === thread.id ? (
                <Paper component="li" variant="outlined" key={thread.id} sx={{ p: 2, listStyle: 'none' }}>
                  {thread.anchor ? (
                    // A comment on words keeps its quote in view, and its suggested words to change.
                    <SelectionCommentForm
                      quote={thread.anchor.quote}
                      canSuggest={!!thread.suggestion}
                      initial={{ body: thread.body, suggestion: thread.suggestion?.text }}
                      submitLabel="Save comment"
                      onCancel={() => setEditing(null)}
                      onSend={(change) => save(thread.id, change)}
                    />
                  ) : (
                    <CommentForm
                      label="Your comment"
                      submitLabel="Save comment"
                      initial={thread.body}
                      autoFocus
                      onCancel={() => setEditing(null)}
                      onSend={(body) => save(thread.id, { body })}
                    />
                  )}
                </Paper>
              ) : (
                <CommentThread
                  key={thread.id}
                  thread={thread}
                  actions={actions}
                  active={thread.id === activeId}
                  onShowAnchor={onShowAnchor}
                />
              ),
            )}
          </Stack>
        )}
        {data.unsent > 0 && unsentNote(data.unsent)}
        {open ? (
          <CommentForm
            label="Add a comment"
            submitLabel="Add comment"
            onSend={(text) => attempt('Your comment was not added', () => calls.add({ body: text }))}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            This post is published: its conversation is closed.
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, ...sx }}
    >
      <Box sx={{ mb: 2 }}>
        <Typography id={titleId} variant="h6" component={heading}>
          Comments
        </Typography>
        {open && (
          <Typography variant="body2" color="text.secondary">
            Your new comments stay yours to change until you request a revision; then they go to your writer
            together. A reply to your writer goes at once.
          </Typography>
        )}
      </Box>
      {body}
    </Paper>
  );
}

/** "Your comment is" / "Your 3 comments are": the start of a note on the comments not sent yet. */
export const unsentComments = (unsent: number): string =>
  unsent === 1 ? 'Your comment is' : `Your ${unsent} comments are`;
