import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SelectionCommentForm } from './selection-comment-form';

const QUOTE = 'our customers';

function open(props: Partial<Parameters<typeof SelectionCommentForm>[0]> = {}) {
  const onSend = vi.fn(async () => true);
  const onCancel = vi.fn();
  renderWithProviders(<SelectionCommentForm quote={QUOTE} onSend={onSend} onCancel={onCancel} {...props} />);
  return { onSend, onCancel, user: userEvent.setup({ delay: null }) };
}

const comment = () => screen.getByRole('textbox', { name: 'Your comment' });

describe('SelectionCommentForm', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('quotes the words, read out and announced as the words commented on', async () => {
    open();
    const quote = screen.getByText(QUOTE, { selector: 'blockquote' });
    expect(quote).toHaveTextContent(`Commenting on the words: ${QUOTE}`);
    // The prefix is for a screen reader, not shown.
    expect(screen.getByText('Commenting on the words:')).toHaveStyle({ position: 'absolute', width: '1px' });
    // Announced politely once the form is there.
    const live = screen.getByTestId('quote-announcement');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent(`Commenting on the words: ${QUOTE}`));
    expect(comment()).toHaveFocus();
  });

  it('asks for a comment, then sends it trimmed and clears the field', async () => {
    const { onSend, user } = open();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Please write a comment')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    // No suggestion without the switch (a client's reviewer on a published post, say).
    expect(screen.queryByRole('switch', { name: 'Suggest new words' })).not.toBeInTheDocument();

    await user.type(comment(), '  Say clients.  ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Say clients.' });
    await waitFor(() => expect(comment()).toHaveValue(''));
  });

  it('keeps what was typed when sending fails', async () => {
    const { onSend, user } = open({ canSuggest: true });
    onSend.mockResolvedValueOnce(false);
    await user.type(comment(), 'Not how I talk.');
    await user.click(screen.getByRole('switch', { name: 'Suggest new words' }));
    const replacement = screen.getByRole('textbox', { name: 'Replace with' });
    await user.clear(replacement);
    await user.type(replacement, 'our clients');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Not how I talk.', suggestion: 'our clients' });
    expect(comment()).toHaveValue('Not how I talk.');
    expect(screen.getByRole('textbox', { name: 'Replace with' })).toHaveValue('our clients');
  });

  it('suggests new words, prefilled with the quote, which must change; the comment may then stay empty', async () => {
    const { onSend, user } = open({ canSuggest: true });
    await user.click(screen.getByRole('switch', { name: 'Suggest new words' }));
    const replacement = screen.getByRole('textbox', { name: 'Replace with' });
    expect(replacement).toHaveValue(QUOTE);
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(
      await screen.findByText('Suggest different words, or turn the suggestion off'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please write a comment')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(replacement);
    await user.type(replacement, 'our clients');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith({ body: '', suggestion: 'our clients' });
    // Sent: the form starts again, the switch off.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Replace with' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('switch', { name: 'Suggest new words' })).not.toBeChecked();
  });

  it('sends no suggestion once the switch is turned off again', async () => {
    const { onSend, user } = open({ canSuggest: true });
    await user.click(screen.getByRole('switch', { name: 'Suggest new words' }));
    await user.click(screen.getByRole('switch', { name: 'Suggest new words' }));
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Please write a comment')).toBeInTheDocument();
    await user.type(comment(), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith({ body: 'Fine.' });
  });

  it('cancels', async () => {
    const { onCancel, user } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
