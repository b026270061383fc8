import { lazy, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AttachedMediaDto } from '../../api';
import { OnceOpened } from '../once-opened';
import { VisuallyHidden } from '../visually-hidden';
import { gridLayout, imageAlt, singleRatio, type GridRow } from './media-grid';
import { MissingAlt } from './missing-alt';

// Fetched when an image is first opened: a page that shows a grid carries no dialog with it.
const MediaLightbox = lazy(() =>
  import('./media-lightbox').then((module) => ({ default: module.MediaLightbox })),
);

/** A row's tiles' height over their width: a large tile alone about 2:1, the others square. */
const TILE_RATIO: Record<Exclude<GridRow['shape'], 'single'>, string> = { wide: '2 / 1', square: '1 / 1' };

/**
 * A post's images in LinkedIn's grid (media-grid.ts); each opens, with Enter, Space, a click or a tap,
 * in a lightbox that pages through them all. `markMissingAlt`: the team's view, where an image without
 * alt text says so.
 */
export function ImageGrid({
  items,
  markMissingAlt = false,
}: {
  items: AttachedMediaDto[];
  markMissingAlt?: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const { rows, more } = gridLayout(items.length);
  const last = rows.at(-1)?.indexes.at(-1);

  const tile = (index: number, shape: GridRow['shape']) => {
    const item = items[index];
    const alt = imageAlt(item, index, items.length);
    const ratio = shape === 'single' ? String(singleRatio(item.width, item.height)) : TILE_RATIO[shape];
    const overflow = more > 0 && index === last;
    return (
      <ButtonBase
        key={item.id}
        focusRipple
        data-testid="media-tile"
        onClick={() => {
          setShown(index);
          setOpen(index);
        }}
        aria-haspopup="dialog"
        sx={{
          position: 'relative',
          display: 'block',
          flex: 1,
          minWidth: 0,
          aspectRatio: ratio,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        <Box
          component="img"
          src={shape === 'single' ? item.previewUrl : item.thumbnailUrl}
          alt={alt}
          loading="lazy"
          decoding="async"
          // The file's own size: the browser keeps the tile's room before the bytes come.
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {overflow && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.55)',
              color: '#fff',
              fontSize: '1.75rem',
              fontWeight: 600,
            }}
          >
            +{more}
            <VisuallyHidden>{more === 1 ? ' more image' : ' more images'}</VisuallyHidden>
          </Box>
        )}
        {markMissingAlt && !item.altText?.trim() && <MissingAlt />}
      </ButtonBase>
    );
  };

  return (
    <>
      <Box
        role="group"
        aria-label={items.length === 1 ? 'Image' : `${items.length} images`}
        sx={{ display: 'grid', gap: 0.5 }}
      >
        {rows.map((row) => (
          <Box key={row.indexes[0]} sx={{ display: 'flex', gap: 0.5 }}>
            {row.indexes.map((index) => tile(index, row.shape))}
          </Box>
        ))}
      </Box>
      <OnceOpened open={open !== null}>
        <MediaLightbox
          items={items}
          index={open ?? shown}
          open={open !== null}
          onIndexChange={(index) => {
            setShown(index);
            setOpen(index);
          }}
          onClose={() => setOpen(null)}
        />
      </OnceOpened>
    </>
  );
}
