import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import type { CommentAnchorInputDto, CommentThreadDto, PostConversationDto } from '../../api';
import type { AnchoredText, TextHighlight } from './anchored-text';
import { useSideBySide, type ReviewWorkspace } from './comment-panel';
import { SelectionCommentForm, type SelectionComment } from './selection-comment-form';
import type { TextSelection } from './text-offsets';

/** A new thread on words: the comment, the words (in the conversation's text) and the suggested words. */
export interface WordComment extends SelectionComment {
  anchor: CommentAnchorInputDto;
}

/**
 * The words of a post's conversation (docs/product.md, "Comments on the words"), for either side: the
 * threads' words highlighted in the text the conversation places them in, the thread picked (by its
 * highlight, or its "Show in text"), and the composer for words just selected, in the comment panel's
 * sheet. On a phone a highlight tapped opens its thread in the sheet (`renderThread`); on a desktop
 * the thread is outlined in the column beside the text.
 *
 * `text`: the text the page shows. Highlights and selections need it to be the conversation's (the
 * latest version delivered): until the conversation is loaded, or if they differ, the text shows plain.
 * While it loads (`loading`), the line saying how to comment is there already: it came with the
 * conversation before, and pushed down all below the text (a layout shift of 0.33 on a phone).
 */
export function useWordComments({
  conversation,
  loading = false,
  text,
  canComment,
  canSuggest,
  send,
  renderThread,
  composer,
}: {
  conversation: PostConversationDto | undefined;
  /** Whether the conversation is being loaded for the first time. */
  loading?: boolean;
  text: string;
  canComment: boolean;
  canSuggest: boolean;
  /** Sends the new thread; answers whether it was taken (a failure keeps what was typed). */
  send: (comment: WordComment) => Promise<boolean>;
  /** A thread as the sheet shows it, with its "Show in text" (`showInText`). */
  renderThread: (thread: CommentThreadDto, showInText: (thread: CommentThreadDto) => void) => ReactNode;
  /** The composer's button label and extra controls, where they differ from the client's. */
  composer?: { submitLabel?: string; extra?: ReactNode };
}) {
  const [composing, setComposing] = useState<TextSelection | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [sheetThread, setSheetThread] = useState<number | null>(null);
  const sideBySide = useSideBySide();
  const placed = conversation?.text && conversation.text.content === text ? conversation.text : null;

  const highlights = useMemo<TextHighlight[]>(
    () =>
      placed
        ? (conversation?.threads ?? []).flatMap(({ id, anchor }) =>
            anchor && anchor.currentStart !== null && anchor.currentEnd !== null
              ? [{ id, start: anchor.currentStart, end: anchor.currentEnd }]
              : [],
          )
        : [],
    [conversation, placed],
  );

  const textProps: Omit<ComponentProps<typeof AnchoredText>, 'text'> = {
    highlights,
    activeId,
    canComment: canComment && !!placed,
    shortcutHint: canComment && (loading || !!placed),
    pending: composing,
    onHighlightClick: (id) => {
      setActiveId(id);
      setComposing(null);
      if (!sideBySide) setSheetThread(id);
    },
    onComment: (selection) => {
      setComposing(selection);
      setSheetThread(null);
    },
  };

  const showInText = (thread: CommentThreadDto) => {
    setSheetThread(null);
    setActiveId(thread.id);
  };
  const picked =
    sheetThread === null ? undefined : conversation?.threads.find(({ id }) => id === sheetThread);
  let sheet: ReactNode = null;
  let sheetTitle = 'Comment';
  if (composing && placed) {
    sheetTitle = 'Comment on the words';
    sheet = (
      <SelectionCommentForm
        key={`${composing.start}-${composing.end}`}
        quote={composing.quote}
        canSuggest={canSuggest}
        onSend={async (comment) => {
          const sent = await send({
            ...comment,
            anchor: {
              version: placed.version,
              start: composing.start,
              end: composing.end,
              quote: composing.quote,
            },
          });
          if (sent) setComposing(null);
          return sent;
        }}
        onCancel={() => setComposing(null)}
        {...composer}
      />
    );
  } else if (picked) {
    sheet = <ul style={{ margin: 0, padding: 0 }}>{renderThread(picked, showInText)}</ul>;
  }

  const workspaceProps: Pick<
    ComponentProps<typeof ReviewWorkspace>,
    'sheet' | 'sheetTitle' | 'onSheetClose'
  > = {
    sheet,
    sheetTitle,
    onSheetClose: () => {
      setComposing(null);
      setSheetThread(null);
    },
  };

  return {
    textProps,
    workspaceProps,
    activeId,
    /** A thread's "Show in text": its words picked and scrolled to (the sheet, if it held the thread, closed). */
    showInText,
  };
}
