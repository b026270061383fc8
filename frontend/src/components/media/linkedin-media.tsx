import Box from '@mui/material/Box';
import type { PostMediaDto } from '../../api';
import { DocumentCarousel } from './document-carousel';
import { ImageGrid } from './image-grid';

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
      {media.kind === 'document' ? (
        <DocumentCarousel item={media.items[0]} title={media.documentTitle} />
      ) : (
        <ImageGrid items={media.items} markMissingAlt={markMissingAlt} />
      )}
    </Box>
  );
}
