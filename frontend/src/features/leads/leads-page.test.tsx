import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ListLeadsApiResponse } from '../../api';
import { failure, mockApi, type Handler, type Reply } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { teamReply } from '../../test/team-session';
import { OVERDUE_HINT } from './components/lead-status-badge';
import { LeadDetailsPage } from './lead-details-page';
import { LeadsPage } from './leads-page';
import { leadPage, leadSummary, newLead } from '../../test/leads-data';

const LIST = 'GET /api/leads';

const leads = [
  leadSummary({ id: 1, name: 'Ada Lovelace', package: null, isOverdue: true }),
  leadSummary({
    id: 2,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    linkedin: 'https://www.linkedin.com/in/grace-hopper',
    industry: 'real-estate',
    package: 'phantom',
    status: 'contacted',
    createdAt: '2026-01-05T12:00:00.000Z',
    assignedTo: { id: 9, name: 'Wendy Writer', active: true },
  }),
  leadSummary({ id: 3, name: 'Alan Turing', status: 'converted', createdAt: '2025-12-31T12:00:00.000Z' }),
  leadSummary({ id: 4, name: 'Edsger Dijkstra', status: 'archived', package: 'ghost' }),
];

/** The list answered by `list` (a page of the leads above by default). */
function stubLeads(list: Handler = { body: leadPage(leads) }) {
  return mockApi({ [LIST]: list });
}

async function openLeads(path = '/admin/leads') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/leads': LeadsPage, '/admin/leads/:id': LeadDetailsPage }, path);
  await screen.findByRole('heading', { level: 1, name: 'Leads' });
  return { user, ...rendered };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const defaultQuery = { page: '1', pageSize: '50', sort: 'createdAt', order: 'desc' };

// The team, for the assignee's select and filter (every test's, unless it answers otherwise).
beforeEach(() => {
  mockApi(teamReply);
});

describe('/admin/leads', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    // No React or MUI warnings (keys, act, out-of-range pagination...).
    expect(consoleError).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('shows each lead as a row of the table', async () => {
    const api = stubLeads();
    const { user } = await openLeads();

    // The loaded table, not the skeleton rows it shows while the page is on its way.
    const table = await screen.findByRole('table', { name: 'Leads', busy: false });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'Email',
      'LinkedIn',
      'Industry',
      'Package',
      'Status',
      'Assigned to',
      'Date, sorted descending',
      'Details',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    const ada = row('Ada Lovelace');
    expect(within(ada).getByRole('rowheader')).toHaveTextContent('Ada Lovelace');
    // The address wraps before its "@" and its dots only, never mid-word.
    const email = within(ada).getByText('ada@example.com');
    expect(email.innerHTML).toBe('ada<wbr>@example<wbr>.com');
    expect(email).not.toHaveStyle({ wordBreak: 'break-all' });
    const profile = within(ada).getByRole('link', { name: /^Profile/ });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(ada).getByText('Technology')).toBeInTheDocument();
    expect(within(ada).getByText('Not specified')).toBeInTheDocument();
    expect(within(ada).getByText('New')).toBeInTheDocument();
    expect(within(ada).getByText('Unassigned')).toBeInTheDocument();
    expect(within(ada).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      '/admin/leads/1',
    );

    const grace = row('Grace Hopper');
    expect(within(grace).getByText('Real Estate')).toBeInTheDocument();
    expect(within(grace).getByText('Phantom')).toBeInTheDocument();
    expect(within(grace).getByText('Contacted')).toBeInTheDocument();
    expect(within(grace).getByText('Wendy Writer')).toBeInTheDocument();
    expect(within(grace).getByText('Jan 5, 2026')).toBeInTheDocument();
    expect(within(row('Alan Turing')).getByText('Converted')).toBeInTheDocument();
    expect(within(row('Alan Turing')).getByText('Dec 31, 2025')).toBeInTheDocument();

    // docs/product.md, "Leads": archived is the outlined badge; the others are filled.
    expect(within(row('Edsger Dijkstra')).getByText('Archived').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-outlined',
    );
    expect(within(grace).getByText('Contacted').closest('.MuiChip-root')).toHaveClass('MuiChip-filled');

    // Only the lead still waiting for a reply is flagged, with the reason on hover or focus.
    expect(screen.getAllByText('Overdue')).toHaveLength(1);
    const overdue = within(ada).getByText('Overdue');
    await user.hover(overdue);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(OVERDUE_HINT);

    expect(api.queriesOf(LIST)).toEqual([defaultQuery]);
  });

  it('shows a stored profile address that is not on LinkedIn as text, not as a link', async () => {
    stubLeads({
      body: leadPage([leadSummary({ id: 9, name: 'Mallory', linkedin: 'https://evil.example/in/m' })]),
    });
    await openLeads();

    await screen.findByRole('table', { name: 'Leads', busy: false });
    const mallory = row('Mallory');
    expect(within(mallory).getByText('https://evil.example/in/m')).toBeInTheDocument();
    expect(within(mallory).queryByRole('link', { name: /Profile/ })).not.toBeInTheDocument();
  });

  it('shows skeleton rows while the leads load', async () => {
    // Answered when the test says, whether or not the call has come by then.
    let answer: (page: ListLeadsApiResponse) => void = () => {};
    const answered = new Promise<Reply>((resolve) => (answer = (page) => resolve({ body: page })));
    stubLeads(() => answered);
    await openLeads();

    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);

    act(() => answer(leadPage(leads)));
    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(table.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('sorts by a column on the server, toggling the order', async () => {
    const api = stubLeads();
    const { user, router } = await openLeads();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    const dateHeader = screen.getByRole('columnheader', { name: /Date/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, sort: 'name', order: 'asc' }),
    );
    expect(router.state.location.search).toBe('?sort=name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(dateHeader).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, sort: 'name', order: 'desc' }),
    );

    await user.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, sort: 'status', order: 'asc' }),
    );

    // Back to the dates: newest first again, the default view (its page is cached, so no request).
    await user.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(api.queriesOf(LIST)).toHaveLength(4);
    // LinkedIn and Package cannot be sorted by.
    expect(screen.queryByRole('button', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Package' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, from page 1', async () => {
    const api = stubLeads({ body: leadPage(leads, { total: 400 }) });
    const { user, router } = await openLeads('/admin/leads?page=3');
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(api.queriesOf(LIST)).toEqual([{ ...defaultQuery, page: '3' }]);

    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'ada');

    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(2));
    // One request for the whole word, not one per letter.
    expect(api.queriesOf(LIST)[1]).toEqual({ ...defaultQuery, search: 'ada' });
    expect(router.state.location.search).toBe('?search=ada');

    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), ' smith');
    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(3));
    expect(api.queriesOf(LIST)[2]).toEqual({ ...defaultQuery, search: 'ada smith' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by assignee, from page 1, the filter kept in the URL', async () => {
    const api = stubLeads({ body: leadPage(leads, { total: 400 }) });
    const { user, router } = await openLeads('/admin/leads?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    const filter = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(filter).toHaveTextContent('All');
    await user.click(filter);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Unassigned', 'admin', 'Wendy Writer', 'Walt Whitman', 'Sam Gone (deactivated)']);
    await user.click(screen.getByRole('option', { name: 'Wendy Writer' }));

    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, assignedTo: '9' }));
    expect(router.state.location.search).toBe('?assignedTo=9');

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, assignedTo: 'unassigned' }),
    );
    expect(router.state.location.search).toBe('?assignedTo=unassigned');
  });

  it('says when no lead is assigned as the filter asks', async () => {
    stubLeads({ body: leadPage([]) });
    await openLeads('/admin/leads?assignedTo=unassigned');

    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.getByText('No lead matches this search, status or assignee.')).toBeInTheDocument();
  });

  it('filters by status, from page 1', async () => {
    const api = stubLeads({ body: leadPage(leads, { total: 400 }) });
    const { user, router } = await openLeads('/admin/leads?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'New', 'Contacted', 'Converted', 'Archived']);
    await user.click(screen.getByRole('option', { name: 'Contacted' }));

    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, status: 'contacted' }));
    expect(router.state.location.search).toBe('?status=contacted');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Contacted');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual(defaultQuery));
  });

  it('pages through the leads on the server', async () => {
    const api = stubLeads({ body: leadPage(leads, { total: 120 }) });
    const { user, router } = await openLeads();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, page: '2' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ ...defaultQuery, pageSize: '25' }));
    expect(router.state.location.search).toBe('?pageSize=25');
  });

  it('opens the view kept in the URL, and keeps it for Back from a lead', async () => {
    const api = mockApi({
      [LIST]: { body: leadPage(leads, { total: 400 }) },
      'GET /api/leads/1': { body: newLead({ id: 1 }) },
    });
    const search = '?page=2&sort=email&order=asc&search=ada&status=new';
    const { user, router } = await openLeads(`/admin/leads${search}`);
    await screen.findByRole('row', { name: /Ada Lovelace/ });

    expect(api.queriesOf(LIST)).toEqual([
      { page: '2', pageSize: '50', sort: 'email', order: 'asc', search: 'ada', status: 'new' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('ada');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('New');
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(row('Ada Lovelace')).getByRole('link', { name: /^View Details/ }));
    await screen.findByRole('heading', { level: 1, name: 'Lead Details' });
    await user.click(screen.getByRole('link', { name: 'Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Leads' });
    expect(router.state.location.search).toBe(search);
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('ada');
  });

  it('says when there are no leads, and refreshes on request', async () => {
    const api = stubLeads({ body: leadPage([]) });
    const { user } = await openLeads();

    expect(await screen.findByText('No leads found')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(api.queriesOf(LIST)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(2));
  });

  it('shows why the leads failed to load, and tries again', async () => {
    let healthy = false;
    const api = stubLeads(() =>
      healthy ? { body: leadPage(leads) } : failure(500, 'The database is not reachable'),
    );
    const { user } = await openLeads();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leads data');
    expect(alert).toHaveTextContent('The database is not reachable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load leads data')).not.toBeInTheDocument();
    expect(api.queriesOf(LIST)).toHaveLength(2);
  });

  it('refetches the leads every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubLeads();
    await openLeads();
    await screen.findByRole('row', { name: /Ada Lovelace/ });
    expect(api.queriesOf(LIST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(api.queriesOf(LIST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(2));
    expect(api.queriesOf(LIST)[1]).toEqual(defaultQuery);
  });

  it('scrolls a narrow table inside its own focusable region', async () => {
    stubLeads();
    await openLeads();

    const region = await screen.findByRole('region', { name: 'Leads table' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'Leads' }));
    expect(region).toHaveAttribute('tabindex', '0');
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });

  describe('Export CSV', () => {
    const EXPORT = 'GET /api/leads/export.csv';
    let clickedLinks: HTMLAnchorElement[];
    let savedBlobs: Blob[];

    beforeEach(() => {
      clickedLinks = [];
      savedBlobs = [];
      // jsdom has no object URLs, and cannot follow a download link: record both instead.
      URL.createObjectURL = (blob: Blob) => {
        savedBlobs.push(blob);
        return `blob:http://localhost/${savedBlobs.length}`;
      };
      URL.revokeObjectURL = () => {};
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clickedLinks.push(this);
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    const csvReply = {
      text: 'ID,Name\r\n1,Ada Lovelace\r\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="leads-2026-11-23.csv"',
      },
    };

    it('downloads every lead of the view: its search, filters and sort, not its page', async () => {
      const api = mockApi({ [LIST]: { body: leadPage(leads) }, [EXPORT]: csvReply });
      const { user } = await openLeads(
        '/admin/leads?page=2&pageSize=25&sort=email&order=asc&search=ada&status=new&assignedTo=unassigned',
      );

      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      const toast = await screen.findByRole('status');
      expect(toast).toHaveTextContent('Export Successful');
      expect(toast).toHaveTextContent('leads-2026-11-23.csv has been downloaded.');
      expect(api.calls.filter((call) => call.key === EXPORT).map((call) => call.query)).toEqual([
        { sort: 'email', order: 'asc', search: 'ada', status: 'new', assignedTo: 'unassigned' },
      ]);
      expect(clickedLinks.map((link) => link.download)).toEqual(['leads-2026-11-23.csv']);
      expect(await savedBlobs[0].text()).toBe('ID,Name\r\n1,Ada Lovelace\r\n');
    });

    it('asks for the default view when nothing is chosen', async () => {
      const api = mockApi({ [LIST]: { body: leadPage(leads) }, [EXPORT]: csvReply });
      const { user } = await openLeads();

      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      await screen.findByRole('status');
      expect(api.calls.filter((call) => call.key === EXPORT).map((call) => call.query)).toEqual([
        { sort: 'createdAt', order: 'desc' },
      ]);
    });

    it("shows the server's message when the export fails", async () => {
      mockApi({ [LIST]: { body: leadPage(leads) }, [EXPORT]: failure(403, 'Admins only') });
      const { user } = await openLeads();

      await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Export failed');
      expect(alert).toHaveTextContent('Admins only');
      expect(clickedLinks).toEqual([]);
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });
  });
});
