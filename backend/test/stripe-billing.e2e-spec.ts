import { NOT_AWAITING_PAYMENT } from '../src/billing/checkout-links.js';
import { STRIPE_KEEPS_TERMS } from '../src/subscriptions/subscriptions.service.js';
import type { Agent } from 'supertest';
import { StripeWebhooks } from '../src/billing/stripe-webhooks.js';
import { DAY_MS } from '../src/common/dates.js';
import {
  FakeStripe,
  invoiceObject,
  postStripeEvent,
  stripeEvent,
  STRIPE_WEBHOOK_SECRET,
  subscriptionObject,
} from './utils/fake-stripe.js';
import { Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://app.ghostline.test';

interface Row {
  status: string;
  billing: string;
  renewal_date: Date | null;
  end_date: Date | null;
  paid_through: Date | null;
  cancel_reason: string | null;
  checkout_url: string | null;
  checkout_session_id: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
}

/** A time `days` from now, to the whole second (Stripe's times are seconds). */
const daysFromNow = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / 1000) * 1000);

/**
 * Stripe as the source of truth (docs/configuration.md, Billing with Stripe): the app runs with Stripe's
 * keys, its SDK aimed at a local fake of api.stripe.com that records each call; webhook events are built and
 * signed with the stripe package's test-header helper and posted to the real endpoint.
 */
describe('billing with Stripe', () => {
  const stripe = new FakeStripe();
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ...(await stripe.start()), SMTP_URL: await mailbox.start(), PUBLIC_URL },
    });
    admin = await t.signedInAdmin();
    // The team's notices go to the admins with an address.
    await t.query(
      "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
    );
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await stripe.stop();
    await mailbox.stop();
  });

  /** Resolves once `check` holds (the queue works in the background); throws naming `what` after 15 s. */
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const row = async (id: number): Promise<Row> =>
    (await t.query<Row>('select * from client_subscriptions where id = $1', [id]))[0]!;

  /** Every recorded event applied (or found to change nothing). */
  const eventsApplied = () =>
    until('the Stripe events to be applied', async () => {
      const [{ waiting }] = await t.query<{ waiting: number }>(
        'select count(*)::int as waiting from stripe_events where processed_at is null',
      );
      return waiting === 0;
    });

  /** Posts each event, expects Stripe's 200, and waits for the queue to apply them. */
  async function deliver(...events: object[]): Promise<void> {
    for (const event of events) {
      const { body } = await postStripeEvent(t.agent(), event).expect(200);
      expect(body).toEqual({ received: true });
    }
    await eventsApplied();
  }

  const mails = (kind: string, recipient?: string) =>
    t.query<{ recipient: string; subject: string }>(
      `select recipient, subject from outgoing_mails where kind = $1 ${recipient ? 'and recipient = $2' : ''} order by id`,
      recipient ? [kind, recipient] : [kind],
    );

  const history = async (id: number) =>
    (
      await t.query<{ kind: string; source: string }>(
        'select kind, source from subscription_events where subscription_id = $1 order by id',
        [id],
      )
    ).map(({ kind }) => kind);

  let sold = 0;
  /** A lead converted with Stripe billing: pending, its Checkout link made by the queue and mailed. */
  async function convertWithStripe(amount = 299, plan = 'echo') {
    const n = ++sold;
    const lead = await t.submitLead({ email: `stripe.lead${n}@example.com` });
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: `stripe.client${n}`,
        email: `stripe.client${n}@example.com`,
        firstName: 'Mary',
        lastName: 'Jackson',
        plan,
        amount,
        billing: 'stripe',
      })
      .expect(201);
    const id = body.subscriptionId as number;
    await until('the Checkout link', async () => (await row(id)).checkout_url !== null);
    return { id, clientId: body.clientId as number, email: `stripe.client${n}@example.com` };
  }

  /** A converted client's subscription, paid for its first month through Stripe (sub_… linked). */
  async function paidThroughStripe(stripeSubscriptionId: string, periodEnd = daysFromNow(30)) {
    const sale = await convertWithStripe();
    await deliver(
      stripeEvent(
        'invoice.paid',
        invoiceObject({
          subscription: stripeSubscriptionId,
          ourId: sale.id,
          amount: 29900,
          periodEnd,
          billingReason: 'subscription_create',
        }),
        // Ten minutes ago: the events a test sends next are newer.
        { created: new Date(Date.now() - 10 * 60_000) },
      ),
    );
    return sale;
  }

  describe('a sale billed through Stripe', () => {
    it('starts pending, with a Checkout Session for its amount made in Stripe and its link mailed to the client', async () => {
      const before = stripe.calls.length;
      const { id, clientId, email } = await convertWithStripe(349.5, 'echo');

      const stored = await row(id);
      expect(stored.status).toBe('pending');
      const calls = stripe.calls.slice(before);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'POST /v1/customers',
        'POST /v1/checkout/sessions',
      ]);
      expect(calls[0]!.body).toMatchObject({
        email,
        name: 'Mary Jackson',
        'metadata[clientId]': String(clientId),
      });
      expect(calls[1]!.body).toMatchObject({
        mode: 'subscription',
        customer: stored.stripe_customer_id,
        client_reference_id: String(id),
        'metadata[subscriptionId]': String(id),
        'subscription_data[metadata][subscriptionId]': String(id),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '34950',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Echo plan',
        success_url: `${PUBLIC_URL}/dashboard/subscription?checkout=done`,
        cancel_url: `${PUBLIC_URL}/dashboard/subscription`,
      });

      expect(stored.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      expect(stored.stripe_customer_id).toMatch(/^cus_fake/);
      const sent = await mails('payment_link', email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('Start your Echo plan: your payment link');
      const mail = await mailbox.waitFor(email, /^Start your Echo plan: your payment link$/);
      expect(mail.text).toContain(`Pay and start your plan: ${stored.checkout_url}`);
      expect(mail.text).toContain('$349.50');

      // The back office sees the pending subscription with its link.
      const { body: client } = await admin.get(`/api/admin/clients/${clientId}`).expect(200);
      expect(client.subscriptions).toEqual([
        expect.objectContaining({
          id,
          status: 'pending',
          billing: 'stripe',
          checkoutUrl: stored.checkout_url,
        }),
      ]);
    });

    it('becomes active when Stripe says the first invoice was paid, even before the Checkout completion arrives', async () => {
      const { id, email } = await convertWithStripe();
      const periodEnd = daysFromNow(31);
      const paid = stripeEvent(
        'invoice.paid',
        invoiceObject({
          subscription: 'sub_first1',
          customer: (await row(id)).stripe_customer_id!,
          ourId: id,
          amount: 29900,
          periodEnd,
          billingReason: 'subscription_create',
        }),
      );
      await deliver(paid);

      let stored = await row(id);
      expect(stored).toMatchObject({
        status: 'active',
        paid_through: periodEnd,
        renewal_date: periodEnd,
        stripe_subscription_id: 'sub_first1',
      });
      expect(await mails('payment_receipt', email)).toHaveLength(1);

      await deliver(
        stripeEvent('checkout.session.completed', {
          id: 'cs_test_done',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: String(id),
          metadata: { subscriptionId: String(id) },
          customer: stored.stripe_customer_id,
          subscription: 'sub_first1',
        }),
      );
      stored = await row(id);
      expect(stored).toMatchObject({
        status: 'active',
        checkout_url: null,
        stripe_subscription_id: 'sub_first1',
      });
    });

    it('links Stripe’s ids when the Checkout completion comes first', async () => {
      const { id } = await convertWithStripe();
      await deliver(
        stripeEvent('checkout.session.completed', {
          id: 'cs_test_first',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: String(id),
          metadata: { subscriptionId: String(id) },
          customer: 'cus_linked',
          subscription: 'sub_linked',
        }),
      );
      expect(await row(id)).toMatchObject({
        status: 'pending',
        checkout_url: null,
        stripe_subscription_id: 'sub_linked',
      });
    });
  });

  describe('the webhook', () => {
    const count = async (table: string) =>
      (await t.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

    it('refuses an event signed with another secret, a body changed after signing, and a missing signature: 400, nothing stored', async () => {
      const event = stripeEvent('invoice.paid', { id: 'in_x', object: 'invoice' });
      const before = await count('stripe_events');

      const wrong = await postStripeEvent(t.agent(), event, 'whsec_not_the_secret').expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringMatching(/^The Stripe signature does not match this body: /),
      });

      const payload = JSON.stringify(event);
      const { default: Stripe } = await import('stripe');
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
      await t
        .agent()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        // The same JSON, written otherwise: the signature is over the bytes.
        .send(JSON.stringify(event, null, 2))
        .expect(400);

      const missing = await t
        .agent()
        .post('/api/stripe/webhook')
        .set('Content-Type', 'application/json')
        .send(payload)
        .expect(400);
      expect(missing.body.message).toBe('The Stripe-Signature header is missing');

      expect(await count('stripe_events')).toBe(before);
    });

    it('records an event once: a replay answers 200 and changes nothing (one history entry, one receipt)', async () => {
      const { id, email } = await paidThroughStripe('sub_replay');
      const renewal = stripeEvent(
        'invoice.paid',
        invoiceObject({ subscription: 'sub_replay', amount: 29900, periodEnd: daysFromNow(61) }),
      );
      await deliver(renewal);
      const state = await row(id);
      const entries = await history(id);
      const receipts = await mails('payment_receipt', email);
      const events = await count('stripe_events');

      await deliver(renewal, renewal);

      expect(await row(id)).toEqual(state);
      expect(await history(id)).toEqual(entries);
      expect(await mails('payment_receipt', email)).toEqual(receipts);
      expect(receipts).toHaveLength(2);
      expect(await count('stripe_events')).toBe(events);
    });

    it('records and ignores an event of a subscription it does not know', async () => {
      const before = await t.query('select id, status, updated_at from client_subscriptions order by id');
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject({ id: 'sub_elsewhere', periodEnd: daysFromNow(3), status: 'canceled' }),
        ),
      );
      expect(await t.query('select id, status, updated_at from client_subscriptions order by id')).toEqual(
        before,
      );
    });

    it('tells the team of a payment Stripe took for a subscription linked to none here (to refund it), changing nothing', async () => {
      const before = await t.query('select id, status, updated_at from client_subscriptions order by id');
      const notices = (await mails('unmatched_payment', 'boss@example.com')).length;
      await deliver(
        stripeEvent(
          'invoice.paid',
          invoiceObject({
            subscription: 'sub_paid_twice',
            customer: 'cus_twice',
            amount: 29900,
            periodEnd: daysFromNow(30),
            billingReason: 'subscription_create',
          }),
        ),
      );
      expect(await t.query('select id, status, updated_at from client_subscriptions order by id')).toEqual(
        before,
      );
      const told = await mails('unmatched_payment', 'boss@example.com');
      expect(told).toHaveLength(notices + 1);
      expect(told.at(-1)!.subject).toBe('A Stripe payment matched no subscription: $299.00 from cus_twice');
    });

    it('applies an event recorded but never queued (its process stopped first) when the relay passes', async () => {
      const { id } = await paidThroughStripe('sub_relay', daysFromNow(30));
      const moved = daysFromNow(50);
      const event = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_relay', periodEnd: moved }),
      );
      await t.query('insert into stripe_events (id, type, created_at, payload) values ($1, $2, $3, $4)', [
        event.id,
        event.type,
        new Date(event.created * 1000),
        JSON.stringify(event),
      ]);
      expect((await row(id)).renewal_date).not.toEqual(moved);

      await t.app.get(StripeWebhooks).relay();
      await eventsApplied();
      expect((await row(id)).renewal_date).toEqual(moved);
    });

    it('answers Stripe without an Origin header, as Stripe posts', async () => {
      // postStripeEvent sets none: the API boundary lets a request from no browser through.
      await postStripeEvent(
        t.agent(),
        stripeEvent('customer.created', { id: 'cus_any', object: 'customer' }),
      ).expect(200);
      await eventsApplied();
    });
  });

  describe('what each event changes', () => {
    it('renews: a cycle’s paid invoice moves the renewal date and the period paid, in the history as renewed and paid', async () => {
      const { id, email } = await paidThroughStripe('sub_renew', daysFromNow(2));
      const next = daysFromNow(32);
      await deliver(
        stripeEvent(
          'invoice.paid',
          invoiceObject({ subscription: 'sub_renew', amount: 29900, periodEnd: next }),
        ),
      );
      expect(await row(id)).toMatchObject({ status: 'active', renewal_date: next, paid_through: next });
      expect((await history(id)).slice(-3)).toEqual(['paid', 'renewed', 'paid']);
      expect(await mails('payment_receipt', email)).toHaveLength(2);
    });

    it('fails: past due, the team and the client told; Stripe’s own past_due then tells nobody twice; a later payment makes it active', async () => {
      const { id, email } = await paidThroughStripe('sub_fail');
      await deliver(
        stripeEvent(
          'invoice.payment_failed',
          invoiceObject({
            subscription: 'sub_fail',
            amount: 29900,
            periodEnd: daysFromNow(60),
            billingReason: 'failed',
          }),
        ),
      );
      expect((await row(id)).status).toBe('past_due');
      expect(await mails('payment_failure_notice', email)).toHaveLength(1);
      const teamNotices = (await mails('payment_failed', 'boss@example.com')).length;
      expect(teamNotices).toBeGreaterThan(0);

      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id: 'sub_fail', status: 'past_due', periodEnd: daysFromNow(30) }),
        ),
      );
      expect((await row(id)).status).toBe('past_due');
      expect(await mails('payment_failure_notice', email)).toHaveLength(1);
      expect(await mails('payment_failed', 'boss@example.com')).toHaveLength(teamNotices);

      await deliver(
        stripeEvent(
          'invoice.paid',
          invoiceObject({ subscription: 'sub_fail', amount: 29900, periodEnd: daysFromNow(60) }),
        ),
      );
      expect((await row(id)).status).toBe('active');
    });

    it('tells the team and the client once when Stripe’s past_due arrives before the failed invoice', async () => {
      const { id, email } = await paidThroughStripe('sub_fail_reversed');
      const teamNotices = (await mails('payment_failed', 'boss@example.com')).length;
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id: 'sub_fail_reversed', status: 'past_due', periodEnd: daysFromNow(30) }),
        ),
      );
      expect((await row(id)).status).toBe('past_due');
      expect(await mails('payment_failure_notice', email)).toHaveLength(0);

      await deliver(
        stripeEvent(
          'invoice.payment_failed',
          invoiceObject({
            subscription: 'sub_fail_reversed',
            amount: 29900,
            periodEnd: daysFromNow(60),
            billingReason: 'failed',
          }),
        ),
      );
      expect((await row(id)).status).toBe('past_due');
      expect(await mails('payment_failure_notice', email)).toHaveLength(1);
      expect((await mails('payment_failed', 'boss@example.com')).length).toBeGreaterThan(teamNotices);
      expect((await history(id)).filter((kind) => kind === 'payment_failed')).toHaveLength(1);
    });

    it('cancels at the period’s end with the client’s reason, and comes back when that is undone while access runs', async () => {
      const periodEnd = daysFromNow(20);
      const { id } = await paidThroughStripe('sub_cancel', periodEnd);
      const canceledAt = new Date(Date.now() - 60_000);
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({
            id: 'sub_cancel',
            periodEnd,
            cancelAtPeriodEnd: true,
            comment: 'Switching agencies',
          }),
          { created: canceledAt },
        ),
      );
      expect(await row(id)).toMatchObject({
        status: 'canceled',
        end_date: periodEnd,
        renewal_date: null,
        cancel_reason: 'Switching agencies',
      });
      const notices = await t.query<{ n: number }>(
        "select count(*)::int as n from outgoing_mails where kind = 'subscription_canceled'",
      );
      expect(notices[0]!.n).toBeGreaterThan(0);

      await deliver(
        stripeEvent('customer.subscription.updated', subscriptionObject({ id: 'sub_cancel', periodEnd }), {
          created: new Date(canceledAt.getTime() + 30_000),
        }),
      );
      expect(await row(id)).toMatchObject({ status: 'active', end_date: null, renewal_date: periodEnd });
      expect((await history(id)).slice(-2)).toEqual(['canceled', 'reactivated']);
    });

    it('ends when Stripe deletes the subscription; an older update arriving after it changes nothing', async () => {
      const { id } = await paidThroughStripe('sub_end', daysFromNow(10));
      const deletedAt = new Date(Date.now() - 5_000);
      const staleUpdate = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_end', periodEnd: daysFromNow(40), status: 'active' }),
        { created: new Date(deletedAt.getTime() - 60_000) },
      );
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject({
            id: 'sub_end',
            periodEnd: daysFromNow(10),
            status: 'canceled',
            endedAt: deletedAt,
          }),
          { created: deletedAt },
        ),
      );
      const ended = await row(id);
      expect(ended).toMatchObject({
        status: 'canceled',
        end_date: new Date(Math.floor(deletedAt.getTime() / 1000) * 1000),
      });
      expect((await history(id)).at(-1)).toBe('ended');

      await deliver(staleUpdate);
      expect(await row(id)).toEqual(ended);
      expect((await history(id)).at(-1)).toBe('ended');
      const [stored] = await t.query<{ processed_at: Date | null }>(
        'select processed_at from stripe_events where id = $1',
        [staleUpdate.id],
      );
      expect(stored!.processed_at).not.toBeNull();
    });

    it('moves the renewal date to the end of the period Stripe bills', async () => {
      const { id } = await paidThroughStripe('sub_period', daysFromNow(30));
      const moved = daysFromNow(45);
      await deliver(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id: 'sub_period', periodEnd: moved }),
        ),
      );
      expect(await row(id)).toMatchObject({ status: 'active', renewal_date: moved });
    });
  });

  describe('the client', () => {
    let client: Agent;
    let clientId: number;

    beforeAll(async () => {
      ({ id: clientId, agent: client } = await t.signedInPortalClient('stripe.portal'));
    });

    /** A subscription of the signed-in client, billed through Stripe and paid (sub_… linked). */
    async function ownStripeSubscription(stripeSubscriptionId: string): Promise<number> {
      const { body } = await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
        .expect(201);
      expect(body).toMatchObject({ status: 'pending', billing: 'stripe' });
      await until('the Checkout link', async () => (await row(body.id)).checkout_url !== null);
      await deliver(
        stripeEvent(
          'invoice.paid',
          invoiceObject({
            subscription: stripeSubscriptionId,
            ourId: body.id,
            amount: 9900,
            periodEnd: daysFromNow(30),
            billingReason: 'subscription_create',
          }),
        ),
      );
      return body.id as number;
    }

    it('cancels in Stripe first: Stripe failing, a 503 and the subscription still active; then canceled at the period’s end in both', async () => {
      const id = await ownStripeSubscription('sub_client_cancel');
      stripe.failing = true;
      try {
        const { body } = await client
          .post(`/api/client/subscriptions/${id}/cancel`)
          .send({ reason: 'Taking a break' })
          .expect(503);
        expect(body.message).toBe('Stripe could not be reached: try again');
      } finally {
        stripe.failing = false;
      }
      expect((await row(id)).status).toBe('active');

      const before = stripe.calls.length;
      const { body } = await client
        .post(`/api/client/subscriptions/${id}/cancel`)
        .send({ reason: 'Taking a break' })
        .expect(200);
      expect(body).toMatchObject({ status: 'canceled', cancelReason: 'Taking a break' });
      expect(stripe.calls.slice(before)).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/subscriptions/sub_client_cancel',
          body: { cancel_at_period_end: 'true', 'cancellation_details[comment]': 'Taking a break' },
        }),
      ]);
    });

    it('lets the back office cancel a Stripe-billed subscription (in Stripe first) but not change what Stripe keeps', async () => {
      const id = await ownStripeSubscription('sub_team_cancel');
      const refused = { statusCode: 409, message: STRIPE_KEEPS_TERMS, error: 'Conflict' };
      for (const change of [
        { amount: 49 },
        { status: 'past_due' },
        { renewalDate: daysFromNow(60) },
        { autoRenew: false },
      ])
        await admin.patch(`/api/admin/subscriptions/${id}`).send(change).expect(409, refused);
      // Its payment method is only a label the team keeps, and what was sold is ours: Stripe bills the price.
      const untouched = stripe.calls.length;
      await admin
        .patch(`/api/admin/subscriptions/${id}`)
        .send({ paymentMethod: 'Visa ending 4242' })
        .expect(200);
      const { body: corrected } = await admin
        .patch(`/api/admin/subscriptions/${id}`)
        .send({ postsPerMonth: 16, revisionsPerPost: 3 })
        .expect(200);
      expect(corrected).toMatchObject({ postsPerMonth: 16, revisionsPerPost: 3, status: 'active' });
      expect(stripe.calls.length).toBe(untouched);
      expect((await row(id)).status).toBe('active');

      const before = stripe.calls.length;
      const { body } = await admin
        .patch(`/api/admin/subscriptions/${id}`)
        .send({ status: 'canceled' })
        .expect(200);
      expect(body).toMatchObject({ status: 'canceled', autoRenew: false });
      expect(stripe.calls.slice(before)).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/v1/subscriptions/sub_team_cancel',
          body: expect.objectContaining({ cancel_at_period_end: 'true' }),
        }),
      ]);
    });

    it('closes the Checkout link of a sale never paid that the back office cancels, so it takes no payment', async () => {
      const { body: pending } = await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
        .expect(201);
      await until('the link', async () => (await row(pending.id)).checkout_url !== null);
      const { checkout_session_id: sessionId } = await row(pending.id);

      const before = stripe.calls.length;
      const { body } = await admin
        .patch(`/api/admin/subscriptions/${pending.id}`)
        .send({ status: 'canceled' })
        .expect(200);
      expect(body).toMatchObject({ status: 'canceled' });
      expect(stripe.calls.slice(before)).toEqual([
        expect.objectContaining({ method: 'POST', path: `/v1/checkout/sessions/${sessionId}/expire` }),
      ]);
      const refused = await client.post(`/api/client/subscriptions/${pending.id}/checkout`).expect(409);
      expect(refused.body.message).toBe(NOT_AWAITING_PAYMENT);
    });

    it('keeps the cancellation when Stripe fails to close the link (it lapses within a day)', async () => {
      const { body: pending } = await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
        .expect(201);
      await until('the link', async () => (await row(pending.id)).checkout_url !== null);
      stripe.failing = true;
      try {
        await admin.patch(`/api/admin/subscriptions/${pending.id}`).send({ status: 'canceled' }).expect(200);
      } finally {
        stripe.failing = false;
      }
      expect((await row(pending.id)).status).toBe('canceled');
    });

    it('gives the client a fresh Checkout link for its own subscription waiting for payment, not mailed; 404 for another’s, 409 once paid, 503 when Stripe fails', async () => {
      const { body: pending } = await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'echo', amount: 299, billing: 'stripe' })
        .expect(201);
      await until('the first link', async () => (await row(pending.id)).checkout_url !== null);
      const first = await row(pending.id);
      const email = 'stripe.portal@example.com';
      const linksMailed = (await mails('payment_link', email)).length;

      const before = stripe.calls.length;
      const { body } = await client.post(`/api/client/subscriptions/${pending.id}/checkout`).expect(200);
      expect(body).toEqual({
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
      });
      expect(body.url).not.toBe(first.checkout_url);
      // The customer made for the first link, not a second one; the first link can no longer take a
      // payment (two links open, two payments).
      expect(stripe.calls.slice(before)).toEqual([
        expect.objectContaining({
          path: '/v1/checkout/sessions',
          body: expect.objectContaining({ customer: first.stripe_customer_id }),
        }),
        expect.objectContaining({ path: `/v1/checkout/sessions/${first.checkout_session_id}/expire` }),
      ]);
      expect((await row(pending.id)).checkout_url).toBe(body.url);
      expect(await mails('payment_link', email)).toHaveLength(linksMailed);

      const other = await t.signedInPortalClient('stripe.checkout.other');
      await other.agent.post(`/api/client/subscriptions/${pending.id}/checkout`).expect(404);

      stripe.failing = true;
      try {
        await client.post(`/api/client/subscriptions/${pending.id}/checkout`).expect(503);
      } finally {
        stripe.failing = false;
      }
      expect((await row(pending.id)).checkout_url).toBe(body.url);

      const paid = await ownStripeSubscription('sub_checkout_paid');
      const refused = await client.post(`/api/client/subscriptions/${paid}/checkout`).expect(409);
      expect(refused.body.message).toBe(NOT_AWAITING_PAYMENT);
    });

    it('opens the Customer Portal for its own Stripe-billed subscription; 404 for another’s, 409 without Stripe, 503 when Stripe fails', async () => {
      const id = await ownStripeSubscription('sub_portal');
      const customer = (await row(id)).stripe_customer_id!;
      const before = stripe.calls.length;
      const { body } = await client.post(`/api/client/subscriptions/${id}/billing-portal`).expect(200);
      expect(body).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//) });
      expect(stripe.calls.slice(before)).toEqual([
        expect.objectContaining({
          path: '/v1/billing_portal/sessions',
          body: { customer, return_url: `${PUBLIC_URL}/dashboard/subscription` },
        }),
      ]);

      const other = await t.signedInPortalClient('stripe.other');
      const denied = await other.agent.post(`/api/client/subscriptions/${id}/billing-portal`).expect(404);
      expect(denied.body.message).toBe('Subscription not found');
      await client.post('/api/client/subscriptions/2147483647/billing-portal').expect(404);

      const [manual] = await t.query<{ id: number }>(
        "select id from client_subscriptions where client_id = $1 and billing = 'manual' limit 1",
        [clientId],
      );
      const notStripe = await client
        .post(`/api/client/subscriptions/${manual!.id}/billing-portal`)
        .expect(409);
      expect(notStripe.body.message).toBe('This subscription is not billed through Stripe');

      await t.query('update client_subscriptions set stripe_customer_id = null where id = $1', [id]);
      const noCustomer = await client.post(`/api/client/subscriptions/${id}/billing-portal`).expect(409);
      expect(noCustomer.body.message).toBe(
        'This subscription has no Stripe account yet: its first payment opens one',
      );
      await t.query('update client_subscriptions set stripe_customer_id = $2 where id = $1', [id, customer]);

      stripe.failing = true;
      try {
        const failed = await client.post(`/api/client/subscriptions/${id}/billing-portal`).expect(503);
        expect(failed.body.message).toBe('Stripe could not be reached: try again');
      } finally {
        stripe.failing = false;
      }
    });
  });

  describe('the back office’s payment link', () => {
    it('makes a new Checkout link for a pending Stripe-billed subscription at once, for the same customer, and mails it', async () => {
      const { id, email } = await convertWithStripe(199);
      const first = await row(id);
      const before = stripe.calls.length;
      const { body } = await admin.post(`/api/admin/subscriptions/${id}/payment-link`).expect(200);
      // The new link replaces the first, which can no longer take a payment.
      expect(stripe.calls.slice(before).map((call) => call.path)).toEqual([
        '/v1/checkout/sessions',
        `/v1/checkout/sessions/${first.checkout_session_id}/expire`,
      ]);
      expect(stripe.calls[before]!.body).toMatchObject({
        customer: first.stripe_customer_id,
        'line_items[0][price_data][unit_amount]': '19900',
      });
      expect(body).toMatchObject({ id, status: 'pending', checkoutUrl: expect.any(String) });
      expect(body.checkoutUrl).not.toBe(first.checkout_url);
      expect((await row(id)).checkout_url).toBe(body.checkoutUrl);
      expect(await mails('payment_link', email)).toHaveLength(2);
    });

    it('leaves everything as it was when Stripe fails (503), and refuses a subscription that waits for no payment (409)', async () => {
      const { id, email } = await convertWithStripe();
      const stored = await row(id);
      stripe.failing = true;
      try {
        const { body } = await admin.post(`/api/admin/subscriptions/${id}/payment-link`).expect(503);
        expect(body.message).toBe('Stripe could not be reached: try again');
      } finally {
        stripe.failing = false;
      }
      expect(await row(id)).toEqual(stored);
      expect(await mails('payment_link', email)).toHaveLength(1);

      const { id: paid } = await paidThroughStripe('sub_link_paid');
      const refused = await admin.post(`/api/admin/subscriptions/${paid}/payment-link`).expect(409);
      expect(refused.body.message).toBe(
        'Only a pending subscription billed through Stripe waits for a payment link: this one does not',
      );
      await admin.post('/api/admin/subscriptions/2147483647/payment-link').expect(404);
    });
  });
});

/** Without Stripe's keys the product bills manually: no webhook, and no sale billed through Stripe. */
describe('manual billing (no Stripe keys)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers the webhook 404 and stores nothing', async () => {
    const { body } = await postStripeEvent(t.agent(), stripeEvent('invoice.paid', { id: 'in_x' })).expect(
      404,
    );
    expect(body.message).toBe('Stripe billing is not configured on this server');
    expect(await t.query('select id from stripe_events')).toEqual([]);
  });

  it('refuses a sale billed through Stripe with a 400 naming billing, for a conversion and a new subscription', async () => {
    const message =
      'Stripe billing is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or bill manually';
    const lead = await t.submitLead();
    const conversion = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: 'manual.only',
        email: 'manual.only@example.com',
        firstName: 'Dorothy',
        lastName: 'Vaughan',
        plan: 'ghost',
        amount: 99,
        billing: 'stripe',
      })
      .expect(400);
    expect(conversion.body).toMatchObject({ message, errors: [message] });
    expect(await t.query("select id from users where username = 'manual.only'")).toEqual([]);
    expect(
      (await t.query<{ status: string }>('select status from leads where id = $1', [lead.id]))[0]!.status,
    ).not.toBe('converted');

    const { id: clientId } = await t.signedInPortalClient('manual.client');
    const before = await t.query('select id from client_subscriptions');
    const created = await admin
      .post(`/api/admin/clients/${clientId}/subscriptions`)
      .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
      .expect(400);
    expect(created.body.message).toBe(message);
    expect(await t.query('select id from client_subscriptions')).toEqual(before);
  });

  it('says the billing mode is manual', async () => {
    expect((await admin.get('/api/admin/billing').expect(200)).body).toEqual({ mode: 'manual' });
  });
});
