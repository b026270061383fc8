import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ListClientsApiResponse } from '../../api';
import { failure, mockApi, type Handler, type Handlers, type Reply, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { stubScreenWidth } from '../../test/screen-width';
import { ClientDetailsPage } from './client-details-page';
import { ClientsPage } from './clients-page';
import { clientDetail, clientSummary, paymentsReply } from '../../test/clients-data';

const LIST = 'GET /api/admin/clients';

const clients = [
  clientSummary({ revisionsWaiting: 2, assignedTo: { id: 9, name: 'Wendy Writer', active: true } }),
  clientSummary({
    id: 43,
    username: 'grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    plan: null,
    subscriptionStatus: null,
    deliveredThisMonth: 0,
    lastLogin: null,
  }),
  clientSummary({
    id: 44,
    username: 'alan',
    name: 'Alan Turing',
    email: null,
    plan: 'phantom',
    subscriptionStatus: 'past_due',
    assignedTo: { id: 11, name: 'Sam Gone', active: false },
  }),
];

function stubClients(list: Handler = { body: listPage(clients) }, more: Handlers = {}) {
  return mockApi({ [LIST]: list, ...teamReply, ...more });
}

async function openClients(path = '/admin/clients', member = admin) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(
    { '/admin/clients': ClientsPage, '/admin/clients/:id': ClientDetailsPage },
    path,
    signedInTeam(member),
  );
  await screen.findByRole('heading', { level: 1, name: member.role === 'admin' ? 'Clients' : 'My Clients' });
  return { user, ...rendered };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/admin/clients', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows each client as a row: writer, plan, subscription, this month and revisions waiting', async () => {
    const api = stubClients();
    await openClients();

    // The loaded table, not the skeleton rows it shows while the list is on its way.
    const table = await screen.findByRole('table', { name: 'Clients', busy: false });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Writer', 'Plan', 'Status', 'Delivered this month', 'Revisions waiting']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const ada = row('Ada Lovelace');
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/clients/42',
    );
    expect(within(ada).getByRole('rowheader')).toHaveTextContent('adalovelace · ada@example.com');
    expect(within(ada).queryByText('Invitation pending')).not.toBeInTheDocument();
    expect(cells('Ada Lovelace')).toEqual(['Wendy Writer', 'Echo', 'Active', '3', '2']);
    // Revisions waiting stand out.
    expect(within(ada).getAllByRole('cell')[4].querySelector('.MuiChip-root')).not.toBeNull();

    const grace = row('Grace Hopper');
    expect(within(grace).getByText('Invitation pending')).toBeInTheDocument();
    // Unassigned in words, with an icon: not by its colour alone.
    expect(cells('Grace Hopper')).toEqual(['Unassigned', '—No plan', 'No subscription', '0', '0']);
    expect(within(grace).getAllByRole('cell')[0].querySelector('svg')).not.toBeNull();
    expect(within(grace).getAllByRole('cell')[4].querySelector('.MuiChip-root')).toBeNull();

    expect(within(row('Alan Turing')).getByRole('rowheader')).toHaveTextContent(/alan$/);
    expect(cells('Alan Turing')).toEqual(['Sam Gone (deactivated)', 'Phantom', 'Past Due', '3', '0']);

    expect(api.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '50' }]);
  });

  it('says a payment failed, not past due, while the period paid runs', async () => {
    stubClients({
      body: listPage([
        clientSummary({ subscriptionStatus: 'past_due', subscriptionStanding: 'payment_failed' }),
      ]),
    });
    await openClients();
    await screen.findByRole('table', { name: 'Clients', busy: false });
    expect(cells('Ada Lovelace')).toEqual(['Unassigned', 'Echo', 'Payment Failed', '3', '0']);
  });

  it('opens a client from anywhere on its row, and Back returns to the same search', async () => {
    stubClients(
      { body: listPage(clients) },
      {
        'GET /api/admin/clients/43': { body: clientDetail({ id: 43, name: 'Grace Hopper' }) },
        'GET /api/admin/clients/43/subscription-events': { body: [] },
        ...paymentsReply,
        'GET /api/admin/clients/43/performance/posts': { body: { items: [] } },
        'GET /api/admin/content': { body: listPage([]) },
      },
    );
    const { user, router } = await openClients('/admin/clients?search=gr');
    await screen.findByRole('row', { name: /Grace Hopper/ });

    await user.click(within(row('Grace Hopper')).getByText('No subscription'));

    await screen.findByRole('heading', { level: 1, name: 'Client Details' });
    expect(router.state.location.pathname).toBe('/admin/clients/43');
    await user.click(screen.getByRole('link', { name: 'Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(router.state.location.search).toBe('?search=gr');
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('gr');
  });

  it('searches on the server once typing pauses, keeping the search in the URL', async () => {
    const api = stubClients();
    const { user, router } = await openClients();
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ada');

    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(2));
    // One request for the whole word, not one per letter.
    expect(api.queriesOf(LIST)[1]).toEqual({ search: 'ada', page: '1', pageSize: '50' });
    expect(router.state.location.search).toBe('?search=ada');

    await user.clear(screen.getByRole('searchbox', { name: 'Search clients' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages the clients on the server, the page kept in the URL; a new search starts at page 1', async () => {
    const api = stubClients({ body: listPage(clients, { total: 120 }) });
    const { user, router } = await openClients();
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '2', pageSize: '50' }));
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'ada');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '1', pageSize: '50', search: 'ada' }),
    );
  });

  it('shows skeleton rows while the clients load', async () => {
    // Answered when the test says, whether or not the call has come by then.
    let answer: (list: ListClientsApiResponse) => void = () => {};
    const answered = new Promise<Reply>((resolve) => (answer = (list) => resolve({ body: list })));
    stubClients(() => answered);
    await openClients();

    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);

    act(() => answer(listPage(clients)));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('says there are no clients yet, and how to make one', async () => {
    stubClients({ body: listPage([]) });
    await openClients();

    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    expect(screen.getByText('Convert a lead from its details page to create a client.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Leads' })).toHaveAttribute('href', '/admin/leads');
  });

  it('says when no client matches the search', async () => {
    stubClients({ body: listPage([]) });
    await openClients('/admin/clients?search=zz');

    expect(await screen.findByText('No clients match your search')).toBeInTheDocument();
    expect(screen.queryByText('No clients yet')).not.toBeInTheDocument();
  });

  it('shows why the clients failed to load, and tries again', async () => {
    let healthy = false;
    const api = stubClients(() =>
      healthy ? { body: listPage(clients) } : failure(500, 'The database is not reachable'),
    );
    const { user } = await openClients();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load clients');
    expect(alert).toHaveTextContent('The database is not reachable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load clients')).not.toBeInTheDocument();
    expect(api.queriesOf(LIST)).toHaveLength(2);
  });

  it('stacks the clients as cards on a 360 px screen, each card opening its client', async () => {
    stubScreenWidth(360);
    stubClients();
    await openClients();

    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);

    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/clients/43',
    );
    expect(grace).toHaveTextContent('grace · grace@example.com');
    expect(grace).toHaveTextContent('No subscription');
    expect(grace).toHaveTextContent('Invitation pending');
    expect(grace).toHaveTextContent('Plan—No plan');

    const ada = screen.getByRole('article', { name: 'Ada Lovelace' });
    expect(ada).toHaveTextContent('Active');
    expect(ada).toHaveTextContent('WriterWendy Writer');
    expect(grace).toHaveTextContent('WriterUnassigned');
    expect(ada).toHaveTextContent('Delivered this month3');
    expect(ada).toHaveTextContent('Revisions waiting2');
  });

  it('filters by writer, the filter kept in the URL, and a new filter starts at page 1', async () => {
    const api = stubClients();
    const { user, router } = await openClients('/admin/clients?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    const filter = screen.getByRole('combobox', { name: 'Writer' });
    expect(filter).toHaveTextContent('All writers');
    await user.click(filter);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All writers',
      'Unassigned',
      'admin',
      'Wendy Writer',
      'Walt Whitman',
      'Sam Gone (deactivated)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Unassigned' }));

    await waitFor(() => expect(router.state.location.search).toBe('?assignedTo=unassigned'));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '1', pageSize: '50', assignedTo: 'unassigned' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Writer' }));
    await user.click(await screen.findByRole('option', { name: 'Wendy Writer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?assignedTo=9'));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toMatchObject({ assignedTo: '9' }));
  });

  it('opens with the filter of the URL, and says when no client is unassigned', async () => {
    const api = stubClients({ body: listPage([]) });
    await openClients('/admin/clients?assignedTo=unassigned');

    expect(await screen.findByText('No unassigned clients')).toBeInTheDocument();
    expect(screen.getByText('Every client has a writer.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Leads' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Writer' })).toHaveTextContent('Unassigned');
    expect(api.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '50', assignedTo: 'unassigned' }]);
  });

  it("says when a writer's filter finds none", async () => {
    stubClients({ body: listPage([]) });
    await openClients('/admin/clients?assignedTo=10');
    expect(await screen.findByText('No clients assigned to this writer')).toBeInTheDocument();
  });

  it('reads an unreadable filter as all writers', async () => {
    const api = stubClients();
    await openClients('/admin/clients?assignedTo=nobody');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(screen.getByRole('combobox', { name: 'Writer' })).toHaveTextContent('All writers');
    expect(api.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '50' }]);
  });
});

describe('/admin/clients as a writer', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is titled My Clients, with no writer filter or column, asking the server for the list alone', async () => {
    const api = stubClients();
    await openClients('/admin/clients?assignedTo=10', writer);

    const table = await screen.findByRole('table', { name: 'Clients', busy: false });
    expect(document.title).toBe('My Clients | Ghostline');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Plan', 'Status', 'Delivered this month', 'Revisions waiting']);
    expect(screen.queryByRole('combobox', { name: 'Writer' })).not.toBeInTheDocument();
    // The server keeps a writer to their clients; the team's list is the admins'.
    expect(api.calls.map((call) => call.key)).toEqual([LIST]);
    expect(api.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '50' }]);
  });

  it('says when no client is assigned to them yet', async () => {
    stubClients({ body: listPage([]) });
    await openClients('/admin/clients', writer);

    expect(await screen.findByText('No clients assigned to you yet')).toBeInTheDocument();
    expect(screen.getByText('Your clients show here once an admin assigns them to you.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Leads' })).not.toBeInTheDocument();
  });
});
