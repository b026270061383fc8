import { diffWordsWithSpace } from 'diff';
import { plural } from './format';

/** A run of the comparison: in both texts, only in the older (removed) or only in the newer (added). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface WordDiff {
  /** In reading order; the `same` and `added` parts spell the newer text, `same` and `removed` the older. */
  parts: DiffPart[];
  /** Words only in the newer text, and only in the older. */
  added: number;
  removed: number;
  /** Whether the texts differ at all (a line break or a comma counts, though it is no word). */
  changed: boolean;
}

/** Spaces and tabs, but no line break: what joins the words of one line. */
const SPACES = /^[^\S\n]+$/;
/** A run of characters between spaces that holds a letter or a digit: a word, with any punctuation on it. */
const WORD = /\S*[\p{L}\p{N}]\S*/gu;

const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

/**
 * Compares two texts word by word, keeping every space and line break (docs/product.md, "Content
 * details"). jsdiff's `diffWordsWithSpace` makes each word, punctuation mark, line break and run of spaces
 * a token; a rewritten phrase then comes back as word-by-word swaps around the spaces they share
 * (−quick +slow, −brown +red). Those spaces are folded into both sides, so the phrase reads as one
 * removal and one addition; a line break kept is never folded, so a change stays on its line.
 */
export function diffWords(before: string, after: string): WordDiff {
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (kind === 'same' && last?.kind === 'same') last.text += text;
    else if (text) parts.push({ kind, text });
  };
  const flush = () => {
    // Spaces both sides start or end with are kept, not changed: "−The second +What", then " was".
    const lead = removed && added ? sharedSpaces(removed, added, LEADING) : '';
    const trail = removed && added ? sharedSpaces(removed, added, TRAILING) : '';
    push('same', lead);
    push('removed', removed.slice(lead.length, removed.length - trail.length));
    push('added', added.slice(lead.length, added.length - trail.length));
    push('same', trail);
    removed = '';
    added = '';
  };
  const changes = diffWordsWithSpace(before, after);
  changes.forEach((change, index) => {
    if (change.removed) removed += change.value;
    else if (change.added) added += change.value;
    else if (removed && added && SPACES.test(change.value) && isChange(changes[index + 1])) {
      removed += change.value;
      added += change.value;
    } else {
      flush();
      push('same', change.value);
    }
  });
  flush();
  const count = (kind: DiffPart['kind']) =>
    parts.reduce((sum, part) => sum + (part.kind === kind ? wordCount(part.text) : 0), 0);
  return { parts, added: count('added'), removed: count('removed'), changed: before !== after };
}

const LEADING = /^[^\S\n]+/;
const TRAILING = /[^\S\n]+$/;

/** The spaces both texts start (or end) with, when neither is only that. */
function sharedSpaces(one: string, other: string, where: RegExp): string {
  const spaces = where.exec(one)?.[0];
  return spaces && spaces === where.exec(other)?.[0] && spaces !== one && spaces !== other ? spaces : '';
}

const isChange = (change: { added: boolean; removed: boolean } | undefined) =>
  !!change && (change.added || change.removed);

const words = (count: number) => plural(count, 'word', 'words');

/**
 * The comparison in one line: "12 words added, 3 removed", "No changes to the text" when the texts are
 * the same, and what changed when no word did.
 */
export function diffSummary({ added, removed, changed }: Pick<WordDiff, 'added' | 'removed' | 'changed'>) {
  if (!changed) return 'No changes to the text';
  if (added && removed) return `${words(added)} added, ${removed} removed`;
  if (added) return `${words(added)} added`;
  if (removed) return `${words(removed)} removed`;
  return 'Only punctuation, spaces or line breaks changed';
}
