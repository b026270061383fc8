import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useAddAdminContentCommentMutation,
  useListAdminContentCommentsQuery,
  useReopenAdminContentCommentMutation,
  useResolveAdminContentCommentMutation,
  type AdminPostDto,
} from '../../../api';
import { CommentForm } from '../../../components/conversation/comment-form';
import { CommentThread, type ThreadActions } from '../../../components/conversation/comment-thread';
import { useAttempt } from '../../../components/conversation/use-attempt';
import { LoadError } from '../../../components/load-error';

/**
 * The team's side of the conversation on a post (docs/product.md, "The conversation on a post"): the
 * client's comments once they sent them, the team's answers, and notes for the team alone, marked
 * so. A comment for the client needs a post they have received.
 */
export function TeamConversation({ post }: { post: AdminPostDto }) {
  const { data, error, isLoading, isFetching, refetch } = useListAdminContentCommentsQuery({ id: post.id });
  const [add] = useAddAdminContentCommentMutation();
  const [resolve] = useResolveAdminContentCommentMutation();
  const [reopen] = useReopenAdminContentCommentMutation();
  const received = post.versions.length > 0;
  const [teamOnly, setTeamOnly] = useState(true);

  const attempt = useAttempt();

  const actions: ThreadActions = {
    reply: (thread, body) =>
      attempt('The reply was not sent', () =>
        add({ id: post.id, createTeamCommentDto: { body, parentId: thread.id } }).unwrap(),
      ),
    resolve: (thread, resolved) =>
      attempt(resolved ? 'Not resolved' : 'Not reopened', () =>
        (resolved ? resolve : reopen)({ id: post.id, commentId: thread.id }).unwrap(),
      ),
  };

  if (isLoading) return <Skeleton variant="rounded" height={96} aria-label="Loading the conversation" />;
  if (!data) {
    return (
      <LoadError
        title="Failed to load the conversation"
        message={errorMessage(error)}
        retrying={isFetching}
        onRetry={() => refetch()}
      />
    );
  }
  const internal = teamOnly || !received;
  return (
    <Stack spacing={2}>
      {data.threads.length === 0 ? (
        <Typography color="text.secondary">
          No comments yet. The client’s comments show here once they send them with a revision request.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {data.threads.map((thread) => (
            <CommentThread key={thread.id} thread={thread} actions={actions} />
          ))}
        </Stack>
      )}
      <CommentForm
        label={internal ? 'A note for the team' : 'A comment for the client'}
        submitLabel={internal ? 'Add note' : 'Send to client'}
        onSend={(body) =>
          attempt(internal ? 'The note was not added' : 'The comment was not sent', () =>
            add({ id: post.id, createTeamCommentDto: { body, internal } }).unwrap(),
          )
        }
        extra={
          <FormControlLabel
            control={
              <Switch
                checked={internal}
                disabled={!received}
                onChange={(event) => setTeamOnly(event.target.checked)}
              />
            }
            label={received ? 'Team only' : 'Team only (the client has not received this post yet)'}
          />
        }
      />
    </Stack>
  );
}
