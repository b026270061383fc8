import type { Agent } from 'supertest';
import { SubscriptionSchedule } from '../src/subscriptions/subscription-schedule.js';
import {
  FakeStripe,
  invoiceObject,
  postStripeEvent,
  stripeEvent,
  subscriptionObject,
} from './utils/fake-stripe.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

interface Row {
  id: number;
  status: string;
  auto_renew: boolean;
  renewal_date: Date | null;
  end_date: Date | null;
  amount: string;
}

/**
 * An erased client's billing (client-erasure.service.ts): their subscriptions end (kept for the books),
 * a Stripe-billed one is canceled at Stripe first, and they leave the board and the Billing page.
 */
describe('erasing a client ends their subscriptions', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let admin: Agent;
  let sold = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...(await stripe.start()), SMTP_URL: undefined } });
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await stripe.stop();
  });

  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const rows = (clientId: number) =>
    t.query<Row>('select * from client_subscriptions where client_id = $1 order by id', [clientId]);

  async function deliver(event: object): Promise<void> {
    await postStripeEvent(t.agent(), event).expect(200);
    await until('the Stripe events to be applied', async () => {
      const [{ waiting }] = await t.query<{ waiting: number }>(
        'select count(*)::int as waiting from stripe_events where processed_at is null',
      );
      return waiting === 0;
    });
  }

  /**
   * A converted client with a manual subscription (active, renewing) and a second one billed through
   * Stripe and paid (sub_… linked), and a post waiting for a revision.
   */
  async function clientWithTwoSubscriptions(stripeSubscriptionId: string) {
    const n = ++sold;
    const lead = await t.submitLead({ email: `erase.billing${n}@example.com` });
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: `erase.billing${n}`,
        email: `erase.billing${n}@example.com`,
        firstName: 'Grace',
        lastName: 'Hopper',
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    const clientId = body.clientId as number;
    const manualId = body.subscriptionId as number;
    const stripeBilled = (
      await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
        .expect(201)
    ).body;
    await until('the Checkout link', async () => {
      const [row] = await t.query<{ checkout_url: string | null }>(
        'select checkout_url from client_subscriptions where id = $1',
        [stripeBilled.id],
      );
      return !!row?.checkout_url;
    });
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          subscription: stripeSubscriptionId,
          ourId: stripeBilled.id,
          amount: 9900,
          periodEnd: daysFromNow(30),
          billingReason: 'subscription_create',
        }),
        { created: new Date(Date.now() - 10 * 60_000) },
      ),
    );
    const post = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId: manualId, title: 'On hiring', content: 'The time I hired my cousin.' })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/content/${post.id}/status`).send({ status: 'delivered' }).expect(200);
    // The client asked for a revision of it (what the portal's request sets).
    await t.query('update content_deliverables set revision_requested = true where id = $1', [post.id]);
    expect((await rows(clientId)).map((row) => row.status)).toEqual(['active', 'active']);
    return { clientId, manualId, stripeId: stripeBilled.id as number };
  }

  const boardClients = async () =>
    ((await admin.get('/api/admin/board').expect(200)).body.clients as { clientId: number }[]).map(
      (row) => row.clientId,
    );

  it('ends both (Stripe canceled first), keeps them for the books, and takes the client off the board and the Billing page', async () => {
    const { clientId, manualId, stripeId } = await clientWithTwoSubscriptions('sub_erased_client');
    const paymentsBefore = await t.query(
      'select subscription_id, amount, period_start, period_end from payments order by id',
    );
    expect(await boardClients()).toContain(clientId);
    const summaryBefore = (await admin.get('/api/admin/billing/summary').expect(200)).body;
    expect(summaryBefore.expected).toBeGreaterThan(0);

    const before = Date.now();
    await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200);

    // Canceled at Stripe at once, as Stripe documents it.
    expect(stripe.callsTo('DELETE', '/v1/subscriptions/sub_erased_client')).toHaveLength(1);
    const ended = await rows(clientId);
    for (const row of ended) {
      expect(row).toMatchObject({ status: 'canceled', auto_renew: false, renewal_date: null });
      expect(row.end_date!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.end_date!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(ended.map((row) => row.amount)).toEqual(['299.00', '99.00']);
    for (const id of [manualId, stripeId]) {
      const [last] = await t.query(
        'select kind, source, detail from subscription_events where subscription_id = $1 order by id desc limit 1',
        [id],
      );
      expect(last).toEqual({ kind: 'ended', source: 'team', detail: 'Personal data erased' });
    }
    // The books keep every payment as it was.
    expect(
      await t.query('select subscription_id, amount, period_start, period_end from payments order by id'),
    ).toEqual(paymentsBefore);

    // Off the board, their revision waiting included; and the Billing page expects nothing of them.
    expect(await boardClients()).not.toContain(clientId);
    const summary = (await admin.get('/api/admin/billing/summary').expect(200)).body;
    expect(summary.expected).toBe(0);
    expect(summary.renewals).toEqual([]);
    expect(summary.pastDue).toEqual([]);

    // The schedule, a year on, neither renews nor reopens them; Stripe's own cancellation event
    // arriving later changes nothing either.
    const events = () =>
      t.query('select subscription_id, kind, source from subscription_events order by id', []);
    const history = await events();
    await t.app.get(SubscriptionSchedule).run(daysFromNow(365));
    await deliver(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_erased_client',
          ourId: stripeId,
          status: 'canceled',
          periodEnd: daysFromNow(30),
          endedAt: new Date(),
        }),
      ),
    );
    expect(await events()).toEqual(history);
    expect((await rows(clientId)).map((row) => row.status)).toEqual(['canceled', 'canceled']);
  });

  it('refuses the erasure with nothing changed when Stripe cannot be reached, and does it whole when asked again', async () => {
    const { clientId } = await clientWithTwoSubscriptions('sub_erase_stripe_down');
    stripe.failing = true;
    try {
      const { body } = await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(503);
      expect(body.message).toBe('Stripe could not be reached: try again');
    } finally {
      stripe.failing = false;
    }
    expect((await rows(clientId)).map((row) => row.status)).toEqual(['active', 'active']);
    const [user] = await t.query('select first_name from users where id = $1', [clientId]);
    expect(user).toEqual({ first_name: 'Grace' });
    expect(
      await t.query("select id from erasures where subject_kind = 'client' and subject_id = $1", [clientId]),
    ).toEqual([]);
    expect(await boardClients()).toContain(clientId);

    // Stripe had canceled it before failing to answer: asking again still succeeds.
    stripe.canceled.add('sub_erase_stripe_down');
    await admin.post(`/api/admin/clients/${clientId}/erasure`).expect(200);
    expect((await rows(clientId)).map((row) => row.status)).toEqual(['canceled', 'canceled']);
    expect(await boardClients()).not.toContain(clientId);
  });
});
