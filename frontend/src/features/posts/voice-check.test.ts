import { describe, expect, it } from 'vitest';
import { findAvoidedWords, parseAvoidWords, parseRestrictions } from './voice-check';

describe('parseAvoidWords', () => {
  it('splits on commas, semicolons and lines, trims, and drops blanks and repeats in any case', () => {
    expect(parseAvoidWords('synergy, rockstar;move the needle\n\n  ninja  ,Synergy,')).toEqual([
      'synergy',
      'rockstar',
      'move the needle',
      'ninja',
    ]);
  });

  it('drops quotes and bullets around a word, and folds inner spaces', () => {
    expect(parseAvoidWords('- "game  changer"\n• ‘disrupt’.')).toEqual(['game changer', 'disrupt']);
  });

  it('gives nothing for no answer', () => {
    expect(parseAvoidWords(null)).toEqual([]);
    expect(parseAvoidWords(' , ;\n')).toEqual([]);
  });
});

describe('parseRestrictions', () => {
  it('makes one item a line, and one a sentence where a line holds several', () => {
    expect(parseRestrictions('No politics. Never name a client!\n- Keep it clean\n\n2) No emojis')).toEqual([
      'No politics.',
      'Never name a client!',
      'Keep it clean',
      'No emojis',
    ]);
  });

  it('gives nothing for no answer', () => {
    expect(parseRestrictions(null)).toEqual([]);
    expect(parseRestrictions('  \n ')).toEqual([]);
  });
});

describe('findAvoidedWords', () => {
  it('finds whole words in any case, with their count and where they are', () => {
    const text = 'Synergy matters. Real synergy! Not synergyze or hypersynergy.';
    expect(findAvoidedWords(text, ['synergy', 'rockstar'])).toEqual([
      {
        word: 'synergy',
        count: 2,
        ranges: [
          { start: 0, end: 7 },
          { start: 22, end: 29 },
        ],
      },
    ]);
  });

  it('finds a phrase across any spaces or a line break, not inside longer words', () => {
    const text = 'We MOVE THE\nneedle, we move  the needles.';
    const [found] = findAvoidedWords(text, ['move the needle']);
    expect(found).toMatchObject({ word: 'move the needle', count: 1 });
    expect(text.slice(found!.ranges[0]!.start, found!.ranges[0]!.end)).toBe('MOVE THE\nneedle');
  });

  it('treats the words’ own punctuation literally and respects letters of any script', () => {
    expect(findAvoidedWords('A 10x (c++) dev, not a c++er', ['c++', '10x'])).toEqual([
      { word: 'c++', count: 1, ranges: [{ start: 7, end: 10 }] },
      { word: '10x', count: 1, ranges: [{ start: 2, end: 5 }] },
    ]);
    expect(findAvoidedWords('Ein Rockstär, kein Rockstar', ['rockstar'])).toEqual([
      { word: 'rockstar', count: 1, ranges: [{ start: 19, end: 27 }] },
    ]);
  });

  it('finds nothing in an empty post or with no words', () => {
    expect(findAvoidedWords('', ['synergy'])).toEqual([]);
    expect(findAvoidedWords('synergy', [])).toEqual([]);
  });
});
