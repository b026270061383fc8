import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { textSuggestion } from '../../test/conversation-data';
import { SuggestionView } from './anchor-quote';
import { CommentForm } from './comment-form';
import { SelectionCommentForm } from './selection-comment-form';

const COMMENT_TOO_LONG = 'Please keep a comment to 2000 characters or fewer';

/** Pastes `text` into `field` (a person's paste: one change, nothing typed key by key). */
async function paste(field: HTMLElement, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(field);
  await user.paste(text);
  return user;
}

/**
 * Every field of the conversation keeps all that was pasted, says at once how far over the limit it
 * is, with the message, and does not send until it fits.
 */
describe('the length of what is written in the conversation', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps a comment of 5,000 characters whole, says it is 3,000 over, and sends it once it fits', async () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(<CommentForm label="Add a comment" submitLabel="Add comment" onSend={onSend} />);
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    const user = await paste(field, 'a'.repeat(5000));

    expect(field).toHaveValue('a'.repeat(5000));
    expect(screen.getByText('5,000/2,000 characters: 3,000 over')).toBeInTheDocument();
    expect(screen.getByText(COMMENT_TOO_LONG)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('a'.repeat(5000));

    // Cut down to the limit by the writer, it goes.
    await user.clear(field);
    await user.paste('b'.repeat(2000));
    expect(screen.getByText('2,000/2,000 characters')).toBeInTheDocument();
    expect(screen.queryByText(COMMENT_TOO_LONG)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).toHaveBeenCalledWith('b'.repeat(2000));
  });

  it('does the same for a comment on words and for the new words it suggests', async () => {
    const onSend = vi.fn(async () => true);
    renderWithProviders(
      <SelectionCommentForm quote="our customers" canSuggest onSend={onSend} onCancel={() => {}} />,
    );
    const comment = screen.getByRole('textbox', { name: 'Your comment' });
    const user = await paste(comment, 'c'.repeat(2001));
    expect(comment).toHaveValue('c'.repeat(2001));
    expect(screen.getByText('2,001/2,000 characters: 1 over')).toBeInTheDocument();
    expect(screen.getByText(COMMENT_TOO_LONG)).toBeInTheDocument();

    await user.clear(comment);
    await user.click(screen.getByRole('switch', { name: 'Suggest new words' }));
    const replacement = screen.getByRole('textbox', { name: 'Replace with' });
    await user.clear(replacement);
    await user.paste('n'.repeat(3500));
    expect(replacement).toHaveValue('n'.repeat(3500));
    expect(screen.getByText('3,500/3,000 characters: 500 over')).toBeInTheDocument();
    expect(screen.getByText('Please keep the new words to 3000 characters or fewer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does the same for the reason a suggestion is declined', async () => {
    const onDecline = vi.fn(async () => true);
    renderWithProviders(
      <SuggestionView
        quote="our customers"
        suggestion={textSuggestion('our clients')}
        onDecline={onDecline}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Decline' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const user = await paste(reason, 'r'.repeat(2500));
    expect(reason).toHaveValue('r'.repeat(2500));
    expect(screen.getByText('2,500/2,000 characters: 500 over')).toBeInTheDocument();
    expect(screen.getByText('Please keep the reason to 2000 characters or fewer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline suggestion' }));
    expect(onDecline).not.toHaveBeenCalled();
  });
});
