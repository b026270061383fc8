import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { LINKEDIN_MAX_CHARACTERS, type ClientVoiceDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatCount } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { characterCount, type PostValues } from '../post-format';
import { NEAR_LIMIT_SHARE, parseRestrictions, type AvoidedWord } from '../voice-check';

/** Where the client's onboarding answers stand: loading, failed, or here (null: they have none). */
export type VoiceState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retrying: boolean; onRetry: () => void }
  | { status: 'ready'; voice: ClientVoiceDto | null };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The post's length against LinkedIn's 3,000 characters: a warning from 90% of it, an error over it. */
function LengthCheck({ text }: { text: string }) {
  const count = characterCount(text);
  const left = LINKEDIN_MAX_CHARACTERS - count;
  let alert = null;
  if (left < 0)
    alert = (
      <Alert severity="error" role="note">
        Over LinkedIn&apos;s limit by {formatCount(-left)} characters: shorten it before delivering.
      </Alert>
    );
  else if (count >= LINKEDIN_MAX_CHARACTERS * NEAR_LIMIT_SHARE)
    alert = (
      <Alert severity="warning" role="note">
        Near LinkedIn&apos;s limit: {formatCount(left)} characters left.
      </Alert>
    );
  return (
    <Section title="Length">
      <Typography variant="body2" sx={{ mb: alert ? 1 : 0 }}>
        {formatCount(count)} of LinkedIn&apos;s {formatCount(LINKEDIN_MAX_CHARACTERS)} characters.
      </Typography>
      {alert}
    </Section>
  );
}

/** The client's words to avoid found in the post, each with its count (highlighted in the text too). */
function AvoidWordsCheck({ words, found }: { words: string[]; found: AvoidedWord[] }) {
  const total = found.reduce((sum, word) => sum + word.count, 0);
  return (
    <Section title="Words to avoid">
      {words.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          The client named no words to avoid.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" aria-live="polite" sx={{ mb: found.length ? 1 : 0 }}>
            {found.length === 0
              ? `None of the ${words.length === 1 ? 'word' : `${words.length} words`} the client avoids.`
              : `${total === 1 ? '1 use' : `${total} uses`} of words the client avoids: marked in the text.`}
          </Typography>
          {found.length > 0 && (
            <Box
              component="ul"
              aria-label="Avoided words found"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {found.map(({ word, count }) => (
                <li key={word}>
                  <Chip color="error" variant="outlined" size="small" label={`“${word}” × ${count}`} />
                </li>
              ))}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Avoid: {words.join(', ')}
          </Typography>
        </>
      )}
    </Section>
  );
}

/** The content restrictions as a checklist for the writer; the ticks are theirs, not stored. */
function RestrictionsCheck({ restrictions }: { restrictions: string[] }) {
  const [ticked, setTicked] = useState<Set<number>>(() => new Set());
  const toggle = (index: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <Section title="Content restrictions">
      {restrictions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          The client named no content restrictions.
        </Typography>
      ) : (
        <>
          <FormGroup>
            {restrictions.map((restriction, index) => (
              <FormControlLabel
                key={`${index}-${restriction}`}
                control={<Checkbox size="small" checked={ticked.has(index)} onChange={() => toggle(index)} />}
                label={<Typography variant="body2">{restriction}</Typography>}
                sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
              />
            ))}
          </FormGroup>
          <Typography variant="caption" color="text.secondary" component="p">
            {ticked.size} of {restrictions.length} checked. Ticks are not saved: they are for you while you
            write.
          </Typography>
        </>
      )}
    </Section>
  );
}

/**
 * The voice check beside the post (docs/product.md, The post editor): advice from the client's onboarding
 * answers, never a block on saving or delivering. The avoided words found (from the text once typing pauses),
 * the content restrictions as a checklist, the pillar the post serves, and the length.
 */
export function VoiceCheckPanel({
  state,
  clientName,
  control,
  text,
  words,
  found,
  pillar,
  pillarEditable,
}: {
  state: VoiceState;
  clientName: string;
  control: Control<PostValues>;
  /** The post's text as the check last read it. */
  text: string;
  /** The client's words to avoid (voice-check.ts), and those found in the text. */
  words: string[];
  found: AvoidedWord[];
  /** The post's pillar as stored, kept as a choice even when the client's answers no longer name it. */
  pillar: string;
  pillarEditable: boolean;
}) {
  const headingId = useId();
  let body;
  if (state.status === 'loading') {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
        <CircularProgress size={20} aria-label="Loading the client's onboarding answers" />
        <Typography variant="body2" color="text.secondary">
          Loading the client&apos;s onboarding answers…
        </Typography>
      </Box>
    );
  } else if (state.status === 'error') {
    body = (
      <Box sx={{ mt: 2 }}>
        <LoadError
          title="Failed to load the client's onboarding answers"
          message={state.message}
          retrying={state.retrying}
          onRetry={state.onRetry}
        />
      </Box>
    );
  } else if (!state.voice) {
    body = (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {clientName} has no onboarding answers, so there are no words, restrictions or pillars to check
        against.
      </Typography>
    );
  } else {
    const { voice } = state;
    const pillars =
      voice.contentPillars.includes(pillar) || !pillar
        ? voice.contentPillars
        : [...voice.contentPillars, pillar];
    body = (
      <>
        {pillars.length > 0 && (
          <FormTextField
            control={control}
            name="pillar"
            select
            label="Content pillar"
            helperText="The client's pillar this post serves: the client page shows the mix."
            slotProps={{ input: { readOnly: !pillarEditable } }}
          >
            <MenuItem value="">
              <em>No pillar</em>
            </MenuItem>
            {pillars.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <AvoidWordsCheck words={words} found={found} />
        <RestrictionsCheck restrictions={parseRestrictions(voice.contentRestrictions)} />
      </>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Voice check
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Advice from {clientName}&apos;s onboarding answers: it never stops saving or delivering.
      </Typography>
      {body}
      <LengthCheck text={text} />
    </Paper>
  );
}
