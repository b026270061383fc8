import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ClientDetailDto } from '../../api';
import { failure, mockApi, type Handler, type Handlers, type Reply, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply } from '../../test/team-session';
import { admin } from '../../test/users';
import { ClientDetailsPage } from './client-details-page';
import { clientDetail, post, subscription, paymentsReply } from '../../test/clients-data';

const CLIENT = 'GET /api/admin/clients/42';
const POSTS = 'GET /api/admin/content';
const UPDATE = 'PATCH /api/admin/subscriptions/5';
const CREATE = 'POST /api/admin/clients/42/subscriptions';
const INVITE = 'POST /api/admin/clients/42/invitation';
const EDIT = 'PATCH /api/admin/clients/42';
const HISTORY = 'GET /api/admin/clients/42/subscription-events';
const BILLING = 'GET /api/admin/billing';

function stubClient(client: Handler = { body: clientDetail() }, more: Handlers = {}) {
  return mockApi({
    [CLIENT]: client,
    [POSTS]: { body: listPage([]) },
    [HISTORY]: { body: [] },
    ...paymentsReply,
    [BILLING]: { body: { mode: 'manual' } },
    'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
    ...teamReply,
    ...more,
  });
}

async function openClient(path = '/admin/clients/42') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/clients/:id': ClientDetailsPage }, path, signedInTeam(admin));
  await screen.findByRole('heading', { level: 1, name: 'Client Details' });
  return { user, ...rendered };
}

/** The value shown for `label` in the card named `card`. */
function field(label: string, card: HTMLElement = screen.getByRole('region', { name: 'Profile' })) {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

const dialog = (name: string | RegExp) => within(screen.getByRole('dialog', { name }));

describe('/admin/clients/{id}', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the client's profile, subscriptions, posts and voice brief", async () => {
    const api = stubClient(
      {
        body: clientDetail({
          subscriptions: [
            subscription({
              id: 6,
              plan: 'phantom',
              status: 'pending',
              amount: 1500,
              paymentMethod: null,
              renewalDate: null,
              autoRenew: false,
            }),
            subscription({
              status: 'canceled',
              endDate: '2026-12-21T12:00:00.000Z',
              renewalDate: null,
              autoRenew: false,
              cancelReason: 'Budget',
            }),
          ],
        }),
      },
      {
        [POSTS]: {
          body: listPage([
            post({
              id: 12,
              title: 'Hiring is a product',
              status: 'scheduled',
              scheduledFor: '2026-12-01T12:00:00.000Z',
              revisionRequested: true,
              mediaKind: 'document',
              mediaCount: 1,
            }),
            post(),
            post({
              id: 13,
              title: 'A draft',
              status: 'draft',
              deliveredAt: null,
              mediaKind: 'images',
              mediaCount: 3,
            }),
          ]),
        },
      },
    );
    await openClient();

    await screen.findByRole('region', { name: 'Profile' });
    expect(field('Name')).toHaveTextContent('Ada Lovelace');
    expect(field('Username')).toHaveTextContent('adalovelace');
    expect(within(field('Email')).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    // The address wraps before its "@" and its dots only, never mid-word.
    expect(within(field('Email')).getByRole('link').innerHTML).toBe('ada<wbr>@example<wbr>.com');
    expect(field('Client since')).toHaveTextContent('Nov 21, 2026');
    expect(field('Last sign-in')).toHaveTextContent('Nov 23, 2026');
    expect(screen.queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View lead' })).toHaveAttribute('href', '/admin/leads/7');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/clients');

    const phantom = screen.getByRole('article', { name: 'Phantom Plan' });
    expect(phantom).toHaveTextContent('Pending');
    expect(phantom).toHaveTextContent('$1,500.00/month');
    expect(field('Start date', phantom)).toHaveTextContent('Nov 21, 2026');
    expect(field('Renewal date', phantom)).toHaveTextContent('No renewal date');
    expect(within(phantom).queryByText('Access until')).not.toBeInTheDocument();
    expect(field('Payment method', phantom)).toHaveTextContent('Not set');
    expect(field('Auto-renew', phantom)).toHaveTextContent('Off');
    const echo = screen.getByRole('article', { name: 'Echo Plan' });
    expect(echo).toHaveTextContent('Canceled');
    expect(echo).toHaveTextContent('$299.00/month');
    // Canceled: when access ends, and no renewal, as the client reads it.
    expect(field('Access until', echo)).toHaveTextContent('Dec 21, 2026');
    expect(within(echo).queryByText('Renewal date')).not.toBeInTheDocument();
    expect(field('Payment method', echo)).toHaveTextContent('Invoice');
    expect(field('Auto-renew', echo)).toHaveTextContent('Off');
    expect(field('Cancellation reason', echo)).toHaveTextContent('Budget');
    expect(within(echo).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Echo Plan');

    const posts = within(await screen.findByRole('list', { name: 'Posts' })).getAllByRole('listitem');
    expect(posts).toHaveLength(3);
    expect(within(posts[0]).getByRole('link', { name: 'Hiring is a product' })).toHaveAttribute(
      'href',
      '/admin/content/12',
    );
    expect(posts[0]).toHaveTextContent('Scheduled');
    expect(posts[0]).toHaveTextContent('Revision requested');
    expect(posts[0]).toHaveTextContent('Delivered Nov 24, 2026 · Scheduled for Dec 1, 2026');
    expect(posts[1]).toHaveTextContent('Delivered');
    expect(posts[1]).not.toHaveTextContent('Revision requested');
    expect(posts[2]).toHaveTextContent('Draft');
    expect(posts[2]).toHaveTextContent('Created Nov 22, 2026');
    // Which posts carry media, said in words; a text-only post says nothing of it.
    expect(within(posts[0]).getByRole('img', { name: 'PDF carousel' })).toBeInTheDocument();
    expect(within(posts[1]).queryByTestId('media-badge')).not.toBeInTheDocument();
    expect(within(posts[2]).getByRole('img', { name: '3 images' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/admin/content/new?clientId=42',
    );
    expect(api.queriesOf(POSTS)).toEqual([{ clientId: '42', page: '1', pageSize: '10' }]);

    const brief = screen.getByRole('region', { name: 'Voice brief text' });
    expect(brief.textContent).toBe('CONTENT BRIEF: Ada Lovelace\n\nTone of voice: Dry humour, no buzzwords');
    expect(brief).toHaveAttribute('tabindex', '0');
  });

  it('says what a new client does not have yet: a sign-in, a subscription, posts, a voice brief', async () => {
    stubClient({
      body: clientDetail({
        lastLogin: null,
        leadId: null,
        voiceBrief: null,
        subscriptions: [],
        writableSubscriptions: [],
        plan: null,
        subscriptionStatus: null,
      }),
    });
    await openClient();

    await screen.findByRole('region', { name: 'Profile' });
    expect(field('Last sign-in')).toHaveTextContent('Not signed in yet');
    expect(screen.getByRole('button', { name: 'Resend invitation' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'View lead' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscriptions' })).toHaveTextContent('No subscriptions yet.');
    expect(screen.getByRole('region', { name: 'Voice Brief' })).toHaveTextContent(
      'No onboarding answers yet.',
    );
    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    // No subscription, no post to write: the button says why it is disabled.
    expect(screen.queryByRole('link', { name: 'New post' })).not.toBeInTheDocument();
    const newPost = screen.getByRole('button', { name: 'New post' });
    expect(newPost).toBeDisabled();
    expect(newPost).toHaveAccessibleDescription('Add a subscription first: each post belongs to one.');
  });

  it('sends a new invitation to a client who has not signed in yet', async () => {
    const api = stubClient({ body: clientDetail({ lastLogin: null }) }, { [INVITE]: { status: 204 } });
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Invitation sent');
    expect(toast).toHaveTextContent('A new link to set a password was sent to ada@example.com.');
    expect(api.calls.filter((call) => call.key === INVITE)).toHaveLength(1);
  });

  it('corrects the email, sending only what changed, and says the old links stop working', async () => {
    const api = stubClient(
      { body: clientDetail() },
      { [EDIT]: (body) => ({ body: clientDetail({ ...(body as object), email: 'ada@example.org' }) }) },
    );
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    // Fetched as it first opens.
    const edit = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    expect(edit.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    const email = edit.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not an email');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await edit.findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'ada@example.org');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Profile updated');
    expect(toast).toHaveTextContent('Links sent to the old address no longer work.');
    expect(api.bodiesOf(EDIT)).toEqual([{ email: 'ada@example.org' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows on the email field that another account has it, keeping the input', async () => {
    stubClient(
      { body: clientDetail() },
      { [EDIT]: failure(409, 'An account with this email already exists') },
    );
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    // Fetched as it first opens.
    const edit = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    const email = edit.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));

    expect(await edit.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.com');
    expect(email).toHaveFocus();
  });

  it("shows the server's message when the invitation cannot be sent", async () => {
    stubClient(
      { body: clientDetail({ lastLogin: null }) },
      { [INVITE]: failure(409, 'This client has already signed in: they can use "Forgot password" instead') },
    );
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'Resend invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send invitation');
    expect(alert).toHaveTextContent('This client has already signed in');
  });

  it('edits a subscription, sending only what changed, then shows it', async () => {
    let current: ClientDetailDto = clientDetail();
    const api = stubClient(() => ({ body: current }), {
      [UPDATE]: (body) => {
        const changed = subscription({ ...(body as object) });
        current = clientDetail({ subscriptions: [changed] });
        return { body: changed };
      },
    });
    const { user } = await openClient();

    const echo = await screen.findByRole('article', { name: 'Echo Plan' });
    await user.click(within(echo).getByRole('button', { name: 'Edit' }));
    const edit = dialog('Edit Echo Plan subscription');
    expect(edit.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(edit.getByLabelText('Renewal date')).toHaveValue('2026-12-21');
    expect(edit.getByLabelText('Amount')).toHaveValue(299);
    expect(edit.getByLabelText('Payment method')).toHaveValue('Invoice');
    expect(edit.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();

    await user.click(edit.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Active',
      'Pending',
      'Past Due',
      'Canceled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Past Due' }));
    await user.clear(edit.getByLabelText('Amount'));
    await user.type(edit.getByLabelText('Amount'), '349.5');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Subscription updated');
    expect(api.bodiesOf(UPDATE)).toEqual([{ status: 'past_due', amount: 349.5 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The client is fetched again, and shows the change.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Echo Plan' })).toHaveTextContent('$349.50/month'),
    );
    expect(screen.getByRole('article', { name: 'Echo Plan' })).toHaveTextContent('Past Due');
  });

  it('takes no renewal date for a subscription being canceled, and says why', async () => {
    const api = stubClient(undefined, {
      [UPDATE]: (body) => ({ body: subscription({ ...(body as object) }) }),
    });
    const { user } = await openClient();

    const echo = await screen.findByRole('article', { name: 'Echo Plan' });
    await user.click(within(echo).getByRole('button', { name: 'Edit' }));
    const edit = dialog('Edit Echo Plan subscription');
    // A date typed first, then the status changed: the date is not sent (the server would refuse it).
    await user.clear(edit.getByLabelText('Renewal date'));
    await user.type(edit.getByLabelText('Renewal date'), '2027-01-15');
    await user.click(edit.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Canceled' }));

    expect(edit.getByLabelText('Renewal date')).toBeDisabled();
    expect(edit.getByLabelText('Renewal date')).toHaveAccessibleDescription(
      'A canceled subscription does not renew: access ends at the end of its paid period.',
    );
    await user.click(edit.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toEqual([{ status: 'canceled' }]));
  });

  it('clears a renewal date and a payment method with null, and sends nothing when nothing changed', async () => {
    const api = stubClient(undefined, {
      [UPDATE]: { body: subscription({ renewalDate: null, paymentMethod: null }) },
    });
    const { user } = await openClient();

    await user.click(
      within(await screen.findByRole('article', { name: 'Echo Plan' })).getByRole('button', { name: 'Edit' }),
    );
    await user.click(dialog('Edit Echo Plan subscription').getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(UPDATE)).toEqual([]);

    await user.click(
      within(screen.getByRole('article', { name: 'Echo Plan' })).getByRole('button', { name: 'Edit' }),
    );
    const edit = dialog('Edit Echo Plan subscription');
    await user.clear(edit.getByLabelText('Renewal date'));
    await user.clear(edit.getByLabelText('Payment method'));
    await user.click(edit.getByRole('switch', { name: 'Auto-renew' }));
    await user.click(edit.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('status');
    expect(api.bodiesOf(UPDATE)).toEqual([{ renewalDate: null, paymentMethod: null, autoRenew: false }]);
  });

  it("keeps the edit dialog and its input when the server refuses, with the server's message", async () => {
    stubClient(undefined, { [UPDATE]: failure(400, 'Amount must have at most 2 decimals') });
    const { user } = await openClient();

    await user.click(
      within(await screen.findByRole('article', { name: 'Echo Plan' })).getByRole('button', { name: 'Edit' }),
    );
    const edit = dialog('Edit Echo Plan subscription');
    await user.type(edit.getByLabelText('Payment method'), ' (monthly)');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update subscription');
    expect(alert).toHaveTextContent('Amount must have at most 2 decimals');
    expect(edit.getByLabelText('Payment method')).toHaveValue('Invoice (monthly)');
  });

  it('opens a new subscription: checks plan and amount, then sends them with what was sold, unset defaults left out', async () => {
    const api = stubClient(undefined, {
      [CREATE]: { status: 201, body: subscription({ id: 9, plan: 'phantom', amount: 1500 }) },
    });
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'New subscription' }));
    const create = dialog('New subscription');
    expect(create.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
    expect(create.getByLabelText('Renewal date')).toHaveAccessibleDescription(
      'Optional. Defaults to a month from today.',
    );
    await user.click(create.getByRole('button', { name: 'Create subscription' }));
    expect(create.getByRole('combobox', { name: 'Plan' })).toHaveAccessibleDescription('Plan is required');
    expect(create.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be positive');

    await user.type(create.getByLabelText('Amount'), '-5');
    expect(create.getByLabelText('Amount')).toHaveAccessibleDescription('Amount must be positive');
    expect(api.bodiesOf(CREATE)).toEqual([]);

    await user.click(create.getByRole('combobox', { name: 'Plan' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ghost',
      'Echo',
      'Phantom',
    ]);
    await user.click(screen.getByRole('option', { name: 'Phantom' }));
    await user.clear(create.getByLabelText('Amount'));
    await user.type(create.getByLabelText('Amount'), '1500');
    await user.type(create.getByLabelText('Payment method'), 'Card ending 4242');
    await user.click(create.getByRole('button', { name: 'Create subscription' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Subscription created');
    expect(toast).toHaveTextContent('Phantom Plan at $1,500.00/month.');
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        plan: 'phantom',
        amount: 1500,
        autoRenew: true,
        postsPerMonth: 20,
        revisionsPerPost: null,
        billing: 'manual',
        paymentMethod: 'Card ending 4242',
      },
    ]);
    // The client is fetched again to show it.
    await waitFor(() => expect(api.calls.filter((call) => call.key === CLIENT)).toHaveLength(2));
  });

  it('sends the renewal date chosen, as noon of that day', async () => {
    const api = stubClient(undefined, { [CREATE]: { status: 201, body: subscription({ id: 9 }) } });
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'New subscription' }));
    const create = dialog('New subscription');
    await user.click(create.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Ghost' }));
    // The plan's price, filled in.
    expect(create.getByLabelText('Amount')).toHaveValue(99);
    await user.click(create.getByRole('switch', { name: 'Auto-renew' }));
    await user.type(create.getByLabelText('Renewal date'), '2027-01-15');
    await user.click(create.getByRole('button', { name: 'Create subscription' }));

    await screen.findByRole('status');
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        plan: 'ghost',
        amount: 99,
        autoRenew: false,
        postsPerMonth: 4,
        revisionsPerPost: 1,
        billing: 'manual',
        renewalDate: new Date(2027, 0, 15, 12).toISOString(),
      },
    ]);
  });

  it('keeps the new subscription dialog and its input when the server refuses', async () => {
    stubClient(undefined, { [CREATE]: failure(404, 'Client not found') });
    const { user } = await openClient();

    await user.click(await screen.findByRole('button', { name: 'New subscription' }));
    const create = dialog('New subscription');
    await user.click(create.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: 'Echo' }));
    await user.clear(create.getByLabelText('Amount'));
    await user.type(create.getByLabelText('Amount'), '279');
    await user.click(create.getByRole('button', { name: 'Create subscription' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create subscription');
    expect(alert).toHaveTextContent('Client not found');
    expect(screen.getByRole('dialog', { name: 'New subscription' })).toBeInTheDocument();
    expect(create.getByLabelText('Amount')).toHaveValue(279);
  });

  it.each([
    ['an unknown client', '/admin/clients/99', 1],
    ['an address that is no id', '/admin/clients/abc', 0],
  ])('says the client was not found for %s', async (_case, path, requests) => {
    const api = mockApi({ 'GET /api/admin/clients/99': failure(404, 'Client not found') });
    await openClient(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'Client not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/admin/clients/'))).toHaveLength(requests);
  });

  it('shows a spinner while the client loads, then why it failed, and tries again', async () => {
    let healthy = false;
    // The failure comes when the test has seen the spinner, whether or not the call has come by then.
    let answer: () => void = () => {};
    const failed = new Promise<Reply>(
      (resolve) => (answer = () => resolve(failure(500, 'The database is not reachable'))),
    );
    const api = stubClient(() => (healthy ? { body: clientDetail() } : failed));
    const { user } = await openClient();

    expect(screen.getByRole('progressbar', { name: 'Loading client' })).toBeInTheDocument();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load client');
    expect(alert).toHaveTextContent('The database is not reachable');

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === CLIENT)).toHaveLength(2);
  });

  it('shows why the posts failed to load, and tries again', async () => {
    let healthy = false;
    stubClient(undefined, {
      [POSTS]: () => (healthy ? { body: listPage([post()]) } : failure(500, 'The database is not reachable')),
    });
    const { user } = await openClient();

    const posts = await screen.findByRole('region', { name: 'Posts' });
    const alert = await within(posts).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load posts');

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(
      await within(posts).findByRole('link', { name: 'Why I stopped cold pitching' }),
    ).toBeInTheDocument();
  });

  describe('the pillar mix of the recent posts', () => {
    it('counts the recent posts per content pillar, and those with none, as a list', async () => {
      stubClient({
        body: clientDetail({
          pillarMix: {
            posts: 6,
            pillars: [
              { pillar: 'Hiring', posts: 3 },
              { pillar: 'Engineering culture', posts: 0 },
              { pillar: null, posts: 3 },
            ],
          },
        }),
      });
      await openClient();
      const card = within(await screen.findByRole('region', { name: 'Pillar Mix' }));
      expect(card.getByText('The last 6 posts, by the content pillar each serves.')).toBeInTheDocument();
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Hiring:3 posts',
        'Engineering culture:0 posts',
        'No pillar:3 posts',
      ]);
    });

    it('says so when there is nothing to count', async () => {
      stubClient({ body: clientDetail({ pillarMix: { posts: 0, pillars: [] } }) });
      await openClient();
      const card = within(await screen.findByRole('region', { name: 'Pillar Mix' }));
      expect(
        card.getByText('No posts yet, and no content pillars in the onboarding answers.'),
      ).toBeInTheDocument();
    });
  });
});
