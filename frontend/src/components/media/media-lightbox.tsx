import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { AttachedMediaDto } from '../../api';
import { PagerButton } from './pager-button';
import { imageAlt } from './media-grid';

/** How far a finger moves sideways, in pixels, before it turns the image. */
const SWIPE = 40;

/**
 * A post's images one at a time, large: Left/Right arrows, the Previous/Next buttons or a swipe turn
 * them; Escape or the close button closes it, and the focus goes back to the image that opened it.
 */
export function MediaLightbox({
  items,
  index,
  open,
  onIndexChange,
  onClose,
}: {
  items: AttachedMediaDto[];
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const start = useRef<number | null>(null);
  const count = items.length;
  const item = items[Math.min(index, count - 1)];
  const go = (next: number) => {
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (moved <= -SWIPE) go(index + 1);
    else if (moved >= SWIPE) go(index - 1);
  };
  if (!item) return null;
  const alt = imageAlt(item, index, count);
  const status = `Image ${index + 1} of ${count}`;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-label={count === 1 ? 'Image' : 'Images'}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: {
          // A phone gives the image nearly all its width.
          sx: {
            bgcolor: 'grey.900',
            color: '#fff',
            m: { xs: 1, sm: 4 },
            width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography role="status" aria-live="polite" variant="body2">
          {status}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        // The page does not scroll sideways under a swipe; up and down still do.
        sx={{ position: 'relative', display: 'grid', placeItems: 'center', touchAction: 'pan-y', px: 1 }}
      >
        <Box
          component="img"
          key={item.id}
          src={item.previewUrl}
          alt={alt}
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          draggable={false}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', width: 'auto', height: 'auto' }}
        />
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 1 }}>
          <PagerButton
            label="Previous image"
            atEnd={index === 0}
            onPress={() => go(index - 1)}
            sx={navButton}
          >
            <ChevronLeftIcon />
          </PagerButton>
          <PagerButton
            label="Next image"
            atEnd={index === count - 1}
            onPress={() => go(index + 1)}
            sx={navButton}
          >
            <ChevronRightIcon />
          </PagerButton>
        </Box>
      )}
    </Dialog>
  );
}

const navButton = {
  color: 'inherit',
  '&.Mui-focusVisible': { outline: '2px solid #fff' },
} as const;
