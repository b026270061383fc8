import { describe, expect, it } from '@jest/globals';
import { anchorRefusal, Relocation } from './anchoring.js';

const anchorOf = (text: string, words: string, from = 0) => {
  const start = text.indexOf(words, from);
  return { start, end: start + words.length, quote: words };
};

const rangeOf = (text: string, words: string, from = 0) => {
  const { start, end } = anchorOf(text, words, from);
  return { start, end };
};

describe('anchorRefusal', () => {
  const text = 'We hire 👍🏽 people\r\nwho café\u0301 well.';

  it('takes a range whose quote is its words, in UTF-16 code units', () => {
    expect(anchorRefusal(text, anchorOf(text, 'hire 👍🏽'))).toBeNull();
    // An emoji with its skin tone is four code units.
    expect(anchorOf(text, '👍🏽').end - anchorOf(text, '👍🏽').start).toBe(4);
    // A line break written as \r\n is two.
    expect(anchorRefusal(text, anchorOf(text, 'people\r\nwho'))).toBeNull();
    // A combining accent is a unit of its own: a range may take the e and leave the accent, or take both.
    expect(anchorRefusal(text, anchorOf(text, 'café'))).toBeNull();
    expect(anchorRefusal(text, anchorOf(text, 'café\u0301'))).toBeNull();
  });

  it('names the rule an empty, reversed, too long or mismatched range breaks', () => {
    expect(anchorRefusal(text, { start: 3, end: 3, quote: '' })).toBe(
      'anchor.end must be after anchor.start: select at least one character',
    );
    expect(anchorRefusal(text, { start: 7, end: 3, quote: 'x' })).toMatch(/^anchor\.end must be after/);
    expect(anchorRefusal(text, { start: 3, end: text.length + 1, quote: 'x' })).toBe(
      `anchor.end must be at most ${text.length}, the length of the text`,
    );
    expect(anchorRefusal(text, { start: 0, end: 2, quote: 'Wh' })).toBe(
      'anchor.quote must be the words from anchor.start to anchor.end',
    );
    expect(anchorRefusal(text, anchorOf(text, ' ', 2))).toBe('anchor.quote must hold words, not only spaces');
  });

  it('refuses a range that cuts an emoji in two', () => {
    const emoji = text.indexOf('👍🏽');
    expect(
      anchorRefusal(text, { start: emoji + 1, end: emoji + 4, quote: text.slice(emoji + 1, emoji + 4) }),
    ).toBe('anchor.start must not split a character in two');
    expect(anchorRefusal(text, { start: emoji, end: emoji + 1, quote: text.slice(emoji, emoji + 1) })).toBe(
      'anchor.end must not split a character in two',
    );
  });
});

describe('Relocation', () => {
  const v1 = 'Our customers love the product.\nWe ship every week.\nCustomers stay.';

  it('keeps words in place when text changes around them', () => {
    const v2 = 'Honestly, our customers love the product.\nWe ship twice a week.\nCustomers stay.';
    const place = new Relocation(v1, v2).place(anchorOf(v1, 'love the product'));
    expect(place && v2.slice(place.start, place.end)).toBe('love the product');
  });

  it('follows words moved to another paragraph', () => {
    const v2 = 'We ship every week.\nOur customers love the product.\nCustomers stay.';
    const place = new Relocation(v1, v2).place(anchorOf(v1, 'Our customers love'));
    expect(place).toEqual(rangeOf(v2, 'Our customers love'));
  });

  it('answers null for words no longer in the text (outdated)', () => {
    const v2 = 'Our clients love the product.\nWe ship every week.\nCustomers stay.';
    expect(new Relocation(v1, v2).place(anchorOf(v1, 'customers love'))).toBeNull();
  });

  it('does not take the same words elsewhere, there all along, for words that went', () => {
    const text = 'ship it. We ship it. Done.';
    const later = 'ship it. We send it. Done.';
    expect(new Relocation(text, later).place(anchorOf(text, 'ship it', 3))).toBeNull();
    // The first, kept, is still found where it is.
    expect(new Relocation(text, later).place(anchorOf(text, 'ship it'))).toEqual({ start: 0, end: 7 });
  });

  it('finds the words a taken suggestion put in place of its quote', () => {
    const v2 = 'Our clients love the product.\nWe ship every week.\nCustomers stay.';
    const place = new Relocation(v1, v2).place(anchorOf(v1, 'customers'), 'clients');
    expect(place).toEqual(rangeOf(v2, 'clients'));
  });

  it('counts emoji, combining marks and \\r\\n as JavaScript does', () => {
    const before = 'Start 🎉 café\u0301\r\nhire well 👨‍👩‍👧 end';
    const after = '👋 Start 🎉 café\u0301\r\nhire well 👨‍👩‍👧 end';
    const place = new Relocation(before, after).place(anchorOf(before, 'hire well 👨‍👩‍👧'));
    expect(place).toEqual(rangeOf(after, 'hire well 👨‍👩‍👧'));
    const accent = new Relocation(before, after).place(anchorOf(before, 'café\u0301\r\n'));
    expect(accent && after.slice(accent.start, accent.end)).toBe('café\u0301\r\n');
  });

  it('keeps a range across the feed’s fold (past the first 210 characters)', () => {
    const hook = 'A'.repeat(190) + ' the hook ends here and';
    const text = `${hook} the rest goes on.`;
    const later = `New opening line.\n${text}`;
    const range = anchorOf(text, 'ends here and the rest');
    expect(range.start).toBeLessThan(210);
    expect(range.end).toBeGreaterThan(210);
    expect(new Relocation(text, later).place(range)).toEqual(rangeOf(later, 'ends here and the rest'));
  });
});
