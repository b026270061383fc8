import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { PostDto } from '../../api';
import { AnchoredText } from './anchored-text';
import { ClientConversation } from './client-conversation';
import { ReviewWorkspace } from './comment-panel';
import { CommentThread, type ThreadActions } from './comment-thread';
import { useAttempt } from './use-attempt';
import { useWordComments } from './use-word-comments';

/**
 * A post as its client reviews it (docs/product.md, "Comments on the words"): the post's card with its
 * text, where words are selected and commented on (or given new words), beside the conversation on a
 * desktop and above it on a phone, the composer and a tapped thread in the comment panel's sheet.
 * Shared by the portal's Content details and the review link's page; `article` is the page's card, given
 * the text to place in it.
 */
export function ClientReview({
  post,
  article,
  belowText,
  ...conversation
}: Omit<ComponentProps<typeof ClientConversation>, 'activeId' | 'onShowAnchor' | 'open'> & {
  /** The post as the client has it: its text (the version they received), and whether it is published. */
  post: PostDto;
  article: (text: ReactNode) => ReactNode;
  /** Under the card, with the text: beside the comments on a desktop, before them on a phone. */
  belowText?: ReactNode;
}) {
  const { query, calls } = conversation;
  const text = post.content;
  // Comments may be written until the post is published.
  const open = post.status !== 'published';
  const attempt = useAttempt();
  const sheetActions: ThreadActions = open
    ? {
        reply: (thread, body) =>
          attempt('Your reply was not sent', () => calls.add({ body, parentId: thread.id })),
        resolve: (thread, resolved) =>
          attempt(resolved ? 'Not resolved' : 'Not reopened', () => calls.resolve(thread.id, resolved)),
      }
    : {};
  const words = useWordComments({
    conversation: query.data,
    loading: query.isLoading,
    text,
    canComment: open,
    canSuggest: true,
    send: ({ body, anchor, suggestion }) =>
      attempt('Your comment was not added', () => calls.add({ body, anchor, suggestion })),
    renderThread: (thread, showInText) => (
      <CommentThread thread={thread} actions={sheetActions} onShowAnchor={showInText} />
    ),
  });

  return (
    <ReviewWorkspace
      text={
        <Box sx={{ display: 'grid', gap: 3 }}>
          {article(<AnchoredText text={text} {...words.textProps} />)}
          {belowText}
        </Box>
      }
      panel={
        <ClientConversation
          {...conversation}
          open={open}
          activeId={words.activeId}
          onShowAnchor={words.showInText}
        />
      }
      {...words.workspaceProps}
    />
  );
}
