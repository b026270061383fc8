import { describe, expect, it } from 'vitest';
import { foldPoint, hookLength, splitAtFold } from './linkedin-fold';

/** `count` words of 4 letters and a space: 5 characters each. */
const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('foldPoint', () => {
  it('shows a short post whole, on both devices', () => {
    const text = 'A short post.\nTwo lines.';
    expect(foldPoint(text, 'desktop')).toBe(text.length);
    expect(foldPoint(text, 'mobile')).toBe(text.length);
    expect(foldPoint('', 'desktop')).toBe(0);
  });

  it('folds one long paragraph at about 210 characters on a desktop and 140 on a phone, at a word', () => {
    const text = words(100); // 499 characters, no line break
    const desktop = splitAtFold(text, 'desktop');
    // 3 lines of 70 characters: 210, and the word cut there moves back to its start.
    expect(desktop.hook).toBe(words(42));
    expect(desktop.hook.length).toBe(209);
    expect(desktop.rest.startsWith('word')).toBe(true);
    expect(desktop.hook + ' ' + desktop.rest).toBe(text);
    const mobile = splitAtFold(text, 'mobile');
    expect(mobile.hook.length).toBeLessThanOrEqual(140);
    expect(mobile.hook).toBe(words(28)); // 139 characters
  });

  it('folds after the third line when line breaks come first', () => {
    const text = 'Hook line one.\nTwo.\nThree.\nFour is hidden.\nFive.';
    expect(splitAtFold(text, 'desktop')).toEqual({
      hook: 'Hook line one.\nTwo.\nThree.',
      rest: 'Four is hidden.\nFive.',
    });
    expect(splitAtFold(text, 'mobile').hook).toBe('Hook line one.\nTwo.\nThree.');
  });

  it('counts a blank line as a line', () => {
    const text = 'One.\n\nThree.\n\nHidden.';
    expect(splitAtFold(text, 'desktop')).toEqual({ hook: 'One.\n\nThree.', rest: 'Hidden.' });
  });

  it('estimates wrapped lines: a long first line takes two on a phone but one on a desktop', () => {
    const first = words(12); // 59 characters: one desktop line (70), two phone lines (47)
    const text = `${first}\nSecond.\nThird.\nFourth.`;
    expect(splitAtFold(text, 'desktop').hook).toBe(`${first}\nSecond.\nThird.`);
    expect(splitAtFold(text, 'mobile')).toEqual({ hook: `${first}\nSecond.`, rest: 'Third.\nFourth.' });
  });

  it('shows the whole post when only spaces or line breaks follow the fold', () => {
    const text = 'One.\nTwo.\nThree.\n\n\n  ';
    expect(foldPoint(text, 'desktop')).toBe(text.length);
  });

  it('cuts a word it cannot move back from (one very long word) where the characters end', () => {
    const text = 'x'.repeat(300);
    expect(splitAtFold(text, 'desktop').hook).toBe('x'.repeat(210));
    expect(splitAtFold(text, 'mobile').hook).toBe('x'.repeat(140));
  });

  it('counts an emoji as one character and returns a string index', () => {
    const text = '🚀'.repeat(150);
    const point = foldPoint(text, 'mobile');
    expect(point).toBe(280); // 140 emoji, 2 UTF-16 units each
    expect(hookLength(text, 'mobile')).toBe(140);
  });
});
