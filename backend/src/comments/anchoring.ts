import { diffChars } from 'diff';

/**
 * Where a comment's words stand in a text: a range of UTF-16 code units (what JavaScript strings
 * index, and what a browser's selection gives), `end` excluded.
 */
export interface TextRange {
  start: number;
  end: number;
}

/** The words a comment points at: a range of a delivered version's text, with the words themselves. */
export interface Anchor extends TextRange {
  quote: string;
}

/** A quote long enough for any selection of a post (LinkedIn's 3,000 characters), with room for `\r\n`. */
export const ANCHOR_QUOTE_MAX_LENGTH = 6000;

/** Past this many characters changed, two versions are too far apart to say where words went. */
const MAX_EDIT_LENGTH = 6000;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether offset `at` falls between the two halves of one character (an emoji, say). */
const splitsCharacter = (text: string, at: number): boolean =>
  at > 0 &&
  at < text.length &&
  isHighSurrogate(text.charCodeAt(at - 1)) &&
  isLowSurrogate(text.charCodeAt(at));

/**
 * Why `anchor` cannot point at words of `text`, naming the field and the rule; null when it can. A
 * combining mark is a character of its own here (a selection may end before it); half an emoji is not.
 */
export function anchorRefusal(text: string, { start, end, quote }: Anchor): string | null {
  if (end <= start) return 'anchor.end must be after anchor.start: select at least one character';
  if (end > text.length) {
    return `anchor.end must be at most ${text.length}, the length of the text`;
  }
  if (splitsCharacter(text, start)) return 'anchor.start must not split a character in two';
  if (splitsCharacter(text, end)) return 'anchor.end must not split a character in two';
  if (text.slice(start, end) !== quote) {
    return 'anchor.quote must be the words from anchor.start to anchor.end';
  }
  if (quote.trim() === '') return 'anchor.quote must hold words, not only spaces';
  return null;
}

/**
 * Where words of one text stand in another (a later version, or the draft): jsdiff's character diff
 * of the two says which characters were kept. Words kept, side by side, stay where the diff puts them;
 * words moved or written again are found where the new text has them and some of their characters are
 * new (so another place that had the same words all along is not taken for them), nearest to where
 * they were; words gone answer null ("outdated").
 */
export class Relocation {
  /** For each position of the old text, its position in the new one; -1 where the character went. */
  private readonly kept: Int32Array;
  /** For each position of the new text, whether the character is new; null when the diff gave up. */
  private readonly added: Uint8Array | null;

  constructor(
    private readonly from: string,
    private readonly to: string,
  ) {
    this.kept = new Int32Array(from.length + 1).fill(-1);
    const changes = diffChars(from, to, { maxEditLength: MAX_EDIT_LENGTH });
    if (!changes) {
      // Rewritten past telling: any place that has the words will do.
      this.added = new Uint8Array(to.length).fill(1);
      return;
    }
    this.added = new Uint8Array(to.length);
    let i = 0;
    let j = 0;
    for (const change of changes) {
      const length = change.value.length;
      if (change.added) {
        this.added.fill(1, j, j + length);
        j += length;
      } else if (change.removed) {
        i += length;
      } else {
        for (let k = 0; k < length; k++) this.kept[i + k] = j + k;
        i += length;
        j += length;
      }
    }
    this.kept[from.length] = to.length;
  }

  /**
   * Where `words` stand in the new text, for words that stood at `range` of the old one (`words` are
   * the range's own words, or, for a suggestion taken, the words that replaced them); null when gone.
   */
  place(range: TextRange, words = this.from.slice(range.start, range.end)): TextRange | null {
    if (words === '') return null;
    const { start, end } = range;
    if (words === this.from.slice(start, end)) {
      const first = this.kept[start]!;
      let together = first >= 0;
      for (let k = start + 1; together && k < end; k++) together = this.kept[k] === first + (k - start);
      if (together) return { start: first, end: first + (end - start) };
    }
    const near = this.whereWas(start);
    let best: TextRange | null = null;
    for (let at = this.to.indexOf(words); at !== -1; at = this.to.indexOf(words, at + 1)) {
      if (!this.added!.subarray(at, at + words.length).includes(1)) continue;
      if (!best || Math.abs(at - near) < Math.abs(best.start - near)) {
        best = { start: at, end: at + words.length };
      }
    }
    return best;
  }

  /** About where old position `at` is in the new text: after the nearest character kept before it. */
  private whereWas(at: number): number {
    for (let k = at; k >= 0; k--) {
      const to = this.kept[k]!;
      if (to >= 0) return k === at ? to : to + 1;
    }
    return 0;
  }
}
