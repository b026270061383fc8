import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useWatch, type Control } from 'react-hook-form';
import type { PostMediaDto } from '../../../api';
import { FormTextField } from '../../../components/form/form-text-field';
import type { FoldDevice } from '../../../components/linkedin-fold';
import { LinkedInPreview } from '../../../components/linkedin-preview';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { PostValues } from '../post-format';
import { findAvoidedWords, parseAvoidWords } from '../voice-check';
import { PostBodyField } from './post-body-field';
import { VoiceCheckPanel, type VoiceState } from './voice-check-panel';

const titleRules = {
  validate: (value: string) => value.trim().length > 0 || 'Title is required',
  maxLength: { value: 255, message: 'Title must be at most 255 characters' },
};

/**
 * The post's fields (title, body with its character count, date) beside a LinkedIn preview of the
 * body on a desktop or a phone, and the voice check from the client's onboarding answers; they go
 * below on a narrow screen. The body highlights its hook (the text above the fold on the device
 * chosen) and, once typing pauses, the client's words to avoid. A delivered post shows its text
 * read-only; a published one its date and pillar too. Used to write a new post and to work on an
 * existing one.
 */
export function PostEditor({
  control,
  clientName,
  voice,
  textEditable = true,
  readOnlyHint,
  scheduleEditable = true,
  scheduleRules,
  before,
  footer,
  media,
}: {
  control: Control<PostValues>;
  clientName: string;
  /** The client's onboarding answers the voice check reads. */
  voice: VoiceState;
  textEditable?: boolean;
  /** Why the text cannot be edited now, when it cannot. */
  readOnlyHint?: string;
  /** The date and the pillar may change (all but a published post's). */
  scheduleEditable?: boolean;
  scheduleRules?: { validate: (value: string) => true | string };
  /** Fields above the title (the subscription of a new post). */
  before?: ReactNode;
  /** Under the fields: the form's buttons. */
  footer?: ReactNode;
  /** The draft's images or document, shown in the preview. */
  media?: PostMediaDto | null;
}) {
  const content = useWatch({ control, name: 'content' });
  const pillar = useWatch({ control, name: 'pillar' });
  const [device, setDevice] = useState<FoldDevice>('desktop');
  const checked = useDebouncedValue(content);
  const answers = voice.status === 'ready' ? voice.voice : null;
  const words = useMemo(() => parseAvoidWords(answers?.avoidWords), [answers]);
  const found = useMemo(() => findAvoidedWords(checked, words), [checked, words]);
  // Marked in the text only while they are where the check found them (typing paused).
  const flagged = checked === content ? found.flatMap((word) => word.ranges) : [];

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        {before}
        <FormTextField
          control={control}
          name="title"
          rules={titleRules}
          label="Title"
          helperText={textEditable ? 'For you and the client: it is not posted on LinkedIn.' : undefined}
          slotProps={{ input: { readOnly: !textEditable }, htmlInput: { maxLength: 255 } }}
        />
        <PostBodyField
          control={control}
          readOnly={!textEditable}
          readOnlyHint={readOnlyHint}
          device={device}
          flagged={flagged}
        />
        <FormTextField
          control={control}
          name="scheduledFor"
          rules={scheduleRules}
          type="datetime-local"
          label="Scheduled for"
          helperText={
            scheduleEditable ? 'Optional: when it should go out on LinkedIn, in your time zone.' : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, input: { readOnly: !scheduleEditable } }}
        />
        {footer && <Box sx={{ mt: 2 }}>{footer}</Box>}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <LinkedInPreview
          authorName={clientName}
          text={content}
          media={media}
          // The team's preview: an image still without its alt text says so.
          markMissingAlt
          device={device}
          onDeviceChange={setDevice}
        />
        <VoiceCheckPanel
          state={voice}
          clientName={clientName}
          control={control}
          text={checked}
          words={words}
          found={found}
          pillar={pillar}
          pillarEditable={scheduleEditable}
        />
      </Grid>
    </Grid>
  );
}
