import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BillingRowDto, BillingSummaryDto } from '../../api';
import { failure, mockApi, type Handler, type Reply } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { BillingPage } from './billing-page';

const SUMMARY = 'GET /api/admin/billing/summary';

const row = (fields: Partial<BillingRowDto> = {}): BillingRowDto => ({
  subscriptionId: 5,
  clientId: 42,
  clientName: 'Ada Lovelace',
  plan: 'echo',
  status: 'past_due',
  standing: 'past_due',
  billing: 'manual',
  amount: 249,
  date: '2027-01-01T00:00:00.000Z',
  ...fields,
});

const summary = (fields: Partial<BillingSummaryDto> = {}): BillingSummaryDto => ({
  monthStart: '2027-03-01T00:00:00.000Z',
  monthEnd: '2027-04-01T00:00:00.000Z',
  expected: 1047,
  received: 699.5,
  pastDue: [
    row(),
    row({
      subscriptionId: 6,
      clientId: 43,
      clientName: 'Grace Hopper',
      plan: 'ghost',
      amount: 99,
      date: '2027-03-01T00:00:00.000Z',
    }),
  ],
  paymentFailed: [],
  renewals: [
    row({ subscriptionId: 7, status: 'active', standing: 'active', date: '2027-03-15T09:00:00.000Z' }),
    row({
      subscriptionId: 8,
      clientId: 44,
      clientName: 'Alan Turing',
      status: 'active',
      standing: 'active',
      billing: 'stripe',
      amount: 199,
      date: '2027-03-20T00:00:00.000Z',
    }),
  ],
  ...fields,
});

function openPage(handler: Handler) {
  const api = mockApi({ [SUMMARY]: handler });
  const { router } = renderPages(
    { '/admin/billing': BillingPage, '/admin/clients/:id': () => <h1>Client page</h1> },
    '/admin/billing',
  );
  return { api, router };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/admin/billing', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows this month's expected and received money, past due oldest first and the renewals, each linking to its client", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = openPage({ body: summary() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();

    // The heading shows before the summary arrives; the month's name comes with it.
    const month = within(await screen.findByRole('region', { name: 'This month: March 2027' }));
    expect(month.getByText('$1,047.00')).toBeInTheDocument();
    expect(month.getByRole('heading', { name: 'Expected this month' })).toBeInTheDocument();
    expect(month.getByText('$699.50')).toBeInTheDocument();

    const pastDue = within(section('Past due').getByRole('table', { name: 'Past due' }));
    const rows = pastDue.getAllByRole('row').slice(1);
    expect(
      rows.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Echo Plan', 'Past Due', 'Manual', '$249.00', 'Jan 1, 2027'],
      ['Ghost Plan', 'Past Due', 'Manual', '$99.00', 'Mar 1, 2027'],
    ]);
    expect(pastDue.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/42');

    const renewals = within(section('Renewals in the next 14 days').getByRole('table', { name: 'Renewals' }));
    expect(renewals.getByRole('columnheader', { name: 'Renews' })).toBeInTheDocument();
    const stripe = renewals.getByRole('row', { name: /Alan Turing/ });
    expect(within(stripe).getByText('Stripe')).toBeInTheDocument();
    expect(within(stripe).getByText('Mar 20, 2027')).toBeInTheDocument();

    await user.click(pastDue.getByRole('link', { name: 'Grace Hopper' }));
    await screen.findByRole('heading', { name: 'Client page' });
    expect(router.state.location.pathname).toBe('/admin/clients/43');
  });

  it('lists a failed payment whose period paid still runs apart from past due, with the date it ends', async () => {
    openPage({
      body: summary({
        pastDue: [],
        paymentFailed: [
          row({
            subscriptionId: 9,
            clientName: 'Kathleen Booth',
            standing: 'payment_failed',
            date: '2026-12-26T12:00:00.000Z',
          }),
        ],
      }),
    });
    expect(await screen.findByText('No subscription is past due.')).toBeInTheDocument();
    const failed = within(section('Payment failed').getByRole('table', { name: 'Payment failed' }));
    expect(failed.getByRole('columnheader', { name: 'Paid through' })).toBeInTheDocument();
    const kathleen = failed.getByRole('row', { name: /Kathleen Booth/ });
    expect(
      within(kathleen)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Echo Plan', 'Payment Failed', 'Manual', '$249.00', 'Dec 26, 2026']);
    expect(screen.queryByText('Past Due')).not.toBeInTheDocument();
  });

  it('shows each row as a card on a phone, with its client link', async () => {
    stubScreenWidth(360);
    openPage({ body: summary() });
    const list = within(await screen.findByRole('list', { name: 'Past due' }));
    const card = within(list.getByRole('article', { name: 'Ada Lovelace' }));
    expect(card.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/clients/42');
    expect(card.getByText('Echo Plan · Manual · $249.00')).toBeInTheDocument();
    expect(card.getByText(/Unpaid since/)).toHaveTextContent('Unpaid since Jan 1, 2027');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing is past due and nothing renews soon', async () => {
    openPage({ body: summary({ expected: 0, received: 0, pastDue: [], renewals: [] }) });
    expect(await screen.findByText('No subscription is past due.')).toBeInTheDocument();
    expect(screen.getByText('No failed payment is waiting.')).toBeInTheDocument();
    expect(screen.getByText('No renewal in the next 14 days.')).toBeInTheDocument();
    expect(section('This month: March 2027').getAllByText('$0.00')).toHaveLength(2);
  });

  it('shows it loading, then why it failed, and Try Again fetches it again', async () => {
    let answer!: (reply: Reply) => void;
    let calls = 0;
    const user = userEvent.setup({ delay: null });
    openPage(() => {
      calls += 1;
      return calls === 1
        ? failure(500, 'Something went wrong')
        : new Promise<Reply>((resolve) => (answer = resolve));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load billing');
    expect(alert).toHaveTextContent('Something went wrong');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls).toBe(2));
    answer({ body: summary() });
    expect(await screen.findByText('$1,047.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the figures and lists loading first', async () => {
    let answer!: (reply: Reply) => void;
    openPage(() => new Promise<Reply>((resolve) => (answer = resolve)));
    expect(await screen.findByLabelText('Loading expected this month')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Past due' })).toHaveAttribute('aria-busy', 'true');
    answer({ body: summary() });
    expect(await screen.findByText('$1,047.00')).toBeInTheDocument();
  });
});
