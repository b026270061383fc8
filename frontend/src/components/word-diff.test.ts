import { describe, expect, it } from 'vitest';
import { diffSummary, diffWords, type WordDiff } from './word-diff';

/** The text a diff's parts spell, without the parts of `left` kind. */
const spelled = ({ parts }: WordDiff, left: 'added' | 'removed') =>
  parts
    .filter((part) => part.kind !== left)
    .map((part) => part.text)
    .join('');

describe('diffWords', () => {
  it.each([
    [
      'The first bug was a moth.\n\nThe second was a meeting.',
      'The first bug was a moth.\n\nWhat was yours?',
    ],
    ['One line.', 'One line.\nAnd a second.'],
    ['Two\n\nparagraphs.', 'Two paragraphs.'],
    ['Spaces  kept\tas they are.', 'Spaces kept as\tthey are!'],
    ['', 'From nothing.'],
    ['To nothing.', ''],
  ])('keeps every space and line break: %j → %j', (before, after) => {
    const diff = diffWords(before, after);
    // Kept and added spell the newer text; kept and removed the older.
    expect(spelled(diff, 'removed')).toBe(after);
    expect(spelled(diff, 'added')).toBe(before);
    expect(diff.changed).toBe(true);
  });

  it('reads a rewritten phrase as one removal and one addition', () => {
    expect(diffWords('the quick brown fox jumps', 'the slow red fox jumps').parts).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick brown' },
      { kind: 'added', text: 'slow red' },
      { kind: 'same', text: ' fox jumps' },
    ]);
  });

  it('keeps a change on its line: a line break kept is never folded into it', () => {
    const { parts } = diffWords('Old start\nold end', 'New start\nnew end');
    expect(parts.some((part) => part.kind === 'same' && part.text.includes('\n'))).toBe(true);
    for (const part of parts.filter((part) => part.kind !== 'same')) expect(part.text).not.toContain('\n');
  });

  it('counts the words added and removed, not spaces or punctuation alone', () => {
    expect(diffWords('We priced by the hour.', 'We priced by the outcome, finally.')).toMatchObject({
      added: 2,
      removed: 1,
    });
    expect(diffWords('Ship it.', 'Ship it!')).toMatchObject({ added: 0, removed: 0, changed: true });
    expect(diffWords('Same text.', 'Same text.')).toEqual({
      parts: [{ kind: 'same', text: 'Same text.' }],
      added: 0,
      removed: 0,
      changed: false,
    });
  });
});

describe('diffSummary', () => {
  it('says what changed in one line', () => {
    expect(diffSummary({ added: 12, removed: 3, changed: true })).toBe('12 words added, 3 removed');
    expect(diffSummary({ added: 1, removed: 1, changed: true })).toBe('1 word added, 1 removed');
    expect(diffSummary({ added: 1, removed: 0, changed: true })).toBe('1 word added');
    expect(diffSummary({ added: 0, removed: 2, changed: true })).toBe('2 words removed');
    expect(diffSummary({ added: 0, removed: 0, changed: true })).toBe(
      'Only punctuation, spaces or line breaks changed',
    );
    expect(diffSummary({ added: 0, removed: 0, changed: false })).toBe('No changes to the text');
  });
});
