import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminPostDto, PostMediaDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { describeMediaChanges } from '../../../components/media/media-changes';
import { SectionCard } from '../../../components/section-card';
import { TextDiff, type ComparedText } from '../../../components/text-diff';

const CURRENT = 'current';

interface Choice {
  value: string;
  label: string;
  text: ComparedText;
  media: PostMediaDto | null;
}

/**
 * The post page's "Compare versions": any two of the versions delivered and, on a draft, the current
 * draft as last saved, word by word, and what changed in their images or document. It opens on what the next delivery would change (the last version
 * delivered against the draft) or, on a post not in draft, on what the last delivery changed. Nothing
 * while there is only one text to compare.
 */
export function CompareVersions({ post, unsaved }: { post: AdminPostDto; unsaved: boolean }) {
  // Newest first, as the revision history lists them; out of draft, the text is the last version's.
  const choices: Choice[] = [
    ...(post.editable ? [{ value: CURRENT, label: 'Current draft', text: post, media: post.media }] : []),
    ...post.versions.map((version) => ({
      value: String(version.number),
      label: `Version ${version.number} · delivered ${formatDate(version.deliveredAt)}`,
      text: version,
      media: version.media,
    })),
  ];
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  if (choices.length < 2) return null;
  // A choice gone since (the draft, once delivered) falls back to the default.
  const valid = (value: string | undefined) => choices.find((choice) => choice.value === value);
  const from = valid(picked.from) ?? choices[1]!;
  const to = valid(picked.to) ?? choices[0]!;
  const pick = (side: 'from' | 'to') => (event: { target: { value: string } }) =>
    setPicked((current) => ({ ...current, [side]: event.target.value }));

  return (
    <SectionCard title="Compare versions">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          mb: 2,
        }}
      >
        <TextField select label="From" value={from.value} onChange={pick('from')}>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="To" value={to.value} onChange={pick('to')}>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {unsaved && (from.value === CURRENT || to.value === CURRENT) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The current draft as last saved: save it to compare your latest changes.
        </Typography>
      )}
      <TextDiff before={from.text} after={to.text} />
      <MediaChanges before={from.media} after={to.media} />
    </SectionCard>
  );
}

/**
 * What changed in the images or the document between the two (the draft's media is saved as it
 * changes: no unsaved state to warn of). Nothing when neither has any.
 */
function MediaChanges({ before, after }: { before: PostMediaDto | null; after: PostMediaDto | null }) {
  if (!before?.items.length && !after?.items.length) return null;
  const changes = describeMediaChanges(before, after);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Images or document
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No change.
        </Typography>
      ) : (
        <Box component="ul" data-testid="media-changes" sx={{ m: 0, pl: 2.5 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change} sx={{ overflowWrap: 'anywhere' }}>
              {change}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
