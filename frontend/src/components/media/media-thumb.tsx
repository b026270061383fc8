import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import type { PostMediaKind } from '../../api';

const SIZE = 24;

/**
 * The calendar's small picture of a post's media: its first image or page, else the kind's icon (no
 * thumbnail given). Drawn only: the post's name beside it says in words that it has media.
 */
export function MediaThumb({ kind, url }: { kind: PostMediaKind; url: string | null }) {
  if (!url) {
    const Icon = kind === 'document' ? PictureAsPdfIcon : ImageIcon;
    return <Icon aria-hidden data-testid="media-thumb" sx={{ fontSize: 16, mt: 0.25, flexShrink: 0 }} />;
  }
  return (
    <Box
      component="img"
      src={url}
      // Decorative here: the link's name says "with images" or "PDF carousel".
      alt=""
      data-testid="media-thumb"
      loading="lazy"
      decoding="async"
      width={SIZE}
      height={SIZE}
      sx={{
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        objectFit: 'cover',
        borderRadius: 0.5,
        bgcolor: 'rgba(255, 255, 255, 0.3)',
      }}
    />
  );
}
