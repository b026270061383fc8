import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { PostMediaDto, PostMediaKind } from '../../api';

/** What a list says of a post's media: "3 images", "1 image", "PDF carousel"; null for text only. */
export function mediaLabel(kind: PostMediaKind | null, count: number): string | null {
  if (kind === 'document') return 'PDF carousel';
  if (kind === 'images') return count === 1 ? '1 image' : `${count} images`;
  return null;
}

/**
 * A list's sign that a post carries media: an image or PDF icon, named for screen readers ("3 images",
 * "PDF carousel") and on hover. Nothing for a text-only post.
 */
export function MediaBadge({ kind, count }: { kind: PostMediaKind | null; count: number }) {
  const label = mediaLabel(kind, count);
  if (!label) return null;
  const Icon = kind === 'document' ? PictureAsPdfIcon : ImageIcon;
  return (
    <Icon
      titleAccess={label}
      fontSize="small"
      data-testid="media-badge"
      sx={{ verticalAlign: 'text-bottom' }}
    />
  );
}

/** The badge of a post answered with its media (the portal's lists). */
export function PostMediaBadge({ media }: { media: PostMediaDto | null }) {
  return <MediaBadge kind={media?.items.length ? media.kind : null} count={media?.items.length ?? 0} />;
}
