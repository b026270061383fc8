import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ClientDetailDto, ConversionProposalDto } from '../../api';
// The new client's page is another feature's: the app's admin area holds both.
import { ClientDetailsPage } from '../../test/pages';
import { failure, mockApi, type Handlers, type Reply, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply } from '../../test/team-session';
import { LeadDetailsPage } from './lead-details-page';
import { newLead, onboardedLead } from '../../test/leads-data';

const PROPOSAL = 'GET /api/admin/leads/7/conversion';
const CONVERT = 'POST /api/admin/leads/7/convert';
const BILLING = 'GET /api/admin/billing';

const proposal = (overrides: Partial<ConversionProposalDto> = {}): ConversionProposalDto => ({
  username: 'adalovelace',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'echo',
  amount: 299,
  emailTakenBy: null,
  ...overrides,
});

/** The new client's page, as the details page loads it after the conversion. */
const newClient: ClientDetailDto = {
  id: 42,
  username: 'adalovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  timeZone: null,
  plan: 'echo',
  subscriptionStatus: 'active',
  subscriptionStanding: 'active',
  deliveredThisMonth: 0,
  revisionsWaiting: 0,
  assignedTo: null,
  reviewRequired: false,
  createdAt: '2026-11-25T12:00:00.000Z',
  lastLogin: null,
  leadId: 7,
  voiceBrief: null,
  subscriptions: [],
  writableSubscriptions: [],
  deliveryRefusal: null,
  erasure: null,
  voice: null,
  pillarMix: { posts: 0, pillars: [] },
};

function stubLead(more: Handlers = {}, lead = onboardedLead()) {
  return mockApi({
    'GET /api/leads/7': { body: lead },
    [PROPOSAL]: { body: proposal() },
    [BILLING]: { body: { mode: 'manual' } },
    ...more,
  });
}

/** The lead's page, and the client's it opens after a conversion. */
const openLead = () =>
  renderPages(
    { '/admin/leads/:id': LeadDetailsPage, '/admin/clients/:id': ClientDetailsPage },
    '/admin/leads/7',
    signedInTeam(),
  );

/** Opens the lead, then its conversion dialog; resolves once the form shows. */
async function openConversion() {
  const user = userEvent.setup({ delay: null });
  const rendered = openLead();
  const convert = await screen.findByRole('button', { name: 'Mark as Converted' });
  await user.click(convert);
  const dialog = within(screen.getByRole('dialog', { name: 'Convert to client' }));
  await dialog.findByLabelText('Username');
  return { user, dialog, ...rendered };
}

// The team, for the assignee's select and filter (every test's, unless it answers otherwise).
beforeEach(() => {
  mockApi(teamReply);
});

/**
 * The new client's page has asked for its history and its posts (and been answered): its sections ask
 * once the client has loaded, and asked after the test, they reached the next one unanswered.
 */
async function clientPageLoaded(api: { calls: { key: string }[] }) {
  await waitFor(() =>
    expect(api.calls.map((call) => call.key)).toEqual(
      expect.arrayContaining(['GET /api/admin/clients/42/subscription-events', 'GET /api/admin/content']),
    ),
  );
}

describe('Convert to client', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('starts from the proposal: account, names, plan, list price, auto-renewal on', async () => {
    stubLead();
    const { dialog } = await openConversion();

    expect(dialog.getByLabelText('Username')).toHaveValue('adalovelace');
    expect(dialog.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(dialog.getByLabelText('First Name')).toHaveValue('Ada');
    expect(dialog.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(dialog.getByRole('combobox', { name: 'Plan' })).toHaveTextContent('Echo');
    expect(dialog.getByLabelText('Amount')).toHaveValue(299);
    expect(dialog.getByLabelText('Payment method')).toHaveValue('');
    expect(dialog.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
    expect(
      dialog.getByText('We will email ada@example.com a link to set their password (valid for 7 days).'),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/already belongs/)).not.toBeInTheDocument();
  });

  it('starts what was sold from the plan: posts a month and revisions a post, following the plan chosen', async () => {
    stubLead();
    const { user, dialog } = await openConversion();

    // Echo: 12 posts a month, any number of revisions (the field left empty).
    expect(dialog.getByLabelText('Posts a month')).toHaveValue(12);
    expect(dialog.getByLabelText('Revisions a post')).toHaveValue(null);
    await user.click(dialog.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Ghost' }));
    expect(dialog.getByLabelText('Posts a month')).toHaveValue(4);
    expect(dialog.getByLabelText('Revisions a post')).toHaveValue(1);
    // Billing by hand only: the server runs without Stripe.
    expect(dialog.queryByRole('radiogroup', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('converts with Stripe billing when the server runs with Stripe, with what was sold', async () => {
    const api = stubLead({
      [BILLING]: { body: { mode: 'stripe' } },
      [CONVERT]: {
        status: 201,
        body: {
          clientId: 42,
          username: 'adalovelace',
          subscriptionId: 5,
          invitationSentTo: 'ada@example.com',
        },
      },
      'GET /api/admin/clients/42': { body: newClient },
      'GET /api/admin/clients/42/subscription-events': { body: [] },
      // The new client's first subscription, billed by hand: its payments (none yet).
      'GET /api/admin/subscriptions/:id/payments': {
        body: { subscriptionId: 5, billing: 'manual', payments: [], nextPeriod: null },
      },
      'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
      'GET /api/admin/content': { body: listPage([]) },
    });
    const { user, dialog } = await openConversion();

    const billing = within(await dialog.findByRole('radiogroup', { name: 'Billing' }));
    expect(billing.getByRole('radio', { name: 'Bill by hand' })).toBeChecked();
    await user.click(billing.getByRole('radio', { name: 'Stripe: mail a Checkout link' }));
    await user.clear(dialog.getByLabelText('Posts a month'));
    await user.type(dialog.getByLabelText('Posts a month'), '8');
    await user.type(dialog.getByLabelText('Revisions a post'), '3');
    await user.click(dialog.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Details' })).toBeInTheDocument();
    await clientPageLoaded(api);
    expect(api.bodiesOf(CONVERT)).toEqual([
      {
        username: 'adalovelace',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        plan: 'echo',
        amount: 299,
        autoRenew: true,
        postsPerMonth: 8,
        revisionsPerPost: 3,
        billing: 'stripe',
      },
    ]);
  });

  it('warns when the email already belongs to an account, until another email is typed', async () => {
    stubLead({ [PROPOSAL]: { body: proposal({ emailTakenBy: 'ada-old', plan: null, amount: null }) } });
    const { user, dialog } = await openConversion();

    expect(
      dialog.getByText(/The email ada@example.com already belongs to the account "ada-old"/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Plan' })).not.toHaveTextContent(/Ghost|Echo|Phantom/);
    expect(dialog.getByLabelText('Amount')).toHaveValue(null);

    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'ada@analytical.example');
    expect(dialog.queryByText(/already belongs/)).not.toBeInTheDocument();
    expect(
      dialog.getByText(
        'We will email ada@analytical.example a link to set their password (valid for 7 days).',
      ),
    ).toBeInTheDocument();
  });

  it('checks every field before sending anything', async () => {
    const api = stubLead({ [PROPOSAL]: { body: proposal({ plan: null, amount: null }) } });
    const { user, dialog } = await openConversion();

    for (const label of ['Username', 'Email', 'First Name', 'Last Name']) {
      await user.clear(dialog.getByLabelText(label));
    }
    await user.click(dialog.getByRole('button', { name: 'Create client' }));

    expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(dialog.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(dialog.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(dialog.getByRole('combobox', { name: 'Plan' })).toHaveAccessibleDescription('Plan is required');
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be positive');

    await user.type(dialog.getByLabelText('Amount'), '-1');
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be positive');
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '12.345');
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription(
      'Amount must have at most 2 decimals',
    );
    expect(api.bodiesOf(CONVERT)).toEqual([]);
  });

  it('creates the client with what the form says, then opens the new client', async () => {
    const api = stubLead({
      [CONVERT]: {
        status: 201,
        body: {
          clientId: 42,
          username: 'ada',
          subscriptionId: 5,
          invitationSentTo: 'ada@analytical.example',
        },
      },
      'GET /api/admin/clients/42': { body: newClient },
      'GET /api/admin/clients/42/subscription-events': { body: [] },
      // The new client's first subscription, billed by hand: its payments (none yet).
      'GET /api/admin/subscriptions/:id/payments': {
        body: { subscriptionId: 5, billing: 'manual', payments: [], nextPeriod: null },
      },
      'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
      'GET /api/admin/content': { body: listPage([]) },
    });
    const { user, dialog, router } = await openConversion();

    await user.clear(dialog.getByLabelText('Username'));
    await user.type(dialog.getByLabelText('Username'), ' ada ');
    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'ada@analytical.example');
    await user.click(dialog.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Phantom' }));
    await user.clear(dialog.getByLabelText('Amount'));
    await user.type(dialog.getByLabelText('Amount'), '1500');
    await user.type(dialog.getByLabelText('Payment method'), 'Invoice');
    await user.click(dialog.getByRole('switch', { name: 'Auto-renew' }));
    await user.click(dialog.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Details' })).toBeInTheDocument();
    await clientPageLoaded(api);
    expect(router.state.location.pathname).toBe('/admin/clients/42');
    expect(api.bodiesOf(CONVERT)).toEqual([
      {
        username: 'ada',
        email: 'ada@analytical.example',
        firstName: 'Ada',
        lastName: 'Lovelace',
        plan: 'phantom',
        amount: 1500,
        autoRenew: false,
        postsPerMonth: 20,
        revisionsPerPost: null,
        billing: 'manual',
        paymentMethod: 'Invoice',
      },
    ]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Client created');
    expect(toast).toHaveTextContent('An invitation to set a password was sent to ada@analytical.example.');
  });

  it.each([
    ['username', 'Username', 'This username is already taken'],
    [
      'email',
      'Email',
      'The email ada@example.com already belongs to the account "ada-old": use another email',
    ],
  ])(
    'shows a %s taken (409) on its field, keeping the dialog and its input',
    async (_field, label, message) => {
      stubLead({ [CONVERT]: failure(409, message) });
      const { user, dialog, router } = await openConversion();

      await user.type(dialog.getByLabelText('Payment method'), 'Invoice');
      await user.click(dialog.getByRole('button', { name: 'Create client' }));

      await waitFor(() => expect(dialog.getByLabelText(label)).toHaveAccessibleDescription(message));
      expect(dialog.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(dialog.getByLabelText(label)).toHaveFocus();
      expect(dialog.getByLabelText('Payment method')).toHaveValue('Invoice');
      expect(router.state.location.pathname).toBe('/admin/leads/7');
    },
  );

  it('shows any other refusal in a toast, keeping the dialog', async () => {
    stubLead({ [CONVERT]: failure(409, 'This lead is already a client') });
    const { user, dialog } = await openConversion();

    await user.click(dialog.getByRole('button', { name: 'Create client' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion failed');
    expect(alert).toHaveTextContent('This lead is already a client');
    expect(screen.getByRole('dialog', { name: 'Convert to client' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Username')).toHaveValue('adalovelace');
  });

  it("shows a spinner while the lead's details load, then why they failed, and tries again", async () => {
    let healthy = false;
    // The failure comes when the test says, whether or not the call has come by then.
    let answer: () => void = () => {};
    const failed = new Promise<Reply>(
      (resolve) => (answer = () => resolve(failure(500, 'The database is not reachable'))),
    );
    stubLead({ [PROPOSAL]: () => (healthy ? { body: proposal() } : failed) });
    const user = userEvent.setup({ delay: null });
    openLead();
    await user.click(await screen.findByRole('button', { name: 'Mark as Converted' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Convert to client' }));

    expect(
      await dialog.findByRole('progressbar', { name: "Loading the lead's details" }),
    ).toBeInTheDocument();
    answer();
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load the lead's details");
    expect(alert).toHaveTextContent('The database is not reachable');

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByLabelText('Username')).toHaveValue('adalovelace');
  });

  it('starts again from a fresh proposal each time it opens', async () => {
    let username = 'adalovelace';
    const api = stubLead({ [PROPOSAL]: () => ({ body: proposal({ username }) }) });
    const { user, dialog } = await openConversion();

    await user.type(dialog.getByLabelText('Username'), '-typed');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Someone took the proposed username meanwhile: the server proposes another.
    username = 'adalovelace2';
    await user.click(screen.getByRole('button', { name: 'Mark as Converted' }));
    const again = within(screen.getByRole('dialog', { name: 'Convert to client' }));
    expect(await again.findByLabelText('Username')).toHaveValue('adalovelace2');
    expect(api.calls.filter((call) => call.key === PROPOSAL)).toHaveLength(2);
  });

  it('opens the conversion from Mark as Converted, changing no status by itself', async () => {
    const api = stubLead({}, onboardedLead({ status: 'contacted', allowedStatuses: ['archived'] }));
    const user = userEvent.setup({ delay: null });
    openLead();

    await user.click(await screen.findByRole('button', { name: 'Mark as Converted' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Convert to client' }));
    expect(await dialog.findByLabelText('Username')).toHaveValue('adalovelace');
    expect(api.calls.filter((call) => call.key.startsWith('PATCH'))).toEqual([]);
  });

  it('cannot convert an archived lead', async () => {
    stubLead({}, newLead({ status: 'archived', allowedStatuses: ['new'] }));
    openLead();

    const convert = await screen.findByRole('button', { name: 'Mark as Converted' });
    expect(convert).toBeDisabled();
    expect(convert).toHaveAccessibleDescription(
      'Restore the lead to contact it or convert it into a client.',
    );
  });

  it('links a converted lead to its client instead', async () => {
    stubLead({}, onboardedLead({ status: 'converted', clientId: 42, allowedStatuses: ['archived'] }));
    openLead();

    const view = await screen.findByRole('link', { name: 'View client' });
    expect(view).toHaveAttribute('href', '/admin/clients/42');
    expect(screen.getByRole('button', { name: 'Mark as Converted' })).toBeDisabled();
    // One button converts: no second one beside it under another name.
    expect(screen.queryByRole('button', { name: 'Convert to client' })).not.toBeInTheDocument();
  });
});
