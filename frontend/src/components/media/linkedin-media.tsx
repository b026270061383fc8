import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { PostMediaDto } from '../../api';

// Fetched when a post with media is first shown: the pages and lists that carry this file (through the
// LinkedIn preview) load neither the grid nor the carousel for text-only posts.
// One chunk for both: a second file's stub costs every page more than the smaller of them.
const MediaView = lazy(() => import('./media-view'));

/**
 * A post's images or document as LinkedIn shows them under the text (docs/product.md, "Images and
 * documents"): the images in the feed's grid, a document as a carousel of its pages. `bleed`: inside the
 * LinkedIn preview's card, it reaches the card's edges as in the feed. Nothing for a text-only post.
 */
export function LinkedInMedia({
  media,
  markMissingAlt = false,
  bleed = 0,
}: {
  media: PostMediaDto | null | undefined;
  /** The team's view: an image without alt text says so. */
  markMissingAlt?: boolean;
  /** The card's padding the media reaches out over, in theme spacing. */
  bleed?: number;
}) {
  if (!media || media.items.length === 0) return null;
  return (
    <Box data-testid="linkedin-media" sx={{ mx: -bleed }}>
      {/* While its code comes: the room it will take, so the page does not jump. */}
      <Suspense fallback={<Box aria-busy="true" sx={{ aspectRatio: '1 / 1', bgcolor: 'action.hover' }} />}>
        <MediaView media={media} markMissingAlt={markMissingAlt} />
      </Suspense>
    </Box>
  );
}
