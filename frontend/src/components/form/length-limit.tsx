import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '../format';

/**
 * The one way every free-text field treats its length: nothing typed or pasted is ever cut (no
 * `maxLength`); past `max` the field says `tooLong` at once, its counter how far over it is, and
 * `fits` refuses to send it. The limits are the server's.
 */
export interface LengthLimit {
  max: number;
  tooLong: string;
}

/**
 * How tall a limited free-text field grows before it scrolls inside: a long paste then leaves the
 * field's message and counter (and a dialog's buttons) in sight, on a phone too.
 */
export const LIMITED_MAX_ROWS = 10;

/** A comment or a reply (trimmed, as the server counts it). */
export const COMMENT_LIMIT: LengthLimit = {
  max: 2000,
  tooLong: 'Please keep a comment to 2000 characters or fewer',
};
/** The words a suggestion puts instead of the quote (spaces count). */
export const SUGGESTION_LIMIT: LengthLimit = {
  max: 3000,
  tooLong: 'Please keep the new words to 3000 characters or fewer',
};
/** Why a suggestion is declined (trimmed). */
export const REASON_LIMIT: LengthLimit = {
  max: 2000,
  tooLong: 'Please keep the reason to 2000 characters or fewer',
};

/** A client's note on a whole post, asking for a revision (trimmed), in the server's words. */
export const FEEDBACK_LIMIT: LengthLimit = {
  max: 1000,
  tooLong: 'Please keep your feedback to 1000 characters or fewer',
};

/** A react-hook-form rule: the text fits, or the message. */
export const fits =
  ({ max, tooLong }: LengthLimit) =>
  (length: number) =>
    length <= max || tooLong;

/** The field's error state and line under it: its error, else `tooLong` while over, else `hint`. */
export function lengthHelp(length: number, { max, tooLong }: LengthLimit, error?: string, hint?: ReactNode) {
  const over = length > max;
  return { error: !!error || over, helperText: error ?? (over ? tooLong : hint) };
}

/** "120/2,000 characters", and past the limit "5,000/2,000 characters: 3,000 over". */
export function LengthCounter({ id, length, max }: { id?: string; length: number; max: number }) {
  const over = length - max;
  return (
    <Typography id={id} variant="caption" color={over > 0 ? 'error' : 'text.secondary'} sx={{ ml: 'auto' }}>
      {`${formatCount(length)}/${formatCount(max)} characters${over > 0 ? `: ${formatCount(over)} over` : ''}`}
    </Typography>
  );
}

/**
 * `lengthHelp` with the count beside the message in the helper text, so that a screen reader reads
 * both as the field's description: for a field with nothing else around it.
 */
export function countedHelp(length: number, limit: LengthLimit, error?: string, hint?: ReactNode) {
  const help = lengthHelp(length, limit, error, hint);
  return {
    error: help.error,
    helperText: (
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {help.helperText && <span>{help.helperText}</span>}
        <LengthCounter length={length} max={limit.max} />
      </Box>
    ),
  };
}
