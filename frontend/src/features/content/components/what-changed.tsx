import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PostDetailsDto, PostMediaDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { describeMediaChanges } from '../../../components/media/media-changes';
import { SectionCard } from '../../../components/section-card';
import { TextDiff } from '../../../components/text-diff';

/**
 * Content Details' "What changed since you last reviewed" (docs/product.md, "Content details"): on a
 * post delivered again, the version delivered before against the one the client has now. Nothing after
 * a first delivery. Under the words, what changed in its images or document (docs/product.md, "Images and
 * documents"), when either version has any.
 */
export function WhatChanged({ post }: { post: PostDetailsDto }) {
  const previous = post.previousVersion;
  if (!previous) return null;
  return (
    <SectionCard title="What changed since you last reviewed">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Version {previous.number}, delivered {formatDate(previous.deliveredAt)}, against the version you have
        now.
      </Typography>
      <TextDiff before={previous} after={post} />
      <MediaChanges before={previous.media} after={post.media} />
    </SectionCard>
  );
}

function MediaChanges({ before, after }: { before: PostMediaDto | null; after: PostMediaDto | null }) {
  const kind = (after ?? before)?.kind;
  if (!kind) return null;
  const changes = describeMediaChanges(before, after);
  const what = kind === 'document' ? 'document' : 'images';
  return (
    <Box component="section" aria-label="Media changes" data-testid="media-changes" sx={{ mt: 2 }}>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No changes to the {what}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change}>
              {change}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
