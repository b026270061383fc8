import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { COMMENT_LIMIT, LIMITED_MAX_ROWS, LengthCounter, fits, lengthHelp } from '../form/length-limit';

/**
 * Writes a comment or a reply. What was typed stays when sending fails (`onSend` answers false), and
 * goes once it is sent; past the length of a comment it stays too, said to be too long (form/length-limit.tsx).
 */
export function CommentForm({
  label,
  submitLabel,
  onSend,
  onCancel,
  initial = '',
  extra,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  /** Sends the trimmed text; answers whether it was taken. */
  onSend: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  initial?: string;
  /** Beside the buttons: a choice that goes with the comment (the team's "Team only"). */
  extra?: ReactNode;
  autoFocus?: boolean;
}) {
  const { register, handleSubmit, reset, control, formState } = useForm<{ body: string }>({
    defaultValues: { body: initial },
  });
  const length = useWatch({ control, name: 'body' }).trim().length;
  const counterId = useId();

  const submit = handleSubmit(async ({ body }) => {
    if (await onSend(body.trim())) reset({ body: '' });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        multiline
        minRows={2}
        maxRows={LIMITED_MAX_ROWS}
        fullWidth
        autoFocus={autoFocus}
        {...lengthHelp(length, COMMENT_LIMIT, formState.errors.body?.message)}
        slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
        {...register('body', {
          validate: {
            written: (value) => value.trim().length > 0 || 'Please write a comment',
            fits: (value) => fits(COMMENT_LIMIT)(value.trim().length),
          },
        })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        )}
        {extra}
        <LengthCounter id={counterId} length={length} max={COMMENT_LIMIT.max} />
      </Box>
    </Box>
  );
}
