import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { ReviewWorkspace } from './comment-panel';

/** A page with the workspace: a button opens the sheet (as Comment on selection does), which holds a field. */
function Page({ autoFocus = false }: { autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ReviewWorkspace
      text={
        <div>
          <p data-testid="content-body">The post’s text.</p>
          <button type="button" onClick={() => setOpen(true)}>
            Comment on selection
          </button>
        </div>
      }
      panel={<section aria-label="Comments">Every thread</section>}
      sheet={open ? <input aria-label="Your comment" autoFocus={autoFocus} /> : null}
      sheetTitle="Comment on the words"
      onSheetClose={() => setOpen(false)}
    />
  );
}

describe('ReviewWorkspace', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on a desktop, puts the comments in a sticky column beside the text, the sheet at its top', async () => {
    stubScreenWidth(1280);
    renderWithProviders(<Page />);
    const column = screen.getByTestId('comment-column');
    expect(column).toHaveStyle({ position: 'sticky', overflowY: 'auto' });
    expect(within(column).getByRole('region', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comment on the words' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    const opener = screen.getByRole('button', { name: 'Comment on selection' });
    await user.click(opener);
    const sheet = within(column).getByRole('region', { name: 'Comment on the words' });
    // Above the threads, and no modal: the text stays usable beside it.
    expect(sheet.compareDocumentPosition(within(column).getByRole('region', { name: 'Comments' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sheet).toHaveFocus();

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Comment on the words' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('on a desktop, leaves the focus where the sheet’s own field took it', async () => {
    stubScreenWidth(1280);
    renderWithProviders(<Page autoFocus />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Comment on selection' }));
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveFocus();
  });

  it('on a phone, shows the comments under the text and the sheet from the bottom, focus in it', async () => {
    stubScreenWidth(360);
    renderWithProviders(<Page />);
    expect(screen.queryByTestId('comment-column')).not.toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(screen.getByTestId('content-body').compareDocumentPosition(comments)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Comment on selection' }));
    const sheet = await screen.findByRole('dialog', { name: 'Comment on the words' });
    // 85vh at most (jsdom gives it in pixels), rounded at the top.
    expect(sheet).toHaveStyle({ maxHeight: `${window.innerHeight * 0.85}px`, borderTopLeftRadius: '16px' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    expect(within(sheet).getByRole('textbox', { name: 'Your comment' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on a phone, closes the sheet with Escape', async () => {
    stubScreenWidth(360);
    renderWithProviders(<Page autoFocus />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Comment on selection' }));
    await screen.findByRole('dialog', { name: 'Comment on the words' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
