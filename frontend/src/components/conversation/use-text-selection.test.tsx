import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextSelection, type ScreenSelection } from './use-text-selection';

const TEXT = 'Say clients, not customers.';

/** The hook on a text, telling what it reports. */
function Probe({
  onShortcut,
  enabled,
}: {
  onShortcut?: (words: ScreenSelection) => void;
  enabled?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const selection = useTextSelection(ref, { onShortcut, enabled });
  return (
    <>
      <div ref={ref} data-testid="text">
        {TEXT}
      </div>
      <p data-testid="elsewhere">Not the post.</p>
      <output>{selection ? `${selection.start}-${selection.end}: ${selection.quote}` : 'nothing'}</output>
    </>
  );
}

function selectWords(node: Node, start: number, end: number) {
  document.getSelection()!.setBaseAndExtent(node, start, node, end);
}

const reported = () => screen.getByRole('status');

afterEach(() => {
  document.getSelection()?.removeAllRanges();
});

describe('useTextSelection', () => {
  it('reports the words selected in the text once the selection changes, and nothing elsewhere', async () => {
    render(<Probe />);
    expect(reported()).toHaveTextContent('nothing');
    selectWords(screen.getByTestId('text').firstChild!, 4, 11);
    act(() => void document.dispatchEvent(new Event('selectionchange')));
    expect(await screen.findByText('4-11: clients')).toBeInTheDocument();

    selectWords(screen.getByTestId('elsewhere').firstChild!, 0, 3);
    act(() => void document.dispatchEvent(new Event('selectionchange')));
    expect(await screen.findByText('nothing')).toBeInTheDocument();
  });

  it('reports a mouse’s selection only once the button is let go', async () => {
    render(<Probe />);
    const text = screen.getByTestId('text').firstChild!;
    const changed = () =>
      act(async () => {
        document.dispatchEvent(new Event('selectionchange'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
    fireEvent.mouseDown(screen.getByTestId('text'));
    selectWords(text, 4, 6);
    await changed();
    selectWords(text, 4, 16);
    await changed();
    expect(reported()).toHaveTextContent('nothing');
    fireEvent.mouseUp(document.body);
    expect(await screen.findByText('4-16: clients, not')).toBeInTheDocument();

    // Pressed again (a new drag, a Shift+click): nothing until it is let go.
    fireEvent.mouseDown(screen.getByTestId('text'), { shiftKey: true });
    selectWords(text, 4, 26);
    await changed();
    expect(reported()).toHaveTextContent('nothing');
    fireEvent.mouseUp(screen.getByTestId('text'), { shiftKey: true });
    expect(await screen.findByText('4-26: clients, not customers')).toBeInTheDocument();
  });

  it('reports a keyboard’s selection once Shift and the arrow are let go', async () => {
    render(<Probe />);
    const text = screen.getByTestId('text').firstChild!;
    fireEvent.keyDown(document.body, { key: 'Shift', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    selectWords(text, 4, 11);
    await act(async () => {
      document.dispatchEvent(new Event('selectionchange'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(reported()).toHaveTextContent('nothing');
    fireEvent.keyUp(document.body, { key: 'ArrowRight', shiftKey: true });
    expect(await screen.findByText('4-11: clients')).toBeInTheDocument();
  });

  it('reads a finger’s long-press selection again after the finger lifts', async () => {
    // A phone that settles the selection after the finger lifts, with no selectionchange the page hears.
    const swallow = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('selectionchange', swallow, true);
    try {
      render(<Probe />);
      const text = screen.getByTestId('text');
      fireEvent.touchStart(text);
      // The long-press selects a word, then a handle extends it.
      selectWords(text.firstChild!, 4, 11);
      selectWords(text.firstChild!, 4, 16);
      fireEvent.touchEnd(text);
      expect(await screen.findByText('4-16: clients, not')).toBeInTheDocument();

      // A long-press the browser ends with touchcancel is read too.
      fireEvent.touchStart(text);
      selectWords(text.firstChild!, 17, 26);
      fireEvent.touchCancel(text);
      expect(await screen.findByText('17-26: customers')).toBeInTheDocument();
    } finally {
      window.removeEventListener('selectionchange', swallow, true);
    }
  });

  it('calls back on Ctrl+Alt+M with the words selected, and not without a selection', () => {
    const onShortcut = vi.fn();
    render(<Probe onShortcut={onShortcut} />);
    const pressed = (init: KeyboardEventInit) =>
      fireEvent.keyDown(document.body, { key: 'm', code: 'KeyM', ...init });

    expect(pressed({ ctrlKey: true, altKey: true })).toBe(true);
    expect(onShortcut).not.toHaveBeenCalled();

    selectWords(screen.getByTestId('text').firstChild!, 17, 26);
    pressed({ ctrlKey: true });
    pressed({ altKey: true });
    expect(onShortcut).not.toHaveBeenCalled();
    // The shortcut is taken: the browser does not also act on it.
    expect(pressed({ ctrlKey: true, altKey: true })).toBe(false);
    expect(onShortcut).toHaveBeenCalledTimes(1);
    expect(onShortcut.mock.calls[0]![0]).toMatchObject({ start: 17, end: 26, quote: 'customers' });
  });

  it('takes ⌘+Option+M on a Mac', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const onShortcut = vi.fn();
    render(<Probe onShortcut={onShortcut} />);
    selectWords(screen.getByTestId('text').firstChild!, 4, 11);
    fireEvent.keyDown(document.body, { key: 'µ', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(onShortcut).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'µ', code: 'KeyM', metaKey: true, altKey: true });
    expect(onShortcut).toHaveBeenCalledWith(expect.objectContaining({ quote: 'clients' }));
    vi.restoreAllMocks();
  });

  it('does nothing when commenting is off', () => {
    const onShortcut = vi.fn();
    render(<Probe onShortcut={onShortcut} enabled={false} />);
    selectWords(screen.getByTestId('text').firstChild!, 4, 11);
    fireEvent.keyDown(document.body, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(onShortcut).not.toHaveBeenCalled();
    expect(reported()).toHaveTextContent('nothing');
  });
});
