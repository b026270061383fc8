import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { textSuggestion } from '../../test/conversation-data';
import { renderWithProviders } from '../../test/render-with-providers';
import { AnchorQuote, SuggestionView, type TextAnchor, type TextSuggestion } from './anchor-quote';

const anchor = (overrides: Partial<TextAnchor> = {}): TextAnchor => ({
  version: 1,
  start: 10,
  end: 23,
  quote: 'our customers',
  currentStart: 12,
  currentEnd: 25,
  outdated: false,
  ...overrides,
});

const suggestion = (overrides: Partial<TextSuggestion> = {}): TextSuggestion =>
  textSuggestion('our clients', overrides);

describe('AnchorQuote', () => {
  it('quotes the words, clamped to three lines, and shows them in the text on request', async () => {
    const onShow = vi.fn();
    renderWithProviders(<AnchorQuote anchor={anchor()} onShow={onShow} />);
    const quote = screen.getByText('our customers', { selector: 'blockquote' });
    expect(quote).toHaveTextContent('On the words: our customers');
    expect(quote).toHaveStyle({ overflow: 'hidden', display: '-webkit-box' });
    expect(screen.queryByText('Outdated')).not.toBeInTheDocument();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Show in text: our customers' }));
    expect(onShow).toHaveBeenCalled();
  });

  it('says the words are gone when they are no longer in the text, and offers no way to them', () => {
    renderWithProviders(
      <AnchorQuote
        anchor={anchor({ outdated: true, currentStart: null, currentEnd: null })}
        onShow={() => {}}
      />,
    );
    expect(screen.getByText('Outdated')).toBeInTheDocument();
    expect(screen.getByText('These words are no longer in the text')).toBeInTheDocument();
    expect(screen.getByText('our customers', { selector: 'blockquote' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show in text/ })).not.toBeInTheDocument();
  });
});

describe('SuggestionView', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the change word by word, named for a screen reader', () => {
    renderWithProviders(<SuggestionView quote="our customers" suggestion={suggestion()} />);
    expect(screen.getByTestId('suggestion-state')).toHaveTextContent('Suggested edit');
    const diff = screen.getByTestId('suggestion-diff');
    expect([...diff.querySelectorAll('del')].map((element) => element.textContent)).toEqual([
      'removed: customers (end of removal)',
    ]);
    expect([...diff.querySelectorAll('ins')].map((element) => element.textContent)).toEqual([
      'added: clients (end of addition)',
    ]);
    expect(screen.queryByText('Outdated: its words have changed since')).not.toBeInTheDocument();
    // The client's view: no decision to make.
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says when its words have changed since it was made', () => {
    renderWithProviders(<SuggestionView quote="our customers" suggestion={suggestion({ outdated: true })} />);
    expect(screen.getByText('Outdated: its words have changed since')).toBeInTheDocument();
  });

  it('says who accepted it, or who declined it and why, and offers no more decision', () => {
    const { unmount } = renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion({
          state: 'accepted',
          decidedByName: 'Wendy Writer',
          decidedAt: '2026-11-27T10:00:00Z',
        })}
        onAccept={async () => true}
        onDecline={async () => true}
      />,
    );
    expect(screen.getByTestId('suggestion-state')).toHaveTextContent('Accepted by Wendy Writer');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion({
          state: 'declined',
          decidedByName: 'Wendy Writer',
          decidedAt: '2026-11-27T10:00:00Z',
          reason: 'LinkedIn readers are customers here.',
        })}
      />,
    );
    expect(screen.getByTestId('suggestion-state')).toHaveTextContent(
      'Declined by Wendy Writer: LinkedIn readers are customers here.',
    );
  });

  it('says a suggestion never taken was not taken into the version delivered after it', () => {
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion({
          notTakenInto: 2,
          outdated: true,
          acceptRefusal: 'This suggestion is on version 1, and version 2 was delivered since',
        })}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    expect(screen.getByTestId('suggestion-state')).toHaveTextContent('Not taken into version 2');
    expect(screen.queryByText('Suggested edit')).not.toBeInTheDocument();
    expect(screen.queryByText('Outdated: its words have changed since')).not.toBeInTheDocument();
    // The team may still decline it, saying why; it can no longer be taken.
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('lets the team accept it', async () => {
    const onAccept = vi.fn(async () => true);
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion()}
        onAccept={onAccept}
        onDecline={vi.fn()}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalled();
  });

  it('keeps Accept off, saying why, when it cannot be accepted now', () => {
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion({ acceptRefusal: 'A newer version is waiting for the client' })}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription('A newer version is waiting for the client');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('declines it with a reason, required, kept when declining fails', async () => {
    const onDecline = vi.fn(async () => false);
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion()}
        onAccept={vi.fn()}
        onDecline={onDecline}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const section = screen.getByRole('region', { name: 'Suggested edit' });
    const reason = within(section).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline suggestion' }));
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();
    expect(onDecline).not.toHaveBeenCalled();

    await user.type(reason, ' Customers is the word here. ');
    await user.click(screen.getByRole('button', { name: 'Decline suggestion' }));
    expect(onDecline).toHaveBeenCalledWith('Customers is the word here.');
    expect(reason).toHaveValue(' Customers is the word here. ');

    onDecline.mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Decline suggestion' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument());
  });

  it('cancels declining', async () => {
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={suggestion()}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});
