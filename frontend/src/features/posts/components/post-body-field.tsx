import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useController, type Control } from 'react-hook-form';
import { DRAFT_MAX_CHARACTERS, LINKEDIN_MAX_CHARACTERS } from '../../../api';
import { formatCount } from '../../../components/format';
import { splitAtFold, type FoldDevice } from '../../../components/linkedin-fold';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { characterCount, overLimitMessage, type PostValues } from '../post-format';

const contentRules = {
  validate: (value: string) => {
    if (!value.trim()) return 'Post text is required';
    if (characterCount(value) > DRAFT_MAX_CHARACTERS) {
      return `A draft holds at most ${formatCount(DRAFT_MAX_CHARACTERS)} characters`;
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
        ? `The post is over LinkedIn's limit of ${formatCount(LINKEDIN_MAX_CHARACTERS)} characters.`
        : `The post is back within LinkedIn's limit of ${formatCount(LINKEDIN_MAX_CHARACTERS)} characters.`,
    });
  }
  return state.message;
}

interface Range {
  start: number;
  end: number;
}

/** The text cut where the hook ends and where a flagged word starts or ends, each piece marked. */
function highlightPieces(text: string, hookEnd: number, flagged: Range[]) {
  const cuts = new Set([0, hookEnd, text.length]);
  for (const { start, end } of flagged) cuts.add(start).add(end);
  const points = [...cuts].filter((point) => point <= text.length).sort((a, b) => a - b);
  return points.slice(0, -1).map((start, index) => {
    const end = points[index + 1]!;
    return {
      start,
      text: text.slice(start, end),
      hook: start < hookEnd,
      flagged: flagged.some((range) => range.start <= start && end <= range.end),
    };
  });
}

/**
 * Behind the text area, the same text in transparent ink: the hook (what the feed shows above the
 * fold) on a tinted ground, and the avoided words marked, so they show through the text typed over
 * them. Visual only (aria-hidden): the text under the field says the same in words. It sits where
 * the outlined field puts its text (16.5 px down, 14 px in) in the field's own font, so it wraps alike.
 */
function HighlightLayer({ text, hookEnd, flagged }: { text: string; hookEnd: number; flagged: Range[] }) {
  return (
    <Box
      aria-hidden
      data-testid="highlight-layer"
      sx={(theme) => ({
        ...theme.typography.body1,
        lineHeight: '1.4375em',
        position: 'absolute',
        top: '16.5px',
        left: '14px',
        right: '14px',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
        color: 'transparent',
        pointerEvents: 'none',
        userSelect: 'none',
        '& .hook': { bgcolor: alpha(theme.palette.primary.main, 0.12), borderRadius: 0.5 },
        '& .flagged': {
          bgcolor: alpha(theme.palette.error.main, 0.22),
          textDecoration: 'underline wavy',
          textDecorationColor: theme.palette.error.main,
          textUnderlineOffset: '3px',
        },
      })}
    >
      {highlightPieces(text, hookEnd, flagged).map((piece) => (
        <span
          key={piece.start}
          className={
            [piece.hook && 'hook', piece.flagged && 'flagged'].filter(Boolean).join(' ') || undefined
          }
          data-flagged={piece.flagged || undefined}
        >
          {piece.text}
        </span>
      ))}
      {/* A text ending in a line break has one more (empty) line in the text area. */}
      {'\u200b'}
    </Box>
  );
}

/**
 * The post's body, plain text (line breaks kept), with a live count against LinkedIn's 3,000
 * characters under it; over the limit the count and a message turn to the error colour. The hook
 * (the text above the fold on the chosen device) and the avoided words `flagged` are highlighted
 * behind the text, and a line under it says how many characters are above the fold.
 */
export function PostBodyField({
  control,
  readOnly,
  readOnlyHint = 'Delivered text: move the post back to draft to edit it.',
  device = 'desktop',
  flagged = [],
}: {
  control: Control<PostValues>;
  readOnly: boolean;
  /** Why the text cannot be edited now. */
  readOnlyHint?: string;
  /** The feed whose fold the hook is measured on. */
  device?: FoldDevice;
  /** Where the avoided words are in the text as it stands. */
  flagged?: Range[];
}) {
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name: 'content', rules: contentRules });
  const count = characterCount(field.value);
  const over = count - LINKEDIN_MAX_CHARACTERS;
  const announcement = useLimitAnnouncement(over > 0);
  const { hook, rest } = splitAtFold(field.value, device);
  const hookCharacters = characterCount(hook);

  let hint = 'Plain text: line breaks are kept.';
  if (readOnly) hint = readOnlyHint;
  if (over > 0) hint = overLimitMessage(over);
  if (error?.message) hint = error.message;

  return (
    <>
      <Box sx={{ position: 'relative', mt: 2, mb: 1 }}>
        <HighlightLayer text={field.value} hookEnd={hook.length} flagged={flagged} />
        <TextField
          {...field}
          inputRef={ref}
          label="Post"
          multiline
          minRows={8}
          fullWidth
          margin="none"
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
                {formatCount(count)} / {formatCount(LINKEDIN_MAX_CHARACTERS)}
              </Box>
            </Box>
          }
          slotProps={{
            input: { readOnly },
            formHelperText: { error: !!error || over > 0 },
          }}
        />
      </Box>
      {field.value.trim() && (
        <Typography variant="body2" color="text.secondary" data-testid="above-the-fold">
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 12,
              height: 12,
              mr: 1,
              verticalAlign: 'middle',
              borderRadius: 0.5,
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
              border: 1,
              borderColor: 'primary.main',
            }}
          />
          Above the fold: {formatCount(hookCharacters)} characters
          {rest ? ` (${device}: the rest is behind "…see more")` : ` (${device}: the whole post shows)`}
        </Typography>
      )}
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </>
  );
}
