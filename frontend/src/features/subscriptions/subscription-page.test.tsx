import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SubscriptionDto } from '../../api';
import { failure, mockApi, type Handler, type Handlers } from '../../test/mock-api';
import { paymentFailedSubscription, subscription } from '../../test/portal-data';
import { pasteOverLimit } from '../../test/paste-over-limit';
import { renderPages } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { browserNavigation } from '../../components/browser-navigation';
import { SubscriptionPage } from './subscription-page';

const LIST = 'GET /api/client/subscriptions';

function stubList(list: Handler, more: Handlers = {}) {
  return mockApi({ [LIST]: list, ...more });
}

/** The page at `path` (its address may carry a query), once its title shows. */
async function renderPage(path: string) {
  const user = userEvent.setup({ delay: null });
  const { router } = renderPages({ '/dashboard/subscription': SubscriptionPage }, path, {
    signedInAs: client,
  });
  await screen.findByRole('heading', { level: 1, name: 'My Subscription' });
  return { user, router };
}

async function openPage() {
  return (await renderPage('/dashboard/subscription')).user;
}

const card = (plan: string) => within(screen.getByRole('article', { name: plan }));
const features = (plan: string) =>
  within(screen.getByRole('list', { name: `${plan} features` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/dashboard/subscription', () => {
  let consoleError: MockInstance;
  // jsdom does not navigate: the page's leaving for Stripe is recorded instead.
  let leavePageFor: MockInstance<(url: string) => void>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    leavePageFor = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {});
  });
  afterEach(() => {
    leavePageFor.mockRestore();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says first and plainly what this subscription was sold as, before the plan’s features in general', async () => {
    stubList({
      body: [
        subscription({ id: 1, plan: 'echo', postsPerMonth: 10, revisionsPerPost: null }),
        subscription({ id: 2, plan: 'ghost', amount: 99, postsPerMonth: 4, revisionsPerPost: 1 }),
      ],
    });
    await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });

    const echo = card('Echo Plan');
    const soldAs = echo.getByText('Your plan: 10 posts a month, unlimited revisions a post');
    // Right under the plan's name: before the price, the terms and the plan's features.
    const heading = echo.getByRole('heading', { name: 'Echo Plan' });
    expect(heading.compareDocumentPosition(soldAs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const later of [
      echo.getByText('$299.00/month'),
      echo.getByRole('list', { name: 'Echo Plan features' }),
    ])
      expect(soldAs.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // My Subscription's feature texts stay (docs/product.md, "Plans"), as the plan in general.
    expect(features('Echo Plan')[0]).toBe('8 posts per month');
    expect(card('Ghost Plan').getByText('Your plan: 4 posts a month, 1 revision a post')).toBeInTheDocument();
  });

  it('shows every subscription with its terms and its plan features', async () => {
    stubList(
      {
        body: [
          subscription({ id: 1, plan: 'ghost', amount: 99 }),
          subscription({
            id: 2,
            plan: 'echo',
            status: 'canceled',
            endDate: '2026-12-01T12:00:00.000Z',
            inForceUntil: '2026-12-01T12:00:00.000Z',
            renewalDate: null,
            autoRenew: false,
          }),
          subscription({ id: 3, plan: 'phantom', status: 'past_due', amount: 2500, inForce: false }),
        ],
      },
      { 'GET /api/site': { body: { contactEmail: 'sales@agency.example' } } },
    );
    await openPage();
    await screen.findByRole('article', { name: 'Ghost Plan' });

    const ghost = card('Ghost Plan');
    expect(ghost.getByText('$99.00/month')).toBeInTheDocument();
    expect(ghost.getByText('Active')).toBeInTheDocument();
    expect(ghost.getByText('Start date').nextElementSibling).toHaveTextContent('Nov 21, 2026');
    expect(ghost.getByText('Renewal date').nextElementSibling).toHaveTextContent('Dec 21, 2026');
    expect(ghost.queryByText('Access until')).not.toBeInTheDocument();
    expect(ghost.getByText('Auto-renewal').nextElementSibling).toHaveTextContent('Enabled');
    expect(features('Ghost Plan')).toEqual([
      '2 LinkedIn posts per month',
      'Tailored to your voice and industry',
      '1 revision per post',
    ]);

    const echo = card('Echo Plan');
    expect(echo.getByText('Canceled')).toBeInTheDocument();
    expect(echo.getByText('Access until').nextElementSibling).toHaveTextContent('Dec 1, 2026');
    expect(echo.queryByText('Renewal date')).not.toBeInTheDocument();
    expect(echo.getByText('Auto-renewal').nextElementSibling).toHaveTextContent('Disabled');
    expect(features('Echo Plan')).toEqual([
      '8 posts per month',
      'Tailored to your voice and industry',
      'Unlimited revisions',
      'Monthly strategy call',
    ]);

    expect(card('Phantom Plan').getByText('Past Due')).toBeInTheDocument();
    expect(card('Phantom Plan').getByText('$2,500.00/month')).toBeInTheDocument();
    expect(features('Phantom Plan')).toEqual([
      'Custom posting schedule',
      'Dedicated content strategist',
      'Unlimited revisions',
      'Weekly strategy calls',
      'Content performance analysis',
    ]);

    // Only the active subscription can be cancelled.
    expect(screen.getAllByRole('button', { name: 'Cancel Subscription' })).toHaveLength(1);
    expect(ghost.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('cancels with a reason, refetches and says so', async () => {
    let current: SubscriptionDto = subscription({ plan: 'echo' });
    const api = stubList(() => ({ body: [current] }), {
      'POST /api/client/subscriptions/1/cancel': (body) => {
        current = subscription({ status: 'canceled', cancelReason: (body as { reason: string }).reason });
        return { body: current };
      },
    });
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Cancel Subscription' }));
    expect(
      dialog.getByText(
        "Are you sure you want to cancel your Echo plan? You'll still have access until the end of your billing period.",
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Reason for cancellation (optional)' }), 'Too busy');
    await user.click(dialog.getByRole('button', { name: 'Confirm Cancellation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Subscription canceled');
    expect(screen.getByRole('status')).toHaveTextContent('Your subscription has been successfully canceled.');
    expect(api.bodiesOf('POST /api/client/subscriptions/1/cancel')).toEqual([{ reason: 'Too busy' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('Echo Plan').findByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(api.bodiesOf(LIST)).toHaveLength(2);
  });

  it('sends no reason when none is given, and Keep Subscription sends nothing', async () => {
    const api = stubList(
      { body: [subscription()] },
      { 'POST /api/client/subscriptions/1/cancel': { body: subscription({ status: 'canceled' }) } },
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/client/subscriptions/1/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Subscription canceled');
    expect(api.bodiesOf('POST /api/client/subscriptions/1/cancel')).toEqual([{}]);
  });

  it('keeps a reason pasted over 1,000 characters whole, says how far over, and cancels nothing', async () => {
    const api = stubList({ body: [subscription()] });
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await pasteOverLimit(
      user,
      screen.getByRole('textbox', { name: 'Reason for cancellation (optional)' }),
      'r'.repeat(1100),
      'Reason must be at most 1000 characters 1,100/1,000 characters: 100 over',
      screen.getByRole('button', { name: 'Confirm Cancellation' }),
    );
    expect(api.bodiesOf('POST /api/client/subscriptions/1/cancel')).toEqual([]);
  });

  it('shows the server message when cancelling fails', async () => {
    stubList(
      { body: [subscription()] },
      {
        'POST /api/client/subscriptions/1/cancel': failure(
          409,
          'Only an active subscription can be canceled',
        ),
      },
    );
    const user = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Cancellation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error canceling subscription');
    expect(alert).toHaveTextContent('Only an active subscription can be canceled');
  });

  it('tells a client without a subscription to contact sales, at the address the server gives', async () => {
    stubList({ body: [] }, { 'GET /api/site': { body: { contactEmail: 'sales@agency.example' } } });
    await openPage();

    expect(await screen.findByText('No Active Subscription')).toBeInTheDocument();
    expect(screen.getByText(/contact our sales team/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:sales@agency.example?subject=Ghostline%20subscription',
    );
  });

  it('shows Contact Sales while the contact address is on its way', async () => {
    let answer!: (reply: { body: unknown }) => void;
    stubList({ body: [] }, { 'GET /api/site': () => new Promise((resolve) => (answer = resolve)) });
    await openPage();

    expect(await screen.findByRole('button', { name: 'Contact Sales' })).toBeDisabled();
    answer({ body: { contactEmail: 'sales@agency.example' } });
    expect(await screen.findByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:sales@agency.example?subject=Ghostline%20subscription',
    );
  });

  it('shows a failed load, and Retry refetches', async () => {
    let fail = true;
    const api = stubList(() => (fail ? failure(500, 'Database unavailable') : { body: [subscription()] }));
    const user = await openPage();

    expect(await screen.findByText('Error Loading Subscriptions')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Echo Plan' })).toBeInTheDocument();
    expect(api.bodiesOf(LIST)).toHaveLength(2);
  });
  it('says until when each subscription gives access, read from what is in force', async () => {
    stubList({
      body: [
        subscription({ id: 1, plan: 'ghost', autoRenew: false }),
        subscription({
          id: 2,
          plan: 'echo',
          status: 'canceled',
          endDate: '2026-12-01T12:00:00.000Z',
          inForceUntil: '2026-12-01T12:00:00.000Z',
          renewalDate: null,
          autoRenew: false,
        }),
        subscription({
          id: 3,
          plan: 'phantom',
          status: 'canceled',
          endDate: '2026-10-01T12:00:00.000Z',
          inForce: false,
          inForceUntil: null,
          renewalDate: null,
          autoRenew: false,
        }),
      ],
    });
    await openPage();
    await screen.findByRole('article', { name: 'Ghost Plan' });

    // Active, not renewing: it ends on its renewal date, which is no renewal then.
    const ghost = card('Ghost Plan');
    expect(ghost.getByText('Ends on').nextElementSibling).toHaveTextContent('Dec 21, 2026');
    expect(ghost.queryByText('Renewal date')).not.toBeInTheDocument();
    expect(ghost.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();

    const echo = card('Echo Plan');
    expect(echo.getByText('Access until').nextElementSibling).toHaveTextContent('Dec 1, 2026');
    expect(echo.queryByText('Ended on')).not.toBeInTheDocument();

    const phantom = card('Phantom Plan');
    expect(phantom.getByText('Ended on').nextElementSibling).toHaveTextContent('Oct 1, 2026');
    expect(phantom.queryByText('Access until')).not.toBeInTheDocument();

    // Billed by hand: no Stripe portal to open.
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
  });

  it('asks for the first payment of a pending Stripe subscription through a fresh Checkout page', async () => {
    const api = stubList(
      {
        body: [
          subscription({
            id: 1,
            plan: 'echo',
            status: 'pending',
            billing: 'stripe',
            checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_mailed',
          }),
          subscription({ id: 2, plan: 'ghost', status: 'pending' }),
        ],
      },
      {
        'POST /api/client/subscriptions/1/checkout': {
          body: { url: 'https://checkout.stripe.com/c/pay/cs_test_fresh' },
        },
      },
    );
    const user = await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });

    const echo = card('Echo Plan');
    expect(echo.getByText('Waiting for your first payment')).toBeInTheDocument();
    // Nothing to manage in Stripe before the first payment, and nothing to cancel.
    expect(echo.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(echo.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    const pay = echo.getByRole('button', { name: 'Complete payment' });
    expect(pay).toHaveAccessibleDescription('Echo Plan');
    // The mailed link may have expired (24 hours): the page asks for a fresh one and leaves for it.
    await user.click(pay);
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_fresh'),
    );
    expect(api.bodiesOf('POST /api/client/subscriptions/1/checkout')).toHaveLength(1);

    // Billed by hand: the team sends the invoice, so there is nothing to pay here.
    const ghost = card('Ghost Plan');
    expect(ghost.getByText('Waiting for your first payment')).toBeInTheDocument();
    expect(ghost.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('shows no renewal for a subscription whose first payment never came: it lapsed', async () => {
    stubList({
      body: [
        subscription({ id: 1, plan: 'echo', status: 'pending' }),
        subscription({
          id: 2,
          plan: 'ghost',
          status: 'pending',
          renewalDate: '2026-10-21T12:00:00.000Z',
          inForce: false,
          inForceUntil: null,
        }),
      ],
    });
    await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });

    expect(card('Echo Plan').getByText('Renewal date')).toBeInTheDocument();
    expect(card('Ghost Plan').queryByText('Renewal date')).not.toBeInTheDocument();
    expect(card('Ghost Plan').getByText('Waiting for your first payment')).toBeInTheDocument();
  });

  it("says when the payment page cannot open, with the server's message", async () => {
    stubList(
      { body: [subscription({ id: 1, status: 'pending', billing: 'stripe' })] },
      {
        'POST /api/client/subscriptions/1/checkout': failure(503, 'Stripe could not be reached: try again'),
      },
    );
    const user = await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });
    await user.click(card('Echo Plan').getByRole('button', { name: 'Complete payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not open the payment page');
    expect(alert).toHaveTextContent('Stripe could not be reached: try again');
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(card('Echo Plan').getByRole('button', { name: 'Complete payment' })).toBeEnabled();
  });

  it('tells a past-due client to put the payment right: in Stripe, else by mail to the team', async () => {
    stubList(
      {
        body: [
          subscription({ id: 1, plan: 'echo', status: 'past_due', billing: 'stripe', inForce: false }),
          subscription({ id: 2, plan: 'ghost', status: 'past_due', inForce: false }),
        ],
      },
      { 'GET /api/site': { body: { contactEmail: 'sales@agency.example' } } },
    );
    await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });

    const message = 'Your last payment failed. Update your payment details to keep your posts coming.';
    const stripeAlert = within(card('Echo Plan').getByRole('alert'));
    expect(stripeAlert.getByText(message)).toBeInTheDocument();
    expect(stripeAlert.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    // Offered once, in the alert.
    expect(card('Echo Plan').getAllByRole('button', { name: 'Manage billing' })).toHaveLength(1);

    const manualAlert = within(card('Ghost Plan').getByRole('alert'));
    expect(manualAlert.getByText(message)).toBeInTheDocument();
    expect(manualAlert.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(await manualAlert.findByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@agency.example?subject=Ghostline%20payment',
    );
  });

  it('says a payment failed, not past due, while the period paid runs, and when the next payment is due', async () => {
    stubList(
      { body: [paymentFailedSubscription()] },
      { 'GET /api/site': { body: { contactEmail: 'sales@agency.example' } } },
    );
    await openPage();
    await screen.findByRole('article', { name: 'Echo Plan' });

    expect(card('Echo Plan').getByText('Payment Failed')).toBeInTheDocument();
    expect(card('Echo Plan').queryByText(/past due/i)).not.toBeInTheDocument();
    expect(
      within(card('Echo Plan').getByRole('alert')).getByText(/^Your last payment failed/),
    ).toHaveTextContent(
      'Your last payment failed. Your next payment is due Dec 26, 2026: update your payment details by then to keep your posts coming.',
    );
    expect(card('Echo Plan').getByText('Paid through').nextElementSibling).toHaveTextContent('Dec 26, 2026');
  });

  it("opens Stripe's billing portal from Manage billing, busy until the page is left", async () => {
    let answer!: (reply: { body: unknown }) => void;
    const api = stubList(
      { body: [subscription({ id: 4, billing: 'stripe' })] },
      {
        'POST /api/client/subscriptions/4/billing-portal': () => new Promise((resolve) => (answer = resolve)),
      },
    );
    const user = await openPage();

    await screen.findByRole('article', { name: 'Echo Plan' });
    const manage = card('Echo Plan').getByRole('button', { name: 'Manage billing' });
    expect(manage).toHaveAccessibleDescription('Echo Plan');
    await user.click(manage);
    await waitFor(() =>
      expect(api.bodiesOf('POST /api/client/subscriptions/4/billing-portal')).toHaveLength(1),
    );
    expect(manage).toBeDisabled();
    expect(leavePageFor).not.toHaveBeenCalled();

    answer({ body: { url: 'https://billing.stripe.com/p/session/test_1' } });
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'),
    );
    expect(manage).toBeDisabled();
  });

  it("says when the billing portal cannot open, with the server's message", async () => {
    stubList(
      { body: [subscription({ id: 4, billing: 'stripe', status: 'canceled', autoRenew: false })] },
      {
        'POST /api/client/subscriptions/4/billing-portal': failure(502, 'Stripe could not be reached'),
      },
    );
    const user = await openPage();

    await screen.findByRole('article', { name: 'Echo Plan' });
    await user.click(card('Echo Plan').getByRole('button', { name: 'Manage billing' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not open billing');
    expect(alert).toHaveTextContent('Stripe could not be reached');
    expect(leavePageFor).not.toHaveBeenCalled();
    expect(card('Echo Plan').getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });

  it('thanks the client once back from Stripe Checkout, and takes the query off the address', async () => {
    stubList({ body: [subscription({ status: 'pending', billing: 'stripe' })] });
    const { router } = await renderPage('/dashboard/subscription?checkout=done');

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Payment received');
    expect(toast).toHaveTextContent(
      'Thank you! Your subscription will show as active as soon as Stripe confirms the payment.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/dashboard/subscription');
    // Replaced, not pushed: Back does not return to the address that says it again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says nothing of a payment on an ordinary visit', async () => {
    stubList({ body: [subscription()] });
    const { router } = await renderPage('/dashboard/subscription?checkout=canceled');

    await screen.findByRole('article', { name: 'Echo Plan' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?checkout=canceled');
  });
});
