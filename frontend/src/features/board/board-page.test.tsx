import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
// The admin layout and the revision queue are other features': the app's admin area holds them all.
import { AdminLayout } from '../../test/pages';
import { RevisionQueuePage } from '../../test/pages';
import { failure, mockApi, type Handler, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { BoardPage } from './board-page';
import { board } from '../../test/board-data';

const BOARD = 'GET /api/admin/board';

function stubBoard(reply: Handler) {
  return mockApi({
    [BOARD]: reply,
    'GET /api/admin/content': { body: listPage([]) },
    ...teamReply,
  });
}

async function openBoard(member = admin) {
  const user = userEvent.setup({ delay: null });
  // In the admin layout, whose navigation opens the board again.
  const rendered = renderPages({ '/admin': BoardPage, '/admin/revisions': RevisionQueuePage }, '/admin', {
    layout: AdminLayout,
    ...signedInTeam(member),
  });
  await screen.findByRole('heading', {
    level: 1,
    name: member.role === 'admin' ? 'Production Board' : 'Your Week',
  });
  return { user, ...rendered };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('/admin (production board)', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the week, the totals and where to act', async () => {
    stubBoard({ body: board() });
    await openBoard();

    expect(await screen.findByText('Week of Nov 16, 2026')).toBeInTheDocument();
    expect(document.title).toBe('Production Board | Ghostline');
    const tiles = within(screen.getByRole('list', { name: 'This week at a glance' }));
    expect(tiles.getByText(/of 9 posts delivered/)).toHaveTextContent('4 of 9 posts delivered');
    expect(tiles.getByRole('progressbar', { name: '4 of 9 posts delivered this week' })).toHaveAttribute(
      'aria-valuenow',
      '44',
    );
    expect(tiles.getByText(/sent back with feedback/)).toHaveTextContent('3 posts sent back with feedback');
    expect(tiles.getByRole('link', { name: 'View revision requests' })).toHaveAttribute(
      'href',
      '/admin/revisions',
    );
    expect(tiles.getByText(/without a reply/)).toHaveTextContent('5 without a reply after a day');
    expect(tiles.getByRole('link', { name: 'View new leads' })).toHaveAttribute(
      'href',
      '/admin/leads?status=new&sort=createdAt&order=asc',
    );
    expect(tiles.getByText(/answered the questionnaire/)).toHaveTextContent(
      '1 answered the questionnaire, not a client yet',
    );
    expect(tiles.getByText(/for an admin's review/)).toHaveTextContent("1 draft waits for an admin's review");
    expect(tiles.getByRole('link', { name: 'View reviews' })).toHaveAttribute('href', '/admin/reviews');
    expect(tiles.getByText(/no writer/)).toHaveTextContent('2 clients have no writer');
    expect(tiles.getByRole('link', { name: 'View unassigned clients' })).toHaveAttribute(
      'href',
      '/admin/clients?assignedTo=unassigned',
    );
  });

  it('shows each client with plans, progress and revisions, linking to the client', async () => {
    stubBoard({ body: board() });
    await openBoard();

    const table = await screen.findByRole('table', { name: 'Clients this week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Ada Lovelace', 'Wendy Writer', 'Echo', '1 / 3', '2'],
      ['Alan Turing', 'Unassigned', 'Phantom, GhostEnds Nov 27, 2026', '3 / 6', '0'],
      ['Linus Pauling', 'Unassigned', 'No plan in force', '0 delivered, none owed', '1'],
    ]);
    // Unassigned in words, with an icon: not by its colour alone.
    expect(rows[1].children[1].querySelector('svg')).not.toBeNull();
    expect(within(rows[0]).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/clients/3',
    );
    const progress = within(rows[0]).getByRole('progressbar', {
      name: 'Ada Lovelace: 1 of 3 posts delivered this week',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(within(rows[2]).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sums each writer’s week for the admins, furthest behind first and the unassigned last', async () => {
    const base = board();
    stubBoard({
      body: board({
        clients: [
          ...base.clients,
          {
            clientId: 6,
            name: 'Grace Hopper',
            plans: ['phantom'],
            owed: 5,
            delivered: 1,
            revisionsWaiting: 0,
            reviewsWaiting: 1,
            assignedTo: { id: 10, name: 'Walt Wright', active: true },
            endsAt: null,
          },
        ],
      }),
    });
    await openBoard();

    const table = await screen.findByRole('table', { name: 'Writers this week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Writer', 'Clients', 'Delivered / Owed', 'Revisions waiting', 'Reviews waiting']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Walt Wright', '1', '1 / 5', '0', '1'],
      ['Wendy Writer', '1', '1 / 3', '2', '0'],
      ['Unassigned', '2', '3 / 6', '1', '0'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Walt Wright' })).toHaveAttribute(
      'href',
      '/admin/clients?assignedTo=10',
    );
    expect(within(rows[2]).getByRole('link', { name: 'Unassigned' })).toHaveAttribute(
      'href',
      '/admin/clients?assignedTo=unassigned',
    );
    expect(
      within(rows[1]).getByRole('progressbar', { name: 'Wendy Writer: 1 of 3 posts delivered this week' }),
    ).toHaveAttribute('aria-valuenow', '33');
  });

  it('lists the leads waiting, each linking to its page, with how many more there are', async () => {
    stubBoard({ body: board() });
    await openBoard();

    const waiting = await screen.findByRole('region', { name: 'Leads waiting over 24 hours' });
    const items = within(waiting).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/leads/7',
    );
    expect(items[0]).toHaveTextContent('grace@example.com · Echo package · Came in Nov 14, 2026');
    expect(items[1]).toHaveTextContent('kj@example.com · Came in Nov 14, 2026');
    expect(within(waiting).getByText(/and 3 more/)).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/admin/leads?status=new&sort=createdAt&order=asc',
    );

    const onboarded = region('Onboarded, not converted');
    expect(onboarded.getByRole('link', { name: 'Margaret Hamilton' })).toHaveAttribute(
      'href',
      '/admin/leads/9',
    );
    expect(onboarded.getByText('mh@example.com · Echo package · Updated Nov 15, 2026')).toBeInTheDocument();
    expect(onboarded.queryByText(/more/)).not.toBeInTheDocument();
  });

  it('lists LinkedIn connections ending with posts waiting, and posts that did not go out', async () => {
    stubBoard({
      body: board({
        linkedIn: {
          ending: [
            { clientId: 3, name: 'Ada Lovelace', endsAt: '2026-01-02T12:00:00.000Z', waiting: 2 },
            { clientId: 4, name: 'Alan Turing', endsAt: null, waiting: 1 },
          ],
          trouble: [
            {
              postId: 11,
              title: 'Hiring in public',
              clientId: 3,
              clientName: 'Ada Lovelace',
              state: 'not_published',
              reason: 'LinkedIn refused it: the commentary is too long',
              since: '2026-11-18T12:00:00.000Z',
            },
            {
              postId: 12,
              title: 'Lost in transit',
              clientId: 4,
              clientName: 'Alan Turing',
              state: 'check_linkedin',
              reason: null,
              since: '2026-11-18T12:00:00.000Z',
            },
          ],
        },
      }),
    });
    await openBoard();
    const linkedIn = within(await screen.findByRole('region', { name: 'LinkedIn' }));
    const ending = within(
      linkedIn.getByRole('region', { name: 'Connections ending, with approved posts waiting' }),
    );
    const clients = ending.getAllByRole('listitem');
    expect(clients[0]).toHaveTextContent('Ada Lovelace' + 'Ended Jan 2, 2026 · 2 approved posts waiting');
    expect(clients[1]).toHaveTextContent('Alan Turing' + 'Disconnected · 1 approved post waiting');
    expect(ending.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
    const trouble = within(linkedIn.getByRole('region', { name: 'Posts LinkedIn did not publish' }));
    expect(trouble.getByRole('link', { name: 'Hiring in public' })).toHaveAttribute(
      'href',
      '/admin/content/11',
    );
    expect(trouble.getAllByRole('listitem')[0]).toHaveTextContent(
      'Ada Lovelace · Not published: LinkedIn refused it: the commentary is too long',
    );
    expect(trouble.getAllByRole('listitem')[1]).toHaveTextContent('Alan Turing · Check LinkedIn');
  });

  it('shows no LinkedIn card while there is nothing of it to do', async () => {
    stubBoard({ body: board() });
    await openBoard();
    await screen.findByRole('region', { name: 'Engagement falling' });
    expect(screen.queryByRole('region', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });

  it('says so when there are no clients and no leads waiting', async () => {
    stubBoard({
      body: board({
        clients: [],
        owedThisWeek: 0,
        deliveredThisWeek: 0,
        revisionsWaiting: 0,
        leadsWaiting: [],
        leadsWaitingTotal: 0,
        onboardedNotConverted: [],
        onboardedNotConvertedTotal: 0,
      }),
    });
    await openBoard();

    expect(await screen.findByText('No active clients yet')).toBeInTheDocument();
    expect(region('Writers this week').getByText('No writers busy this week')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(region('Leads waiting over 24 hours').getByText('No leads waiting')).toBeInTheDocument();
    expect(region('Onboarded, not converted').getByText('No onboarded leads waiting')).toBeInTheDocument();
    expect(screen.getByText(/of 0 posts delivered/)).toHaveTextContent('0 of 0 posts delivered');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the error and tries again', async () => {
    let fail = true;
    const api = stubBoard(() => (fail ? failure(500, 'Database unavailable') : { body: board() }));
    const { user } = await openBoard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the board');
    expect(alert).toHaveTextContent('Database unavailable');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Week of Nov 16, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.bodiesOf(BOARD)).toHaveLength(2);
  });

  // Fetched afresh on every visit: app/router.test.tsx (the route asks for it as it opens).
  it('shows a skeleton while loading', async () => {
    let release: (() => void) | undefined;
    stubBoard(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: board() });
        }),
    );
    await openBoard();

    expect(screen.getByLabelText('Loading the board')).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByText('Week of Nov 16, 2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the board')).not.toBeInTheDocument();
  });

  it('shows a writer their week: their clients and reviews, without writers, unassigned work or leads', async () => {
    stubBoard({
      body: board({
        unassignedClients: 0,
        leadsWaiting: [],
        leadsWaitingTotal: 0,
        onboardedNotConverted: [],
        onboardedNotConvertedTotal: 0,
      }),
    });
    await openBoard(writer);

    expect(document.title).toBe('Your Week | Ghostline');
    const tiles = within(await screen.findByRole('list', { name: 'This week at a glance' }));
    expect(tiles.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Posts this week',
      'Revisions waiting',
      'Reviews waiting',
    ]);
    expect(tiles.getByText(/for an admin's review/)).toHaveTextContent("1 draft waits for an admin's review");
    expect(tiles.queryByRole('link', { name: 'View reviews' })).not.toBeInTheDocument();
    expect(tiles.getByRole('link', { name: 'View revision requests' })).toHaveAttribute(
      'href',
      '/admin/revisions',
    );

    const table = screen.getByRole('table', { name: 'Clients this week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Client', 'Plan', 'Delivered / Owed', 'Revisions waiting']);
    expect(screen.queryByRole('region', { name: 'Writers this week' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leads waiting over 24 hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Onboarded, not converted' })).not.toBeInTheDocument();
  });

  it('tells a writer with no clients this week how they come', async () => {
    stubBoard({ body: board({ clients: [], owedThisWeek: 0, deliveredThisWeek: 0, unassignedClients: 0 }) });
    await openBoard(writer);

    expect(await screen.findByText('No clients of yours this week')).toBeInTheDocument();
  });

  it('lists the clients whose engagement fell most, each linking to their page', async () => {
    stubBoard({
      body: board({
        engagementFalling: [
          { clientId: 3, name: 'Ada Lovelace', before: 0.052, after: 0.031, change: -2.1 },
          { clientId: 4, name: 'Alan Turing', before: 0.04, after: 0.035, change: -0.5 },
        ],
      }),
    });
    await openBoard();

    const falling = within(await screen.findByRole('region', { name: 'Engagement falling' }));
    const items = falling.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada Lovelace5.2% → 3.1% (−2.1 points) over the last 30 days',
      'Alan Turing4.0% → 3.5% (−0.5 points) over the last 30 days',
    ]);
    expect(falling.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/3');
  });

  it('says when no engagement is falling', async () => {
    stubBoard({ body: board({ engagementFalling: [] }) });
    await openBoard();

    const falling = within(await screen.findByRole('region', { name: 'Engagement falling' }));
    expect(falling.getByText('No engagement falling')).toBeInTheDocument();
  });
});
