import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BillingMode, PaymentDto, PeriodDto, SubscriptionEventDto } from '../../api';
import { failure, listPage, mockApi, type Handler, type Handlers, type Reply } from '../../test/mock-api';
import { pasteOverLimit } from '../../test/paste-over-limit';
import { renderPages } from '../../test/render-with-providers';
import { paymentFailedSubscription } from '../../test/portal-data';
import { signedInTeam, teamReply } from '../../test/team-session';
import { ClientDetailsPage } from './client-details-page';
import { clientDetail, payment, subscription, subscriptionEvent } from '../../test/clients-data';

// The client's page and the subscription's life (docs/product.md, Billing): how each subscription is billed
// and what was sold, the team recording payments or mailing a Stripe payment link, the subscription history,
// and the new subscription's sold terms and billing choice.

const CLIENT = 'GET /api/admin/clients/42';
const HISTORY = 'GET /api/admin/clients/42/subscription-events';
const BILLING = 'GET /api/admin/billing';
const CREATE = 'POST /api/admin/clients/42/subscriptions';
const PAYMENTS = 'POST /api/admin/subscriptions/5/payments';
const PAYMENT_LINK = 'POST /api/admin/subscriptions/5/payment-link';
const PAYMENT_LIST = 'GET /api/admin/subscriptions/5/payments';
const VOID = 'POST /api/admin/payments/31/void';

const FIRST_PERIOD = {
  start: '2026-11-21T12:00:00.000Z',
  end: '2026-12-21T12:00:00.000Z',
  label: 'Nov 21, 2026 – Dec 21, 2026',
};
const SECOND_PERIOD = {
  start: '2026-12-21T12:00:00.000Z',
  end: '2027-01-21T12:00:00.000Z',
  label: 'Dec 21, 2026 – Jan 21, 2027',
};

/** Subscription 5's payments as the API lists them. */
const paymentsOf = (payments: PaymentDto[] = [], nextPeriod: PeriodDto | null = FIRST_PERIOD) => ({
  subscriptionId: 5,
  billing: 'manual',
  payments,
  nextPeriod,
});

function stubClient(
  client: Handler = { body: clientDetail({ subscriptions: [subscription()] }) },
  more: Handlers = {},
) {
  return mockApi({
    [CLIENT]: client,
    'GET /api/admin/content': { body: listPage([]) },
    [HISTORY]: { body: [] },
    [BILLING]: { body: { mode: 'manual' } },
    [PAYMENT_LIST]: { body: paymentsOf() },
    'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
    ...teamReply,
    ...more,
  });
}

async function openClient() {
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/clients/:id': ClientDetailsPage }, '/admin/clients/42', signedInTeam());
  await screen.findByRole('region', { name: 'Subscriptions' });
  return user;
}

/** The value shown for `label` in a subscription's card. */
const field = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const article = (plan: string) => screen.getByRole('article', { name: plan });

const historyLines = () =>
  within(screen.getByRole('list', { name: 'Subscription events' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/admin/clients/{id}: billing and history', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows how each subscription is billed, what was sold, how far it is paid and whether it is in force', async () => {
    stubClient({
      body: clientDetail({
        subscriptions: [
          subscription({ paidThrough: '2026-12-21T12:00:00.000Z' }),
          subscription({
            id: 6,
            plan: 'ghost',
            status: 'pending',
            billing: 'stripe',
            postsPerMonth: 4,
            revisionsPerPost: 1,
            checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_6',
          }),
          subscription({
            id: 7,
            plan: 'phantom',
            status: 'canceled',
            endDate: '2026-11-30T12:00:00.000Z',
            renewalDate: null,
            autoRenew: false,
            inForce: false,
            inForceUntil: null,
            postsPerMonth: 1,
            revisionsPerPost: 2,
          }),
        ],
      }),
    });
    await openClient();

    const echo = article('Echo Plan');
    expect(field(echo, 'In force')).toHaveTextContent('In force until Dec 21, 2026');
    expect(field(echo, 'Sold')).toHaveTextContent('12 posts a month · unlimited revisions');
    expect(field(echo, 'Billing')).toHaveTextContent('Manual billing');
    expect(field(echo, 'Paid through')).toHaveTextContent('Dec 21, 2026');
    await within(echo).findByText('Next to pay: Nov 21, 2026 – Dec 21, 2026');
    expect(within(echo).getByRole('button', { name: 'Mark period paid' })).toHaveAccessibleDescription(
      'Echo Plan Next to pay: Nov 21, 2026 – Dec 21, 2026',
    );
    expect(within(echo).getByRole('button', { name: 'Mark payment failed' })).toBeEnabled();
    expect(within(echo).queryByRole('button', { name: 'Send payment link' })).not.toBeInTheDocument();

    const ghost = article('Ghost Plan');
    expect(field(ghost, 'Sold')).toHaveTextContent('4 posts a month · 1 revision a post');
    expect(field(ghost, 'Billing')).toHaveTextContent('Stripe');
    expect(field(ghost, 'Paid through')).toHaveTextContent('No period marked paid');
    // Stripe keeps its payments: the team only mails the link again.
    expect(within(ghost).getByRole('button', { name: 'Send payment link' })).toBeEnabled();
    expect(within(ghost).queryByRole('button', { name: 'Mark period paid' })).not.toBeInTheDocument();

    const phantom = article('Phantom Plan');
    expect(field(phantom, 'In force')).toHaveTextContent('Not in force');
    expect(field(phantom, 'Sold')).toHaveTextContent('1 post a month · 2 revisions a post');
    // Canceled: no payment to record.
    expect(within(phantom).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });

  it('offers no payment action for a Stripe subscription under way: Stripe records them', async () => {
    stubClient({
      body: clientDetail({ subscriptions: [subscription({ billing: 'stripe', status: 'past_due' })] }),
    });
    await openClient();

    const echo = article('Echo Plan');
    expect(within(echo).queryByRole('button', { name: /Mark|Send payment link/ })).not.toBeInTheDocument();
  });

  it('marks the next unpaid period paid, naming it; then offers the period after it, never the same one again', async () => {
    let paid = false;
    const api = stubClient(
      () => ({
        body: clientDetail({
          subscriptions: [subscription({ paidThrough: paid ? '2026-12-21T12:00:00.000Z' : null })],
        }),
      }),
      {
        [PAYMENT_LIST]: () => ({
          body: paid ? paymentsOf([payment()], SECOND_PERIOD) : paymentsOf(),
        }),
        [PAYMENTS]: () => {
          paid = true;
          return { body: subscription({ paidThrough: '2026-12-21T12:00:00.000Z' }) };
        },
        [HISTORY]: () => ({
          body: paid
            ? [
                subscriptionEvent({
                  id: 2,
                  kind: 'paid',
                  amount: 299,
                  at: '2026-11-22T12:00:00.000Z',
                  periodStart: FIRST_PERIOD.start,
                  periodEnd: FIRST_PERIOD.end,
                }),
                subscriptionEvent(),
              ]
            : [subscriptionEvent()],
        }),
      },
    );
    const user = await openClient();
    await screen.findByRole('list', { name: 'Subscription events' });

    const echo = article('Echo Plan');
    await within(echo).findByText('Next to pay: Nov 21, 2026 – Dec 21, 2026');
    await user.click(within(echo).getByRole('button', { name: 'Mark period paid' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark period paid' }));
    expect(
      dialog.getByText(
        'Record the payment of $299.00 for Nov 21, 2026 – Dec 21, 2026 (Echo Plan). The client gets a receipt.',
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Wire 118');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Payment recorded');
    expect(api.bodiesOf(PAYMENTS)).toEqual([
      { outcome: 'paid', periodStart: FIRST_PERIOD.start, note: 'Wire 118' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(field(article('Echo Plan'), 'Paid through')).toHaveTextContent('Dec 21, 2026'),
    );
    await waitFor(() =>
      expect(historyLines()[0]).toMatch(/^Payment of \$299\.00 received for Nov 21, 2026 – Dec 21, 2026/),
    );
    // The button now names the next period; the one paid is listed, with a way to void it.
    await within(article('Echo Plan')).findByText('Next to pay: Dec 21, 2026 – Jan 21, 2027');
    const payments = within(within(article('Echo Plan')).getByRole('list', { name: 'Echo Plan payments' }));
    expect(payments.getByText('Nov 21, 2026 – Dec 21, 2026 · $299.00')).toBeInTheDocument();
    expect(payments.getByText('Recorded Nov 22, 2026 by Boss Admin')).toBeInTheDocument();
    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Mark period paid' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Mark period paid' })).getByText(
        /for Dec 21, 2026 – Jan 21, 2027/,
      ),
    ).toBeInTheDocument();
  });

  it('offers no period to mark paid when none is left, and says so', async () => {
    stubClient(undefined, { [PAYMENT_LIST]: { body: paymentsOf([payment()], null) } });
    await openClient();
    const echo = article('Echo Plan');
    await within(echo).findByText('No period left to pay');
    expect(within(echo).getByRole('button', { name: 'Mark period paid' })).toBeDisabled();
  });

  it('voids a payment with a reason: required, sent trimmed, and the payment shows voided', async () => {
    let voided = false;
    const api = stubClient(undefined, {
      [PAYMENT_LIST]: () => ({
        body: paymentsOf(
          [
            payment(
              voided
                ? { voidedAt: '2026-11-23T12:00:00.000Z', voidedBy: 'Boss Admin', voidReason: 'Wrong client' }
                : {},
            ),
          ],
          voided ? FIRST_PERIOD : SECOND_PERIOD,
        ),
      }),
      [VOID]: () => {
        voided = true;
        return { body: payment({ voidedAt: '2026-11-23T12:00:00.000Z', voidReason: 'Wrong client' }) };
      },
    });
    const user = await openClient();
    const payments = within(await screen.findByRole('list', { name: 'Echo Plan payments' }));
    await user.click(
      payments.getByRole('button', { name: 'Void the payment for Nov 21, 2026 – Dec 21, 2026' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Void payment' }));
    expect(dialog.getByText(/The client is not told\./)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Void payment' }));
    expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Reason is required 0/500 characters',
    );
    expect(api.bodiesOf(VOID)).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), ' Wrong client ');
    await user.click(dialog.getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment voided');
    expect(api.bodiesOf(VOID)).toEqual([{ reason: 'Wrong client' }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Echo Plan payments' })).getByText(
          'Voided Nov 23, 2026 by Boss Admin: Wrong client',
        ),
      ).toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Echo Plan payments' })).queryByRole('button', {
        name: /Void/,
      }),
    ).not.toBeInTheDocument();
    await within(article('Echo Plan')).findByText('Next to pay: Nov 21, 2026 – Dec 21, 2026');
  });

  it('keeps a note or a reason pasted over 500 characters whole, says how far over, and records nothing', async () => {
    const api = stubClient(undefined, { [PAYMENT_LIST]: { body: paymentsOf([payment()], SECOND_PERIOD) } });
    const user = await openClient();
    const payments = within(await screen.findByRole('list', { name: 'Echo Plan payments' }));
    const echo = () => within(article('Echo Plan'));
    const fields = [
      {
        button: () => echo().getByRole('button', { name: 'Mark period paid' }),
        title: 'Mark period paid',
        label: 'Note (optional)',
        send: 'Mark paid',
        tooLong: 'Note must be at most 500 characters',
      },
      {
        button: () => echo().getByRole('button', { name: 'Mark payment failed' }),
        title: 'Mark payment failed',
        label: 'What happened? (optional)',
        send: 'Record failure',
        tooLong: 'Note must be at most 500 characters',
      },
      {
        button: () =>
          payments.getByRole('button', { name: 'Void the payment for Nov 21, 2026 – Dec 21, 2026' }),
        title: 'Void payment',
        label: 'Reason',
        send: 'Void payment',
        tooLong: 'Reason must be at most 500 characters',
      },
    ];
    for (const { button, title, label, send, tooLong } of fields) {
      await user.click(button());
      const dialog = within(screen.getByRole('dialog', { name: title }));
      await pasteOverLimit(
        user,
        dialog.getByRole('textbox', { name: label }),
        'w'.repeat(600),
        `${tooLong} 600/500 characters: 100 over`,
        dialog.getByRole('button', { name: send }),
      );
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(api.bodiesOf(PAYMENTS)).toEqual([]);
    expect(api.bodiesOf(VOID)).toEqual([]);
  });

  it('marks a payment failed with a note on what happened, or with none', async () => {
    const api = stubClient(undefined, {
      [PAYMENTS]: { body: subscription({ status: 'past_due', inForce: false }) },
    });
    const user = await openClient();

    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Mark payment failed' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Mark payment failed' }));
    await user.type(dialog.getByRole('textbox', { name: 'What happened? (optional)' }), ' Card declined ');
    await user.click(dialog.getByRole('button', { name: 'Record failure' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Payment failure recorded');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(PAYMENTS)).toEqual([{ outcome: 'failed', note: 'Card declined' }]);

    // Cancel records nothing; a failure without a note sends none.
    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Mark payment failed' }));
    dialog = within(screen.getByRole('dialog', { name: 'Mark payment failed' }));
    expect(dialog.getByRole('textbox', { name: 'What happened? (optional)' })).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(PAYMENTS)).toHaveLength(1);

    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Mark payment failed' }));
    dialog = within(screen.getByRole('dialog', { name: 'Mark payment failed' }));
    await user.click(dialog.getByRole('button', { name: 'Record failure' }));
    await waitFor(() => expect(api.bodiesOf(PAYMENTS)).toHaveLength(2));
    expect(api.bodiesOf(PAYMENTS)[1]).toEqual({ outcome: 'failed' });
  });

  it('says a payment failed, not past due, while the period paid runs: on its chip and once recorded', async () => {
    stubClient(
      { body: clientDetail({ subscriptions: [paymentFailedSubscription({ id: 5 })] }) },
      { [PAYMENTS]: { body: paymentFailedSubscription({ id: 5 }) } },
    );
    const user = await openClient();

    const echo = article('Echo Plan');
    expect(within(echo).getByText('Payment Failed')).toBeInTheDocument();
    expect(within(echo).queryByText('Past Due')).not.toBeInTheDocument();
    expect(field(echo, 'Paid through')).toHaveTextContent('Dec 26, 2026');

    await user.click(within(echo).getByRole('button', { name: 'Mark payment failed' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark payment failed' }));
    await user.click(dialog.getByRole('button', { name: 'Record failure' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The Echo Plan subscription is paid through Dec 26, 2026, and past due from then unless paid.',
    );
  });

  it("shows the server's message when a payment cannot be recorded, keeping the dialog and its note", async () => {
    const message =
      'The period Nov 21, 2026 – Dec 21, 2026 is already paid: void that payment first to record it again';
    stubClient(undefined, { [PAYMENTS]: failure(409, message) });
    const user = await openClient();

    const echo = within(article('Echo Plan'));
    await echo.findByText('Next to pay: Nov 21, 2026 – Dec 21, 2026');
    await user.click(echo.getByRole('button', { name: 'Mark period paid' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark period paid' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Wire 118');
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to record payment');
    expect(alert).toHaveTextContent(message);
    expect(dialog.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Wire 118');
    expect(dialog.getByRole('button', { name: 'Mark paid' })).toBeEnabled();
  });

  it("mails a pending Stripe subscription's payment link again", async () => {
    let answer!: (reply: Reply) => void;
    const api = stubClient(
      { body: clientDetail({ subscriptions: [subscription({ status: 'pending', billing: 'stripe' })] }) },
      { [PAYMENT_LINK]: () => new Promise<Reply>((resolve) => (answer = resolve)) },
    );
    const user = await openClient();

    const send = within(article('Echo Plan')).getByRole('button', { name: 'Send payment link' });
    await user.click(send);
    await waitFor(() => expect(api.bodiesOf(PAYMENT_LINK)).toHaveLength(1));
    expect(send).toBeDisabled();
    answer({ body: subscription({ status: 'pending', billing: 'stripe' }) });

    expect(await screen.findByRole('status')).toHaveTextContent('Payment link sent');
    expect(send).toBeEnabled();
    // The client is fetched again: its link may be a new one.
    await waitFor(() => expect(api.calls.filter((call) => call.key === CLIENT)).toHaveLength(2));
  });

  it('lists the subscription history newest first, a readable line for each change', async () => {
    const events: SubscriptionEventDto[] = [
      subscriptionEvent({ id: 1, kind: 'created', amount: 299, at: '2026-11-21T12:00:00.000Z' }),
      subscriptionEvent({
        id: 2,
        kind: 'paid',
        source: 'stripe',
        amount: 299,
        at: '2026-11-22T12:00:00.000Z',
      }),
      subscriptionEvent({
        id: 3,
        kind: 'renewed',
        source: 'schedule',
        periodEnd: '2026-12-24T12:00:00.000Z',
        at: '2026-11-24T12:00:00.000Z',
      }),
      subscriptionEvent({
        id: 4,
        kind: 'payment_failed',
        detail: 'Card declined',
        at: '2026-11-25T12:00:00.000Z',
      }),
      subscriptionEvent({
        id: 5,
        kind: 'canceled',
        source: 'client',
        detail: 'Too busy',
        at: '2026-11-26T12:00:00.000Z',
      }),
      subscriptionEvent({
        id: 6,
        kind: 'ending_soon',
        source: 'schedule',
        periodEnd: '2026-12-24T12:00:00.000Z',
        at: '2026-12-21T12:00:00.000Z',
      }),
      subscriptionEvent({ id: 7, kind: 'ended', source: 'schedule', at: '2026-12-24T12:00:00.000Z' }),
      subscriptionEvent({
        id: 8,
        plan: 'ghost',
        subscriptionId: 6,
        kind: 'reactivated',
        source: 'team',
        at: '2026-12-26T12:00:00.000Z',
      }),
    ];
    // Answered oldest first: the page puts the newest on top.
    stubClient(undefined, { [HISTORY]: { body: events } });
    await openClient();

    await screen.findByRole('list', { name: 'Subscription events' });
    expect(historyLines()).toEqual([
      'ReactivatedDec 26, 2026 · Ghost Plan · Team',
      'EndedDec 24, 2026 · Echo Plan · Schedule',
      'Ends in 3 days (notice sent to the team)Dec 21, 2026 · Echo Plan · Schedule',
      'Canceled by the client: Too busyNov 26, 2026 · Echo Plan · Client',
      'Payment failed: Card declinedNov 25, 2026 · Echo Plan · Team',
      'Renewed to Dec 24, 2026Nov 24, 2026 · Echo Plan · Schedule',
      'Payment of $299.00 receivedNov 22, 2026 · Echo Plan · Stripe',
      'Created at $299.00/monthNov 21, 2026 · Echo Plan · Team',
    ]);
  });

  it('says when there is no history yet', async () => {
    stubClient();
    await openClient();

    const history = within(screen.getByRole('region', { name: 'Subscription history' }));
    expect(await history.findByText('No history yet')).toBeInTheDocument();
    expect(history.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the history loading, then why it failed, and Retry fetches it again', async () => {
    let healthy = false;
    let answer: () => void = () => {};
    const failed = new Promise<Reply>(
      (resolve) => (answer = () => resolve(failure(500, 'The database is not reachable'))),
    );
    const api = stubClient(undefined, {
      [HISTORY]: () => (healthy ? { body: [subscriptionEvent()] } : failed),
    });
    const user = await openClient();

    const history = within(screen.getByRole('region', { name: 'Subscription history' }));
    expect(history.getByLabelText('Loading subscription history')).toHaveAttribute('aria-busy', 'true');
    answer();
    const alert = await history.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load subscription history');
    expect(alert).toHaveTextContent('The database is not reachable');

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await history.findByRole('list', { name: 'Subscription events' })).toHaveTextContent('Created');
    expect(api.calls.filter((call) => call.key === HISTORY)).toHaveLength(2);
  });
});

describe('/admin/clients/{id}: a new subscription, as sold and as billed', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  async function openNewSubscription(mode: BillingMode) {
    const api = stubClient(undefined, {
      [BILLING]: { body: { mode } },
      [CREATE]: { status: 201, body: subscription({ id: 9 }) },
    });
    const user = await openClient();
    await user.click(screen.getByRole('button', { name: 'New subscription' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New subscription' }));
    await waitFor(() => expect(api.calls.filter((call) => call.key === BILLING)).toHaveLength(1));
    return { api, user, dialog };
  }

  async function choosePlan(
    user: ReturnType<typeof userEvent.setup>,
    dialog: ReturnType<typeof within>,
    plan: string,
  ) {
    await user.click(dialog.getByRole('combobox', { name: 'Plan' }));
    await user.click(screen.getByRole('option', { name: plan }));
  }

  it('starts posts and revisions from the plan chosen; empty revisions are unlimited', async () => {
    const { api, user, dialog } = await openNewSubscription('manual');

    expect(dialog.getByLabelText('Posts a month')).toHaveValue(null);
    await choosePlan(user, dialog, 'Ghost');
    expect(dialog.getByLabelText('Posts a month')).toHaveValue(4);
    expect(dialog.getByLabelText('Revisions a post')).toHaveValue(1);
    await choosePlan(user, dialog, 'Echo');
    expect(dialog.getByLabelText('Posts a month')).toHaveValue(12);
    expect(dialog.getByLabelText('Revisions a post')).toHaveValue(null);
    expect(dialog.getByLabelText('Revisions a post')).toHaveAccessibleDescription(
      'Empty for unlimited revisions',
    );

    // The price follows the plan, as Convert proposes it.
    expect(dialog.getByLabelText('Amount')).toHaveValue(299);
    await user.clear(dialog.getByLabelText('Posts a month'));
    await user.type(dialog.getByLabelText('Posts a month'), '150');
    await user.type(dialog.getByLabelText('Revisions a post'), '2.5');
    await user.click(dialog.getByRole('button', { name: 'Create subscription' }));
    expect(dialog.getByLabelText('Posts a month')).toHaveAccessibleDescription(
      'Posts a month must be between 0 and 100',
    );
    expect(dialog.getByLabelText('Revisions a post')).toHaveAccessibleDescription(
      'Revisions a post must be a whole number',
    );
    expect(api.bodiesOf(CREATE)).toEqual([]);

    await user.clear(dialog.getByLabelText('Posts a month'));
    await user.type(dialog.getByLabelText('Posts a month'), '10');
    await user.clear(dialog.getByLabelText('Revisions a post'));
    // Billing by hand only: the server runs without Stripe.
    expect(dialog.queryByRole('radiogroup', { name: 'Billing' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create subscription' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Subscription created');
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        plan: 'echo',
        amount: 299,
        autoRenew: true,
        postsPerMonth: 10,
        revisionsPerPost: null,
        billing: 'manual',
      },
    ]);
  });

  it('fills the price from the plan chosen, unless one was typed; Phantom has none to fill', async () => {
    const { api, user, dialog } = await openNewSubscription('manual');
    const amount = dialog.getByLabelText('Amount');
    expect(amount).toHaveValue(null);
    await choosePlan(user, dialog, 'Ghost');
    expect(amount).toHaveValue(99);
    // Another plan: its price replaces the one the plan put there.
    await choosePlan(user, dialog, 'Echo');
    expect(amount).toHaveValue(299);
    // A price agreed and typed stays when the plan changes.
    await user.clear(amount);
    await user.type(amount, '249');
    await choosePlan(user, dialog, 'Ghost');
    expect(amount).toHaveValue(249);
    await user.clear(amount);
    await choosePlan(user, dialog, 'Phantom');
    expect(amount).toHaveValue(null);
    await user.type(amount, '1500');
    await user.click(dialog.getByRole('button', { name: 'Create subscription' }));
    await screen.findByRole('status');
    expect(api.bodiesOf(CREATE)).toEqual([expect.objectContaining({ plan: 'phantom', amount: 1500 })]);
  });

  it('offers Stripe billing when the server runs with Stripe, saying it starts pending until paid', async () => {
    const { api, user, dialog } = await openNewSubscription('stripe');

    const billing = within(await dialog.findByRole('radiogroup', { name: 'Billing' }));
    expect(billing.getByRole('radio', { name: 'Bill by hand' })).toBeChecked();
    const stripe = billing.getByRole('radio', { name: 'Stripe: mail a Checkout link' });
    expect(stripe).toHaveAccessibleDescription(
      'With Stripe, the subscription starts pending until the client has paid.',
    );
    await choosePlan(user, dialog, 'Ghost');
    expect(dialog.getByLabelText('Amount')).toHaveValue(99);
    await user.click(stripe);
    await user.click(dialog.getByRole('button', { name: 'Create subscription' }));

    await screen.findByRole('status');
    expect(api.bodiesOf(CREATE)).toEqual([
      {
        plan: 'ghost',
        amount: 99,
        autoRenew: true,
        postsPerMonth: 4,
        revisionsPerPost: 1,
        billing: 'stripe',
      },
    ]);
  });

  it('corrects what was sold in an edit, sending only what changed; the billing stays as sold', async () => {
    const api = stubClient(undefined, {
      [BILLING]: { body: { mode: 'stripe' } },
      'PATCH /api/admin/subscriptions/5': (body) => ({ body: subscription({ ...(body as object) }) }),
    });
    const user = await openClient();

    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Echo Plan subscription' }));
    expect(dialog.getByLabelText('Amount')).toHaveValue(299);
    expect(dialog.queryByRole('radiogroup', { name: 'Billing' })).not.toBeInTheDocument();
    const posts = dialog.getByLabelText('Posts a month');
    expect(posts).toHaveValue(12);
    expect(posts).toHaveAccessibleDescription('A correction counts from now on, in the history');
    await user.clear(posts);
    await user.type(posts, '16');
    await user.clear(dialog.getByLabelText('Revisions a post'));
    await user.type(dialog.getByLabelText('Revisions a post'), '3');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(api.bodiesOf('PATCH /api/admin/subscriptions/5')).toEqual([
        { postsPerMonth: 16, revisionsPerPost: 3 },
      ]),
    );
  });

  it('edits a Stripe-billed subscription only as Stripe allows: canceled (in Stripe too) or its payment method', async () => {
    const stripeBilled = subscription({ billing: 'stripe', status: 'active' });
    const api = stubClient(
      { body: clientDetail({ subscriptions: [stripeBilled] }) },
      {
        [BILLING]: { body: { mode: 'stripe' } },
        'PATCH /api/admin/subscriptions/5': { body: { ...stripeBilled, status: 'canceled' } },
      },
    );
    const user = await openClient();

    await user.click(within(article('Echo Plan')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Echo Plan subscription' }));
    expect(dialog.getByText(/Stripe keeps this subscription's status, renewal and price/)).toBeVisible();
    expect(dialog.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Renewal date')).not.toBeInTheDocument();
    expect(dialog.queryByRole('switch', { name: 'Auto-renew' })).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Payment method')).toBeInTheDocument();
    // What was sold is ours, not Stripe's: it may be corrected here.
    expect(dialog.getByLabelText('Posts a month')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Active', 'Canceled']);
    await user.click(screen.getByRole('option', { name: 'Canceled' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.key === 'PATCH /api/admin/subscriptions/5')?.body).toEqual({
        status: 'canceled',
      }),
    );
  });
});
