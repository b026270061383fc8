import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { DRAFT_MAX_CHARACTERS, LINKEDIN_MAX_CHARACTERS } from '../../../api';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { characterCount, formatNumber, overLimitMessage, type PostValues } from '../post-format';

const contentRules = {
  validate: (value: string) => {
    if (!value.trim()) return 'Post text is required';
    if (characterCount(value) > DRAFT_MAX_CHARACTERS) {
      return `A draft holds at most ${formatNumber(DRAFT_MAX_CHARACTERS)} characters`;
    }
    return true;
  },
};

/**
 * Says "over the limit" or "back within it" once, when the post crosses LinkedIn's limit, rather than
 * the count on every keystroke.
 */
function useLimitAnnouncement(over: boolean) {
  const [state, setState] = useState({ over, message: '' });
  if (state.over !== over) {
    setState({
      over,
      message: over
        ? `The post is over LinkedIn's limit of ${formatNumber(LINKEDIN_MAX_CHARACTERS)} characters.`
        : `The post is back within LinkedIn's limit of ${formatNumber(LINKEDIN_MAX_CHARACTERS)} characters.`,
    });
  }
  return state.message;
}

/**
 * The post's body, plain text (line breaks kept), with a live count against LinkedIn's 3,000
 * characters under it; over the limit the count and a message turn to the error colour.
 */
export function PostBodyField({
  control,
  readOnly,
  readOnlyHint = 'Delivered text: move the post back to draft to edit it.',
}: {
  control: Control<PostValues>;
  readOnly: boolean;
  /** Why the text cannot be edited now. */
  readOnlyHint?: string;
}) {
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name: 'content', rules: contentRules });
  const count = characterCount(field.value);
  const over = count - LINKEDIN_MAX_CHARACTERS;
  const announcement = useLimitAnnouncement(over > 0);

  let hint = 'Plain text: line breaks are kept.';
  if (readOnly) hint = readOnlyHint;
  if (over > 0) hint = overLimitMessage(over);
  if (error?.message) hint = error.message;

  return (
    <>
      <TextField
        {...field}
        inputRef={ref}
        label="Post"
        multiline
        minRows={8}
        fullWidth
        margin="normal"
        error={!!error}
        helperText={
          <Box
            component="span"
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <span>{hint}</span>
            <Box
              component="span"
              data-testid="character-count"
              sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatNumber(count)} / {formatNumber(LINKEDIN_MAX_CHARACTERS)}
            </Box>
          </Box>
        }
        slotProps={{
          input: { readOnly },
          formHelperText: { error: !!error || over > 0 },
        }}
      />
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </>
  );
}
