import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommentThreadDto, PostConversationDto, ReviewLinkDto } from '../../api';
import { failure, mockApi } from '../../test/mock-api';
import { drawnPdf, image } from '../../test/media-data';
import { content } from '../../test/portal-data';
import { pasteOverLimit } from '../../test/paste-over-limit';
import { callsInFlight, renderPages, standInPage } from '../../test/render-with-providers';
import { ReviewLinkPage } from './review-link-page';

const pages = { '/review': ReviewLinkPage, '/auth': standInPage('Sign In') };
const post = content({
  id: 7,
  title: 'Hiring is a system',
  content: 'Line one.\nLine two.',
  status: 'delivered',
});
const link = (overrides: Partial<ReviewLinkDto> = {}): ReviewLinkDto => ({
  action: 'publish',
  firstName: 'Ada',
  revisionRefusal: null,
  post,
  ...overrides,
});

const thread = (overrides: Partial<CommentThreadDto> = {}): CommentThreadDto => ({
  id: 1,
  parentId: null,
  body: 'Shall we open with the numbers?',
  authorName: 'Joan Didion',
  authorSide: 'team',
  mine: false,
  internal: false,
  version: 1,
  sentAt: '2026-11-20T09:00:00.000Z',
  round: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  anchor: null,
  suggestion: null,
  replies: [],
  ...overrides,
});
const draft = (overrides: Partial<CommentThreadDto> = {}) =>
  thread({
    id: 2,
    body: 'The opening is not me.',
    authorName: 'Ada Lovelace',
    authorSide: 'client',
    mine: true,
    sentAt: null,
    ...overrides,
  });
const conversation = (threads: CommentThreadDto[] = []): PostConversationDto => ({
  text: null,
  threads,
  unsent: threads.filter((row) => row.mine && !row.sentAt).length,
});

async function open(
  reply: ReviewLinkDto | ReturnType<typeof failure>,
  comments: PostConversationDto | ReturnType<typeof failure> = conversation(),
) {
  const api = mockApi({
    'GET /api/review-links': 'action' in reply ? { body: reply } : reply,
    'GET /api/review-links/comments': 'threads' in comments ? { body: comments } : comments,
  });
  const user = userEvent.setup({ delay: null });
  renderPages(pages, '/review?token=t0k3n');
  await screen.findByRole('heading', { level: 1, name: 'Review your post' });
  return { api, user };
}

describe('/review?token=…', () => {
  it('shows the post with its line breaks, and does nothing until the button is pressed', async () => {
    const { api } = await open(link());
    expect(await screen.findByRole('heading', { name: 'Hiring is a system' })).toBeInTheDocument();
    expect(screen.getByText(/Line one\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByText('Hi Ada, here is your post.')).toBeInTheDocument();
    expect(api.queriesOf('GET /api/review-links')).toEqual([{ token: 't0k3n' }]);
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/review-links']);
    expect(screen.getByRole('link', { name: 'Sign in for everything else' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('marks the post published with the button, and does not ask again for the link it used', async () => {
    const { user, api: page } = await open(link());
    const api = mockApi({ 'POST /api/review-links/publish': { body: { ...post, status: 'published' } } });
    await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));
    expect((await screen.findAllByText('Your content has been marked as published.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/is now published in your portal/)).toBeInTheDocument();
    // The pressed button is gone: the focus is on the result, which a screen reader reads.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveFocus();
    expect(api.queriesOf('POST /api/review-links/publish')).toEqual([{ token: 't0k3n' }]);
    // A used link answers 410: it is neither being asked for again nor was it.
    expect(callsInFlight()).toEqual([]);
    expect(page.calls.map((call) => call.key)).toEqual(['GET /api/review-links']);
  });

  it('shows the post’s images under its text, at the link’s own addresses', async () => {
    const byLink = (id: number) => `/api/review-links/media/${id}/preview?token=t0k3n`;
    const media = {
      kind: 'images' as const,
      documentTitle: null,
      items: [1, 2].map((id) => image(id, { previewUrl: byLink(id), thumbnailUrl: byLink(id) })),
    };
    await open(link({ post: { ...post, media } }));
    const article = await screen.findByRole('article', { name: 'Hiring is a system' });
    const images = await within(article).findByRole('group', { name: '2 images' });
    expect(within(images).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', byLink(2));
    // Text first, then the images, as the feed has them.
    expect(
      within(article)
        .getByText(/Line one\./)
        .compareDocumentPosition(images) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows a document as its carousel beside the comments of a revision link', async () => {
    await open(link({ action: 'revision', post: { ...post, media: drawnPdf(3) } }), conversation([thread()]));
    const carousel = await screen.findByRole('region', { name: 'Five hiring mistakes' });
    expect(within(carousel).getByText('3 pages')).toBeInTheDocument();
    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(comments).findByText('Shall we open with the numbers?')).toBeInTheDocument();
  });

  it('shows no media for a text-only post', async () => {
    await open(link());
    await screen.findByRole('heading', { name: 'Hiring is a system' });
    expect(screen.queryByTestId('linkedin-media')).not.toBeInTheDocument();
  });

  it('dates a scheduled post as the portal does', async () => {
    await open(link({ post: { ...post, status: 'scheduled', scheduledFor: '2026-12-01T12:00:00.000Z' } }));
    expect(await screen.findByText('Scheduled for Dec 1, 2026')).toBeInTheDocument();
  });

  it("says why publishing failed, with the spec's title", async () => {
    const { user } = await open(link());
    mockApi({ 'POST /api/review-links/publish': failure(410, 'This link was already used') });
    await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));
    expect((await screen.findAllByText('Error marking as published')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('This link was already used').length).toBeGreaterThan(0);
  });

  it('checks the feedback before sending it, then requests the revision', async () => {
    const { user, api: page } = await open(link({ action: 'revision' }));
    const api = mockApi({
      'POST /api/review-links/revision': { body: { ...post, revisionRequested: true } },
    });
    const field = await screen.findByLabelText('Revision feedback');
    expect(
      screen.getByText('Be as specific as possible to help our writers address your needs.'),
    ).toBeInTheDocument();
    await user.type(field, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Submit Revision Request' }));
    expect(await screen.findByText('Please provide at least 10 characters of feedback')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    // The focus goes back to the field to correct.
    expect(field).toHaveFocus();
    await user.type(field, ', open with the story.');
    await user.click(screen.getByRole('button', { name: 'Submit Revision Request' }));
    expect(
      (await screen.findAllByText("Your feedback has been sent to our team. We'll update your content soon."))
        .length,
    ).toBeGreaterThan(0);
    expect(api.bodiesOf('POST /api/review-links/revision')).toEqual([
      { feedbackNotes: 'Too short, open with the story.' },
    ]); // Says what happened: the revision was asked for; nothing was delivered.
    expect(
      screen.getByText(
        'You asked for a revision of “Hiring is a system”: our team will revise it and deliver the new version to you. Until then you keep the version you have.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is now delivered/)).not.toBeInTheDocument();
    // The link is used: neither it nor its conversation is asked for again.
    expect(callsInFlight()).toEqual([]);
    expect(page.calls.map((call) => call.key).sort()).toEqual([
      'GET /api/review-links',
      'GET /api/review-links/comments',
    ]);
  });

  it('counts spaces around the feedback out, as the portal does', async () => {
    const { user } = await open(link({ action: 'revision' }));
    const api = mockApi({});
    await user.type(await screen.findByLabelText('Revision feedback'), '   short      ');
    await user.click(screen.getByRole('button', { name: 'Submit Revision Request' }));
    expect(await screen.findByText('Please provide at least 10 characters of feedback')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('keeps feedback pasted over 1,000 characters whole, says how far over at once, and sends nothing', async () => {
    const { user } = await open(link({ action: 'revision' }));
    const api = mockApi({});
    await pasteOverLimit(
      user,
      await screen.findByRole('textbox', { name: 'Revision feedback' }),
      'f'.repeat(1500),
      'Please keep your feedback to 1000 characters or fewer 1,500/1,000 characters: 500 over',
      screen.getByRole('button', { name: 'Submit Revision Request' }),
    );
    expect(api.calls).toEqual([]);
  });

  describe('the conversation behind the revision link', () => {
    it('shows the team’s threads with the token, and none for the publish link', async () => {
      const { api } = await open(link({ action: 'revision' }), conversation([thread()]));
      const comments = await screen.findByRole('region', { name: 'Comments' });
      expect(await within(comments).findByText('Shall we open with the numbers?')).toBeInTheDocument();
      expect(within(comments).getByText('Joan Didion')).toBeInTheDocument();
      expect(api.queriesOf('GET /api/review-links/comments')).toEqual([{ token: 't0k3n' }]);
      expect(screen.getByText('Tell us what you would like changed in this post.')).toBeInTheDocument();
    });

    it('says when there is nothing yet', async () => {
      await open(link({ action: 'revision' }));
      expect(
        await screen.findByText('No comments yet. Tell your writer what works and what is not quite you.'),
      ).toBeInTheDocument();
    });

    it('adds a comment, kept until the feedback, which may then go without a note', async () => {
      const { user } = await open(link({ action: 'revision' }));
      const api = mockApi({
        'POST /api/review-links/comments': { status: 201, body: conversation([draft()]) },
        'POST /api/review-links/revision': { body: { ...post, revisionRequested: true } },
      });
      await user.type(await screen.findByLabelText('Add a comment'), 'The opening is not me.');
      await user.click(screen.getByRole('button', { name: 'Add comment' }));
      expect(await screen.findByText('Not sent yet')).toBeInTheDocument();
      expect(
        screen.getByText('Your comment is not sent yet: it goes to your writer with your revision request.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Add a comment')).toHaveValue('');
      expect(api.bodiesOf('POST /api/review-links/comments')).toEqual([{ body: 'The opening is not me.' }]);
      expect(api.queriesOf('POST /api/review-links/comments')).toEqual([{ token: 't0k3n' }]);
      expect(
        screen.getByText(
          'Your comment not sent yet goes with this request. Add a note on the whole post if you like.',
        ),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Submit Revision Request' }));
      expect(
        (
          await screen.findAllByText(
            "Your feedback has been sent to our team. We'll update your content soon.",
          )
        ).length,
      ).toBeGreaterThan(0);
      expect(api.bodiesOf('POST /api/review-links/revision')).toEqual([{}]);
    });

    it('changes and deletes a comment not sent yet', async () => {
      const { user } = await open(link({ action: 'revision' }), conversation([thread(), draft()]));
      const api = mockApi({
        'PATCH /api/review-links/comments/2': {
          body: conversation([thread(), draft({ body: 'The opening is not how I talk.' })]),
        },
        'DELETE /api/review-links/comments/2': { body: conversation([thread()]) },
      });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const field = screen.getByLabelText('Your comment');
      expect(field).toHaveFocus();
      await user.clear(field);
      await user.type(field, 'The opening is not how I talk.');
      await user.click(screen.getByRole('button', { name: 'Save comment' }));
      expect(await screen.findByText('The opening is not how I talk.')).toBeInTheDocument();
      expect(api.bodiesOf('PATCH /api/review-links/comments/2')).toEqual([
        { body: 'The opening is not how I talk.' },
      ]);

      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('Tell us what you would like changed in this post.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('The opening is not how I talk.')).not.toBeInTheDocument();
      expect(api.queriesOf('DELETE /api/review-links/comments/2')).toEqual([{ token: 't0k3n' }]);
    });

    it('replies to the team at once, and keeps the reply when it is refused', async () => {
      const { user } = await open(link({ action: 'revision' }), conversation([thread()]));
      let attempts = 0;
      const api = mockApi({
        'POST /api/review-links/comments': () =>
          ++attempts === 1
            ? failure(410, 'This link was already used')
            : {
                status: 201,
                body: conversation([
                  thread({
                    replies: [
                      {
                        ...draft({ id: 3, parentId: 1, body: 'Yes, the numbers.' }),
                        sentAt: '2026-11-21T09:00:00.000Z',
                      },
                    ],
                  }),
                ]),
              },
      });
      await user.click(await screen.findByRole('button', { name: 'Reply' }));
      await user.type(screen.getByLabelText('Your reply'), 'Yes, the numbers.');
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      expect((await screen.findAllByText('This link was already used')).length).toBeGreaterThan(0);
      expect(screen.getByLabelText('Your reply')).toHaveValue('Yes, the numbers.');
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      const replies = await screen.findByRole('list', { name: 'Replies' });
      expect(within(replies).getByText('Yes, the numbers.')).toBeInTheDocument();
      expect(api.bodiesOf('POST /api/review-links/comments')).toEqual([
        { body: 'Yes, the numbers.', parentId: 1 },
        { body: 'Yes, the numbers.', parentId: 1 },
      ]);
    });

    it('resolves and reopens a thread with the token', async () => {
      const { user } = await open(link({ action: 'revision' }), conversation([thread()]));
      const api = mockApi({
        'POST /api/review-links/comments/1/resolve': {
          body: conversation([
            thread({ resolvedAt: '2026-11-21T10:00:00.000Z', resolvedByName: 'Ada Lovelace' }),
          ]),
        },
        'POST /api/review-links/comments/1/reopen': failure(409, 'This conversation is already open'),
      });
      await user.click(await screen.findByRole('button', { name: 'Resolve' }));
      expect(await screen.findByText(/^Resolved by Ada Lovelace/)).toBeInTheDocument();
      expect(api.queriesOf('POST /api/review-links/comments/1/resolve')).toEqual([{ token: 't0k3n' }]);
      await user.click(screen.getByRole('button', { name: 'Reopen' }));
      expect((await screen.findAllByText('This conversation is already open')).length).toBeGreaterThan(0);
      expect(screen.getByText('Not reopened')).toBeInTheDocument();
    });

    it('offers Try Again when the comments failed to load, and still the feedback', async () => {
      let attempts = 0;
      mockApi({
        'GET /api/review-links': { body: link({ action: 'revision' }) },
        'GET /api/review-links/comments': () =>
          ++attempts === 1 ? failure(503, 'Service Unavailable') : { body: conversation([thread()]) },
      });
      const user = userEvent.setup({ delay: null });
      renderPages(pages, '/review?token=t0k3n');
      expect(await screen.findByText('Failed to load the comments')).toBeInTheDocument();
      expect(screen.getByLabelText('Revision feedback')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Shall we open with the numbers?')).toBeInTheDocument();
    });
  });

  it("shows the plan's refusal instead of the form", async () => {
    await open(
      link({
        action: 'revision',
        revisionRefusal: 'The Ghost plan includes 1 revision per post, and this post has had it',
      }),
    );
    expect(
      await screen.findByText('The Ghost plan includes 1 revision per post, and this post has had it'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Revision Request' })).not.toBeInTheDocument();
  });

  it.each([
    ['used', 'This link was already used'],
    ['ended', 'This link has ended: the post changed or 14 days passed'],
  ])('says when a link was %s, and leads to the portal', async (_state, message) => {
    await open(failure(410, message));
    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see your posts' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Mark as Published' })).not.toBeInTheDocument();
  });

  it('shows the way forward for a link the server does not know, without a Try Again that cannot help', async () => {
    const { api } = await open(failure(404, 'This link is not valid: open the whole link from your email'));
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(
      screen.getByText('This link is not valid: open the whole link from your email'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see your posts' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('offers Try Again when the server failed, and loads the post on it', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/review-links': () =>
        ++attempts === 1 ? failure(503, 'Service Unavailable') : { body: link() },
    });
    const user = userEvent.setup({ delay: null });
    renderPages(pages, '/review?token=t0k3n');

    expect(await screen.findByText('Error loading your post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Mark as Published' })).toBeInTheDocument();
  });
});
