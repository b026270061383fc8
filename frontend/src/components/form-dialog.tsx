import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** What a page gives a dialog: whether it is open, and how to close it. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** What FormDialog gives its form: how to close, and how to say it is busy saving. */
export interface DialogBodyProps {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
}

/**
 * A dialog holding a form: full screen on a phone, titled for screen readers, and not closed by
 * Escape or a click outside while the form says it is busy saving (so no answer is lost half-way).
 * Its content unmounts once closed, so each opening starts afresh.
 */
export function FormDialog({
  open,
  onClose,
  title,
  children,
}: DialogProps & {
  title: ReactNode;
  /** The form, given how to close and how to say it is busy. */
  children: (body: DialogBodyProps) => ReactNode;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children({ onClose, onBusyChange: setBusy })}
    </Dialog>
  );
}

export interface DialogButtonsProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** The call runs: the button spins and Cancel waits. */
  busy: boolean;
  label: ReactNode;
  color?: ButtonProps['color'];
  disabled?: boolean;
  /** What the button does; without it, it submits the form around it. */
  onConfirm?: () => void;
  /** The buttons go one under the other when the dialog is too narrow for both. */
  wrap?: boolean;
}

/** A dialog's Cancel and its one main button. */
export function DialogButtons({
  onCancel,
  cancelLabel = 'Cancel',
  busy,
  label,
  color,
  disabled,
  onConfirm,
  wrap,
}: DialogButtonsProps) {
  return (
    <DialogActions sx={wrap ? { flexWrap: 'wrap', gap: 1 } : undefined}>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        disabled={disabled}
        loading={busy}
        onClick={onConfirm}
      >
        {label}
      </Button>
    </DialogActions>
  );
}

/** The form of a FormDialog: its fields, then Cancel and the submit button. */
export function DialogForm({
  onSubmit,
  children,
  ...buttons
}: Omit<DialogButtonsProps, 'onConfirm'> & { onSubmit: FormEventHandler; children: ReactNode }) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent>{children}</DialogContent>
      <DialogButtons {...buttons} />
    </Box>
  );
}

/**
 * A form in a plain dialog that stays mounted: the caller keeps the form (and empties it on closing),
 * and closes it only when not busy.
 */
export function PlainFormDialog({
  open,
  onClose,
  onExited,
  title,
  onSubmit,
  children,
  ...buttons
}: Omit<DialogButtonsProps, 'onConfirm' | 'onCancel'> & {
  open: boolean;
  /** Closes and empties the form; not called while busy. */
  onClose: () => void;
  /** Once the dialog has closed and faded out. */
  onExited?: () => void;
  title: ReactNode;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  const close = () => {
    if (!buttons.busy) onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" slotProps={{ transition: { onExited } }}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogButtons onCancel={close} {...buttons} />
      </form>
    </Dialog>
  );
}
