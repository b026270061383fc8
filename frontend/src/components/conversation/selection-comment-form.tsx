import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { VisuallyHidden } from '../visually-hidden';
import { QuoteBlock } from './anchor-quote';
import {
  COMMENT_LIMIT,
  LIMITED_MAX_ROWS,
  LengthCounter,
  SUGGESTION_LIMIT,
  fits,
  lengthHelp,
} from '../form/length-limit';

/** What the composer sends: the comment, and the words suggested instead of the quote when there are. */
export interface SelectionComment {
  body: string;
  suggestion?: string;
}

interface Values {
  body: string;
  suggest: boolean;
  replacement: string;
}

/**
 * Writes a comment on selected words: the words quoted above it (read out as "Commenting on the words:",
 * and announced politely when the form opens), "Your comment", and, when `canSuggest`, a "Suggest new
 * words" switch that opens "Replace with", prefilled with the words. A comment may be empty when it
 * suggests words; suggested words must differ from the quote (they may be empty: take the words out).
 * As CommentForm: what was typed stays when sending fails (`onSend` answers false) and goes once sent.
 */
export function SelectionCommentForm({
  quote,
  canSuggest = false,
  onSend,
  onCancel,
  submitLabel = 'Add comment',
  autoFocus = true,
  extra,
  initial,
}: {
  quote: string;
  canSuggest?: boolean;
  /** Sends the trimmed comment and the suggestion (as typed); answers whether it was taken. */
  onSend: (comment: SelectionComment) => Promise<boolean>;
  onCancel: () => void;
  submitLabel?: string;
  autoFocus?: boolean;
  /** More controls above the buttons (the team's "Team only" switch). */
  extra?: ReactNode;
  /**
   * A comment being changed: its words and, for one that suggests an edit, its new words (the switch
   * then stays on: a suggestion sent for review is changed, not taken back; delete the comment for that).
   */
  initial?: { body: string; suggestion?: string };
}) {
  const keepsSuggestion = initial?.suggestion !== undefined;
  const { register, handleSubmit, reset, control, formState, getValues, trigger } = useForm<Values>({
    defaultValues: {
      body: initial?.body ?? '',
      suggest: keepsSuggestion,
      replacement: initial?.suggestion ?? quote,
    },
  });
  const length = useWatch({ control, name: 'body' }).trim().length;
  const suggest = useWatch({ control, name: 'suggest' });
  const replacementLength = useWatch({ control, name: 'replacement' }).length;
  const counterId = useId();
  const errors = formState.errors;

  // Read out once the form is there: a live region announces what changes in it, not what it starts with.
  // (Written into the region once it is in the page; React keeps no children there.)
  const live = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (live.current) live.current.textContent = `Commenting on the words: ${quote}`;
  }, [quote]);

  const submit = handleSubmit(async (values) => {
    const comment: SelectionComment = { body: values.body.trim() };
    if (canSuggest && values.suggest) comment.suggestion = values.replacement;
    if (await onSend(comment)) reset({ body: '', suggest: false, replacement: quote });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <VisuallyHidden>
        <span ref={live} aria-live="polite" data-testid="quote-announcement" />
      </VisuallyHidden>
      <QuoteBlock quote={quote} prefix="Commenting on the words:" />
      <TextField
        label="Your comment"
        multiline
        minRows={2}
        maxRows={LIMITED_MAX_ROWS}
        fullWidth
        autoFocus={autoFocus}
        {...lengthHelp(length, COMMENT_LIMIT, errors.body?.message)}
        slotProps={{ htmlInput: { 'aria-describedby': counterId } }}
        {...register('body', {
          validate: {
            written: (value, all) =>
              value.trim().length > 0 || (canSuggest && all.suggest) || 'Please write a comment',
            fits: (value) => fits(COMMENT_LIMIT)(value.trim().length),
          },
        })}
      />
      {canSuggest && !keepsSuggestion && (
        <Controller
          control={control}
          name="suggest"
          render={({ field }) => (
            <FormControlLabel
              label="Suggest new words"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    // A comment left empty may now go (or may no longer): say so at once if it was said.
                    if (formState.isSubmitted) void trigger('body');
                  }}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      )}
      {canSuggest && suggest && (
        <TextField
          label="Replace with"
          multiline
          minRows={1}
          maxRows={LIMITED_MAX_ROWS}
          fullWidth
          {...lengthHelp(replacementLength, SUGGESTION_LIMIT, errors.replacement?.message)}
          {...register('replacement', {
            validate: {
              differs: (value) =>
                !getValues('suggest') ||
                value !== quote ||
                'Suggest different words, or turn the suggestion off',
              fits: (value) => !getValues('suggest') || fits(SUGGESTION_LIMIT)(value.length),
            },
          })}
        />
      )}
      {canSuggest && suggest && replacementLength > SUGGESTION_LIMIT.max && (
        <LengthCounter length={replacementLength} max={SUGGESTION_LIMIT.max} />
      )}
      {extra}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button size="small" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <LengthCounter id={counterId} length={length} max={COMMENT_LIMIT.max} />
      </Box>
    </Box>
  );
}
