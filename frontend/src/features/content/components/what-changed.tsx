import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import type { PostDetailsDto } from '../../../api';
import { formatDate } from '../../../components/format';
import { SectionCard } from '../../../components/section-card';
import { TextDiff } from '../../../components/text-diff';

// Fetched only for versions with media: Content Details is in every page's first JavaScript (the
// common chunk), and text-only posts need none of it.
const MediaChanges = lazy(() =>
  import('./media-changes-list').then((module) => ({ default: module.MediaChanges })),
);

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
      {(previous.media ?? post.media) && (
        <Suspense>
          <MediaChanges before={previous.media} after={post.media} />
        </Suspense>
      )}
    </SectionCard>
  );
}
