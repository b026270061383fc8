import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { UserDto } from '../../api';
import { failure, mockApi, listPage, type Reply } from '../../test/mock-api';
import { content, paymentFailedSubscription, subscription } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { drawnPdf } from '../../test/media-data';
import { client } from '../../test/users';
import { DashboardPage } from './dashboard-page';

async function openDashboard(user: UserDto = client) {
  const rendered = renderPages({ '/dashboard': DashboardPage }, '/dashboard', { signedInAs: user });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** Recent Content, once drawn: after the subscriptions are in. */
const recentContent = async () => within(await screen.findByRole('region', { name: 'Recent Content' }));

describe('/dashboard', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('greets the client by first name, else by username', async () => {
    mockApi({
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();
    expect(screen.getByText('Welcome, Jane!')).toBeInTheDocument();
    expect(
      screen.getByText("Here's an overview of your LinkedIn ghostwriting services."),
    ).toBeInTheDocument();
  });

  it('greets by username when there is no first name', async () => {
    mockApi({
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard({ ...client, firstName: null });
    expect(screen.getByText('Welcome, janedoe!')).toBeInTheDocument();
  });

  it('shows a card per subscription: plan, status, amount, dates and auto-renewal', async () => {
    mockApi({
      'GET /api/client/subscriptions': {
        body: [
          subscription(),
          subscription({
            id: 2,
            plan: 'ghost',
            status: 'canceled',
            amount: 1234.5,
            endDate: '2026-12-01T12:00:00.000Z',
            inForceUntil: '2026-12-01T12:00:00.000Z',
            renewalDate: null,
            autoRenew: false,
          }),
        ],
      },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();

    const echo = within(await screen.findByRole('article', { name: 'Echo Plan' }));
    expect(echo.getByText('ACTIVE')).toBeInTheDocument();
    expect(echo.getByText('$299.00/month')).toBeInTheDocument();
    expect(echo.getByText('Started on Nov 21, 2026')).toBeInTheDocument();
    expect(echo.getByText('Next renewal on Dec 21, 2026')).toBeInTheDocument();
    expect(echo.queryByText(/Access until/)).not.toBeInTheDocument();
    expect(echo.getByText('Auto-Renewal Enabled')).toBeInTheDocument();

    const ghost = within(screen.getByRole('article', { name: 'Ghost Plan' }));
    expect(ghost.getByText('CANCELED')).toBeInTheDocument();
    expect(ghost.getByText('$1,234.50/month')).toBeInTheDocument();
    expect(ghost.getByText('Access until Dec 1, 2026')).toBeInTheDocument();
    expect(ghost.queryByText(/Next renewal/)).not.toBeInTheDocument();
    expect(ghost.getByText('Auto-Renewal Disabled')).toBeInTheDocument();

    expect(section('Your Subscription').getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
  });

  it('reads access from what is in force, and asks for what a payment needs', async () => {
    mockApi({
      'GET /api/client/subscriptions': {
        body: [
          subscription({ id: 1, plan: 'echo', autoRenew: false }),
          subscription({
            id: 2,
            plan: 'ghost',
            status: 'canceled',
            endDate: '2026-10-01T12:00:00.000Z',
            inForce: false,
            inForceUntil: null,
            renewalDate: null,
            autoRenew: false,
          }),
          subscription({
            id: 3,
            plan: 'phantom',
            status: 'pending',
            billing: 'stripe',
            checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_3',
          }),
        ],
      },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();

    const echo = within(await screen.findByRole('article', { name: 'Echo Plan' }));
    expect(echo.getByText('Ends on Dec 21, 2026')).toBeInTheDocument();
    expect(echo.queryByText(/Next renewal/)).not.toBeInTheDocument();
    expect(echo.getByText('Auto-Renewal Disabled')).toBeInTheDocument();

    const ghost = within(screen.getByRole('article', { name: 'Ghost Plan' }));
    expect(ghost.getByText('CANCELED')).toBeInTheDocument();
    expect(ghost.getByText('Ended on Oct 1, 2026')).toBeInTheDocument();
    expect(ghost.queryByText(/Access until/)).not.toBeInTheDocument();

    const phantom = within(screen.getByRole('article', { name: 'Phantom Plan' }));
    expect(phantom.getByText('PENDING')).toBeInTheDocument();
    expect(phantom.getByText('Waiting for your first payment')).toBeInTheDocument();
    expect(phantom.getByRole('button', { name: 'Complete payment' })).toBeEnabled();
  });

  it('warns a past-due client on the dashboard too', async () => {
    mockApi({
      'GET /api/client/subscriptions': {
        body: [subscription({ status: 'past_due', billing: 'stripe', inForce: false })],
      },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();

    const echo = within(await screen.findByRole('article', { name: 'Echo Plan' }));
    expect(echo.getByText('PAST DUE')).toBeInTheDocument();
    const alert = within(echo.getByRole('alert'));
    expect(
      alert.getByText('Your last payment failed. Update your payment details to keep your posts coming.'),
    ).toBeInTheDocument();
    expect(alert.getByRole('button', { name: 'Manage billing' })).toHaveAccessibleDescription('Echo Plan');
  });

  it('says a payment failed, not past due, while the period paid runs, with its end', async () => {
    mockApi({
      'GET /api/client/subscriptions': { body: [paymentFailedSubscription()] },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();

    const echo = within(await screen.findByRole('article', { name: 'Echo Plan' }));
    expect(echo.getByText('PAYMENT FAILED')).toBeInTheDocument();
    expect(echo.queryByText(/past due/i)).not.toBeInTheDocument();
    expect(echo.getByText('Paid through Dec 26, 2026')).toBeInTheDocument();
    expect(within(echo.getByRole('alert')).getByText(/due Dec 26, 2026/)).toBeInTheDocument();
  });

  it('shows the first 3 items, each with its status, schedule, a 150-character preview and a link', async () => {
    const long = 'x'.repeat(150) + 'THE REST';
    const api = mockApi({
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/content': {
        body: listPage(
          [
            content({
              id: 1,
              title: 'First post',
              content: long,
              scheduledFor: '2026-11-25T12:00:00.000Z',
              status: 'scheduled',
            }),
            content({
              id: 2,
              title: 'Second post',
              content: 'Short body',
              revisionRequested: true,
              revisionRequestedAt: '2026-11-22T12:00:00.000Z',
              canRequestRevision: false,
              revisionBlock: 'in-revision',
              canPublish: false,
            }),
            content({ id: 3, title: 'Third post', media: drawnPdf(6) }),
          ],
          { total: 4, pageSize: 3 },
        ),
      },
    });
    await openDashboard();

    const recent = await recentContent();
    const items = await recent.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'First post',
      'Second post',
      'Third post',
    ]);
    // The server sends the 3 newest only: the client's other posts never leave it for the dashboard.
    expect(api.calls.find((call) => call.key === 'GET /api/client/content')?.query).toEqual({
      pageSize: '3',
    });
    // A post with media says so; the text-only ones do not.
    expect(within(items[2]).getByRole('img', { name: 'PDF carousel' })).toBeInTheDocument();
    expect(within(items[0]).queryByTestId('media-badge')).not.toBeInTheDocument();
    const first = within(items[0]);
    expect(first.getByText('Scheduled')).toBeInTheDocument();
    expect(first.getByText('Scheduled for Nov 25, 2026')).toBeInTheDocument();
    expect(first.getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    expect(first.queryByText(/THE REST/)).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/dashboard/content/1');

    // Being revised at the client's request: the delivered version, marked with the date they asked.
    const second = within(items[1]);
    expect(second.getByText('Delivered')).toBeInTheDocument();
    expect(second.getByText('Revision requested on Nov 22, 2026')).toBeInTheDocument();
    expect(within(items[2]).queryByText(/Revision requested/)).not.toBeInTheDocument();
    expect(second.getByText('No schedule set')).toBeInTheDocument();
    expect(second.getByText('Short body')).toBeInTheDocument();
  });

  it('cuts the preview at 150 characters as people count them, with the … after the last word, never alone on a line', async () => {
    mockApi({
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/content': {
        body: listPage([
          content({ id: 1, title: 'Paragraphs', content: `${'a'.repeat(148)}\n\nThe second paragraph.` }),
          content({ id: 2, title: 'Rockets', content: '🚀'.repeat(151) }),
          content({ id: 3, title: 'Exactly', content: 'b'.repeat(150) }),
        ]),
      },
    });
    await openDashboard();

    const items = await (await recentContent()).findAllByRole('article');
    const preview = (index: number) => within(items[index]).getByText(/^[ab🚀]/u).textContent;
    expect(preview(0)).toBe(`${'a'.repeat(148)}…`);
    expect(preview(1)).toBe(`${'🚀'.repeat(150)}…`);
    expect(preview(2)).toBe('b'.repeat(150));
  });

  it('draws the sections below the subscriptions once those are in, so that their cards push nothing down', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = mockApi({
      'GET /api/client/subscriptions': () => new Promise<Reply>((resolve) => (answer = resolve)),
      'GET /api/client/content': { body: listPage([content({ id: 1, title: 'Rockets' })]) },
    });
    await openDashboard();
    expect(section('Your Subscription').getByLabelText('Loading subscriptions')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Content' })).not.toBeInTheDocument();

    // Their data is asked for meanwhile, with the subscriptions, not once those are in.
    await waitFor(() => expect(api.queriesOf('GET /api/client/content')).toEqual([{ pageSize: '3' }]));
    answer({ body: [subscription()] });
    expect(
      await section('Your Subscription').findByRole('article', { name: 'Echo Plan' }),
    ).toBeInTheDocument();
    expect(await section('Recent Content').findByRole('article', { name: 'Rockets' })).toBeInTheDocument();
  });

  it('shows the empty states of both sections', async () => {
    mockApi({
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/content': { body: listPage([]) },
    });
    await openDashboard();

    const subscriptions = section('Your Subscription');
    expect(await subscriptions.findByText('No Active Subscription')).toBeInTheDocument();
    expect(subscriptions.getByRole('link', { name: 'View Subscription Options' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
    const recent = section('Recent Content');
    expect(await recent.findByText('No Content Yet')).toBeInTheDocument();
    expect(
      recent.getByText("We haven't delivered any content for you yet. Check back soon!"),
    ).toBeInTheDocument();
  });

  it('shows an error in each section when its load fails', async () => {
    mockApi({
      'GET /api/client/subscriptions': failure(500, 'Subscriptions are down'),
      'GET /api/client/content': failure(500, 'Content is down'),
    });
    await openDashboard();

    expect(await section('Your Subscription').findByText('Subscriptions are down')).toBeInTheDocument();
    expect(section('Your Subscription').getByText('Error Loading Subscriptions')).toBeInTheDocument();
    expect(await section('Recent Content').findByText('Content is down')).toBeInTheDocument();
    expect(section('Recent Content').getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
