import type { PostMediaDto } from '../../api';
import { DocumentCarousel } from './document-carousel';
import { ImageGrid } from './image-grid';

/** The images in the feed's grid, or the document as a carousel (linkedin-media.tsx loads it lazily). */
export default function MediaView({
  media,
  markMissingAlt,
}: {
  media: PostMediaDto;
  markMissingAlt: boolean;
}) {
  return media.kind === 'document' ? (
    <DocumentCarousel item={media.items[0]} title={media.documentTitle} />
  ) : (
    <ImageGrid items={media.items} markMissingAlt={markMissingAlt} />
  );
}
