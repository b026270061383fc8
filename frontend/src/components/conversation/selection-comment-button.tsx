import { useMemo, type RefObject } from 'react';
import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppSelector } from '../../store/hooks';
import { selectBottomInset } from '../toast/toasts-slice';
import { commentShortcut } from './use-text-selection';

/**
 * The margin beside the selection's first line as it stands now (it moves as the page scrolls): the
 * text's whole width, at that line's height. What is placed to its right stands clear of every word, so
 * a drag or a Shift+click that widens the selection never lands on it.
 */
function marginOf(text: HTMLElement | null, fallback: DOMRect): DOMRect {
  const selection = document.getSelection();
  const line = (selection?.rangeCount && selection.getRangeAt(0).getClientRects?.()[0]) || fallback;
  const box = text?.getBoundingClientRect() ?? line;
  return new DOMRect(box.left, line.top, box.width, line.height);
}

/**
 * The "Comment on selection" button, shown once the words are selected (`rect`, from useTextSelection:
 * a finished selection). With a mouse it stands in the margin to the right of the text, by the
 * selection's first line (where the screen has no margin, above that line at the text's right end),
 * never in the words where the pointer goes next. On a touch screen (`pointer: coarse`) it stands at
 * the foot of the screen, above its navigation bar if any, where the thumb is: clear of the phone's own
 * menu above the words and of their handles. Pressing it keeps the selection (its mousedown does not
 * take the focus from the text), and it sits in the page's order just after the text (not portalled),
 * so Tab reaches it; it names its shortcut (aria-keyshortcuts) for a screen reader.
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
  // Above the bar fixed along the foot of the screen, if there is one (the client area's navigation).
  const inset = useAppSelector(selectBottomInset);
  const button = (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddCommentIcon />}
      aria-keyshortcuts={shortcut.aria}
      title={`${label} (${shortcut.label})`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onComment}
      sx={{
        boxShadow: 3,
        whiteSpace: 'nowrap',
        ...(coarse && {
          minHeight: 44,
          position: 'fixed',
          right: 16,
          bottom: `calc(${inset + 16}px + env(safe-area-inset-bottom, 0px))`,
          zIndex: 'speedDial',
        }),
      }}
    >
      {label}
    </Button>
  );
  if (coarse) return rect && button;
  return (
    <Popper
      open={!!rect}
      anchorEl={anchor}
      placement="right-start"
      disablePortal
      // Fixed: placed from the screen, not clipped by the card that holds the text (its overflow).
      popperOptions={{ strategy: 'fixed' }}
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
