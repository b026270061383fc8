import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { PostValues } from '../post-format';
import { LinkedInPreview } from './linkedin-preview';
import { PostBodyField } from './post-body-field';

const titleRules = {
  validate: (value: string) => value.trim().length > 0 || 'Title is required',
  maxLength: { value: 255, message: 'Title must be at most 255 characters' },
};

/**
 * The post's fields (title, body with its character count, date) beside a LinkedIn preview of the
 * body; the preview goes below on a narrow screen. A delivered post shows its text read-only; a
 * published one its date too. Used to write a new post and to work on an existing one.
 */
export function PostEditor({
  control,
  clientName,
  textEditable = true,
  readOnlyHint,
  scheduleEditable = true,
  scheduleRules,
  before,
  footer,
}: {
  control: Control<PostValues>;
  clientName: string;
  textEditable?: boolean;
  /** Why the text cannot be edited now, when it cannot. */
  readOnlyHint?: string;
  scheduleEditable?: boolean;
  scheduleRules?: { validate: (value: string) => true | string };
  /** Fields above the title (the subscription of a new post). */
  before?: ReactNode;
  /** Under the fields: the form's buttons. */
  footer?: ReactNode;
}) {
  const content = useWatch({ control, name: 'content' });

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
        <PostBodyField control={control} readOnly={!textEditable} readOnlyHint={readOnlyHint} />
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
        <Box sx={{ position: { md: 'sticky' }, top: { md: 128 } }}>
          <LinkedInPreview clientName={clientName} text={content} />
        </Box>
      </Grid>
    </Grid>
  );
}
