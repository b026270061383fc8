import { useId, useRef, useState, type KeyboardEvent } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AttachedMediaDto } from '../../api';
import { PagerButton } from './pager-button';

/** "12 pages", "1 page". */
export const pagesLabel = (count: number) => (count === 1 ? '1 page' : `${count} pages`);

/**
 * A document post as LinkedIn shows it: its title and page count above the pages drawn, one at a time,
 * in a row that scrolls sideways and snaps to each (a finger swipes it; a mouse's wheel or a trackpad
 * too); focused, Left/Right turn it; the Previous/Next buttons do the same, and "Page x of y" says where
 * it is. When the document has more pages than were drawn, the last slide says so and offers the PDF.
 */
export function DocumentCarousel({ item, title }: { item: AttachedMediaDto; title: string | null }) {
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const drawn = item.pageUrls.length;
  const pageCount = item.pageCount ?? drawn;
  const rest = Math.max(0, pageCount - drawn);
  const slides = drawn + (rest > 0 ? 1 : 0);
  const name = title?.trim() || item.fileName;

  const go = (next: number) => {
    const target = Math.max(0, Math.min(slides - 1, next));
    setIndex(target);
    const element = list.current;
    if (!element) return;
    const left = target * element.clientWidth;
    // A browser glides there (the scroll then keeps `index`), at once for who asked for less motion;
    // jsdom has no scrollTo on elements.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (typeof element.scrollTo === 'function')
      element.scrollTo({ left, behavior: still ? 'auto' : 'smooth' });
    else element.scrollLeft = left;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(slides - 1);
    else return;
    event.preventDefault();
  };
  // A swipe or a scroll moved the row: the slide it snapped to is the one shown.
  const onScroll = () => {
    const element = list.current;
    if (!element || !element.clientWidth) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== index && shown >= 0 && shown < slides) setIndex(shown);
  };
  const status =
    index < drawn
      ? `Page ${index + 1} of ${pageCount}`
      : `+${rest} more ${rest === 1 ? 'page' : 'pages'} in the PDF`;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-testid="document-carousel"
      sx={{ bgcolor: 'action.hover' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }}>
        <PictureAsPdfIcon aria-hidden fontSize="small" color="action" />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {pagesLabel(pageCount)}
          </Typography>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={list}
        tabIndex={0}
        aria-label={`${name}, pages`}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        {item.pageUrls.map((url, page) => (
          <Box component="li" key={url} aria-current={page === index ? 'true' : undefined} sx={slide}>
            <Box
              component="img"
              src={url}
              alt={`Page ${page + 1} of ${pageCount}`}
              // The first page comes with the post; the others as they are swiped to.
              loading={page === 0 ? 'eager' : 'lazy'}
              decoding="async"
              sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', bgcolor: '#fff' }}
            />
          </Box>
        ))}
        {rest > 0 && (
          <Box component="li" aria-current={index === drawn ? 'true' : undefined} sx={slide}>
            <Box
              sx={{
                height: '100%',
                display: 'grid',
                placeContent: 'center',
                gap: 1,
                p: 2,
                textAlign: 'center',
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                +{rest} more {rest === 1 ? 'page' : 'pages'} in the PDF
              </Typography>
              <Link href={item.originalUrl} download={item.fileName} variant="body2">
                Download the PDF
              </Link>
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5 }}>
        <PagerButton label="Previous page" atEnd={index === 0} onPress={() => go(index - 1)}>
          <ChevronLeftIcon />
        </PagerButton>
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
          {status}
        </Typography>
        <PagerButton label="Next page" atEnd={index >= slides - 1} onPress={() => go(index + 1)}>
          <ChevronRightIcon />
        </PagerButton>
      </Box>
    </Box>
  );
}

/** One slide: the row's whole width, square as LinkedIn shows a page, snapped to. */
const slide = {
  flex: '0 0 100%',
  aspectRatio: '1 / 1',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
} as const;
