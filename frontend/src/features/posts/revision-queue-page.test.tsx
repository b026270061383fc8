import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
// The admin layout is another feature's: the app's admin area holds both.
import { AdminLayout } from '../../test/pages';
import { failure, mockApi, type Handler, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { postSummary } from '../../test/posts-data';
import { RevisionQueuePage } from './revision-queue-page';

const LIST = 'GET /api/admin/content';

function stubQueue(reply: Handler) {
  return mockApi({ [LIST]: reply, ...teamReply });
}

async function openQueue({ inLayout = false, path = '/admin/revisions', member = admin } = {}) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/revisions': RevisionQueuePage }, path, {
    layout: inLayout ? AdminLayout : undefined,
    ...signedInTeam(member),
  });
  await screen.findByRole('heading', { level: 1, name: 'Revision Requests' });
  return { user, ...rendered };
}

describe('/admin/revisions', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lists the posts waiting for a revision with the feedback, linking to the post and the client', async () => {
    const api = stubQueue({
      body: listPage([
        postSummary({
          revisionRequested: true,
          revisionCount: 1,
          feedbackNotes: 'Make it shorter.\nAnd less salesy.',
          revisionRequestedAt: '2026-11-22T12:00:00.000Z',
          updatedAt: '2026-11-24T12:00:00.000Z',
          assignedTo: { id: 9, name: 'Wendy Writer', active: true },
        }),
        postSummary({
          id: 8,
          clientId: 4,
          clientName: 'Alan Turing',
          plan: 'ghost',
          title: 'On computable numbers',
          revisionRequested: true,
          revisionCount: 2,
          feedbackNotes: 'Add a story.',
          revisionRequestedAt: '2026-11-23T12:00:00.000Z',
          updatedAt: '2026-11-24T12:00:00.000Z',
          mediaKind: 'images',
          mediaCount: 1,
        }),
      ]),
    });
    await openQueue();

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(screen.getByText('2 posts wait for a revision, oldest request first.')).toBeInTheDocument();
    expect(api.queriesOf(LIST)).toEqual([{ revisionRequested: 'true', page: '1', pageSize: '25' }]);

    const first = within(items[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Why I stopped cold pitching' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Why I stopped cold pitching' })).toHaveAttribute(
      'href',
      '/admin/content/7',
    );
    expect(first.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
    expect(items[0]).toHaveTextContent('Ada Lovelace · Echo plan · Requested Nov 22, 2026');
    expect(items[0]).toHaveTextContent('Writer: Wendy Writer');
    const feedback = items[0].querySelector('blockquote')!;
    expect(feedback.textContent).toBe('Make it shorter.\nAnd less salesy.');
    expect(within(feedback).getByText(/Make it shorter/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(first.getByRole('link', { name: 'Revise “Why I stopped cold pitching”' })).toHaveAttribute(
      'href',
      '/admin/content/7',
    );

    expect(items[1]).toHaveTextContent('Alan Turing · Ghost plan · Requested Nov 23, 2026 · Revision 2');
    expect(items[1]).toHaveTextContent('Writer: Unassigned');
    // A post with media says so in its line; a text-only one does not.
    expect(within(items[1]).getByRole('img', { name: '1 image' })).toBeInTheDocument();
    expect(within(items[0]).queryByTestId('media-badge')).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /^Revise/ })).toHaveAttribute(
      'href',
      '/admin/content/8',
    );
  });

  it('counts every post waiting, not only this page’s, and asks the server for the next page', async () => {
    const api = stubQueue({
      body: listPage([postSummary({ revisionRequested: true })], { total: 30, pageSize: 25 }),
    });
    const { user, router } = await openQueue();

    expect(await screen.findByText(/^30 posts wait for a revision/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ revisionRequested: 'true', page: '2', pageSize: '25' }),
    );
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when no revision is waiting', async () => {
    stubQueue({ body: listPage([]) });
    await openQueue();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No revisions waiting' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Every revision the clients asked for has been delivered.')).toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    stubQueue(() => (fail ? failure(500, 'Database unavailable') : { body: listPage([postSummary()]) }));
    const { user } = await openQueue();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load revision requests');
    expect(alert).toHaveTextContent('Database unavailable');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Why I stopped cold pitching');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is reached from the admin navigation, marked as the current section', async () => {
    stubQueue({ body: listPage([]) });
    const { user } = await openQueue({ inLayout: true });

    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Revisions' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Board' })).not.toHaveAttribute('aria-current');
    await user.click(nav.getByRole('link', { name: 'Revisions' }));
    expect(await screen.findByText('No revisions waiting')).toBeInTheDocument();
  });

  it('filters by writer for an admin, the filter kept in the URL and starting at page 1', async () => {
    const api = stubQueue({ body: listPage([postSummary({ revisionRequested: true })], { total: 30 }) });
    const { user, router } = await openQueue({ path: '/admin/revisions?page=2' });
    await screen.findByText(/^30 posts wait/);

    await user.click(screen.getByRole('combobox', { name: 'Writer' }));
    await user.click(await screen.findByRole('option', { name: 'Walt Whitman' }));

    await waitFor(() => expect(router.state.location.search).toBe('?assignedTo=10'));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({
        revisionRequested: 'true',
        page: '1',
        pageSize: '25',
        assignedTo: '10',
      }),
    );
  });

  it('says when no unassigned client waits for a revision', async () => {
    const api = stubQueue({ body: listPage([]) });
    await openQueue({ path: '/admin/revisions?assignedTo=unassigned' });

    expect(await screen.findByText('No unassigned client is waiting for a revision.')).toBeInTheDocument();
    expect(api.queriesOf(LIST)).toEqual([
      { revisionRequested: 'true', page: '1', pageSize: '25', assignedTo: 'unassigned' },
    ]);
  });

  it('shows a writer their queue without a writer filter (the server keeps it to their clients)', async () => {
    const api = stubQueue({ body: listPage([]) });
    await openQueue({ path: '/admin/revisions?assignedTo=10', member: writer });

    expect(
      await screen.findByText('Every revision your clients asked for has been delivered.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Writer' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual([LIST]);
    expect(api.queriesOf(LIST)).toEqual([{ revisionRequested: 'true', page: '1', pageSize: '25' }]);
  });
});
