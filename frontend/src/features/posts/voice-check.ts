/**
 * The voice check's pure rules (docs/product.md, The post editor): the client's words to avoid and content
 * restrictions, as they wrote them in the onboarding questionnaire (free text), read into lists, and the
 * avoided words found in a post.
 */

/** 'synergy, rockstar; move the needle' → ['synergy', 'rockstar', 'move the needle']: commas, semicolons and lines split it; repeats (in any case) go. */
export function parseAvoidWords(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const part of (text ?? '').split(/[,;\n\r]+/)) {
    // Quotes and bullets around a word are not part of it; inner spaces are one.
    const word = part
      .trim()
      .replace(/^(?:[-*•"'“”‘’]\s*)+|(?:\s*["'“”‘’.])+$/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    const key = word.toLocaleLowerCase();
    if (word && !seen.has(key)) {
      seen.add(key);
      words.push(word);
    }
  }
  return words;
}

/** The restrictions as a checklist: one item a line, or a sentence where a line holds several. */
export function parseRestrictions(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\S)/))
    .map((item) => item.replace(/^\s*(?:[-*•]|\d+[.)])\s*/u, '').trim())
    .filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter, digit or underscore, in any script: what a whole word may not touch. */
const WORD_CHARACTER = '[\\p{L}\\p{N}_]';

/** One avoided word or phrase found in the post: how often, and where (string ranges). */
export interface AvoidedWord {
  word: string;
  count: number;
  ranges: { start: number; end: number }[];
}

/**
 * Where each of `words` occurs in `text` as a whole word or phrase, in any case ("synergy" is found in
 * "Synergy!", not in "synergyze"; a phrase's words may be apart by any spaces or a line break). Only
 * the words found are listed, in the client's order.
 */
export function findAvoidedWords(text: string, words: string[]): AvoidedWord[] {
  return words.flatMap((word) => {
    const phrase = word.split(' ').map(escape).join('\\s+');
    const pattern = new RegExp(`(?<!${WORD_CHARACTER})${phrase}(?!${WORD_CHARACTER})`, 'giu');
    const ranges = [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    return ranges.length ? [{ word, count: ranges.length, ranges }] : [];
  });
}

/** LinkedIn's limit is near: the check warns from this share of it. */
export const NEAR_LIMIT_SHARE = 0.9;
