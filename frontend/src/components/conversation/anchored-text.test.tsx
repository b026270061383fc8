import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { foldPoint } from '../linkedin-fold';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnchoredText } from './anchored-text';

const TEXT = 'We priced by the hour.\r\nNow we price by the outcome 👍🏽.';

/** Gives matchMedia a touch screen (pointer: coarse) or a mouse, for this test. */
function stubPointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('pointer: coarse') ? coarse : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Selects from `start` to `end` of the text node `node`, then lets the page hear of it. */
async function selectIn(node: Node, start: number, end: number) {
  document.getSelection()!.setBaseAndExtent(node, start, node, end);
  await act(async () => {
    document.dispatchEvent(new Event('selectionchange'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe('AnchoredText', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    document.getSelection()?.removeAllRanges();
  });

  it('shows the whole text, nothing else in its element, with the commented words marked', () => {
    renderWithProviders(
      <AnchoredText
        text={TEXT}
        highlights={[
          { id: 1, start: 3, end: 9 },
          { id: 2, start: 6, end: 21 },
        ]}
      />,
    );
    const body = screen.getByTestId('content-body');
    expect(body.textContent).toBe(TEXT);
    expect(body).toHaveStyle({ whiteSpace: 'pre-wrap' });
    const marks = [...body.querySelectorAll('mark')];
    expect(marks.map((mark) => [mark.textContent, mark.dataset.commentIds])).toEqual([
      ['pri', '1'],
      ['ced', '1 2'],
      [' by the hour', '2'],
    ]);
    // Only text and marks: nothing that would shift the offsets.
    expect(
      [...body.childNodes].every((node) => node.nodeType === Node.TEXT_NODE || node.nodeName === 'MARK'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).not.toBeInTheDocument();
  });

  it('takes another test id for its text', () => {
    renderWithProviders(<AnchoredText text="Hello" testId="review-text" />);
    expect(screen.getByTestId('review-text')).toHaveTextContent('Hello');
  });

  it('calls back with the first thread of a mark clicked, and scrolls to the active thread’s words', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    const onHighlightClick = vi.fn();
    const highlights = [
      { id: 4, start: 3, end: 9 },
      { id: 5, start: 3, end: 21 },
    ];
    const { rerender } = renderWithProviders(
      <AnchoredText text={TEXT} highlights={highlights} onHighlightClick={onHighlightClick} />,
    );
    const body = screen.getByTestId('content-body');
    await userEvent.setup({ delay: null }).click(body.querySelector('mark')!);
    expect(onHighlightClick).toHaveBeenCalledWith(4);
    expect(scrolled).not.toHaveBeenCalled();

    rerender(
      <AnchoredText text={TEXT} highlights={highlights} activeId={5} onHighlightClick={onHighlightClick} />,
    );
    const active = body.querySelector('mark[data-active="true"]')!;
    expect(active).toHaveTextContent('priced');
    expect(body.querySelectorAll('mark[data-active="true"]')).toHaveLength(2);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(active);
    expect(scrolled.mock.calls[0]![0]).toMatchObject({ block: 'center' });
  });

  it('tells a finger how to select words, with no keyboard shortcut', () => {
    stubPointer(true);
    renderWithProviders(<AnchoredText text={TEXT} canComment shortcutHint onComment={vi.fn()} />);
    expect(
      screen.getByText(
        'Press and hold a word to select it (drag the handles for more), then choose Comment on selection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ctrl\+Alt\+M/)).not.toBeInTheDocument();
  });

  it('offers to comment on the words selected, keeping the selection when the button is pressed', async () => {
    stubPointer(false);
    const onSelect = vi.fn();
    const onComment = vi.fn();
    renderWithProviders(
      <AnchoredText text={TEXT} canComment shortcutHint onSelect={onSelect} onComment={onComment} />,
    );
    expect(screen.getByText(/Select words to comment on them.*Ctrl\+Alt\+M/)).toBeInTheDocument();
    const body = screen.getByTestId('content-body');
    await selectIn(body.firstChild!, 3, 9);
    expect(onSelect).toHaveBeenLastCalledWith({ start: 3, end: 9, quote: 'priced' });

    const button = await screen.findByRole('button', { name: 'Comment on selection' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+M');
    // Next after the text in the page's order (not portalled to its end), so Tab from the words reaches it.
    expect(body.parentElement).toContainElement(button);
    expect(body.compareDocumentPosition(button)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(body).not.toContainElement(button);
    // Beside the words with a mouse.
    expect(button.closest('[data-popper-placement]')).toHaveAttribute('data-popper-placement', 'right-start');
    // Pressing it does not take the focus, nor the selection, from the text.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(onComment).toHaveBeenCalledWith({ start: 3, end: 9, quote: 'priced' });

    // Ctrl+Alt+M does the same.
    fireEvent.keyDown(document.body, { key: 'm', code: 'KeyM', ctrlKey: true, altKey: true });
    expect(onComment).toHaveBeenCalledTimes(2);

    document.getSelection()!.removeAllRanges();
    await act(async () => {
      document.dispatchEvent(new Event('selectionchange'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).not.toBeInTheDocument();
  });

  it('puts the button at the foot of a touch screen, clear of the phone’s own menu and the handles', async () => {
    stubPointer(true);
    renderWithProviders(<AnchoredText text={TEXT} canComment onComment={() => {}} />);
    await selectIn(screen.getByTestId('content-body').firstChild!, 3, 9);
    const button = await screen.findByRole('button', { name: 'Comment on selection' });
    expect(button.closest('[data-popper-placement]')).toBeNull();
    expect(button).toHaveStyle({ position: 'fixed' });
  });

  it('gives offsets in the whole text for words selected across the fold, between highlights', async () => {
    const text = `${'A long opening line that keeps going past the fold. '.repeat(4)}\nThe rest of the post.`;
    const fold = foldPoint(text, 'mobile');
    const onComment = vi.fn();
    renderWithProviders(
      <AnchoredText
        text={text}
        highlights={[{ id: 1, start: 0, end: 6 }]}
        canComment
        onComment={onComment}
      />,
    );
    const body = screen.getByTestId('content-body');
    const after = body.childNodes[1]!;
    // The selection runs from 10 characters above the fold to 10 below it.
    await selectIn(after, fold - 10 - 6, fold + 10 - 6);
    fireEvent.click(await screen.findByRole('button', { name: 'Comment on selection' }));
    const { start, end, quote } = onComment.mock.calls[0]![0];
    expect(quote).toBe(text.slice(start, end));
    expect(start).toBeLessThan(fold);
    expect(end).toBeGreaterThan(fold);
  });

  it('marks the words being commented on apart from the threads’ words', async () => {
    const onHighlightClick = vi.fn();
    renderWithProviders(
      <AnchoredText
        text={TEXT}
        highlights={[{ id: 1, start: 3, end: 9 }]}
        pending={{ start: 6, end: 12 }}
        onHighlightClick={onHighlightClick}
      />,
    );
    const body = screen.getByTestId('content-body');
    expect(body.textContent).toBe(TEXT);
    const marks = [...body.querySelectorAll('mark')];
    expect(marks.map((mark) => [mark.textContent, mark.dataset.commentIds, mark.dataset.pending])).toEqual([
      ['pri', '1', undefined],
      ['ced', '1', 'true'],
      [' by', undefined, 'true'],
    ]);
    // Only a thread's words lead to a thread.
    await userEvent.setup({ delay: null }).click(marks[2]!);
    expect(onHighlightClick).not.toHaveBeenCalled();
    await userEvent.setup({ delay: null }).click(marks[1]!);
    expect(onHighlightClick).toHaveBeenCalledWith(1);
  });

  it('offers no button when commenting is off, even with the line saying how (it holds its place)', async () => {
    renderWithProviders(<AnchoredText text={TEXT} onComment={() => {}} shortcutHint />);
    await selectIn(screen.getByTestId('content-body').firstChild!, 3, 9);
    expect(screen.queryByRole('button', { name: 'Comment on selection' })).not.toBeInTheDocument();
    expect(screen.getByText(/Select words to comment/)).toBeInTheDocument();
  });
});
