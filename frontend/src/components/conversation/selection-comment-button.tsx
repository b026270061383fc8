import { useMemo } from 'react';
import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import Popper from '@mui/material/Popper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { commentShortcut } from './use-text-selection';

/** Where the selection stands now: the live range's place (it moves as the page scrolls), else `fallback`. */
function liveRect(fallback: DOMRect): DOMRect {
  const selection = document.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (typeof range.getBoundingClientRect === 'function') {
      const rect = range.getBoundingClientRect();
      if (rect.width > 0 || rect.height > 0) return rect;
    }
  }
  return fallback;
}

/**
 * The "Comment on selection" button that follows the selected words (`rect`, from useTextSelection). On
 * a touch screen (`pointer: coarse`) it stands below the words, as the phone's own menu (Copy, Select
 * all) stands above them; elsewhere beside them. Pressing it keeps the selection (its mousedown does not
 * take the focus from the text), and it sits in the page's order just after the text (not portalled), so
 * Tab reaches it; it names its shortcut (aria-keyshortcuts) for a screen reader.
 */
export function SelectionCommentButton({
  rect,
  onComment,
  label = 'Comment on selection',
}: {
  /** Where the selection is on the screen; null hides the button. */
  rect: DOMRect | null;
  onComment: () => void;
  label?: string;
}) {
  const coarse = useMediaQuery('(pointer: coarse)', { noSsr: true });
  const anchor = useMemo(() => (rect ? { getBoundingClientRect: () => liveRect(rect) } : null), [rect]);
  const shortcut = commentShortcut();
  return (
    <Popper
      open={!!anchor}
      anchorEl={anchor}
      placement={coarse ? 'bottom' : 'right-start'}
      disablePortal
      modifiers={[
        { name: 'offset', options: { offset: [0, coarse ? 12 : 8] } },
        { name: 'flip', options: { fallbackPlacements: coarse ? ['top'] : ['bottom', 'top'] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: 'speedDial' }}
    >
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
    </Popper>
  );
}
