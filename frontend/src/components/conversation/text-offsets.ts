/**
 * Positions in a post's text, as comments on its words store them: offsets in UTF-16 code units (what
 * JavaScript strings index) of the whole text, never of the folded preview. An emoji made of a surrogate
 * pair counts 2, a combining mark 1, a `\r\n` 2. The DOM gives a selection as boundary points (a node and
 * an offset in it); these turn them into offsets in the text of the element that shows it, which must hold
 * the text and nothing else (text nodes and `<mark>`s, as AnchoredText renders it).
 */

/** A range of the text, start inclusive, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** A range of the text with the words it covers. */
export interface TextSelection extends TextRange {
  quote: string;
}

/** The container's whole contents as a range. */
function contentsOf(container: Node): Range {
  const range = container.ownerDocument!.createRange();
  range.selectNodeContents(container);
  return range;
}

/**
 * The offset in `container`'s text of the boundary point (`node`, `offset`): `node` a text node and
 * `offset` a code unit in it, or an element and `offset` the index of a child (as a selection gives after
 * a triple-click). Measured as the length of the text from the container's start to the point, so it
 * counts as the string does. Null when the point is outside the container.
 */
export function offsetWithin(container: Node, node: Node, offset: number): number | null {
  if (!container.contains(node)) return null;
  const range = contentsOf(container);
  try {
    range.setEnd(node, offset);
  } catch {
    return null; // An offset past the node's end.
  }
  return range.toString().length;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The range widened to whole characters as a reader sees them (a grapheme: 👍🏽, a family emoji joined by
 * ZWJs, an e with its accent), so a selection never ends inside one; where Intl.Segmenter is missing, to
 * whole code points, so it never splits a surrogate pair.
 */
export function widenToCharacters(text: string, { start, end }: TextRange): TextRange {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
    const first = segments.containing(start);
    if (first) start = first.index;
    const last = end < text.length ? segments.containing(end) : undefined;
    if (last && last.index < end) end = last.index + last.segment.length;
    return { start, end };
  }
  if (start > 0 && isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1))) {
    start -= 1;
  }
  if (
    end < text.length &&
    isLowSurrogate(text.charCodeAt(end)) &&
    isHighSurrogate(text.charCodeAt(end - 1))
  ) {
    end += 1;
  }
  return { start, end };
}

/**
 * The words selected in `container`, with their offsets in its text: the selection's first range clamped
 * to the container (a selection that starts before it or ends after it keeps its part inside), the
 * spaces and line breaks around it trimmed, widened to whole characters. Forward or backward alike (a
 * range runs in document order either way). Null when nothing is selected there: no range, a collapsed
 * one, one wholly outside the container, or only spaces.
 */
export function selectedRange(container: Node, selection: Selection): TextSelection | null {
  if (selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const contents = contentsOf(container);
  const text = contents.toString();

  const startSide = contents.comparePoint(range.startContainer, range.startOffset);
  const endSide = contents.comparePoint(range.endContainer, range.endOffset);
  if (startSide > 0 || endSide < 0) return null; // All of it after, or all of it before.
  let start = startSide < 0 ? 0 : offsetWithin(container, range.startContainer, range.startOffset);
  let end = endSide > 0 ? text.length : offsetWithin(container, range.endContainer, range.endOffset);
  // A point inside the container's bounds but not in its subtree cannot happen; kept safe all the same.
  if (start === null || end === null) return null;

  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  if (start >= end) return null;
  ({ start, end } = widenToCharacters(text, { start, end }));
  return { start, end, quote: text.slice(start, end) };
}

/** A run of the text and the highlighted ranges that cover it (none for plain text). */
export interface HighlightSegment extends TextRange {
  ids: number[];
}

/**
 * The text cut into contiguous runs at the edges of the ranges, covering it whole, each with the ids of
 * the ranges over it (in the order given; ranges may overlap). Ranges are clamped to the text; empty ones
 * mark nothing.
 */
export function highlightSegments(
  text: string,
  ranges: readonly ({ id: number } & TextRange)[],
): HighlightSegment[] {
  const clamp = (value: number) => Math.min(Math.max(value, 0), text.length);
  const marked = ranges
    .map(({ id, start, end }) => ({ id, start: clamp(start), end: clamp(end) }))
    .filter(({ start, end }) => start < end);
  const edges = [...new Set([0, text.length, ...marked.flatMap(({ start, end }) => [start, end])])].sort(
    (a, b) => a - b,
  );
  const segments: HighlightSegment[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i]!;
    const end = edges[i + 1]!;
    segments.push({
      start,
      end,
      ids: marked.filter((range) => range.start <= start && range.end >= end).map(({ id }) => id),
    });
  }
  return segments;
}
