import type { AttachedMediaDto } from '../../api';

/** A tile of the grid: the image at `index` of the post's images, in a row of `row.length` tiles. */
export interface GridRow {
  /** The indexes of the images the row shows, in order. */
  indexes: number[];
  /** Each tile's shape, as LinkedIn crops it: `wide` (about 2:1) for a large tile on its own, else square. */
  shape: 'single' | 'wide' | 'square';
}

/** Tiles of the grid and how many images are left out of it (the last tile's "+N"). */
export interface GridLayout {
  rows: GridRow[];
  more: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

/**
 * LinkedIn's grid under a post's text: one image at its own shape; two side by side; three or four,
 * one large above the others in a row; five or more, two above and three below, the last of them
 * saying how many more there are.
 */
export function gridLayout(count: number): GridLayout {
  if (count <= 0) return { rows: [], more: 0 };
  if (count === 1) return { rows: [{ indexes: [0], shape: 'single' }], more: 0 };
  if (count === 2) return { rows: [{ indexes: [0, 1], shape: 'square' }], more: 0 };
  if (count <= 4) {
    return {
      rows: [
        { indexes: [0], shape: 'wide' },
        { indexes: range(1, count), shape: 'square' },
      ],
      more: 0,
    };
  }
  return {
    rows: [
      { indexes: [0, 1], shape: 'square' },
      { indexes: [2, 3, 4], shape: 'square' },
    ],
    more: count - 5,
  };
}

/** The tallest and widest a lone image is shown (width / height), as the feed crops it. */
export const SINGLE_RATIO = { tallest: 4 / 5, widest: 1.91 };

/** A lone image's shape in the feed: its own, within LinkedIn's bounds; square when its size is unknown. */
export function singleRatio(width: number | null, height: number | null): number {
  if (!width || !height) return 1;
  return Math.min(SINGLE_RATIO.widest, Math.max(SINGLE_RATIO.tallest, width / height));
}

/**
 * An image's text for screen readers: its alt text, else where it stands ("Image 2 of 3"), never an
 * empty alt, which would hide content the post is about.
 */
export function imageAlt(item: Pick<AttachedMediaDto, 'altText'>, index: number, count: number): string {
  return item.altText?.trim() || `Image ${index + 1} of ${count}`;
}
