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
  useAddReviewLinkCommentMutation,
  useDeleteReviewLinkCommentMutation,
  useListReviewLinkCommentsQuery,
  useReopenReviewLinkCommentMutation,
  useResolveReviewLinkCommentMutation,
  useUpdateReviewLinkCommentMutation,
  type CommentDto,
  type PostDto,
} from '../../api';
import { CommentForm } from '../../components/conversation/comment-form';
import { CommentThread, type ThreadActions } from '../../components/conversation/comment-thread';
import { useAttempt } from '../../components/conversation/use-attempt';
import { LoadError } from '../../components/load-error';

/**
 * The conversation on the post of a review link (docs/product.md, "One-click review from the email"),
 * as its client has it in the portal: the team's threads, which they may answer at once, resolve or
 * reopen, and their own new comments, theirs to change or delete until they send their feedback below.
 * None of it uses the link.
 */
export function ReviewLinkConversation({ token, post }: { token: string; post: PostDto }) {
  const { data, error, isLoading, isFetching, refetch } = useListReviewLinkCommentsQuery({ token });
  const [add] = useAddReviewLinkCommentMutation();
  const [update] = useUpdateReviewLinkCommentMutation();
  const [remove] = useDeleteReviewLinkCommentMutation();
  const [resolve] = useResolveReviewLinkCommentMutation();
  const [reopen] = useReopenReviewLinkCommentMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const attempt = useAttempt();
  const open = post.status !== 'published';

  const actions: ThreadActions = open
    ? {
        reply: (thread, body) =>
          attempt('Your reply was not sent', () =>
            add({ token, createCommentDto: { body, parentId: thread.id } }).unwrap(),
          ),
        resolve: (thread, resolved) =>
          attempt(resolved ? 'Not resolved' : 'Not reopened', () =>
            (resolved ? resolve : reopen)({ token, commentId: thread.id }).unwrap(),
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
                    remove({ token, commentId: comment.id }).unwrap(),
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
                  <CommentForm
                    label="Your comment"
                    submitLabel="Save comment"
                    initial={thread.body}
                    autoFocus
                    onCancel={() => setEditing(null)}
                    onSend={async (text) => {
                      const saved = await attempt('Your comment was not saved', () =>
                        update({ token, commentId: thread.id, updateCommentDto: { body: text } }).unwrap(),
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
          <Alert severity="info">
            {`${data.unsent === 1 ? 'Your comment is' : `Your ${data.unsent} comments are`} not sent yet: ${data.unsent === 1 ? 'it goes' : 'they go'} to your writer with your revision request.`}
          </Alert>
        )}
        {open ? (
          <CommentForm
            label="Add a comment"
            submitLabel="Add comment"
            onSend={(text) =>
              attempt('Your comment was not added', () =>
                add({ token, createCommentDto: { body: text } }).unwrap(),
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
      aria-labelledby="review-comments-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ mb: 2 }}>
        <Typography id="review-comments-title" variant="h6" component="h2">
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

/** How many of the visitor's comments wait to go with the feedback, as the conversation last said. */
export function useUnsentComments(token: string): number {
  return useListReviewLinkCommentsQuery({ token }).data?.unsent ?? 0;
}
