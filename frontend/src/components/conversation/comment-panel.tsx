import { useEffect, useId, useRef, type ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether the screen is wide enough for the text and its comments side by side (the theme's md and up). */
export const useSideBySide = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });

interface SheetProps {
  /** What is being worked on now (the composer for selected words, or the thread picked in the text); null for nothing. */
  sheet: ReactNode | null;
  /** The sheet's heading ("Comment on the words", "Comment"). */
  sheetTitle: string;
  /** The sheet's close button (and Escape, and a tap outside it, on a phone). */
  onSheetClose: () => void;
  /** The sheet heading's level on its page. */
  sheetHeading?: 'h2' | 'h3';
}

/**
 * A post's text beside its comments, by mouse, keyboard or finger (docs/product.md, "The conversation on
 * a post"):
 *
 * ```tsx
 * <ReviewWorkspace
 *   text={<AnchoredText … />}           // the post's text, its commented words marked
 *   panel={<the conversation card />}   // every thread, always shown
 *   sheet={composing ? <SelectionCommentForm … /> : picked ? <CommentThread … /> : null}
 *   sheetTitle="Comment on the words"
 *   onSheetClose={() => …}
 * />
 * ```
 *
 * - On a desktop (the theme's md and up): two columns, the text (3/5) and the comments (2/5), the latter
 *   sticky beside the text with its own scroll; the sheet opens at the top of that column, as a region
 *   named by its heading, with a close button, and the focus moves into it (unless something in it, the
 *   composer's field, has already taken it). Closing it from inside gives the focus back to where it was.
 * - On a phone (and a tablet, below md): the text, then the comments under it; the sheet is a bottom
 *   sheet (a modal Drawer from the bottom, 85% of the screen high at most, rounded at the top), named by
 *   its heading, with a close button; the Drawer moves the focus into it and back when it closes.
 */
export function ReviewWorkspace({
  text,
  panel,
  sheet,
  sheetTitle,
  onSheetClose,
  sheetHeading = 'h2',
}: SheetProps & {
  text: ReactNode;
  panel: ReactNode;
}) {
  const sideBySide = useSideBySide();
  const open = sheet !== null && sheet !== undefined && sheet !== false;
  return (
    <Box
      data-testid="review-workspace"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>{text}</Box>
      {sideBySide ? (
        <Box
          data-testid="comment-column"
          sx={{
            position: 'sticky',
            top: 16,
            maxHeight: 'calc(100vh - 32px)',
            overflowY: 'auto',
            display: 'grid',
            gap: 2,
            minWidth: 0,
            // Room for the focus rings of what it holds.
            p: 0.5,
          }}
        >
          {open && (
            <SideSheet sheetTitle={sheetTitle} onSheetClose={onSheetClose} sheetHeading={sheetHeading}>
              {sheet}
            </SideSheet>
          )}
          {panel}
        </Box>
      ) : (
        <>
          <Box sx={{ minWidth: 0 }}>{panel}</Box>
          <BottomSheet
            open={open}
            sheetTitle={sheetTitle}
            onSheetClose={onSheetClose}
            sheetHeading={sheetHeading}
          >
            {sheet}
          </BottomSheet>
        </>
      )}
    </Box>
  );
}

function SheetHeader({
  titleId,
  sheetTitle,
  onSheetClose,
  sheetHeading,
}: Omit<SheetProps, 'sheet'> & { titleId: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography id={titleId} variant="h6" component={sheetHeading ?? 'h2'} sx={{ flex: 1, minWidth: 0 }}>
        {sheetTitle}
      </Typography>
      <IconButton aria-label="Close" onClick={onSheetClose} edge="end">
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

/** The sheet at the top of the comments column, on a desktop. */
function SideSheet({ children, ...header }: Omit<SheetProps, 'sheet'> & { children: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const before = document.activeElement as HTMLElement | null;
    if (!region.contains(before)) region.focus();
    return () => {
      // Closed with the focus in it: back to where it was, if that is still on the page.
      const now = document.activeElement;
      if ((now === document.body || now === null || region.contains(now)) && before?.isConnected)
        before.focus();
    };
  }, []);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      tabIndex={-1}
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        borderColor: 'primary.main',
        borderWidth: 2,
        '&:focus': { outline: 'none' },
      }}
    >
      <SheetHeader titleId={titleId} {...header} />
      {children}
    </Paper>
  );
}

/** The bottom sheet, on a phone. */
function BottomSheet({
  open,
  children,
  ...header
}: Omit<SheetProps, 'sheet'> & { open: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={header.onSheetClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          'aria-modal': true,
          sx: {
            maxHeight: '85vh',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
            px: 2,
            pt: 1,
            pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            display: 'grid',
            gap: 1.5,
            alignContent: 'start',
            overflowY: 'auto',
          },
        },
      }}
    >
      {/* The grab bar a bottom sheet shows: only a sign, the close button and Escape close it. */}
      <Box
        aria-hidden
        sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', justifySelf: 'center' }}
      />
      <SheetHeader titleId={titleId} {...header} />
      {children}
    </Drawer>
  );
}
