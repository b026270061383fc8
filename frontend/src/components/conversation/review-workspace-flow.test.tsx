import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import type { CommentThreadDto } from '../../api';
import { commentThread } from '../../test/conversation-data';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { AnchoredText } from './anchored-text';
import { ReviewWorkspace } from './comment-panel';
import { CommentThread } from './comment-thread';
import { SelectionCommentForm, type SelectionComment } from './selection-comment-form';
import type { TextSelection } from './text-offsets';

const TEXT = 'We thank our customers 👍🏽 for every question.\r\nThey make the product.';
const QUOTED = 'our customers';

const THREAD: CommentThreadDto = commentThread({
  id: 3,
  body: 'Lovely.',
  authorName: 'Ada Lovelace',
  mine: true,
  anchor: {
    version: 1,
    start: 59,
    end: 71,
    quote: 'the product.',
    currentStart: 59,
    currentEnd: 71,
    outdated: false,
  },
});

/** The pieces put together as a page will: the text, its threads, and the composer in the sheet. */
function Review({ onSend }: { onSend: (words: TextSelection, comment: SelectionComment) => void }) {
  const [composing, setComposing] = useState<TextSelection | null>(null);
  const [active, setActive] = useState<number | null>(null);
  return (
    <ReviewWorkspace
      text={
        <AnchoredText
          text={TEXT}
          highlights={[{ id: 3, start: 59, end: 71 }]}
          activeId={active}
          onHighlightClick={setActive}
          canComment
          onComment={setComposing}
          pending={composing}
        />
      }
      panel={
        <ul>
          <CommentThread
            thread={THREAD}
            actions={{}}
            onShowAnchor={(thread) => setActive(thread.id)}
            active={active === 3}
          />
        </ul>
      }
      sheet={
        composing && (
          <SelectionCommentForm
            quote={composing.quote}
            canSuggest
            onCancel={() => setComposing(null)}
            onSend={async (comment) => {
              onSend(composing, comment);
              setComposing(null);
              return true;
            }}
          />
        )
      }
      sheetTitle="Comment on the words"
      onSheetClose={() => setComposing(null)}
    />
  );
}

describe('commenting on words on a phone', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    document.getSelection()?.removeAllRanges();
  });

  it('selects words with a finger, suggests new ones in the bottom sheet, and finds a thread’s words', async () => {
    stubScreenWidth(360); // a touch screen too: (pointer: coarse) matches
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => void Reflect.deleteProperty(Element.prototype, 'scrollIntoView'));
    const onSend = vi.fn();
    renderWithProviders(<Review onSend={onSend} />);
    const body = screen.getByTestId('content-body');

    // A long-press, then the handles: the words are read once the finger lifts.
    fireEvent.touchStart(body);
    const start = TEXT.indexOf(QUOTED);
    document
      .getSelection()!
      .setBaseAndExtent(body.firstChild!, start, body.firstChild!, start + QUOTED.length + 1);
    fireEvent.touchEnd(body);
    const button = await screen.findByRole('button', { name: 'Comment on selection' });
    expect(button).toHaveStyle({ position: 'fixed' });

    const user = userEvent.setup({ delay: null });
    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Comment on the words' });
    expect(within(sheet).getByText(QUOTED, { selector: 'blockquote' })).toBeInTheDocument();
    expect(body.querySelector('mark[data-pending="true"]')).toHaveTextContent(QUOTED);

    await user.click(within(sheet).getByRole('switch', { name: 'Suggest new words' }));
    const replacement = within(sheet).getByRole('textbox', { name: 'Replace with' });
    await user.clear(replacement);
    await user.type(replacement, 'our clients');
    await user.click(within(sheet).getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith(
      { start, end: start + QUOTED.length, quote: QUOTED },
      { body: '', suggestion: 'our clients' },
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.querySelector('mark[data-pending]')).toBeNull();

    // A thread's words: shown in the text from the thread, and the thread from its words.
    await user.click(screen.getByRole('button', { name: 'Show in text: the product.' }));
    const mark = body.querySelector('mark[data-active="true"]')!;
    expect(mark).toHaveTextContent('the product.');
    expect(scrolled.mock.contexts).toContain(mark);
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-current', 'true');
  });
});
