import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import type { CommentAnchorDto, SuggestionDto } from '../../api';
import { LengthCounter, LIMITED_MAX_ROWS, REASON_LIMIT, fits, lengthHelp } from '../form/length-limit';
import { DiffRuns } from '../text-diff';
import { VisuallyHidden } from '../visually-hidden';
import { diffWords } from '../word-diff';

/** Where a thread's words stand (the API's CommentThreadDto.anchor), and its suggested edit. */
export type TextAnchor = CommentAnchorDto;
export type TextSuggestion = SuggestionDto;

/** The words a comment is on, as a quote: visually set apart, and named for a screen reader by `prefix`. */
export function QuoteBlock({ quote, prefix, clamp }: { quote: string; prefix: string; clamp?: number }) {
  return (
    <Box
      component="blockquote"
      sx={{
        m: 0,
        py: 0.75,
        px: 1.5,
        borderLeft: 4,
        borderColor: 'warning.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontStyle: 'italic',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        ...(clamp && {
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: String(clamp),
          overflow: 'hidden',
        }),
      }}
    >
      <VisuallyHidden>{`${prefix} `}</VisuallyHidden>
      {quote}
    </Box>
  );
}

/**
 * The words a thread is on: the quote (three lines at most, then "…"), and either "Show in text", which
 * scrolls to them (`onShow`), or, when they are no longer in the text, an "Outdated" chip saying so.
 */
export function AnchorQuote({ anchor, onShow }: { anchor: TextAnchor; onShow?: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.75, justifyItems: 'start' }}>
      <Box sx={{ justifySelf: 'stretch' }}>
        <QuoteBlock quote={anchor.quote} prefix="On the words:" clamp={3} />
      </Box>
      {anchor.outdated ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip size="small" label="Outdated" variant="outlined" />
          <Typography variant="body2" color="text.secondary">
            These words are no longer in the text
          </Typography>
        </Box>
      ) : (
        onShow && (
          <Button size="small" onClick={onShow} aria-label={`Show in text: ${anchor.quote}`}>
            Show in text
          </Button>
        )
      )}
    </Box>
  );
}

function stateLine(suggestion: TextSuggestion): string {
  const by = suggestion.decidedByName ? ` by ${suggestion.decidedByName}` : '';
  if (suggestion.state === 'accepted') return `Accepted${by}`;
  if (suggestion.state === 'declined')
    return `Declined${by}${suggestion.reason ? `: ${suggestion.reason}` : ''}`;
  if (suggestion.notTakenInto) return `Not taken into version ${suggestion.notTakenInto}`;
  return 'Suggested edit';
}

/**
 * A suggested edit: the quote changed into the suggested words, word by word (removed words struck
 * through, added ones underlined, each named for a screen reader), and what became of it: "Suggested
 * edit" (and "Outdated: its words have changed since" when they have), "Accepted by …", "Declined by
 * …: reason", or "Not taken into version 2" once a version went out without it. For the team, `onAccept` and `onDecline` add "Accept" and "Decline"; Decline asks for a
 * reason, which the client reads. When the suggestion cannot be accepted now (`acceptRefusal`), Accept is
 * off and says why.
 */
export function SuggestionView({
  quote,
  suggestion,
  onAccept,
  onDecline,
}: {
  quote: string;
  suggestion: TextSuggestion;
  /** Answers whether it was accepted. */
  onAccept?: () => Promise<boolean>;
  /** Answers whether it was declined (the reason typed stays when it was not). */
  onDecline?: (reason: string) => Promise<boolean>;
}) {
  const diff = useMemo(() => diffWords(quote, suggestion.text), [quote, suggestion.text]);
  const [declining, setDeclining] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const pending = suggestion.state === 'pending';
  const refusalId = useId();

  const accept = async () => {
    if (!onAccept) return;
    setAccepting(true);
    await onAccept();
    setAccepting(false);
  };

  return (
    <Box
      component="section"
      aria-label="Suggested edit"
      sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="p" data-testid="suggestion-state">
          {stateLine(suggestion)}
        </Typography>
        {pending && suggestion.outdated && !suggestion.notTakenInto && (
          <Typography variant="body2" color="text.secondary">
            Outdated: its words have changed since
          </Typography>
        )}
      </Box>
      <DiffRuns parts={diff.parts} testId="suggestion-diff" lineHeight={1.5} />
      {pending && (onAccept || onDecline) && !declining && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {onAccept && (
              <Button
                size="small"
                variant="outlined"
                color="success"
                onClick={accept}
                loading={accepting}
                disabled={!!suggestion.acceptRefusal}
                aria-describedby={suggestion.acceptRefusal ? refusalId : undefined}
              >
                Accept
              </Button>
            )}
            {onDecline && (
              <Button size="small" onClick={() => setDeclining(true)} disabled={accepting}>
                Decline
              </Button>
            )}
          </Box>
          {onAccept && suggestion.acceptRefusal && (
            <Typography id={refusalId} variant="body2" color="text.secondary">
              {suggestion.acceptRefusal}
            </Typography>
          )}
        </Box>
      )}
      {pending && onDecline && declining && (
        <DeclineForm
          onCancel={() => setDeclining(false)}
          onDecline={async (reason) => {
            const declined = await onDecline(reason);
            if (declined) setDeclining(false);
            return declined;
          }}
        />
      )}
    </Box>
  );
}

/** Why the suggestion is declined: required, as the client reads it. */
function DeclineForm({
  onDecline,
  onCancel,
}: {
  onDecline: (reason: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState, control } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  const length = useWatch({ control, name: 'reason' }).trim().length;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(async ({ reason }) => void (await onDecline(reason.trim())))}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label="Reason"
        required
        multiline
        minRows={1}
        maxRows={LIMITED_MAX_ROWS}
        fullWidth
        autoFocus
        {...lengthHelp(length, REASON_LIMIT, formState.errors.reason?.message, 'The client reads it.')}
        {...register('reason', {
          validate: {
            given: (value) => value.trim().length > 0 || 'Please give a reason',
            fits: (value) => fits(REASON_LIMIT)(value.trim().length),
          },
        })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" size="small" variant="contained" color="error" loading={formState.isSubmitting}>
          Decline suggestion
        </Button>
        <Button size="small" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        {length > REASON_LIMIT.max && <LengthCounter length={length} max={REASON_LIMIT.max} />}
      </Box>
    </Box>
  );
}
