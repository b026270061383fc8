/**
 * LinkedIn's fold: how much of a post the feed shows before "…see more" (docs/product.md, The post editor).
 * The feed cuts after about 210 characters or 3 lines on a desktop, 140 characters or 3 lines on a phone,
 * whichever comes first. A line break ends a line; a long line wraps, and how many lines it takes is
 * estimated from the characters a line of the feed holds: about 70 on a desktop (a 555 px column of 14 px
 * text) and 47 on a phone (a 360 px screen), which is also why 3 lines make about 210 and 140 characters.
 * Estimates, as LinkedIn's own cut depends on the font and the screen: near enough to write a hook to.
 */
export type FoldDevice = 'desktop' | 'mobile';

export const FOLD_RULES: Record<
  FoldDevice,
  { characters: number; lines: number; charactersPerLine: number }
> = {
  desktop: { characters: 210, lines: 3, charactersPerLine: 70 },
  mobile: { characters: 140, lines: 3, charactersPerLine: 47 },
};

/** A cut inside a word moves back to the space before it, unless that loses more than this. */
const WORD_BACKTRACK = 20;

/**
 * Where the feed folds `text` on `device`: the index (in the string, UTF-16) where the hidden part
 * starts, after the spaces that end the visible part; `text.length` when the whole post shows.
 * Characters are counted as people count them (an emoji is one).
 */
export function foldPoint(text: string, device: FoldDevice): number {
  const { characters, lines, charactersPerLine } = FOLD_RULES[device];
  const chars = [...text];
  let line = 0; // lines used before the current one
  let column = 0; // characters on the current line so far
  let cut = chars.length; // in characters
  for (let i = 0; i < chars.length; i++) {
    if (i >= characters) {
      cut = i;
      break;
    }
    if (chars[i] === '\n') {
      line += 1;
      column = 0;
      if (line >= lines) {
        cut = i;
        break;
      }
      continue;
    }
    if (column >= charactersPerLine) {
      // This character wraps onto a new line.
      line += 1;
      column = 0;
      if (line >= lines) {
        cut = i;
        break;
      }
    }
    column += 1;
  }
  if (cut >= chars.length) return text.length;
  // Nothing but spaces past the cut: the whole post shows.
  if (chars.slice(cut).join('').trim() === '') return text.length;
  // A cut inside a word moves back to the word's start, as the feed does, when that loses little.
  if (/\S/.test(chars[cut]!) && cut > 0 && /\S/.test(chars[cut - 1]!)) {
    let start = cut;
    while (start > 0 && /\S/.test(chars[start - 1]!)) start -= 1;
    if (start > 0 && cut - start <= WORD_BACKTRACK) cut = start;
  }
  // The visible part ends at its last non-space; the hidden part starts after the spaces.
  while (cut < chars.length && /\s/.test(chars[cut]!)) cut += 1;
  return chars.slice(0, cut).join('').length;
}

/** The post split at the fold: `hook` is what the feed shows, `rest` what "…see more" opens. */
export function splitAtFold(text: string, device: FoldDevice): { hook: string; rest: string } {
  const point = foldPoint(text, device);
  return { hook: text.slice(0, point).trimEnd(), rest: text.slice(point) };
}

/** Characters above the fold, as people count them. */
export const hookLength = (text: string, device: FoldDevice) => [...splitAtFold(text, device).hook].length;
