import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminPostDto, CommentThreadDto, PostConversationDto } from '../../api';
import { commentThread, textSuggestion } from '../../test/conversation-data';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { PostPage } from './post-page';
import { adminPost, clientHandlers, deliveredPost, version } from '../../test/posts-data';

const COMMENTS = 'GET /api/admin/content/7/comments';
const ADD = 'POST /api/admin/content/7/comments';

const thread = commentThread;

const note = (overrides: Partial<CommentThreadDto> = {}) =>
  thread({
    id: 2,
    body: 'She prefers short openers.',
    authorName: 'Wes Porter',
    authorSide: 'team',
    mine: true,
    internal: true,
    round: null,
    ...overrides,
  });

function open(conversation: PostConversationDto, post: AdminPostDto, more: Handlers = {}) {
  const api = mockApi({
    'GET /api/admin/content/7': { body: post },
    ...clientHandlers(post.clientId),
    [COMMENTS]: { body: conversation },
    ...more,
  });
  renderPages({ '/admin/content/:id': PostPage }, '/admin/content/7');
  return { api, user: userEvent.setup({ delay: null }) };
}

const conversation = () => screen.getByRole('region', { name: 'Conversation' });
const delivered = () => deliveredPost({ versions: [version()] });

describe('the conversation on the team’s post page', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the client’s comments and the team’s notes, the notes marked team only', async () => {
    open({ text: null, threads: [thread(), note()], unsent: 0 }, delivered());
    const list = await within(await screen.findByRole('region', { name: 'Conversation' })).findByRole('list');
    const [fromClient, teamNote] = within(list).getAllByRole('listitem');
    expect(fromClient).toHaveAccessibleName('Comment from Dana Whitfield');
    expect(fromClient).toHaveTextContent('on version 1');
    expect(within(fromClient!).queryByText('Team only')).not.toBeInTheDocument();
    expect(teamNote).toHaveAccessibleName('Team-only note from you');
    expect(within(teamNote!).getByText('Team only')).toBeInTheDocument();
  });

  it('writes a team-only note unless switched to the client', async () => {
    const { api, user } = open({ text: null, threads: [], unsent: 0 }, delivered(), {
      [ADD]: (body) => ({
        status: 201,
        body: {
          threads: [
            (body as { internal: boolean }).internal
              ? note()
              : note({ id: 3, internal: false, body: 'Shall we open with the numbers?' }),
          ],
          unsent: 0,
        },
      }),
    });
    const region = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(region).findByText(/^No comments yet/)).toBeInTheDocument();
    const teamOnly = within(region).getByRole('switch', { name: 'Team only' });
    expect(teamOnly).toBeChecked();
    await user.type(
      within(region).getByRole('textbox', { name: 'A note for the team' }),
      'She prefers short openers.',
    );
    await user.click(within(region).getByRole('button', { name: 'Add note' }));
    expect(await within(region).findByText('She prefers short openers.')).toBeInTheDocument();

    await user.click(teamOnly);
    await user.type(
      within(region).getByRole('textbox', { name: 'A comment for the client' }),
      'Shall we open with the numbers?',
    );
    await user.click(within(region).getByRole('button', { name: 'Send to client' }));
    expect(await within(region).findByText('Shall we open with the numbers?')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([
      { body: 'She prefers short openers.', internal: true },
      { body: 'Shall we open with the numbers?', internal: false },
    ]);
  });

  it('keeps a post the client has not received to team-only notes', async () => {
    open({ text: null, threads: [], unsent: 0 }, adminPost());
    const region = await screen.findByRole('region', { name: 'Conversation' });
    const teamOnly = await within(region).findByRole('switch', {
      name: 'Team only (the client has not received this post yet)',
    });
    expect(teamOnly).toBeChecked();
    expect(teamOnly).toBeDisabled();
  });

  it('answers the client in their thread, and resolves it', async () => {
    const answered = thread({
      replies: [{ ...note({ id: 4, parentId: 1, internal: false, body: 'Will do' }) }],
    });
    const { api, user } = open({ text: null, threads: [thread()], unsent: 0 }, delivered(), {
      [ADD]: { status: 201, body: { text: null, threads: [answered], unsent: 0 } },
      'POST /api/admin/content/7/comments/1/resolve': {
        body: {
          threads: [{ ...answered, resolvedAt: '2026-11-22T10:00:00.000Z', resolvedByName: 'Wes Porter' }],
          unsent: 0,
        },
      },
    });
    const list = await within(await screen.findByRole('region', { name: 'Conversation' })).findByRole('list');
    await user.click(within(list).getByRole('button', { name: 'Reply' }));
    await user.type(within(list).getByRole('textbox', { name: 'Your reply' }), 'Will do');
    await user.click(within(list).getByRole('button', { name: 'Send reply' }));
    expect(await within(list).findByText('Will do')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([{ body: 'Will do', parentId: 1 }]);
    await user.click(within(conversation()).getByRole('button', { name: 'Resolve' }));
    expect(await within(conversation()).findByText(/^Resolved by Wes Porter/)).toBeInTheDocument();
  });

  it('says why a comment was refused, keeping it', async () => {
    const { user } = open({ text: null, threads: [], unsent: 0 }, delivered(), {
      [ADD]: failure(
        409,
        'The client has not received this post yet: leave a team-only note, or deliver it first',
      ),
    });
    const region = await screen.findByRole('region', { name: 'Conversation' });
    const field = await within(region).findByRole('textbox', { name: 'A note for the team' });
    await user.type(field, 'Hello');
    await user.click(within(region).getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText(
        'The client has not received this post yet: leave a team-only note, or deliver it first',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
  });

  describe('suggested edits', () => {
    const TEXT = 'First line of the post.\nSecond line, after a break.';
    const ACCEPT = 'POST /api/admin/content/7/comments/1/accept';
    const DECLINE = 'POST /api/admin/content/7/comments/3/decline';
    const suggestion = (id: number, quote: string, start: number, text: string): CommentThreadDto =>
      thread({
        id,
        body: '',
        anchor: {
          version: 1,
          start,
          end: start + quote.length,
          quote,
          currentStart: start,
          currentEnd: start + quote.length,
          outdated: false,
        },
        suggestion: textSuggestion(text),
      });
    const revising = () =>
      adminPost({ versions: [version()], deliveredAt: '2026-11-21T12:00:00.000Z', revisionRequested: true });
    const pending = () => ({
      text: { version: 1, content: TEXT },
      threads: [
        suggestion(1, 'First line', 0, 'Opening line'),
        suggestion(3, 'after a break', 37, 'after a pause'),
      ],
      unsent: 0,
    });
    const item = (text: string) => {
      return within(conversation())
        .getAllByRole('listitem')
        .find((row) => row.textContent?.includes(text))!;
    };

    it('accepts one into the draft, fetching the post again, and declines another with a reason', async () => {
      const accepted = pending();
      accepted.threads[0]!.suggestion = {
        ...accepted.threads[0]!.suggestion!,
        state: 'accepted',
        decidedByName: 'Wes Porter',
      };
      const { api, user } = open(pending(), revising(), {
        [ACCEPT]: { body: accepted },
        [DECLINE]: { body: accepted },
      });
      await within(await screen.findByRole('region', { name: 'Conversation' })).findAllByRole('listitem');
      await user.click(within(item('On the words: First line')).getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(api.calls.filter((call) => call.key === ACCEPT)).toHaveLength(1));
      expect(await screen.findByText('Suggestion accepted')).toBeInTheDocument();
      // The draft changed: the post is fetched again.
      await waitFor(() =>
        expect(api.calls.filter((call) => call.key === 'GET /api/admin/content/7').length).toBeGreaterThan(1),
      );
      await user.click(within(item('On the words: after a break')).getByRole('button', { name: 'Decline' }));
      await user.type(
        within(item('On the words: after a break')).getByRole('textbox', { name: 'Reason' }),
        'The pause matters.',
      );
      await user.click(
        within(item('On the words: after a break')).getByRole('button', { name: 'Decline suggestion' }),
      );
      await waitFor(() => expect(api.bodiesOf(DECLINE)).toEqual([{ reason: 'The pause matters.' }]));
    });

    it('waits for unsaved changes to the draft before accepting, as accepting would overwrite them', async () => {
      const { api, user } = open(pending(), revising());
      const editor = await screen.findByRole('textbox', { name: 'Post' });
      await user.type(editor, ' More.');
      await user.click(within(item('On the words: First line')).getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Save the draft first')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.key === ACCEPT)).toEqual([]);
    });

    it('says why a suggestion cannot be taken, its Accept disabled', async () => {
      const refused = pending();
      refused.threads[0]!.suggestion = {
        ...refused.threads[0]!.suggestion!,
        outdated: true,
        acceptRefusal:
          'The words this suggestion replaces have changed in the draft: edit the draft by hand, or decline it',
      };
      open(refused, revising());
      await within(await screen.findByRole('region', { name: 'Conversation' })).findAllByRole('listitem');
      const accept = within(item('On the words: First line')).getByRole('button', { name: 'Accept' });
      expect(accept).toBeDisabled();
      expect(accept).toHaveAccessibleDescription(
        'The words this suggestion replaces have changed in the draft: edit the draft by hand, or decline it',
      );
    });

    it('comments on words of the version the client has', async () => {
      open(pending(), revising());
      const text = await screen.findByRole('region', { name: 'Version 1, as the client has it' });
      expect(within(text).getByTestId('delivered-text')).toHaveTextContent('First line of the post.');
      expect(
        within(text)
          .getAllByText(/First line|after a break/)
          .map((mark) => mark.tagName),
      ).toEqual(['MARK', 'MARK']);
    });

    it('credits each suggestion taken to the version that took it, or to the draft', async () => {
      const taken = (id: number, quote: string, text: string, decidedAt: string) =>
        thread({
          id,
          body: '',
          anchor: {
            version: 1,
            start: 0,
            end: quote.length,
            quote,
            currentStart: null,
            currentEnd: null,
            outdated: true,
          },
          suggestion: textSuggestion(text, { state: 'accepted', decidedByName: 'Wes Porter', decidedAt }),
        });
      open(
        {
          text: { version: 2, content: TEXT },
          threads: [
            taken(1, 'customers', 'clients', '2026-11-21T15:00:00.000Z'),
            taken(3, 'slowly', 'carefully', '2026-11-23T09:00:00.000Z'),
          ],
          unsent: 0,
        },
        adminPost({
          deliveredAt: '2026-11-21T12:00:00.000Z',
          revisionRequested: true,
          versions: [version({ id: 2, number: 2, deliveredAt: '2026-11-22T12:00:00.000Z' }), version()],
        }),
      );
      const history = await screen.findByRole('region', { name: 'Revision history' });
      await within(history).findByText('The draft, not delivered yet');
      const [inDraft, second] = within(history).getAllByText(/^‘/);
      expect(inDraft).toHaveTextContent('‘slowly’ → ‘carefully’, Dana Whitfield’s, accepted by Wes Porter');
      expect(second).toHaveTextContent('‘customers’ → ‘clients’, Dana Whitfield’s, accepted by Wes Porter');
      expect(second!.closest('ol > li')).toHaveTextContent('Version 2 · delivered');
    });
  });
});
