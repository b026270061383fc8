import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SelectionCommentButton } from './selection-comment-button';
import { highlightSegments, type TextRange, type TextSelection } from './text-offsets';
import { commentShortcut, useTextSelection } from './use-text-selection';

/** A thread's words in the text shown: its id and where they stand now. */
export interface TextHighlight extends TextRange {
  id: number;
}

/** The id the words being commented on go by among the highlights (never a thread's). */
const PENDING = -1;

/** Whether the reader asked for less motion: then scrolling jumps. */
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A post's whole text (never the folded preview) with the words that have comments highlighted, where
 * the reader may select words to comment on them.
 *
 * - The element that holds the text (`testId`, "content-body" by default) holds only the text and its
 *   `<mark>`s, so offsets in its text are offsets in `text` (text-offsets.ts). Each mark carries the ids
 *   of the threads on its words (`data-comment-ids`, space-separated); clicking one calls
 *   `onHighlightClick` with the first. The marks are not focusable: the threads in the comment panel are
 *   the way to them by keyboard ("Show in text").
 * - `activeId`'s words are marked more strongly and scrolled to the middle of the screen when it changes.
 * - With `canComment`: the words selected are reported to `onSelect` as they change (null when none),
 *   and the "Comment on selection" button shown once they are, or Ctrl+Alt+M (⌘+Option+M), calls `onComment` with
 *   them. `shortcutHint` shows a line under the text saying how (given before `canComment` while the
 *   conversation loads, it holds its place).
 * - `pending`: the words being commented on (the composer open on them), marked in the primary colour
 *   (`data-pending`), as the selection itself goes once the focus moves to the comment's field.
 */
export function AnchoredText({
  text,
  highlights = [],
  activeId = null,
  onHighlightClick,
  onSelect,
  onComment,
  canComment = false,
  shortcutHint = false,
  testId = 'content-body',
  pending = null,
}: {
  text: string;
  highlights?: readonly TextHighlight[];
  activeId?: number | null;
  onHighlightClick?: (id: number) => void;
  onSelect?: (selection: TextSelection | null) => void;
  onComment?: (selection: TextSelection) => void;
  canComment?: boolean;
  shortcutHint?: boolean;
  testId?: string;
  pending?: TextRange | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const pendingStart = pending?.start;
  const pendingEnd = pending?.end;
  const segments = useMemo(
    () =>
      highlightSegments(
        text,
        pendingStart === undefined || pendingEnd === undefined
          ? highlights
          : [...highlights, { id: PENDING, start: pendingStart, end: pendingEnd }],
      ),
    [text, highlights, pendingStart, pendingEnd],
  );
  const selection = useTextSelection(ref, {
    enabled: canComment,
    onShortcut: ({ start, end, quote }) => onComment?.({ start, end, quote }),
  });

  const report = useRef(onSelect);
  useEffect(() => {
    report.current = onSelect;
  }, [onSelect]);
  const { start, end, quote } = selection ?? {};
  useEffect(() => {
    report.current?.(quote === undefined ? null : { start: start!, end: end!, quote });
  }, [start, end, quote]);

  useEffect(() => {
    if (activeId === null) return;
    const mark = ref.current?.querySelector(`mark[data-comment-ids~="${activeId}"]`);
    mark?.scrollIntoView?.({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [activeId]);

  const shortcut = commentShortcut();
  // A finger has no shortcut: it presses and holds a word, then drags the handles.
  const touch = useMediaQuery('(pointer: coarse)', { noSsr: true });
  return (
    <Box sx={{ position: 'relative', display: 'grid', gap: 1 }}>
      <Typography
        ref={ref}
        component="div"
        data-testid={testId}
        sx={(theme) => ({
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: '1.0625rem',
          lineHeight: 1.7,
          '& mark': {
            color: 'inherit',
            bgcolor: alpha(theme.palette.warning.main, 0.14),
            borderBottom: `2px solid ${alpha(theme.palette.warning.main, 0.55)}`,
            borderRadius: '2px',
          },
          '& mark[data-comment-ids]': { cursor: onHighlightClick ? 'pointer' : 'inherit' },
          // Two threads on the same words: a little deeper.
          '& mark[data-comment-ids*=" "]': { bgcolor: alpha(theme.palette.warning.main, 0.24) },
          '& mark[data-active="true"]': {
            bgcolor: alpha(theme.palette.warning.main, 0.32),
            // A heavier line under the words, not a box: a box drawn around each run looks broken where the
            // words wrap or another thread's words start.
            borderBottom: `3px solid ${theme.palette.warning.main}`,
          },
          '& mark[data-pending="true"]': {
            bgcolor: alpha(theme.palette.primary.main, 0.16),
            borderBottomColor: theme.palette.primary.main,
          },
        })}
      >
        {segments.map((segment) => {
          if (segment.ids.length === 0) return text.slice(segment.start, segment.end);
          const ids = segment.ids.filter((id) => id !== PENDING);
          return (
            <mark
              key={segment.start}
              data-comment-ids={ids.length > 0 ? ids.join(' ') : undefined}
              data-pending={ids.length < segment.ids.length ? 'true' : undefined}
              data-active={activeId !== null && ids.includes(activeId) ? 'true' : undefined}
              onClick={onHighlightClick && ids.length > 0 ? () => onHighlightClick(ids[0]!) : undefined}
            >
              {text.slice(segment.start, segment.end)}
            </mark>
          );
        })}
      </Typography>
      {shortcutHint && (
        <Typography variant="body2" color="text.secondary">
          {touch
            ? 'Press and hold a word to select it (drag the handles for more), then choose Comment on selection.'
            : `Select words to comment on them, then choose Comment on selection or press ${shortcut.label}.`}
        </Typography>
      )}
      {canComment && onComment && (
        <SelectionCommentButton
          rect={selection?.rect ?? null}
          textRef={ref}
          onComment={() =>
            selection && onComment({ start: selection.start, end: selection.end, quote: selection.quote })
          }
        />
      )}
    </Box>
  );
}
