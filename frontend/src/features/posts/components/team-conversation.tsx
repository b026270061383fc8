import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import {
  errorMessage,
  useAcceptAdminContentSuggestionMutation,
  useAddAdminContentCommentMutation,
  useDeclineAdminContentSuggestionMutation,
  useListAdminContentCommentsQuery,
  useReopenAdminContentCommentMutation,
  useResolveAdminContentCommentMutation,
  type AdminPostDto,
} from '../../../api';
import { AnchoredText } from '../../../components/conversation/anchored-text';
import { ReviewWorkspace } from '../../../components/conversation/comment-panel';
import { CommentForm } from '../../../components/conversation/comment-form';
import { CommentThread, type ThreadActions } from '../../../components/conversation/comment-thread';
import { useAttempt } from '../../../components/conversation/use-attempt';
import { useWordComments } from '../../../components/conversation/use-word-comments';
import { useToast } from '../../../components/toast/use-toast';
import { LoadError } from '../../../components/load-error';

/**
 * The team's side of the conversation on a post (docs/product.md, "The conversation on a post" and
 * "Comments on the words"): the client's comments once they sent them, the team's answers, and notes
 * for the team alone, marked so. A comment for the client needs a post they have received. Beside it,
 * the version the client has, its commented words highlighted, where the team selects words to comment
 * on; a client's suggested edit is accepted into the draft or declined with a reason. `unsaved`: the
 * editor holds changes not saved, which accepting would overwrite, so it waits for them.
 */
export function TeamConversation({ post, unsaved = false }: { post: AdminPostDto; unsaved?: boolean }) {
  const { data, error, isLoading, isFetching, refetch } = useListAdminContentCommentsQuery({ id: post.id });
  const [add] = useAddAdminContentCommentMutation();
  const [resolve] = useResolveAdminContentCommentMutation();
  const [reopen] = useReopenAdminContentCommentMutation();
  const [accept] = useAcceptAdminContentSuggestionMutation();
  const [decline] = useDeclineAdminContentSuggestionMutation();
  const received = post.versions.length > 0;
  const [teamOnly, setTeamOnly] = useState(true);
  const internal = teamOnly || !received;
  const { toast } = useToast();

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
    accept: async (thread) => {
      if (unsaved) {
        toast({
          title: 'Save the draft first',
          description: 'The draft has changes not saved: save or undo them, then accept the suggestion.',
          variant: 'destructive',
        });
        return false;
      }
      const done = await attempt('The suggestion was not accepted', () =>
        accept({ id: post.id, commentId: thread.id }).unwrap(),
      );
      if (done) toast({ title: 'Suggestion accepted', description: 'The draft now has the new words.' });
      return done;
    },
    decline: (thread, reason) =>
      attempt('The suggestion was not declined', () =>
        decline({ id: post.id, commentId: thread.id, declineSuggestionDto: { reason } }).unwrap(),
      ),
  };

  const teamOnlySwitch = (
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
  );
  const text = data?.text;
  const words = useWordComments({
    conversation: data,
    text: text?.content ?? '',
    canComment: !!text,
    canSuggest: false,
    send: ({ body, anchor }) =>
      attempt(internal ? 'The note was not added' : 'The comment was not sent', () =>
        add({ id: post.id, createTeamCommentDto: { body, anchor, internal } }).unwrap(),
      ),
    renderThread: (thread, showInText) => (
      <CommentThread thread={thread} actions={actions} onShowAnchor={showInText} />
    ),
    composer: { submitLabel: internal ? 'Add note' : 'Send to client', extra: teamOnlySwitch },
  });

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
  const panel = (
    <Stack spacing={2}>
      {data.threads.length === 0 ? (
        <Typography color="text.secondary">
          No comments yet. The client’s comments show here once they send them with a revision request.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
          {data.threads.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              actions={actions}
              active={thread.id === words.activeId}
              onShowAnchor={words.showInText}
            />
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
        extra={teamOnlySwitch}
      />
    </Stack>
  );
  if (!text) return panel;
  return (
    <ReviewWorkspace
      sheetHeading="h3"
      text={
        <Paper
          variant="outlined"
          component="section"
          aria-label={`Version ${text.version}, as the client has it`}
          sx={{ p: 2 }}
        >
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 1 }}>
            {`Version ${text.version}, as the client has it`}
          </Typography>
          <AnchoredText text={text.content} testId="delivered-text" {...words.textProps} />
        </Paper>
      }
      panel={panel}
      {...words.workspaceProps}
    />
  );
}
