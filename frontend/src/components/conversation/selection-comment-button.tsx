import { useMemo, type RefObject } from 'react';
import AddCommentIcon from '@mui/icons-material/AddComment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { commentShortcut } from './use-text-selection';

/** The first line of the selection as it stands now (it moves as the page scrolls), else `fallback`. */
function firstLine(fallback: DOMRect): DOMRect {
  const selection = document.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    const line = typeof range.getClientRects === 'function' ? [...range.getClientRects()] : [];
    const first = line.find((rect) => rect.width > 0 || rect.height > 0);
    if (first) return first;
  }
  return fallback;
}

/**
 * The margin beside the selection's first line: the text's whole width, at that line's height. What is
 * placed to its right stands clear of every word, so a drag or a Shift+click that widens the selection
 * never lands on it.
 */
function marginOf(text: HTMLElement | null, fallback: DOMRect) {
  const line = firstLine(fallback);
  const box = text?.getBoundingClientRect() ?? line;
  const rect = { top: line.top, bottom: line.bottom, height: line.height, left: box.left, right: box.right };
  return { ...rect, width: box.width, x: box.left, y: line.top, toJSON: () => rect };
}

/**
 * The "Comment on selection" button, shown once the words are selected (`rect`, from useTextSelection:
 * a finished selection). With a mouse it stands in the margin to the right of the text (above the
 * selection's first line, at the text's right end, where the screen has no margin), never in the
 * words where the pointer goes next. On a touch screen (`pointer: coarse`) it stands at the foot of the
 * screen, where the thumb is, clear of the phone's own menu above the words and of their handles. Pressing it keeps the selection
 * (its mousedown does not take the focus from the text), and it sits in the page's order just after the
 * text (not portalled), so Tab reaches it; it names its shortcut (aria-keyshortcuts) for a screen reader.
 */
export function SelectionCommentButton({
  rect,
  textRef,
  onComment,
  label = 'Comment on selection',
}: {
  /** Where the selection is on the screen; null hides the button. */
  rect: DOMRect | null;
  /** The element that holds the text, whose margin the button stands in. */
  textRef: RefObject<HTMLElement | null>;
  onComment: () => void;
  label?: string;
}) {
  const coarse = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const anchor = useMemo(
    () => (rect ? { getBoundingClientRect: () => marginOf(textRef.current, rect) } : null),
    [rect, textRef],
  );
  const shortcut = commentShortcut();
  const button = (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddCommentIcon />}
      aria-keyshortcuts={shortcut.aria}
      title={`${label} (${shortcut.label})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onComment}
      sx={{ boxShadow: 3, whiteSpace: 'nowrap', minHeight: coarse ? 44 : undefined }}
    >
      {label}
    </Button>
  );
  if (coarse) {
    return (
      rect && (
        <Box
          data-testid="selection-comment-bar"
          sx={{
            position: 'fixed',
            right: 16,
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            zIndex: 'speedDial',
          }}
        >
          {button}
        </Box>
      )
    );
  }
  return (
    <Popper
      open={!!rect}
      anchorEl={anchor}
      placement="right-start"
      disablePortal
      modifiers={[
        { name: 'offset', options: { offset: [0, 16] } },
        { name: 'flip', options: { fallbackPlacements: ['top-end'] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: 'speedDial' }}
    >
      {button}
    </Popper>
  );
}
