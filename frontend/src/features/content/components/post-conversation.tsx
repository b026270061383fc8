import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useAddContentCommentMutation,
  useDeleteContentCommentMutation,
  useListContentCommentsQuery,
  useReopenContentCommentMutation,
  useResolveContentCommentMutation,
  useUpdateContentCommentMutation,
  type CommentDto,
  type PostDto,
} from '../../../api';
import { CommentForm } from '../../../components/conversation/comment-form';
import { CommentThread, type ThreadActions } from '../../../components/conversation/comment-thread';
import { useAttempt } from '../../../components/conversation/use-attempt';
import { LoadError } from '../../../components/load-error';

/**
 * The client's side of the conversation on a post (docs/product.md, "The conversation on a post"):
 * the team's comments and their replies; the client's new comments, theirs to change until they
 * request a revision, when they go to the writer together; replies, sent at once.
 */
export function PostConversation({
  post,
  onRequestRevision,
}: {
  post: PostDto;
  onRequestRevision: () => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useListContentCommentsQuery({ id: post.id });
  const [add] = useAddContentCommentMutation();
  const [update] = useUpdateContentCommentMutation();
  const [remove] = useDeleteContentCommentMutation();
  const [resolve] = useResolveContentCommentMutation();
  const [reopen] = useReopenContentCommentMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const open = post.status !== 'published';

  const attempt = useAttempt();

  const actions: ThreadActions = open
    ? {
        reply: (thread, body) =>
          attempt('Your reply was not sent', () =>
            add({ id: post.id, createCommentDto: { body, parentId: thread.id } }).unwrap(),
          ),
        resolve: (thread, resolved) =>
          attempt(resolved ? 'Not resolved' : 'Not reopened', () =>
            (resolved ? resolve : reopen)({ id: post.id, commentId: thread.id }).unwrap(),
          ),
        commentActions: (comment: CommentDto) =>
          comment.sentAt || !comment.mine || editing === comment.id ? null : (
            <>
              <Button size="small" onClick={() => setEditing(comment.id)}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() =>
                  attempt('Your comment was not deleted', () =>
                    remove({ id: post.id, commentId: comment.id }).unwrap(),
                  )
                }
              >
                Delete
              </Button>
            </>
          ),
      }
    : {};

  let body;
  if (isLoading) {
    body = <Skeleton variant="rounded" height={96} aria-label="Loading comments" />;
  } else if (!data) {
    body = (
      <LoadError
        title="Failed to load the comments"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  } else {
    const editingComment = data.threads.find((thread) => thread.id === editing);
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
              editingComment?.id === thread.id ? (
                <Paper component="li" variant="outlined" key={thread.id} sx={{ p: 2, listStyle: 'none' }}>
                  <CommentForm
                    label="Your comment"
                    submitLabel="Save comment"
                    initial={thread.body}
                    autoFocus
                    onCancel={() => setEditing(null)}
                    onSend={async (text) => {
                      const saved = await attempt('Your comment was not saved', () =>
                        update({
                          id: post.id,
                          commentId: thread.id,
                          updateCommentDto: { body: text },
                        }).unwrap(),
                      );
                      if (saved) setEditing(null);
                      return saved;
                    }}
                  />
                </Paper>
              ) : (
                <CommentThread key={thread.id} thread={thread} actions={actions} />
              ),
            )}
          </Stack>
        )}
        {data.unsent > 0 && (
          <Alert
            severity="info"
            action={
              post.canRequestRevision && (
                <Button color="inherit" size="small" onClick={onRequestRevision}>
                  Request Revision
                </Button>
              )
            }
          >
            {post.canRequestRevision
              ? `${data.unsent === 1 ? 'Your comment is' : `Your ${data.unsent} comments are`} not sent yet: ${data.unsent === 1 ? 'it goes' : 'they go'} to your writer when you request a revision.`
              : `${data.unsent === 1 ? 'Your comment is' : `Your ${data.unsent} comments are`} kept for your next revision request.`}
          </Alert>
        )}
        {open ? (
          <CommentForm
            label="Add a comment"
            submitLabel="Add comment"
            onSend={(text) =>
              attempt('Your comment was not added', () =>
                add({ id: post.id, createCommentDto: { body: text } }).unwrap(),
              )
            }
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
      aria-labelledby="comments-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ mb: 2 }}>
        <Typography id="comments-title" variant="h6" component="h3">
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
