import { useEffect, useRef, useState, type PointerEvent, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectBottomInset,
  selectCurrentToast,
  toastDismissed,
  toastRemoved,
  type Toast,
} from './toasts-slice';

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
/** The gap between a toast and the bottom of the screen, or the bar along it, on a narrow screen (MUI's own). */
const GAP_PX = 8;

/**
 * The toast region (docs/product.md, "Toasts and formats"): one toast at a time, F8 moves focus to it, swipe
 * right dismisses.
 */
export function Toaster() {
  const toast = useAppSelector(selectCurrentToast);
  const toastRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') toastRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // The region gets a body child of its own when a toast shows: a dialog open at that moment hides
  // the page behind it from assistive technology (aria-hidden), but not what is added after it opened.
  return (
    toast && (
      <Portal>
        <Box component="section" aria-label="Notifications (F8)">
          <ToastView key={toast.id} toast={toast} ref={toastRef} />
        </Box>
      </Portal>
    )
  );
}

function ToastView({ toast, ref }: { toast: Toast; ref: Ref<HTMLDivElement> }) {
  const dispatch = useAppDispatch();
  const bottomInset = useAppSelector(selectBottomInset);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const dismiss = () => dispatch(toastDismissed(toast.id));

  // Swipe right: the toast follows the pointer; let go (or leave it) past the threshold to dismiss.
  const endSwipe = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setOffset(0);
    if (distance > SWIPE_THRESHOLD_PX) dismiss();
  };

  return (
    <Snackbar
      ref={ref}
      tabIndex={-1}
      open={toast.open}
      autoHideDuration={DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // Above a bar fixed along the bottom (the client area's navigation on a narrow screen), not over it.
      style={bottomInset ? { bottom: bottomInset + GAP_PX } : undefined}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      slotProps={{ transition: { onExited: () => dispatch(toastRemoved(toast.id)) } }}
    >
      {/* Filled: white text on the theme's green or red, both above 4.5:1 (theme.ts). */}
      <Alert
        variant="filled"
        severity={toast.variant === 'destructive' ? 'error' : 'success'}
        role={toast.variant === 'destructive' ? 'alert' : 'status'}
        onClose={dismiss}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerMove={(event) => {
          if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
        }}
        onPointerUp={endSwipe}
        onPointerLeave={endSwipe}
        onPointerCancel={() => {
          swipeStart.current = null;
          setOffset(0);
        }}
        // Inline, as the Snackbar's transition styles the transform inline too.
        style={offset ? { transform: `translateX(${offset}px)` } : undefined}
        sx={{ width: '100%', boxShadow: 6, touchAction: 'none' }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
