import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewLinkDto } from '../../api';
import { failure, mockApi } from '../../test/mock-api';
import { content } from '../../test/portal-data';
import { renderPages, standInPage } from '../../test/render-with-providers';
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

async function open(reply: ReviewLinkDto | ReturnType<typeof failure>) {
  const api = mockApi({ 'GET /api/review-links': 'action' in reply ? { body: reply } : reply });
  const user = userEvent.setup();
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

  it('marks the post published with the button', async () => {
    const { user } = await open(link());
    const api = mockApi({ 'POST /api/review-links/publish': { body: { ...post, status: 'published' } } });
    await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));
    expect((await screen.findAllByText('Your content has been marked as published.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText(/is now published in your portal/)).toBeInTheDocument();
    // The pressed button is gone: the focus is on the result, which a screen reader reads.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveFocus();
    expect(api.queriesOf('POST /api/review-links/publish')).toEqual([{ token: 't0k3n' }]);
  });

  it("says why publishing failed, with the spec's title", async () => {
    const { user } = await open(link());
    mockApi({ 'POST /api/review-links/publish': failure(410, 'This link was already used') });
    await user.click(await screen.findByRole('button', { name: 'Mark as Published' }));
    expect((await screen.findAllByText('Error marking as published')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('This link was already used').length).toBeGreaterThan(0);
  });

  it('checks the feedback before sending it, then requests the revision', async () => {
    const { user } = await open(link({ action: 'revision' }));
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
  });

  it('counts spaces around the feedback out, as the portal does', async () => {
    const { user } = await open(link({ action: 'revision' }));
    const api = mockApi({});
    await user.type(await screen.findByLabelText('Revision feedback'), '   short      ');
    await user.click(screen.getByRole('button', { name: 'Submit Revision Request' }));
    expect(await screen.findByText('Please provide at least 10 characters of feedback')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
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
    const user = userEvent.setup();
    renderPages(pages, '/review?token=t0k3n');

    expect(await screen.findByText('Error loading your post')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Mark as Published' })).toBeInTheDocument();
  });
});
