import { useEffect, useRef, useState, type ReactNode } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CommentDto, CommentThreadDto } from '../../api';
import { formatDateTime } from '../format';
import { AnchorQuote, SuggestionView } from './anchor-quote';
import { CommentForm } from './comment-form';

/** What a reader may do in a thread, each answering whether it was done (a failure keeps the input). */
export interface ThreadActions {
  reply?: (thread: CommentThreadDto, body: string) => Promise<boolean>;
  resolve?: (thread: CommentThreadDto, resolved: boolean) => Promise<boolean>;
  /** Extra buttons on one comment (the client's Edit and Delete on a comment not sent yet). */
  commentActions?: (comment: CommentDto) => ReactNode;
  /** The team's decision on a thread's suggested edit: take its words into the draft, or not, saying why. */
  accept?: (thread: CommentThreadDto) => Promise<boolean>;
  decline?: (thread: CommentThreadDto, reason: string) => Promise<boolean>;
}

/** One comment: who, when, on which version, and its words; a team-only note is marked as such. */
function CommentBody({ comment, actions }: { comment: CommentDto; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {comment.mine ? 'You' : comment.authorName}
        </Typography>
        {!comment.mine && comment.authorSide === 'team' && (
          <Typography component="span" variant="body2" color="text.secondary">
            Ghostline team
          </Typography>
        )}
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDateTime(comment.sentAt ?? comment.createdAt)}
          {comment.version ? ` · on version ${comment.version}` : ''}
        </Typography>
        {comment.internal && (
          <Chip size="small" icon={<LockIcon />} label="Team only" color="warning" variant="outlined" />
        )}
        {!comment.sentAt && <Chip size="small" label="Not sent yet" color="info" variant="outlined" />}
      </Box>
      {/* A suggested edit may come without a word of comment. */}
      {comment.body && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Typography>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}

/**
 * A thread of a post's conversation: its first comment, its replies, and what the reader may do
 * (reply, resolve or reopen). A resolved thread shows folded to its first comment until opened.
 * A thread on words of the text quotes them above its first comment ("Show in text" calls
 * `onShowAnchor`), and shows its suggested edit under it, with the team's Accept and Decline when
 * `actions` has them. `active`: its words are the ones picked in the text; it is outlined and scrolled
 * into view.
 */
export function CommentThread({
  thread,
  actions,
  onShowAnchor,
  active = false,
}: {
  thread: CommentThreadDto;
  actions: ThreadActions;
  onShowAnchor?: (thread: CommentThreadDto) => void;
  active?: boolean;
}) {
  const [replying, setReplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const resolved = !!thread.resolvedAt;
  const sent = !!thread.sentAt;
  const { anchor, suggestion } = thread;
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const toggleResolved = async () => {
    if (!actions.resolve) return;
    setBusy(true);
    await actions.resolve(thread, !resolved);
    setBusy(false);
  };

  return (
    <Paper
      ref={ref}
      component="li"
      variant="outlined"
      data-active={active ? 'true' : undefined}
      aria-current={active ? 'true' : undefined}
      aria-label={`${thread.internal ? 'Team-only note' : 'Comment'} from ${thread.mine ? 'you' : thread.authorName}${resolved ? ', resolved' : ''}`}
      sx={{
        p: 2,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        bgcolor: (theme) =>
          thread.internal
            ? alpha(theme.palette.warning.main, 0.06)
            : resolved
              ? theme.palette.action.hover
              : theme.palette.background.paper,
        borderLeftWidth: 4,
        borderLeftColor: thread.internal ? 'warning.main' : sent ? 'primary.main' : 'info.main',
        ...(active && { outline: 2, outlineColor: 'warning.main', outlineOffset: 2 }),
      }}
    >
      {anchor && <AnchorQuote anchor={anchor} onShow={onShowAnchor && (() => onShowAnchor(thread))} />}
      <CommentBody comment={thread} actions={actions.commentActions?.(thread)} />
      {anchor && suggestion && (
        <SuggestionView
          quote={anchor.quote}
          suggestion={suggestion}
          onAccept={actions.accept && (() => actions.accept!(thread))}
          onDecline={actions.decline && ((reason) => actions.decline!(thread, reason))}
        />
      )}
      {resolved && (
        <Typography variant="body2" color="text.secondary">
          {`Resolved${thread.resolvedByName ? ` by ${thread.resolvedByName}` : ''} ${formatDateTime(thread.resolvedAt!)}`}
        </Typography>
      )}
      {thread.replies.length > 0 && (
        <Stack
          component="ol"
          aria-label="Replies"
          spacing={1.5}
          sx={{ m: 0, pl: { xs: 1.5, sm: 3 }, borderLeft: 2, borderColor: 'divider' }}
        >
          {thread.replies.map((reply) => (
            <Box component="li" key={reply.id} sx={{ listStyle: 'none' }}>
              <CommentBody comment={reply} actions={actions.commentActions?.(reply)} />
            </Box>
          ))}
        </Stack>
      )}
      {sent && (actions.reply || actions.resolve) && !replying && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.reply && !resolved && (
            <Button size="small" onClick={() => setReplying(true)}>
              Reply
            </Button>
          )}
          {actions.resolve && (
            <Button size="small" onClick={toggleResolved} loading={busy}>
              {resolved ? 'Reopen' : 'Resolve'}
            </Button>
          )}
        </Box>
      )}
      {replying && actions.reply && (
        <CommentForm
          label={thread.internal ? 'Reply to the team' : 'Your reply'}
          submitLabel="Send reply"
          autoFocus
          onCancel={() => setReplying(false)}
          onSend={async (body) => {
            const sentReply = await actions.reply!(thread, body);
            if (sentReply) setReplying(false);
            return sentReply;
          }}
        />
      )}
    </Paper>
  );
}
