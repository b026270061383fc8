import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CommentThreadDto } from '../../api';
import { commentThread, textSuggestion } from '../../test/conversation-data';
import { renderWithProviders } from '../../test/render-with-providers';
import type { TextAnchor, TextSuggestion } from './anchor-quote';
import { CommentThread, type ThreadActions } from './comment-thread';

const ANCHOR: TextAnchor = {
  version: 1,
  start: 10,
  end: 23,
  quote: 'our customers',
  currentStart: 10,
  currentEnd: 23,
  outdated: false,
};

const SUGGESTION: TextSuggestion = textSuggestion('our clients');

const thread = (overrides: Partial<CommentThreadDto> = {}): CommentThreadDto =>
  commentThread({ id: 3, body: 'Not how I talk.', authorName: 'Ada Lovelace', ...overrides });

function show(props: {
  thread: CommentThreadDto;
  actions?: ThreadActions;
  onShowAnchor?: (t: CommentThreadDto) => void;
  active?: boolean;
}) {
  const result = renderWithProviders(
    <ul>
      <CommentThread actions={{}} {...props} />
    </ul>,
  );
  return { ...result, item: screen.getByRole('listitem'), user: userEvent.setup({ delay: null }) };
}

describe('CommentThread on words of the text', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows no quote for a comment on the whole post', () => {
    const { item } = show({ thread: thread() });
    expect(item.querySelector('blockquote')).toBeNull();
    expect(within(item).getByText('Not how I talk.')).toBeInTheDocument();
  });

  it('quotes its words above the comment, and shows them in the text on request', async () => {
    const onShowAnchor = vi.fn();
    const shown = thread({ anchor: ANCHOR });
    const { item, user } = show({ thread: shown, onShowAnchor });
    const quote = item.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('On the words: our customers');
    // Above the comment, in reading order.
    expect(quote.compareDocumentPosition(within(item).getByText('Not how I talk.'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.click(within(item).getByRole('button', { name: 'Show in text: our customers' }));
    expect(onShowAnchor).toHaveBeenCalledWith(shown);
  });

  it('marks words no longer in the text as outdated', () => {
    const { item } = show({
      thread: thread({ anchor: { ...ANCHOR, outdated: true, currentStart: null, currentEnd: null } }),
      onShowAnchor: vi.fn(),
    });
    expect(within(item).getByText('These words are no longer in the text')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Show in text/ })).not.toBeInTheDocument();
  });

  it('shows its suggested edit, even without a word of comment, and the team’s decision on it', async () => {
    const accept = vi.fn(async () => true);
    const decline = vi.fn(async () => true);
    const shown = thread({ body: '', anchor: ANCHOR, suggestion: SUGGESTION });
    const { item, user } = show({ thread: shown, actions: { accept, decline } });
    const edit = within(item).getByRole('region', { name: 'Suggested edit' });
    expect(within(edit).getByTestId('suggestion-diff')).toHaveTextContent(
      'our removed: customers (end of removal)added: clients (end of addition)',
    );
    await user.click(within(edit).getByRole('button', { name: 'Accept' }));
    expect(accept).toHaveBeenCalledWith(shown);
    await user.click(within(edit).getByRole('button', { name: 'Decline' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Reason' }), 'Customers it is.');
    await user.click(within(edit).getByRole('button', { name: 'Decline suggestion' }));
    expect(decline).toHaveBeenCalledWith(shown, 'Customers it is.');
  });

  it('offers the client no decision on a suggestion', () => {
    const { item } = show({
      thread: thread({ anchor: ANCHOR, suggestion: SUGGESTION }),
      actions: { reply: vi.fn() },
    });
    expect(within(item).getByTestId('suggestion-state')).toHaveTextContent('Suggested edit');
    expect(within(item).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('is outlined and scrolled into view when its words are the ones picked in the text', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const { item, rerender } = show({ thread: thread({ anchor: ANCHOR }) });
      expect(item).not.toHaveAttribute('aria-current');
      expect(scrolled).not.toHaveBeenCalled();
      rerender(
        <ul>
          <CommentThread thread={thread({ anchor: ANCHOR })} actions={{}} active />
        </ul>,
      );
      expect(item).toHaveAttribute('aria-current', 'true');
      expect(scrolled.mock.contexts[0]).toBe(item);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});
