import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CommentThreadDto, PostConversationDto, PostDto } from '../../api';
import { textSuggestion } from '../../test/conversation-data';
import { failure, mockApi, type Handlers, type Reply } from '../../test/mock-api';
import { manyImages } from '../../test/media-data';
import { content } from '../../test/portal-data';
import { renderPages, renderWithProviders } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { PostConversation } from './components/post-conversation';
import { ContentDetailsPage } from './content-details-page';

const COMMENTS = 'GET /api/client/content/7/comments';
const ADD = 'POST /api/client/content/7/comments';
const REVISION = 'POST /api/client/content/7/revision';

function thread(overrides: Partial<CommentThreadDto> = {}): CommentThreadDto {
  return {
    id: 1,
    parentId: null,
    body: 'Shall we open with the hiring story?',
    authorName: 'Wendy Writer',
    authorSide: 'team',
    mine: false,
    internal: false,
    version: 1,
    sentAt: '2026-11-21T10:00:00.000Z',
    round: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    resolvedAt: null,
    resolvedByName: null,
    anchor: null,
    suggestion: null,
    replies: [],
    ...overrides,
  };
}

const draft = (overrides: Partial<CommentThreadDto> = {}) =>
  thread({
    id: 2,
    body: 'The second line is not how I talk.',
    authorName: 'Ada Lovelace',
    authorSide: 'client',
    mine: true,
    sentAt: null,
    ...overrides,
  });

function open(conversation: PostConversationDto, post: PostDto = content(), more: Handlers = {}) {
  const api = mockApi({
    'GET /api/client/content/7': { body: post },
    'GET /api/client/content': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    [COMMENTS]: { body: conversation },
    ...more,
  });
  renderPages({ '/dashboard/content/:id': ContentDetailsPage }, '/dashboard/content/7', {
    signedInAs: client,
  });
  return { api, user: userEvent.setup({ delay: null }) };
}

const comments = () => screen.getByRole('region', { name: 'Comments' });

describe('the conversation on the client’s post', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says so when nobody has commented yet', async () => {
    open({ text: null, threads: [], unsent: 0 });
    expect(
      await within(await screen.findByRole('region', { name: 'Comments' })).findByText(
        'No comments yet. Tell your writer what works and what is not quite you.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the team’s comments, and the client’s own not sent yet, with Edit and Delete on those alone', async () => {
    open({ text: null, threads: [thread(), draft()], unsent: 1 });
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list');
    const [fromWriter, mine] = within(list).getAllByRole('listitem');
    expect(fromWriter).toHaveAccessibleName('Comment from Wendy Writer');
    expect(fromWriter).toHaveTextContent('Shall we open with the hiring story?');
    expect(fromWriter).toHaveTextContent('Ghostline team');
    expect(within(fromWriter!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(fromWriter!).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(mine).toHaveAccessibleName('Comment from you');
    expect(within(mine!).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine!).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(comments()).getByRole('alert')).toHaveTextContent(
      'Your comment is not sent yet: it goes to your writer when you request a revision.',
    );
  });

  it('keeps the comments on the words beside a post with images', async () => {
    open({ text: null, threads: [thread()], unsent: 0 }, content({ media: manyImages(2) }));
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Shall we open with the hiring story?');
    expect(await screen.findByRole('group', { name: '2 images' })).toBeInTheDocument();
    expect(screen.getByTestId('content-body')).toHaveTextContent('First line of the post.');
  });

  it('adds a comment, shown at once as not sent yet, and empties the field', async () => {
    const { api, user } = open({ text: null, threads: [], unsent: 0 }, content(), {
      [ADD]: {
        status: 201,
        body: { text: null, threads: [draft({ body: 'Too formal for me.' })], unsent: 1 },
      },
    });
    const field = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole(
      'textbox',
      {
        name: 'Add a comment',
      },
    );
    await user.type(field, '  Too formal for me.  ');
    await user.click(within(comments()).getByRole('button', { name: 'Add comment' }));
    expect(await within(comments()).findByText('Too formal for me.')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([{ body: 'Too formal for me.' }]);
    expect(field).toHaveValue('');
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    const { user } = open({ text: null, threads: [], unsent: 0 }, content(), {
      [ADD]: failure(409, 'This post is published: its conversation is closed'),
    });
    const field = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole(
      'textbox',
      {
        name: 'Add a comment',
      },
    );
    await user.type(field, 'Too formal for me.');
    await user.click(within(comments()).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('This post is published: its conversation is closed')).toBeInTheDocument();
    expect(field).toHaveValue('Too formal for me.');
  });

  it('checks that a comment has words before sending it', async () => {
    const { api, user } = open({ text: null, threads: [], unsent: 0 });
    await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('textbox', {
      name: 'Add a comment',
    });
    await user.click(within(comments()).getByRole('button', { name: 'Add comment' }));
    expect(await within(comments()).findByText('Please write a comment')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([]);
  });

  it('replies to the writer at once, and resolves the thread', async () => {
    const replied = thread({
      replies: [
        {
          ...thread({
            id: 3,
            parentId: 1,
            body: 'Yes, please',
            authorName: 'Ada Lovelace',
            authorSide: 'client',
            mine: true,
          }),
        },
      ],
    });
    const { api, user } = open({ text: null, threads: [thread()], unsent: 0 }, content(), {
      [ADD]: { status: 201, body: { text: null, threads: [replied], unsent: 0 } },
      'POST /api/client/content/7/comments/1/resolve': {
        body: {
          threads: [{ ...replied, resolvedAt: '2026-11-22T10:00:00.000Z', resolvedByName: 'Ada Lovelace' }],
          unsent: 0,
        },
      },
    });
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list');
    await user.click(within(list).getByRole('button', { name: 'Reply' }));
    await user.type(within(list).getByRole('textbox', { name: 'Your reply' }), 'Yes, please');
    await user.click(within(list).getByRole('button', { name: 'Send reply' }));
    expect(await within(list).findByText('Yes, please')).toBeInTheDocument();
    expect(api.bodiesOf(ADD)).toEqual([{ body: 'Yes, please', parentId: 1 }]);

    await user.click(within(comments()).getByRole('button', { name: 'Resolve' }));
    expect(await within(comments()).findByText(/^Resolved by Ada Lovelace/)).toBeInTheDocument();
    expect(within(comments()).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('edits and deletes a comment not sent yet', async () => {
    const { api, user } = open({ text: null, threads: [draft()], unsent: 1 }, content(), {
      'PATCH /api/client/content/7/comments/2': {
        body: { text: null, threads: [draft({ body: 'Not how I talk at all.' })], unsent: 1 },
      },
      'DELETE /api/client/content/7/comments/2': { body: { text: null, threads: [], unsent: 0 } },
    });
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list');
    await user.click(within(list).getByRole('button', { name: 'Edit' }));
    const field = within(comments()).getByRole('textbox', { name: 'Your comment' });
    expect(field).toHaveValue('The second line is not how I talk.');
    await user.clear(field);
    await user.type(field, 'Not how I talk at all.');
    await user.click(within(comments()).getByRole('button', { name: 'Save comment' }));
    expect(await within(comments()).findByText('Not how I talk at all.')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/client/content/7/comments/2')).toEqual([
      { body: 'Not how I talk at all.' },
    ]);

    await user.click(within(comments()).getByRole('button', { name: 'Delete' }));
    expect(await within(comments()).findByText(/^No comments yet/)).toBeInTheDocument();
  });

  it('sends the comments with a revision request, the note then optional', async () => {
    const { api, user } = open({ text: null, threads: [draft()], unsent: 1 }, content(), {
      [REVISION]: { body: content({ revisionRequested: true, revisionCount: 1, canRequestRevision: false }) },
    });
    const alert = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Request Revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Content Revision' });
    expect(dialog).toHaveTextContent(
      'Your comment not sent yet goes with this request. Add a note on the whole post if you like.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Revision Request' }));
    await waitFor(() => expect(api.bodiesOf(REVISION)).toEqual([{}]));
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
  });

  it('never says the comments just sent are kept for the next request', async () => {
    const requested = content({
      revisionRequested: true,
      revisionCount: 1,
      canRequestRevision: false,
      revisionBlock: 'in-revision',
      revisionRequestedAt: '2026-11-22T10:00:00.000Z',
    });
    const { user } = open({ text: null, threads: [draft(), draft({ id: 3 })], unsent: 2 }, content(), {
      [REVISION]: { body: requested },
    });
    const alert = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('alert');
    // After the request the post comes back before its conversation does.
    let answerComments: (reply: Reply) => void = () => {};
    mockApi({
      'GET /api/client/content/7': { body: requested },
      [COMMENTS]: () => new Promise<Reply>((resolve) => (answerComments = resolve)),
    });
    await user.click(within(alert).getByRole('button', { name: 'Request Revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Content Revision' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Revision Request' }));
    expect(await screen.findByText('Revision requested on Nov 22, 2026')).toBeInTheDocument();
    // The page is read once the dialog has gone (while it is open, the rest is hidden from the roles).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/kept for your next revision request/)).not.toBeInTheDocument();
    expect(within(comments()).queryByRole('alert')).not.toBeInTheDocument();
    act(() =>
      answerComments({
        body: {
          text: null,
          threads: [
            draft({ sentAt: '2026-11-22T10:00:00.000Z' }),
            draft({ id: 3, sentAt: '2026-11-22T10:00:00.000Z' }),
          ],
          unsent: 0,
        },
      }),
    );
    await waitFor(() => expect(within(comments()).queryByText('Not sent yet')).not.toBeInTheDocument());
  });

  it('still needs 10 characters of note when no comment waits', async () => {
    const { api, user } = open({ text: null, threads: [], unsent: 0 });
    await user.click(await screen.findByRole('button', { name: 'Request Revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Content Revision' });
    expect(dialog).toHaveTextContent('Tell us what you would like changed in this post.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Revision Request' }));
    expect(
      await within(dialog).findByText('Please provide at least 10 characters of feedback'),
    ).toBeInTheDocument();
    expect(api.bodiesOf(REVISION)).toEqual([]);
  });

  it('closes the conversation on a published post', async () => {
    // The component alone: the page would load the post's numbers beside it.
    mockApi({ [COMMENTS]: { body: { text: null, threads: [thread()], unsent: 0 } } });
    renderWithProviders(
      <PostConversation
        post={content({ status: 'published', canPublish: false, canRequestRevision: false })}
        onRequestRevision={() => {}}
        article={(text) => text}
      />,
      { signedInAs: client },
    );
    expect(
      await screen.findByText('This post is published: its conversation is closed.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Shall we open with the hiring story?')).toBeInTheDocument();
    expect(within(comments()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(comments()).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('shows a failed load, and tries again', async () => {
    const { user } = open({ text: null, threads: [], unsent: 0 }, content(), {
      [COMMENTS]: failure(500, 'Something went wrong'),
    });
    const region = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(region).findByText('Failed to load the comments')).toBeInTheDocument();
    mockApi({ [COMMENTS]: { body: { text: null, threads: [thread()], unsent: 0 } } });
    await user.click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByText('Shall we open with the hiring story?')).toBeInTheDocument();
  });

  describe('on the words of the text', () => {
    const TEXT = 'First line of the post.\nSecond line, after a break.';
    // The words 'Second line', in the version the comments were written on and in the text now.
    const SECOND_LINE = {
      version: 1,
      start: 24,
      end: 35,
      quote: 'Second line',
      currentStart: 24,
      currentEnd: 35,
      outdated: false,
    };
    const onWords = (overrides: Partial<CommentThreadDto> = {}) =>
      thread({ anchor: SECOND_LINE, ...overrides });

    it('says how to comment on words while the conversation loads, so that nothing moves when it comes', async () => {
      let answer: (reply: Reply) => void = () => undefined;
      open({ text: null, threads: [], unsent: 0 }, content(), {
        [COMMENTS]: () => new Promise<Reply>((resolve) => (answer = resolve)),
      });
      await screen.findByTestId('content-body');
      expect(screen.getByText(/Select words to comment on them/)).toBeInTheDocument();
      answer({ body: { text: { version: 1, content: TEXT }, threads: [], unsent: 0 } });
      expect(await within(comments()).findByText(/No comments yet/)).toBeInTheDocument();
      expect(screen.getByText(/Select words to comment on them/)).toBeInTheDocument();
    });

    it('sends the words selected in the text with the comment and the new words suggested', async () => {
      const { api, user } = open({ text: { version: 1, content: TEXT }, threads: [], unsent: 0 }, content(), {
        [ADD]: { status: 201, body: { text: { version: 1, content: TEXT }, threads: [], unsent: 1 } },
      });
      const body = await screen.findByTestId('content-body');
      // The conversation is in: its words may be selected.
      await within(comments()).findByText(/No comments yet/);
      document.getSelection()!.setBaseAndExtent(body.firstChild!, 6, body.firstChild!, 10);
      await act(async () => {
        document.dispatchEvent(new Event('selectionchange'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      await user.click(await screen.findByRole('button', { name: 'Comment on selection' }));
      // jsdom's screen is a phone's (no media query matches): the composer is the bottom sheet.
      const form = await screen.findByRole('dialog', { name: 'Comment on the words' });
      await user.type(within(form).getByRole('textbox', { name: 'Your comment' }), 'Not my word.');
      await user.click(within(form).getByRole('switch', { name: 'Suggest new words' }));
      const replacement = within(form).getByRole('textbox', { name: 'Replace with' });
      await user.clear(replacement);
      await user.type(replacement, 'opening');
      await user.click(within(form).getByRole('button', { name: 'Add comment' }));
      await waitFor(() =>
        expect(api.bodiesOf(ADD)).toEqual([
          {
            body: 'Not my word.',
            anchor: { version: 1, start: 6, end: 10, quote: 'line' },
            suggestion: 'opening',
          },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comment on the words' })).toBeNull());
    });

    it('marks each thread’s words in the text, and picks them from the thread', async () => {
      const { user } = open({ text: { version: 1, content: TEXT }, threads: [onWords()], unsent: 0 });
      const body = await screen.findByTestId('content-body');
      const mark = await within(body).findByText('Second line');
      expect(mark.tagName).toBe('MARK');
      expect(mark).not.toHaveAttribute('data-active');
      await user.click(within(comments()).getByRole('button', { name: 'Show in text: Second line' }));
      expect(mark).toHaveAttribute('data-active', 'true');
      expect(within(comments()).getByRole('listitem')).toHaveAttribute('aria-current', 'true');
    });

    it('shows words gone from the text as outdated, with their quote, and marks nothing', async () => {
      open({
        text: { version: 2, content: TEXT },
        threads: [
          onWords({
            anchor: {
              version: 1,
              start: 0,
              end: 5,
              quote: 'Third',
              currentStart: null,
              currentEnd: null,
              outdated: true,
            },
          }),
        ],
        unsent: 0,
      });
      const item = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole(
        'listitem',
      );
      expect(item).toHaveTextContent('Outdated');
      expect(item).toHaveTextContent('Third');
      expect(within(screen.getByTestId('content-body')).queryByText('Third')).toBeNull();
      expect(screen.getByTestId('content-body').querySelector('mark')).toBeNull();
    });

    it('changes the new words of a suggestion not sent yet, its quote in view', async () => {
      const suggested = draft({
        body: '',
        anchor: SECOND_LINE,
        suggestion: textSuggestion('Next line'),
      });
      const { api, user } = open(
        { text: { version: 1, content: TEXT }, threads: [suggested], unsent: 1 },
        content(),
        {
          'PATCH /api/client/content/7/comments/2': {
            body: { text: { version: 1, content: TEXT }, threads: [suggested], unsent: 1 },
          },
        },
      );
      const item = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole(
        'listitem',
      );
      await user.click(within(item).getByRole('button', { name: 'Edit' }));
      const replacement = within(comments()).getByRole('textbox', { name: 'Replace with' });
      expect(replacement).toHaveValue('Next line');
      expect(within(comments()).queryByRole('switch', { name: 'Suggest new words' })).toBeNull();
      await user.clear(replacement);
      await user.type(replacement, 'The next line');
      await user.click(within(comments()).getByRole('button', { name: 'Save comment' }));
      await waitFor(() =>
        expect(api.bodiesOf('PATCH /api/client/content/7/comments/2')).toEqual([
          { body: '', suggestion: 'The next line' },
        ]),
      );
    });
  });
});
