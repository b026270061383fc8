import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import type { Agent, Response } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { NO_SUBSCRIPTION_IN_FORCE } from '../src/subscriptions/in-force.js';
import { ALREADY_FAILED } from '../src/subscriptions/manual-payments.js';
import { StripeChanges } from '../src/subscriptions/stripe-changes.js';
import { Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const TEAM = 'owner@example.com';

interface Subscription {
  id: number;
  status: string;
  standing: string;
  renewalDate: string | null;
  paidThrough: string | null;
  inForce: boolean;
  inForceUntil: string | null;
}

interface Payment {
  id: number;
  periodStart: string;
  periodEnd: string;
  periodLabel: string;
  amount: number;
  source: string;
  recordedBy: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
}

interface Payments {
  billing: string;
  payments: Payment[];
  nextPeriod: { start: string; end: string; label: string } | null;
}

interface BillingRow {
  subscriptionId: number;
  clientId: number;
  clientName: string;
  status: string;
  standing: string;
  billing: string;
  amount: number;
  date: string;
}

interface BillingSummary {
  monthStart: string;
  monthEnd: string;
  expected: number;
  received: number;
  pastDue: BillingRow[];
  paymentFailed: BillingRow[];
  renewals: BillingRow[];
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * Money records that cannot double or contradict. A manual payment is for a named period,
 * once; an admin voids a mistaken one with a reason and the paid-through date follows; a failed
 * payment leaves the period paid in force; a canceled subscription never paid is owed nothing; the
 * Billing page's figures.
 */
describe('payments of named periods', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let clock: Clock;
  let clients = 0;

  beforeAll(async () => {
    const smtpUrl = await mailbox.start();
    t = await createTestApp({ env: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://ghostline.test' } });
    admin = await t.signedInAdmin();
    await t.query(`update users set email = '${TEAM}', email_confirmed_at = now() where username = 'boss'`);
    clock = t.app.get(Clock);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  const setClock = (when: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(when));

  async function newClient(lastName: string): Promise<{ id: number; agent: Agent; email: string }> {
    const username = `payer${++clients}`;
    const email = `${username}@example.com`;
    const agent = t.agent();
    await t.query('delete from rate_limits');
    const { body } = await agent
      .post('/api/client/register')
      .send({ username, email, password: 'plum-ladder-orbit-42', firstName: 'Ada', lastName })
      .expect(201);
    return { id: body.user.id as number, agent, email };
  }

  async function open(clientId: number, fields: Record<string, unknown> = {}): Promise<Subscription> {
    const { body } = await admin
      .post(`/api/admin/clients/${clientId}/subscriptions`)
      .send({ plan: 'echo', amount: 249, ...fields })
      .expect(201);
    return body as Subscription;
  }

  const markPaid = (id: number, periodStart: string, note?: string) =>
    admin.post(`/api/admin/subscriptions/${id}/payments`).send({ outcome: 'paid', periodStart, note });

  const payments = async (id: number): Promise<Payments> =>
    (await admin.get(`/api/admin/subscriptions/${id}/payments`).expect(200)).body;

  const history = async (clientId: number) =>
    (await admin.get(`/api/admin/clients/${clientId}/subscription-events`).expect(200)).body as {
      kind: string;
      detail: string | null;
      amount: number | null;
      periodStart: string | null;
      periodEnd: string | null;
    }[];

  const boardRow = async (clientId: number) =>
    ((await admin.get('/api/admin/board').expect(200)).body.clients as { clientId: number }[]).find(
      (row) => row.clientId === clientId,
    ) as { owed: number; plans: string[] } | undefined;

  async function mailsTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
    await t.mailsSettled();
    return mailbox.messages.filter(
      (message) => subject.test(message.subject ?? '') && JSON.stringify(message.to).includes(address),
    );
  }

  it('marks a named period paid once: the same period again is a 409 naming it, one receipt, and the next period is offered', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Twice');
    const subscription = await open(client.id);
    expect(await payments(subscription.id)).toEqual({
      subscriptionId: subscription.id,
      billing: 'manual',
      payments: [],
      nextPeriod: {
        start: iso('2026-12-27T10:00:00Z'),
        end: iso('2027-01-27T10:00:00Z'),
        label: 'Dec 27, 2026 – Jan 27, 2027',
      },
    });

    const first = await markPaid(subscription.id, '2026-12-27T10:00:00Z', 'Bank transfer 118').expect(200);
    expect(first.body).toMatchObject({ status: 'active', paidThrough: iso('2027-01-27T10:00:00Z') });

    const second = await markPaid(subscription.id, '2026-12-27T10:00:00Z').expect(409);
    expect(second.body.message).toBe(
      'The period Dec 27, 2026 – Jan 27, 2027 is already paid: void that payment first to record it again',
    );

    const listed = await payments(subscription.id);
    expect(listed.payments).toEqual([
      expect.objectContaining({
        periodStart: iso('2026-12-27T10:00:00Z'),
        periodEnd: iso('2027-01-27T10:00:00Z'),
        periodLabel: 'Dec 27, 2026 – Jan 27, 2027',
        amount: 249,
        source: 'manual',
        recordedBy: expect.any(String),
        voidedAt: null,
      }),
    ]);
    expect(listed.nextPeriod).toMatchObject({
      start: iso('2027-01-27T10:00:00Z'),
      end: iso('2027-02-27T10:00:00Z'),
      label: 'Jan 27, 2027 – Feb 27, 2027',
    });

    // The next period, paid ahead: paid through its end.
    const next = await markPaid(subscription.id, '2027-01-27T10:00:00Z').expect(200);
    expect(next.body.paidThrough).toBe(iso('2027-02-27T10:00:00Z'));

    expect(await mailsTo(client.email, /^Your receipt: Echo plan, \$249\.00$/)).toHaveLength(2);
    expect((await history(client.id)).filter((entry) => entry.kind === 'paid')).toEqual([
      expect.objectContaining({
        periodStart: iso('2027-01-27T10:00:00Z'),
        periodEnd: iso('2027-02-27T10:00:00Z'),
      }),
      expect.objectContaining({
        periodStart: iso('2026-12-27T10:00:00Z'),
        periodEnd: iso('2027-01-27T10:00:00Z'),
        detail: 'Bank transfer 118',
      }),
    ]);
  });

  it('refuses a period that is not one of the subscription’s, and a mark without one, with a 400 naming the field', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Odd');
    const subscription = await open(client.id);
    const offDay = await markPaid(subscription.id, '2027-01-01T10:00:00Z').expect(400);
    expect(offDay.body.message).toBe(
      "Period start must be the start of one of this subscription's periods (its renewal day of the month)",
    );
    const before = await markPaid(subscription.id, '2026-11-27T10:00:00Z').expect(400);
    expect(before.body.message).toMatch(/^Period start must be the start/);
    const farAhead = await markPaid(subscription.id, '2028-12-27T10:00:00Z').expect(400);
    expect(farAhead.body.message).toBe('Period start must be at most 12 months ahead');
    const missing = await admin
      .post(`/api/admin/subscriptions/${subscription.id}/payments`)
      .send({ outcome: 'paid' })
      .expect(400);
    expect(missing.body.message).toBe('Period start must be a date (the start of the period paid)');
    expect(await payments(subscription.id)).toMatchObject({ payments: [] });
  });

  it('records one payment when the same period is marked twice at once', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Clicker');
    const subscription = await open(client.id);
    const responses: Response[] = await race(
      t.databaseUrl,
      { sql: 'select 1 from client_subscriptions where id = $1 for update', values: [subscription.id] },
      () => [
        markPaid(subscription.id, '2026-12-27T10:00:00Z'),
        markPaid(subscription.id, '2026-12-27T10:00:00Z'),
      ],
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const rows = await t.query(`select id from payments where subscription_id = $1`, [subscription.id]);
    expect(rows).toHaveLength(1);
    expect((await history(client.id)).filter((entry) => entry.kind === 'paid')).toHaveLength(1);
    expect(await mailsTo(client.email, /^Your receipt/)).toHaveLength(1);

    // And the database itself holds it: a second row for the period is refused.
    await expect(
      t.query(
        `insert into payments (subscription_id, period_start, period_end, amount, source)
         select subscription_id, period_start, period_end, amount, source from payments where subscription_id = $1`,
        [subscription.id],
      ),
    ).rejects.toThrow(/payments_one_per_period/);
  });

  it('voids a mistaken payment with a reason: both stay in the history, paid-through follows, the client gets no mail', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Mistake');
    const subscription = await open(client.id);
    await markPaid(subscription.id, '2026-12-27T10:00:00Z').expect(200);
    await markPaid(subscription.id, '2027-01-27T10:00:00Z').expect(200);
    const [mistaken] = (await payments(subscription.id)).payments;
    expect(mistaken!.periodStart).toBe(iso('2027-01-27T10:00:00Z'));
    await t.mailsSettled();
    const mailsBefore = await t.query(`select id from outgoing_mails where recipient = $1`, [client.email]);

    setClock('2026-12-28T10:00:00Z');
    const missingReason = await admin.post(`/api/admin/payments/${mistaken!.id}/void`).send({ reason: '  ' });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.message).toBe('Reason is required');

    const voided = await admin
      .post(`/api/admin/payments/${mistaken!.id}/void`)
      .send({ reason: 'Entered for the wrong month' })
      .expect(200);
    expect(voided.body).toMatchObject({
      id: mistaken!.id,
      voidedAt: iso('2026-12-28T10:00:00Z'),
      voidedBy: expect.any(String),
      voidReason: 'Entered for the wrong month',
    });

    const after = await payments(subscription.id);
    expect(after.payments.map((payment) => [payment.periodStart, payment.voidedAt !== null])).toEqual([
      [iso('2027-01-27T10:00:00Z'), true],
      [iso('2026-12-27T10:00:00Z'), false],
    ]);
    expect(after.nextPeriod?.start).toBe(iso('2027-01-27T10:00:00Z'));
    const portal = (await client.agent.get('/api/client/subscriptions').expect(200)).body as Subscription[];
    expect(portal.find((row) => row.id === subscription.id)!.paidThrough).toBe(iso('2027-01-27T10:00:00Z'));

    const entries = (await history(client.id)).map(({ kind, detail, periodStart }) => ({
      kind,
      detail,
      periodStart,
    }));
    expect(entries.slice(0, 3)).toEqual([
      {
        kind: 'payment_voided',
        detail: 'Entered for the wrong month',
        periodStart: iso('2027-01-27T10:00:00Z'),
      },
      { kind: 'paid', detail: null, periodStart: iso('2027-01-27T10:00:00Z') },
      { kind: 'paid', detail: null, periodStart: iso('2026-12-27T10:00:00Z') },
    ]);
    await t.mailsSettled();
    expect(await t.query(`select id from outgoing_mails where recipient = $1`, [client.email])).toHaveLength(
      mailsBefore.length,
    );

    // Voided once; the period may then be marked again.
    const again = await admin
      .post(`/api/admin/payments/${mistaken!.id}/void`)
      .send({ reason: 'Twice' })
      .expect(409);
    expect(again.body.message).toBe('This payment is voided already');
    await markPaid(subscription.id, '2027-01-27T10:00:00Z').expect(200);
    await admin.post('/api/admin/payments/999999/void').send({ reason: 'None such' }).expect(404);
  });

  it('leaves Stripe’s payments to Stripe: no period offered, none marked, none voided here', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Striped');
    const subscription = await open(client.id);
    await t.query(`update client_subscriptions set billing = 'stripe' where id = $1`, [subscription.id]);
    await t.app.get(StripeChanges).paid(subscription.id, {
      source: 'stripe',
      amount: '249.00',
      periodStart: new Date('2026-12-27T10:00:00Z'),
      periodEnd: new Date('2027-01-27T10:00:00Z'),
      stripeInvoiceId: 'in_test_1',
      detail: 'Stripe invoice 0001',
    });
    const listed = await payments(subscription.id);
    expect(listed).toMatchObject({ billing: 'stripe', nextPeriod: null });
    expect(listed.payments).toEqual([
      expect.objectContaining({ source: 'stripe', amount: 249, recordedBy: null }),
    ]);
    const marked = await markPaid(subscription.id, '2027-01-27T10:00:00Z').expect(409);
    expect(marked.body.message).toBe(
      "Stripe keeps this subscription's payments: they are recorded from its webhooks",
    );
    const voided = await admin
      .post(`/api/admin/payments/${listed.payments[0]!.id}/void`)
      .send({ reason: 'No' })
      .expect(409);
    expect(voided.body.message).toBe(
      "Stripe keeps this payment: refund it in Stripe's dashboard rather than voiding it here",
    );
  });

  it('keeps a past-due subscription in force through the period paid: deliveries go on until it ends', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Declined');
    const subscription = await open(client.id);
    await markPaid(subscription.id, '2026-12-27T10:00:00Z').expect(200);

    setClock('2027-01-20T10:00:00Z');
    const failed = await admin
      .post(`/api/admin/subscriptions/${subscription.id}/payments`)
      .send({ outcome: 'failed', note: 'Card declined' })
      .expect(200);
    expect(failed.body).toMatchObject({
      status: 'past_due',
      paidThrough: iso('2027-01-27T10:00:00Z'),
      inForce: true,
      inForceUntil: iso('2027-01-27T10:00:00Z'),
    });
    const portal = (await client.agent.get('/api/client/subscriptions').expect(200)).body as Subscription[];
    expect(portal.find((row) => row.id === subscription.id)).toMatchObject({ inForce: true });
    expect(await boardRow(client.id)).toMatchObject({ plans: ['echo'] });

    const draft = async (title: string) =>
      (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId: subscription.id, title, content: 'A body.' })
          .expect(201)
      ).body.id as number;
    const paidFor = await draft('Paid for');
    await admin.post(`/api/admin/content/${paidFor}/status`).send({ status: 'delivered' }).expect(200);

    // The period paid is over: not in force, nothing delivered.
    setClock('2027-01-27T10:00:01Z');
    const later = await draft('Not paid for');
    const refused = await admin
      .post(`/api/admin/content/${later}/status`)
      .send({ status: 'delivered' })
      .expect(409);
    expect(refused.body.message).toBe(NO_SUBSCRIPTION_IN_FORCE);
    expect(await boardRow(client.id)).toBeUndefined();
  });

  it('says a payment failed, not past due, while the period paid runs: past due once it ends unpaid', async () => {
    setClock('2026-11-26T10:00:00Z');
    const client = await newClient('Early');
    const subscription = await open(client.id, { startDate: '2026-11-26T10:00:00Z' });
    await markPaid(subscription.id, '2026-11-26T10:00:00Z').expect(200);
    const paidThrough = iso('2026-12-26T10:00:00Z');

    // Failed on Dec 6, paid through Dec 26: nothing is owed yet.
    setClock('2026-12-06T10:00:00Z');
    const failed = await admin
      .post(`/api/admin/subscriptions/${subscription.id}/payments`)
      .send({ outcome: 'failed', note: 'Card declined' })
      .expect(200);
    expect(failed.body).toMatchObject({ status: 'past_due', standing: 'payment_failed', paidThrough });
    // The mails name the day it will matter, not a past due that is not yet.
    const [notice] = await mailsTo(client.email, /did not go through/);
    expect(notice!.text).toContain(
      'Your plan is paid through December 26, 2026: the payment is due by then to keep your posts coming after that day.',
    );
    expect(notice!.text).not.toContain('past due');
    const [team] = await mailsTo(TEAM, /Payment failed: Ada Early/);
    expect(team!.text).toContain('It is paid through December 26, 2026, and past due from then unless paid');
    const standings = async () => {
      const summary = (await admin.get('/api/admin/billing/summary').expect(200)).body as BillingSummary;
      const mine = (rows: BillingRow[]) =>
        rows
          .filter((row) => row.subscriptionId === subscription.id)
          .map(({ standing, date }) => [standing, date]);
      const detail = (await admin.get(`/api/admin/clients/${client.id}`).expect(200)).body;
      const [listed] = (
        await admin.get('/api/admin/clients').query({ search: 'Early' }).expect(200)
      ).body.items.filter((row: { id: number }) => row.id === client.id);
      const [portal] = (await client.agent.get('/api/client/subscriptions').expect(200)).body;
      return {
        pastDue: mine(summary.pastDue),
        paymentFailed: mine(summary.paymentFailed),
        listed: listed.subscriptionStanding,
        detail: [detail.subscriptionStanding, detail.subscriptions[0].standing],
        portal: portal.standing,
      };
    };
    expect(await standings()).toEqual({
      pastDue: [],
      paymentFailed: [['payment_failed', paidThrough]],
      listed: 'payment_failed',
      detail: ['payment_failed', 'payment_failed'],
      portal: 'payment_failed',
    });

    // The period paid ended unpaid: past due since its end.
    setClock('2026-12-26T10:00:01Z');
    expect(await standings()).toEqual({
      pastDue: [['past_due', paidThrough]],
      paymentFailed: [],
      listed: 'past_due',
      detail: ['past_due', 'past_due'],
      portal: 'past_due',
    });
  });

  it('owes no posts on the board to a canceled subscription that was never paid', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Ghosted');
    await open(client.id, { plan: 'ghost', amount: 99 });
    const echo = await open(client.id);
    await admin.patch(`/api/admin/subscriptions/${echo.id}`).send({ status: 'canceled' }).expect(200);
    expect(await boardRow(client.id)).toMatchObject({ plans: ['ghost'], owed: 1 });

    // Paid, then canceled: its paid period is owed.
    const other = await newClient('Paid leaver');
    const paid = await open(other.id);
    await markPaid(paid.id, '2026-12-27T10:00:00Z').expect(200);
    await admin.patch(`/api/admin/subscriptions/${paid.id}`).send({ status: 'canceled' }).expect(200);
    expect(await boardRow(other.id)).toMatchObject({ plans: ['echo'], owed: 3 });
  });

  it("sums this month's expected and received money and lists past due and renewals, for admins only", async () => {
    setClock('2027-03-10T09:00:00Z');
    const summary = async (): Promise<BillingSummary> =>
      (await admin.get('/api/admin/billing/summary').expect(200)).body;
    const before = await summary();
    expect(before).toMatchObject({
      monthStart: iso('2027-03-01T00:00:00Z'),
      monthEnd: iso('2027-04-01T00:00:00Z'),
    });

    const client = await newClient('Books');
    // Renews Mar 15: expected, and a renewal within 14 days; its February period paid, then voided.
    const a = await open(client.id, { amount: 249, startDate: '2027-02-15T09:00:00Z' });
    await markPaid(a.id, '2027-02-15T09:00:00Z').expect(200);
    const [aPayment] = (await payments(a.id)).payments;
    await admin.post(`/api/admin/payments/${aPayment!.id}/void`).send({ reason: 'Wrong client' }).expect(200);
    // Starts Mar 1, never paid, then failed: past due since its start.
    const b = await open(client.id, { plan: 'ghost', amount: 99, startDate: '2027-03-01T00:00:00Z' });
    await admin.post(`/api/admin/subscriptions/${b.id}/payments`).send({ outcome: 'failed' }).expect(200);
    // Paid for December, then failed: past due since Jan 1 (the longest), its March period expected.
    const c = await open(client.id, { plan: 'phantom', amount: 500, startDate: '2026-12-01T00:00:00Z' });
    await markPaid(c.id, '2026-12-01T00:00:00Z').expect(200);
    await admin.post(`/api/admin/subscriptions/${c.id}/payments`).send({ outcome: 'failed' }).expect(200);
    // Canceled, never paid: nothing expected.
    await open(client.id, { amount: 1000, startDate: '2027-03-05T00:00:00Z', status: 'canceled' });
    // Stripe's, renewing Mar 20, its invoice paid this month.
    const f = await open(client.id, { amount: 199, startDate: '2027-02-20T00:00:00Z' });
    await t.query(`update client_subscriptions set billing = 'stripe' where id = $1`, [f.id]);
    await t.app.get(StripeChanges).paid(f.id, {
      source: 'stripe',
      amount: '199.00',
      periodStart: new Date('2027-02-20T00:00:00Z'),
      periodEnd: new Date('2027-03-20T00:00:00Z'),
      stripeInvoiceId: 'in_test_books',
    });

    const after = await summary();
    expect(Math.round((after.expected - before.expected) * 100) / 100).toBe(249 + 99 + 500 + 199);
    expect(Math.round((after.received - before.received) * 100) / 100).toBe(500 + 199);
    const mine = (rows: BillingRow[]) =>
      rows
        .filter((row) => row.clientId === client.id)
        .map(({ subscriptionId, date }) => [subscriptionId, date]);
    expect(mine(after.pastDue)).toEqual([
      [c.id, iso('2027-01-01T00:00:00Z')],
      [b.id, iso('2027-03-01T00:00:00Z')],
    ]);
    expect(mine(after.renewals)).toEqual([
      [a.id, iso('2027-03-15T09:00:00Z')],
      [f.id, iso('2027-03-20T00:00:00Z')],
    ]);
    expect(after.renewals.find((row) => row.subscriptionId === f.id)).toMatchObject({
      clientName: 'Ada Books',
      billing: 'stripe',
      amount: 199,
    });
  });
  it('marks a payment failed once: a second mark of the same failure is refused, saying so, and mails nothing', async () => {
    setClock('2026-12-27T10:00:00Z');
    const client = await newClient('Twice declined');
    const subscription = await open(client.id);
    await markPaid(subscription.id, '2026-12-27T10:00:00Z').expect(200);
    setClock('2027-01-20T10:00:00Z');
    const markFailed = (status = 200) =>
      admin
        .post(`/api/admin/subscriptions/${subscription.id}/payments`)
        .send({ outcome: 'failed', note: 'Card declined' })
        .expect(status);
    await markFailed();
    for (const again of [await markFailed(409), await markFailed(409)]) {
      expect(again.body.message).toBe(ALREADY_FAILED);
    }
    expect((await history(client.id)).filter((event) => event.kind === 'payment_failed')).toHaveLength(1);
    expect(await mailsTo(client.email, /did not go through/)).toHaveLength(1);

    // Paid again, a new failure is one more.
    await markPaid(subscription.id, '2027-01-27T10:00:00Z').expect(200);
    await markFailed();
    expect((await history(client.id)).filter((event) => event.kind === 'payment_failed')).toHaveLength(2);
  });
});
