import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { selectedRange, type TextSelection } from './text-offsets';

/** Words selected in the text, and where they stand on the screen (to put the comment button by them). */
export interface ScreenSelection extends TextSelection {
  rect: DOMRect;
}

/** After a finger lifts, how long the phone may take to settle its selection before it is read again. */
export const TOUCH_SETTLE_MS = 150;

/** A Mac's keyboard: ⌘ stands where Ctrl does elsewhere. */
export const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** The shortcut to comment on the selection, as Google Docs has it: Ctrl+Alt+M, ⌘+Option+M on a Mac. */
export const commentShortcut = () =>
  isMac() ? { aria: 'Meta+Alt+M', label: '⌘+Option+M' } : { aria: 'Control+Alt+M', label: 'Ctrl+Alt+M' };

/** Whether a key press is the shortcut (by the key's place, as Option+M types "µ" on a Mac). */
const isCommentShortcut = (event: KeyboardEvent) =>
  event.code === 'KeyM' &&
  event.altKey &&
  !event.shiftKey &&
  (isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey);

/** The keys that move the caret (arrows, Home, End, PageUp, PageDown): with Shift, they select. */
const isCaretKey = (key: string) => /^(Arrow|Page|Home$|End$)/.test(key);

/** The selection's place on the screen; a range in jsdom has none, so the container's stands in. */
function rectOf(container: HTMLElement, selection: Selection): DOMRect {
  const range = selection.getRangeAt(0);
  if (typeof range.getBoundingClientRect === 'function') return range.getBoundingClientRect();
  return container.getBoundingClientRect();
}

/** The words selected in `container` now, or null. */
export function readSelection(container: HTMLElement | null): ScreenSelection | null {
  const selection = container?.ownerDocument.getSelection();
  if (!container || !selection) return null;
  const range = selectedRange(container, selection);
  return range && { ...range, rect: rectOf(container, selection) };
}

/** The same words: the button reads their place on the screen as it stands (selection-comment-button.tsx). */
const same = (one: ScreenSelection | null, other: ScreenSelection | null) =>
  one === other || (!!one && !!other && one.start === other.start && one.end === other.end);

/**
 * The words selected inside `containerRef`'s element, by mouse, keyboard or finger, as offsets in its text
 * with the words and their place on the screen; null when nothing is selected there.
 *
 * - It follows `selectionchange`, read once per frame (a drag fires it on every pixel), but only a
 *   finished selection is reported: while a mouse button is down, or Shift and a key that moves the
 *   caret are held, it answers null (a button shown by a growing selection stands where the
 *   pointer is heading and stops the drag), and the selection is read once they are let go.
 * - A finger: a long-press selects a word and the handles extend it; some phones settle the selection only
 *   after the finger lifts, so it is read again shortly after `touchend` (and `touchcancel`, which a
 *   long-press ends with on some); while a finger is down the last selection read stays.
 * - `onShortcut`: Ctrl+Alt+M (⌘+Option+M on a Mac) with words selected there calls it with them, and the
 *   browser's own use of the keys is prevented.
 *
 * `enabled` false stops all of it (nothing may be commented) and answers null.
 */
export function useTextSelection(
  containerRef: RefObject<HTMLElement | null>,
  {
    enabled = true,
    onShortcut,
  }: { enabled?: boolean; onShortcut?: (selection: ScreenSelection) => void } = {},
): ScreenSelection | null {
  const [selection, setSelection] = useState<ScreenSelection | null>(null);
  const shortcut = useRef(onShortcut);
  useEffect(() => {
    shortcut.current = onShortcut;
  }, [onShortcut]);

  const read = useCallback(() => {
    const next = readSelection(containerRef.current);
    setSelection((previous) => (same(previous, next) ? previous : next));
  }, [containerRef]);

  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container) return;
    const document = container.ownerDocument;
    let frame: number | null = null;
    let settle: ReturnType<typeof setTimeout> | null = null;
    // What is still making the selection: a finger, a mouse button, Shift with a caret key.
    let touching = false;
    let pressing = false;
    let keying = false;

    const readSoon = () => {
      if (frame !== null) return;
      frame = requestAnimationFrame(() => {
        frame = null;
        read();
      });
    };
    const onSelectionChange = () => {
      // A finger's selection stays as it was (a tap on the button must find it there), read on lifting.
      if (touching) return;
      if (pressing || keying) setSelection(null);
      else readSoon();
    };
    const onMouse = (event: MouseEvent) => {
      if (event.button !== 0) return;
      pressing = event.type === 'mousedown';
      if (!pressing) readSoon();
    };
    const onTouchStart = () => {
      touching = true;
      if (settle !== null) clearTimeout(settle);
    };
    const onTouchEnd = () => {
      touching = false;
      if (settle !== null) clearTimeout(settle);
      settle = setTimeout(() => {
        settle = null;
        read();
      }, TOUCH_SETTLE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.shiftKey && isCaretKey(event.key)) keying = true;
      if (!isCommentShortcut(event)) return;
      const words = readSelection(container);
      if (!words) return;
      event.preventDefault();
      shortcut.current?.(words);
    };
    const onKeyUp = () => {
      if (!keying) return;
      keying = false;
      readSoon();
    };

    const listening = new AbortController();
    const on = { signal: listening.signal };
    const touch = { ...on, passive: true };
    document.addEventListener('selectionchange', onSelectionChange, on);
    document.addEventListener('keydown', onKeyDown, on);
    document.addEventListener('keyup', onKeyUp, on);
    // On the document: a drag may end, and a finger lift after dragging a handle, outside the text.
    document.addEventListener('mousedown', onMouse, on);
    document.addEventListener('mouseup', onMouse, on);
    document.addEventListener('touchstart', onTouchStart, touch);
    document.addEventListener('touchend', onTouchEnd, touch);
    document.addEventListener('touchcancel', onTouchEnd, touch);
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      if (settle !== null) clearTimeout(settle);
      listening.abort();
    };
  }, [containerRef, enabled, read]);

  return enabled ? selection : null;
}
