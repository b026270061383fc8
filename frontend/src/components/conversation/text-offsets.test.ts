import { afterEach, describe, expect, it } from 'vitest';
import { foldPoint } from '../linkedin-fold';
import { highlightSegments, offsetWithin, selectedRange, widenToCharacters } from './text-offsets';

/** A container as AnchoredText renders it: text nodes and marks (given as `[text]`), nothing else. */
function shown(...parts: (string | [string])[]) {
  const container = document.createElement('div');
  for (const part of parts) {
    if (typeof part === 'string') container.append(part);
    else {
      const mark = document.createElement('mark');
      mark.append(part[0]);
      container.append(mark);
    }
  }
  document.body.append(container);
  return container;
}

/** Selects from (anchor, anchorOffset) to (focus, focusOffset): a backward selection when focus comes first. */
function select(anchor: Node, anchorOffset: number, focus: Node, focusOffset: number) {
  const selection = document.getSelection()!;
  selection.setBaseAndExtent(anchor, anchorOffset, focus, focusOffset);
  return selection;
}

afterEach(() => {
  document.getSelection()?.removeAllRanges();
  document.body.innerHTML = '';
});

describe('offsetWithin', () => {
  it('counts UTF-16 code units across text nodes and marks', () => {
    const container = shown('Hello ', ['big'], ' world');
    const [, mark, last] = container.childNodes;
    expect(offsetWithin(container, mark!.firstChild!, 2)).toBe(8);
    expect(offsetWithin(container, last!, 1)).toBe(10);
  });

  it('takes an element and a child index, as a triple-click gives', () => {
    const container = shown('one ', ['two'], ' three');
    expect(offsetWithin(container, container, 0)).toBe(0);
    expect(offsetWithin(container, container, 2)).toBe(7);
    expect(offsetWithin(container, container, 3)).toBe(13);
    expect(offsetWithin(container, container.childNodes[1]!, 1)).toBe(7);
  });

  it('counts an emoji as 2, a combining mark as 1 and \\r\\n as 2, as JavaScript strings do', () => {
    // 👍🏽 is two code points, each a surrogate pair (4); é is e + U+0301 (2); \r\n is 2.
    const container = shown('Thanks ', ['👍🏽'], ' Cafe\u0301\r\n', ['next']);
    const [, thumb, middle, next] = container.childNodes;
    expect(offsetWithin(container, thumb!, 1)).toBe(11);
    expect(offsetWithin(container, middle!, 6)).toBe(17);
    expect(offsetWithin(container, middle!, 8)).toBe(19);
    expect(offsetWithin(container, next!.firstChild!, 4)).toBe(23);
    expect(container.textContent!.length).toBe(23);
  });

  it('is null for a point outside the container', () => {
    const container = shown('inside');
    const outside = document.createElement('p');
    outside.append('outside');
    document.body.append(outside);
    expect(offsetWithin(container, outside.firstChild!, 2)).toBeNull();
  });
});

describe('selectedRange', () => {
  it('gives the offsets and words of a forward selection', () => {
    const container = shown('Say clients, not customers.');
    const text = container.firstChild!;
    expect(selectedRange(container, select(text, 4, text, 11))).toEqual({
      start: 4,
      end: 11,
      quote: 'clients',
    });
  });

  it('gives the same for a backward selection (made from its end)', () => {
    const container = shown('Say clients, not customers.');
    const text = container.firstChild!;
    const selection = select(text, 11, text, 4);
    expect(selection.anchorOffset).toBeGreaterThan(selection.focusOffset);
    expect(selectedRange(container, selection)).toEqual({ start: 4, end: 11, quote: 'clients' });
  });

  it('spans two highlight marks and the text between them', () => {
    const container = shown('We ', ['priced'], ' by the ', ['hour'], '.');
    const [, first, , second] = container.childNodes;
    const range = selectedRange(container, select(first!.firstChild!, 2, second!.firstChild!, 4));
    expect(range).toEqual({ start: 5, end: 21, quote: 'iced by the hour' });
  });

  it('reads element boundaries (a triple-click selects the container’s children)', () => {
    const container = shown('A whole ', ['paragraph'], ' selected.');
    expect(selectedRange(container, select(container, 0, container, 3))).toEqual({
      start: 0,
      end: 27,
      quote: 'A whole paragraph selected.',
    });
  });

  it('trims the spaces and line breaks around the words, and is null for spaces alone', () => {
    const container = shown('First.\r\n  Second line.\r\n');
    const text = container.firstChild!;
    expect(selectedRange(container, select(text, 6, text, 24))).toEqual({
      start: 10,
      end: 22,
      quote: 'Second line.',
    });
    expect(selectedRange(container, select(text, 6, text, 10))).toBeNull();
  });

  it('is null when nothing is selected or the selection is elsewhere', () => {
    const container = shown('inside');
    const outside = document.createElement('p');
    outside.append('outside');
    document.body.append(outside);
    expect(selectedRange(container, select(container.firstChild!, 2, container.firstChild!, 2))).toBeNull();
    expect(selectedRange(container, select(outside.firstChild!, 0, outside.firstChild!, 7))).toBeNull();
    document.getSelection()!.removeAllRanges();
    expect(selectedRange(container, document.getSelection()!)).toBeNull();
  });

  it('clamps a selection that starts before the container or ends after it', () => {
    const before = document.createElement('p');
    before.append('Heading');
    document.body.append(before);
    const container = shown('The post text.');
    const after = document.createElement('p');
    after.append('Footer');
    document.body.append(after);
    expect(selectedRange(container, select(before.firstChild!, 3, container.firstChild!, 8))).toEqual({
      start: 0,
      end: 8,
      quote: 'The post',
    });
    expect(selectedRange(container, select(after.firstChild!, 2, container.firstChild!, 4))).toEqual({
      start: 4,
      end: 14,
      quote: 'post text.',
    });
  });

  it('keeps an emoji whole when the selection ends or starts inside it', () => {
    const text = 'Great 👍🏽 and 👨‍👩‍👧 fun';
    const container = shown(text);
    const node = container.firstChild!;
    const thumb = text.indexOf('👍🏽');
    // Ends between the surrogates of 👍: the whole 👍🏽 (4 code units).
    expect(selectedRange(container, select(node, 0, node, thumb + 1))).toEqual({
      start: 0,
      end: thumb + 4,
      quote: 'Great 👍🏽',
    });
    // Starts in the middle of the family (three people joined by ZWJs, 8 code units).
    const family = text.indexOf('👨‍👩‍👧');
    expect('👨‍👩‍👧'.length).toBe(8);
    expect(selectedRange(container, select(node, family + 3, node, text.length))).toEqual({
      start: family,
      end: text.length,
      quote: '👨‍👩‍👧 fun',
    });
  });

  it('keeps a letter with its combining accent', () => {
    const text = 'Cafe\u0301 culture';
    const container = shown(text);
    const node = container.firstChild!;
    // Ends between the e and its accent: the accent comes too (it counts 1).
    expect(selectedRange(container, select(node, 0, node, 4))).toEqual({
      start: 0,
      end: 5,
      quote: 'Cafe\u0301',
    });
    expect(selectedRange(container, select(node, 6, node, 13))).toEqual({
      start: 6,
      end: 13,
      quote: 'culture',
    });
  });

  it('counts \\r\\n as two code units in the offsets after it', () => {
    const text = 'Line one\r\nLine two';
    const container = shown(text);
    const node = container.firstChild!;
    expect(selectedRange(container, select(node, 10, node, 18))).toEqual({
      start: 10,
      end: 18,
      quote: 'Line two',
    });
  });

  it('gives offsets in the whole text for a selection across the LinkedIn fold', () => {
    const text = `${'A hook that runs long enough to fold on a phone. '.repeat(4)}\nThe rest, below the fold.`;
    const fold = foldPoint(text, 'mobile');
    expect(fold).toBeGreaterThan(0);
    expect(fold).toBeLessThan(text.length);
    const container = shown(text.slice(0, fold), ['highlighted'], text.slice(fold));
    const [head, mark, tail] = container.childNodes;
    // Starts above the fold, ends below it (in the text after a highlight).
    const across = selectedRange(container, select(head!, fold - 5, tail!, 4));
    expect(across).toEqual({
      start: fold - 5,
      end: fold + 'highlighted'.length + 4,
      quote: `${text.slice(fold - 5, fold)}highlighted${text.slice(fold, fold + 4)}`,
    });
    // Starts below the fold.
    const below = selectedRange(container, select(tail!, 5, tail!, 12));
    expect(below?.start).toBe(fold + 'highlighted'.length + 5);
    expect(mark!.textContent).toBe('highlighted');
  });
});

describe('widenToCharacters', () => {
  it('never splits a surrogate pair', () => {
    expect(widenToCharacters('a😀b', { start: 2, end: 3 })).toEqual({ start: 1, end: 3 });
    expect(widenToCharacters('a😀b', { start: 0, end: 2 })).toEqual({ start: 0, end: 3 });
  });
});

describe('highlightSegments', () => {
  it('covers the whole text, plain runs included', () => {
    expect(highlightSegments('Say clients, not customers.', [{ id: 7, start: 4, end: 11 }])).toEqual([
      { start: 0, end: 4, ids: [] },
      { start: 4, end: 11, ids: [7] },
      { start: 11, end: 27, ids: [] },
    ]);
  });

  it('cuts overlapping ranges at each edge, each run naming every range over it', () => {
    expect(
      highlightSegments('abcdefghij', [
        { id: 1, start: 2, end: 6 },
        { id: 2, start: 4, end: 8 },
      ]),
    ).toEqual([
      { start: 0, end: 2, ids: [] },
      { start: 2, end: 4, ids: [1] },
      { start: 4, end: 6, ids: [1, 2] },
      { start: 6, end: 8, ids: [2] },
      { start: 8, end: 10, ids: [] },
    ]);
  });

  it('clamps ranges to the text and ignores empty ones', () => {
    expect(
      highlightSegments('short', [
        { id: 1, start: 3, end: 99 },
        { id: 2, start: 2, end: 2 },
      ]),
    ).toEqual([
      { start: 0, end: 3, ids: [] },
      { start: 3, end: 5, ids: [1] },
    ]);
    expect(highlightSegments('', [])).toEqual([]);
  });
});
