import { screen, waitFor, within } from '@testing-library/react';
import { signedInTeam } from '../../test/team-session';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
// The admin layout is another feature's: the app's admin area holds both.
import { AdminLayout } from '../../test/pages';
import { failure, mockApi, type Handler, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { postSummary } from '../../test/posts-data';
import { ReviewQueuePage } from './review-queue-page';

const LIST = 'GET /api/admin/content';

function stubQueue(reply: Handler) {
  return mockApi({ [LIST]: reply });
}

async function openQueue({ inLayout = false } = {}) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/reviews': ReviewQueuePage }, '/admin/reviews', {
    layout: inLayout ? AdminLayout : undefined,
    // The navigation shows an admin's sections: the store knows who is signed in.
    ...signedInTeam(),
  });
  await screen.findByRole('heading', { level: 1, name: 'Reviews' });
  return { user, ...rendered };
}

const waiting = postSummary({
  reviewState: 'ready',
  reviewRequestedAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
  assignedTo: { id: 5, name: 'Wendy Writer', active: true },
});

describe('/admin/reviews', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lists the drafts waiting for review, oldest first, with client, writer and when, linking to each', async () => {
    const api = stubQueue({
      body: listPage([
        waiting,
        postSummary({
          id: 8,
          clientId: 4,
          clientName: 'Alan Turing',
          plan: 'ghost',
          title: 'On computable numbers',
          reviewState: 'ready',
          reviewRequestedAt: '2026-11-23T15:00:00.000Z',
          assignedTo: { id: 6, name: 'Gil Gone', active: false },
        }),
        postSummary({ id: 9, title: 'Nobody’s yet', reviewState: 'ready', reviewRequestedAt: null }),
      ]),
    });
    await openQueue();

    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(3);
    expect(screen.getByText('3 drafts wait for review, oldest request first.')).toBeInTheDocument();
    // The server orders the queue; the page asks for it.
    expect(api.queriesOf(LIST)).toEqual([{ reviewState: 'ready', page: '1', pageSize: '25' }]);

    const first = within(items[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Why I stopped cold pitching' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Why I stopped cold pitching' })).toHaveAttribute(
      'href',
      '/admin/content/7',
    );
    expect(first.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
    expect(items[0]).toHaveTextContent(/Ada Lovelace · Echo plan · Sent Nov 22, 2026/);
    expect(items[0]).toHaveTextContent('Writer: Wendy Writer');
    expect(items[0].querySelector('time')).toHaveAttribute('datetime', '2026-11-22T09:30:00.000Z');
    expect(first.getByRole('link', { name: 'Review “Why I stopped cold pitching”' })).toHaveAttribute(
      'href',
      '/admin/content/7',
    );

    expect(items[1]).toHaveTextContent(/Sent Nov 23, 2026/);
    expect(items[1]).toHaveTextContent(/Writer: Gil Gone \(deactivated\)/);
    expect(within(items[1]).getByRole('link', { name: /^Review/ })).toHaveAttribute(
      'href',
      '/admin/content/8',
    );
    // Unassigned work shows as such.
    expect(items[2]).toHaveTextContent('Writer: Unassigned');
  });

  it('counts every draft waiting and asks the server for the next page', async () => {
    const api = stubQueue({ body: listPage([waiting], { total: 30, pageSize: 25 }) });
    const { user, router } = await openQueue();

    expect(await screen.findByText(/^30 drafts wait for review/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ reviewState: 'ready', page: '2', pageSize: '25' }),
    );
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says when no draft is waiting for review', async () => {
    stubQueue({ body: listPage([]) });
    await openQueue();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No drafts waiting for review' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Every draft sent for review has been approved or sent back.'),
    ).toBeInTheDocument();
  });

  it('shows that it is loading', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    stubQueue(() => new Promise((resolve) => (answer = resolve)));
    renderPages({ '/admin/reviews': ReviewQueuePage }, '/admin/reviews');
    expect(await screen.findByLabelText('Loading drafts waiting for review')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer({ body: listPage([waiting]) });
    expect(await screen.findByRole('article')).toHaveTextContent('Why I stopped cold pitching');
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    stubQueue(() => (fail ? failure(500, 'Database unavailable') : { body: listPage([waiting]) }));
    const { user } = await openQueue();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the drafts waiting for review');
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
    expect(nav.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Revisions' })).not.toHaveAttribute('aria-current');
    await user.click(nav.getByRole('link', { name: 'Reviews' }));
    expect(await screen.findByText('No drafts waiting for review')).toBeInTheDocument();
  });
});
