import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SubscriptionDto } from '../../api';
import { failure, mockApi, type Handler, type Handlers } from '../../test/mock-api';
import { subscription } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { SubscriptionPage } from './subscription-page';

const LIST = 'GET /api/client/subscriptions';

function stubList(list: Handler, more: Handlers = {}) {
  return mockApi({ [LIST]: list, ...more });
}

async function openPage() {
  const user = userEvent.setup();
  renderPages({ '/dashboard/subscription': SubscriptionPage }, '/dashboard/subscription', {
    signedInAs: client,
  });
  await screen.findByRole('heading', { level: 1, name: 'My Subscription' });
  return user;
}

const card = (plan: string) => within(screen.getByRole('article', { name: plan }));
const features = (plan: string) =>
  within(screen.getByRole('list', { name: `${plan} features` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/dashboard/subscription', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
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
});
