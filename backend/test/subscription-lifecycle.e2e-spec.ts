import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { addMonths, DAY_MS } from '../src/common/dates.js';
import { StripeChanges } from '../src/subscriptions/stripe-changes.js';
import { SubscriptionLifecycle } from '../src/subscriptions/subscription-lifecycle.js';
import { SubscriptionSchedule } from '../src/subscriptions/subscription-schedule.js';
import { NO_SUBSCRIPTION_IN_FORCE } from '../src/subscriptions/in-force.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://ghostline.test';
const CONTACT_EMAIL = 'hello@ghostline.test';
const TEAM = 'boss@example.com';

interface Subscription {
  id: number;
  status: string;
  renewalDate: string | null;
  endDate: string | null;
  paidThrough: string | null;
  inForce: boolean;
  inForceUntil: string | null;
  autoRenew: boolean;
  billing: string;
}

interface HistoryEntry {
  subscriptionId: number;
  kind: string;
  source: string;
  at: string;
  detail: string | null;
  amount: number | null;
  periodEnd: string | null;
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * A subscription's life after its sale (docs/product.md, Billing), with the clock moved (the app's Clock),
 * never waited for: renewals on schedule and after downtime, payments marked by hand, cancellations and
 * endings, the three-day notice, the board and the portal reading "in force until", and the history.
 */
describe('the subscription lifecycle', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let clock: Clock;
  let lifecycle: SubscriptionLifecycle;
  let stripe: StripeChanges;
  let schedule: SubscriptionSchedule;
  let clients = 0;
  let smtpUrl: string;

  beforeAll(async () => {
    smtpUrl = await mailbox.start();
    // The schedule stays on the queue: a suite below checks it is there (it runs what these tests run,
    // at the clock they set).
    t = await createTestApp({
      env: { SMTP_URL: smtpUrl, PUBLIC_URL, CONTACT_EMAIL },
      lifecycleSchedule: true,
    });
    admin = await t.signedInAdmin();
    await t.query(`update users set email = '${TEAM}', email_confirmed_at = now() where username = 'boss'`);
    clock = t.app.get(Clock);
    lifecycle = t.app.get(SubscriptionLifecycle);
    stripe = t.app.get(StripeChanges);
    schedule = t.app.get(SubscriptionSchedule);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  /** Moves the app's clock to `when` (it stays there until moved again). */
  const setClock = (when: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(when));

  /** The schedule's run at the clock's time, as the queue would start it. */
  const runSchedule = () => schedule.run();

  /** A new client, signed in, without any subscription yet. */
  async function newClient(
    lastName: string,
  ): Promise<{ id: number; agent: Agent; email: string; name: string }> {
    const username = `client${++clients}`;
    const email = `${username}@example.com`;
    const agent = t.agent();
    await t.query('delete from rate_limits');
    const { body } = await agent
      .post('/api/client/register')
      .send({ username, email, password: 'plum-ladder-orbit-42', firstName: 'Ada', lastName })
      .expect(201);
    return { id: body.user.id as number, agent, email, name: `Ada ${lastName}` };
  }

  async function open(clientId: number, fields: Record<string, unknown> = {}): Promise<Subscription> {
    const { body } = await admin
      .post(`/api/admin/clients/${clientId}/subscriptions`)
      .send({ plan: 'echo', amount: 299, ...fields })
      .expect(201);
    return body as Subscription;
  }

  const portal = async (agent: Agent, id: number): Promise<Subscription> =>
    ((await agent.get('/api/client/subscriptions').expect(200)).body as Subscription[]).find(
      (subscription) => subscription.id === id,
    )!;

  const history = async (clientId: number): Promise<HistoryEntry[]> =>
    (await admin.get(`/api/admin/clients/${clientId}/subscription-events`).expect(200)).body;

  const boardRow = async (clientId: number) =>
    ((await admin.get('/api/admin/board').expect(200)).body.clients as { clientId: number }[]).find(
      (row) => row.clientId === clientId,
    ) as { clientId: number; owed: number; endsAt: string | null; plans: string[] } | undefined;

  /** Every mail sent so far to `address` whose subject matches, once every mail recorded is sent. */
  async function mailsTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
    await t.mailsSettled();
    return mailbox.messages.filter(
      (message) => subject.test(message.subject ?? '') && JSON.stringify(message.to).includes(address),
    );
  }

  describe('renewal on schedule (manual billing)', () => {
    it('renews once per missed period after three months of downtime; running again changes nothing', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Renewer');
      const subscription = await open(client.id);
      expect(subscription).toMatchObject({ renewalDate: iso('2027-02-10T09:00:00Z'), billing: 'manual' });

      // Nothing is due yet.
      setClock('2027-02-10T08:59:00Z');
      await runSchedule();
      expect((await portal(client.agent, subscription.id)).renewalDate).toBe(iso('2027-02-10T09:00:00Z'));

      // Down from before the first renewal until after the third.
      setClock('2027-04-20T12:00:00Z');
      await runSchedule();
      const renewed = await portal(client.agent, subscription.id);
      expect(renewed).toMatchObject({
        status: 'active',
        renewalDate: iso('2027-05-10T09:00:00Z'),
        // The new periods are unpaid until the team marks them.
        paidThrough: null,
        inForce: true,
        inForceUntil: iso('2027-05-10T09:00:00Z'),
      });
      const renewals = (await history(client.id)).filter((entry) => entry.kind === 'renewed');
      expect(renewals).toEqual([
        expect.objectContaining({
          source: 'schedule',
          at: iso('2027-04-10T09:00:00Z'),
          periodEnd: iso('2027-05-10T09:00:00Z'),
          amount: 299,
        }),
        expect.objectContaining({
          source: 'schedule',
          at: iso('2027-03-10T09:00:00Z'),
          periodEnd: iso('2027-04-10T09:00:00Z'),
        }),
        expect.objectContaining({
          source: 'schedule',
          at: iso('2027-02-10T09:00:00Z'),
          periodEnd: iso('2027-03-10T09:00:00Z'),
        }),
      ]);

      await runSchedule();
      expect(await history(client.id)).toHaveLength(renewals.length + 1);
      expect((await portal(client.agent, subscription.id)).renewalDate).toBe(iso('2027-05-10T09:00:00Z'));
    });

    it("keeps a month-end subscription on its day: the 31st renews on each month's last day, never drifting", async () => {
      setClock('2027-01-31T09:00:00Z');
      const client = await newClient('Monthend');
      const subscription = await open(client.id);
      expect(subscription.renewalDate).toBe(iso('2027-02-28T09:00:00Z'));

      setClock('2027-05-01T09:00:00Z');
      await runSchedule();
      const renewals = (await history(client.id)).filter((entry) => entry.kind === 'renewed');
      expect(renewals.map((entry) => entry.periodEnd)).toEqual([
        iso('2027-05-31T09:00:00Z'),
        iso('2027-04-30T09:00:00Z'),
        iso('2027-03-31T09:00:00Z'),
      ]);
      expect((await portal(client.agent, subscription.id)).renewalDate).toBe(iso('2027-05-31T09:00:00Z'));
    });

    it('runs on the queue every 10 minutes, and catches up when a server starts after downtime', async () => {
      const [schedule] = await t.query<{ cron: string }>(
        `select cron from pgboss.schedule where name = 'subscription-lifecycle'`,
      );
      expect(schedule).toEqual({ cron: '*/10 * * * *' });

      // Due 40 days ago by the real clock: a server starting now renews it before it takes requests.
      const client = await newClient('Restart');
      const due = new Date(Date.now() - 40 * DAY_MS);
      const subscription = await open(client.id, {
        startDate: new Date(due.getTime() - 31 * DAY_MS),
        renewalDate: due,
      });
      const restarted = await createTestApp({ databaseUrl: t.databaseUrl, env: { SMTP_URL: smtpUrl } });
      try {
        const renewals = (await history(client.id)).filter((entry) => entry.kind === 'renewed');
        expect(renewals.map((entry) => entry.at)).toEqual([
          addMonths(due, 1).toISOString(),
          due.toISOString(),
        ]);
        const { renewalDate } = await portal(client.agent, subscription.id);
        expect(new Date(renewalDate!).getTime()).toBeGreaterThan(Date.now());
      } finally {
        await restarted.close();
      }
    });

    it('renews a period once when two runs overlap', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Overlap');
      const subscription = await open(client.id);
      setClock('2027-02-11T09:00:00Z');
      await Promise.all([runSchedule(), runSchedule(), runSchedule()]);
      expect((await history(client.id)).map((entry) => entry.kind)).toEqual(['renewed', 'created']);
      expect((await portal(client.agent, subscription.id)).renewalDate).toBe(iso('2027-03-10T09:00:00Z'));
    });

    it('leaves Stripe-billed, past due and pending subscriptions to their payments', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Waiting');
      const stripe = await open(client.id);
      await t.query(`update client_subscriptions set billing = 'stripe' where id = $1`, [stripe.id]);
      const pastDue = await open(client.id, { status: 'past_due' });
      const pending = await open(client.id, { status: 'pending' });
      setClock('2027-03-01T09:00:00Z');
      await runSchedule();
      for (const { id } of [stripe, pastDue, pending])
        expect((await portal(client.agent, id)).renewalDate).toBe(iso('2027-02-10T09:00:00Z'));
      expect((await history(client.id)).filter((entry) => entry.kind !== 'created')).toEqual([]);
    });
  });

  describe('payments marked by the team', () => {
    it('records a failed payment: past due, the team and the client told, nothing delivered', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Declined');
      const subscription = await open(client.id);

      setClock('2027-01-11T09:00:00Z');
      const failed = (
        await admin
          .post(`/api/admin/subscriptions/${subscription.id}/payments`)
          .send({ outcome: 'failed', note: 'Card declined' })
          .expect(200)
      ).body;
      expect(failed).toMatchObject({
        status: 'past_due',
        inForce: false,
        inForceUntil: null,
        paidThrough: null,
      });
      expect(await portal(client.agent, subscription.id)).toMatchObject({
        status: 'past_due',
        inForce: false,
      });

      const [notice] = await mailsTo(TEAM, /^Payment failed: Ada Declined, Echo plan$/);
      expect(notice!.text).toContain("The payment of $299.00 for Ada Declined's Echo subscription failed.");
      expect(notice!.text).toContain('The subscription is past due');
      expect(notice!.text).toContain('Card declined');
      expect(linkIn(notice!, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin/clients/${client.id}`);
      const [toClient] = await mailsTo(client.email, /^Your payment for the Echo plan did not go through$/);
      expect(toClient!.text).toContain('Your subscription is past due');
      expect(toClient!.text).toContain(`reply to this mail or write to us at ${CONTACT_EMAIL}`);

      // Nothing may be delivered while it is past due.
      const draft = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId: subscription.id, title: 'On hold', content: 'A body.' })
          .expect(201)
      ).body;
      const refused = await admin
        .post(`/api/admin/content/${draft.id}/status`)
        .send({ status: 'delivered' })
        .expect(409);
      expect(refused.body.message).toBe(NO_SUBSCRIPTION_IN_FORCE);

      // Paid: active again, paid through the period's end, a receipt.
      const paid = (
        await admin
          .post(`/api/admin/subscriptions/${subscription.id}/payments`)
          .send({ outcome: 'paid', periodStart: '2027-01-10T09:00:00Z', note: 'Bank transfer 2027-118' })
          .expect(200)
      ).body;
      expect(paid).toMatchObject({
        status: 'active',
        inForce: true,
        paidThrough: iso('2027-02-10T09:00:00Z'),
        renewalDate: iso('2027-02-10T09:00:00Z'),
      });
      const [receipt] = await mailsTo(client.email, /^Your receipt: Echo plan, \$299\.00$/);
      expect(receipt!.text).toContain('Your subscription is paid through February 10, 2027.');
      await admin.post(`/api/admin/content/${draft.id}/status`).send({ status: 'delivered' }).expect(200);

      expect(
        (await history(client.id)).map(({ kind, source, detail, amount, periodEnd }) => ({
          kind,
          source,
          detail,
          amount,
          periodEnd,
        })),
      ).toEqual([
        {
          kind: 'paid',
          source: 'team',
          detail: 'Bank transfer 2027-118',
          amount: 299,
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'payment_failed',
          source: 'team',
          detail: 'Card declined',
          amount: 299,
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'created',
          source: 'team',
          detail: null,
          amount: 299,
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
      ]);
    });

    it("refuses a Stripe-billed subscription's, an ended one's, and a missing one's", async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Refused');
      const stripe = await open(client.id);
      await t.query(`update client_subscriptions set billing = 'stripe' where id = $1`, [stripe.id]);
      const stripeAnswer = await admin
        .post(`/api/admin/subscriptions/${stripe.id}/payments`)
        .send({ outcome: 'paid', periodStart: '2027-01-10T09:00:00Z' })
        .expect(409);
      expect(stripeAnswer.body.message).toBe(
        "Stripe keeps this subscription's payments: they are recorded from its webhooks",
      );

      const ended = await open(client.id, { status: 'canceled', renewalDate: '2027-01-01T00:00:00Z' });
      const endedAnswer = await admin
        .post(`/api/admin/subscriptions/${ended.id}/payments`)
        .send({ outcome: 'failed' })
        .expect(409);
      expect(endedAnswer.body.message).toBe(
        'This subscription is canceled and its access has ended: there is no period to pay',
      );

      const missing = await admin
        .post('/api/admin/subscriptions/999999/payments')
        .send({ outcome: 'paid', periodStart: '2027-01-10T09:00:00Z' })
        .expect(404);
      expect(missing.body.message).toBe('Subscription not found');
      const events = await t.query(`select kind from subscription_events where subscription_id = any($1)`, [
        [stripe.id, ended.id],
      ]);
      expect(events.map((event) => event.kind).sort()).toEqual(['canceled', 'created', 'created']);
    });
  });

  describe('a subscription waiting for its first payment', () => {
    it('is in force through the period that payment is for; never paid, it leaves the board and the client gets nothing delivered', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Unpaid');
      const subscription = await open(client.id, { status: 'pending' });
      expect(subscription).toMatchObject({
        status: 'pending',
        inForce: true,
        inForceUntil: iso('2027-02-10T09:00:00Z'),
      });
      expect(await boardRow(client.id)).toMatchObject({ plans: ['echo'], owed: 3 });

      // Three days before it lapses, the team hears that it is still unpaid (once).
      setClock('2027-02-08T09:00:00Z');
      await runSchedule();
      await runSchedule();
      const reminders = await mailsTo(TEAM, /^Ada Unpaid has not paid for their Echo plan yet$/);
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.text).toContain('Unless it is paid, it lapses on February 10, 2027');
      expect((await history(client.id))[0]).toMatchObject({
        kind: 'ending_soon',
        detail: 'Still waiting for its first payment',
        periodEnd: iso('2027-02-10T09:00:00Z'),
      });

      // A month on, still unpaid: the schedule does not renew it, and nothing is owed to it.
      setClock('2027-02-11T09:00:00Z');
      await runSchedule();
      expect(await portal(client.agent, subscription.id)).toMatchObject({
        status: 'pending',
        renewalDate: iso('2027-02-10T09:00:00Z'),
        inForce: false,
        inForceUntil: null,
      });
      expect(await boardRow(client.id)).toBeUndefined();
      expect((await admin.get(`/api/admin/clients/${client.id}`).expect(200)).body.deliveryRefusal).toBe(
        NO_SUBSCRIPTION_IN_FORCE,
      );

      // Paid late: active, and in force again.
      await admin
        .post(`/api/admin/subscriptions/${subscription.id}/payments`)
        .send({ outcome: 'paid', periodStart: '2027-01-10T09:00:00Z' })
        .expect(200);
      expect(await portal(client.agent, subscription.id)).toMatchObject({ status: 'active', inForce: true });
      expect(await boardRow(client.id)).toMatchObject({ plans: ['echo'] });
    });
  });

  describe('a cancellation, the notice and the end', () => {
    it("tells the team the client's reason, keeps access to the period's end, then ends on schedule", async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Leaver');
      const subscription = await open(client.id);
      // Paid for its first period (a canceled subscription never paid is owed nothing on the board).
      await admin
        .post(`/api/admin/subscriptions/${subscription.id}/payments`)
        .send({ outcome: 'paid', periodStart: '2027-01-10T09:00:00Z' })
        .expect(200);

      setClock('2027-01-15T09:00:00Z');
      const canceled = (
        await client.agent
          .post(`/api/client/subscriptions/${subscription.id}/cancel`)
          .send({ reason: 'Budget cuts this quarter' })
          .expect(200)
      ).body;
      expect(canceled).toMatchObject({
        status: 'canceled',
        endDate: iso('2027-02-10T09:00:00Z'),
        renewalDate: null,
        inForce: true,
        inForceUntil: iso('2027-02-10T09:00:00Z'),
      });
      const [notice] = await mailsTo(TEAM, /^Ada Leaver canceled their Echo plan$/);
      expect(notice!.text).toContain('Their reason: Budget cuts this quarter.');
      expect(notice!.text).toContain('they keep access until February 10, 2027');

      // The board and the portal agree on when the service ends.
      expect(await boardRow(client.id)).toMatchObject({
        plans: ['echo'],
        owed: 3,
        endsAt: iso('2027-02-10T09:00:00Z'),
      });
      expect((await portal(client.agent, subscription.id)).inForceUntil).toBe(iso('2027-02-10T09:00:00Z'));

      // Three days ahead, the team hears of it once, however often the schedule runs.
      setClock('2027-02-06T09:00:00Z');
      await runSchedule();
      expect(await mailsTo(TEAM, /^Ada Leaver's Echo plan ends/)).toEqual([]);
      setClock('2027-02-07T10:00:00Z');
      await runSchedule();
      await runSchedule();
      setClock('2027-02-08T10:00:00Z');
      await runSchedule();
      const ending = await mailsTo(TEAM, /^Ada Leaver's Echo plan ends on February 10, 2027$/);
      expect(ending).toHaveLength(1);
      expect(ending[0]!.text).toContain('will not renew');

      // Still in force to the last minute, then ended.
      setClock('2027-02-10T08:59:00Z');
      await runSchedule();
      expect(await boardRow(client.id)).toMatchObject({ endsAt: iso('2027-02-10T09:00:00Z') });
      setClock('2027-02-10T09:10:00Z');
      await runSchedule();
      await runSchedule();
      expect(await portal(client.agent, subscription.id)).toMatchObject({
        status: 'canceled',
        inForce: false,
        inForceUntil: null,
      });
      expect(await boardRow(client.id)).toBeUndefined();
      expect((await admin.get(`/api/admin/clients/${client.id}`).expect(200)).body.deliveryRefusal).toBe(
        NO_SUBSCRIPTION_IN_FORCE,
      );

      expect(
        (await history(client.id)).map(({ kind, source, detail, at, periodEnd }) => ({
          kind,
          source,
          detail,
          at,
          periodEnd,
        })),
      ).toEqual([
        {
          kind: 'ended',
          source: 'schedule',
          detail: null,
          at: iso('2027-02-10T09:00:00Z'),
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'ending_soon',
          source: 'schedule',
          detail: null,
          at: iso('2027-02-07T10:00:00Z'),
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'canceled',
          source: 'client',
          detail: 'Budget cuts this quarter',
          at: iso('2027-01-15T09:00:00Z'),
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'paid',
          source: 'team',
          detail: null,
          at: iso('2027-01-10T09:00:00Z'),
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
        {
          kind: 'created',
          source: 'team',
          detail: null,
          at: iso('2027-01-10T09:00:00Z'),
          periodEnd: iso('2027-02-10T09:00:00Z'),
        },
      ]);
    });

    it('says when a client gave no reason', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Quiet');
      const subscription = await open(client.id);
      await client.agent.post(`/api/client/subscriptions/${subscription.id}/cancel`).send({}).expect(200);
      const [notice] = await mailsTo(TEAM, /^Ada Quiet canceled their Echo plan$/);
      expect(notice!.text).toContain('Their reason: no reason given.');
    });

    it.each(['manual', 'stripe'])(
      'ends a %s-billed subscription whose auto-renewal is off at its renewal date',
      async (billing) => {
        setClock('2027-01-10T09:00:00Z');
        const client = await newClient(`Lapsing${billing}`);
        const subscription = await open(client.id, { autoRenew: false });
        await t.query(`update client_subscriptions set billing = $2 where id = $1`, [
          subscription.id,
          billing,
        ]);
        expect(await boardRow(client.id)).toMatchObject({ endsAt: iso('2027-02-10T09:00:00Z') });

        setClock('2027-02-08T09:00:00Z');
        await runSchedule();
        expect(
          await mailsTo(TEAM, new RegExp(`^Ada Lapsing${billing}'s Echo plan ends on February 10, 2027$`)),
        ).toHaveLength(1);

        setClock('2027-02-12T09:00:00Z');
        await runSchedule();
        expect(await portal(client.agent, subscription.id)).toMatchObject({
          status: 'canceled',
          endDate: iso('2027-02-10T09:00:00Z'),
          renewalDate: null,
          autoRenew: false,
          inForce: false,
        });
        expect((await history(client.id)).map((entry) => [entry.kind, entry.at])).toEqual([
          ['ended', iso('2027-02-10T09:00:00Z')],
          ['ending_soon', iso('2027-02-08T09:00:00Z')],
          ['created', iso('2027-01-10T09:00:00Z')],
        ]);
      },
    );
  });

  describe("the methods Stripe's webhooks call", () => {
    it('applies each Stripe event once, telling whom each change concerns', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Stripe');
      const { id } = await open(client.id, { status: 'pending' });
      await t.query(`update client_subscriptions set billing = 'stripe' where id = $1`, [id]);
      const facts = (event: string, at: string) => ({
        source: 'stripe' as const,
        stripeEventId: event,
        at: new Date(at),
      });

      // The first invoice paid: active, paid through Stripe's period end, which is the renewal date.
      const paid = {
        ...facts('evt_paid_1', '2027-01-10T09:05:00Z'),
        amount: '299.00',
        periodEnd: new Date('2027-02-10T09:05:00Z'),
      };
      await stripe.paid(id, paid);
      await stripe.paid(id, paid);
      expect(await portal(client.agent, id)).toMatchObject({
        status: 'active',
        paidThrough: iso('2027-02-10T09:05:00Z'),
        renewalDate: iso('2027-02-10T09:05:00Z'),
      });
      expect(await mailsTo(client.email, /^Your receipt: Echo plan, \$299\.00$/)).toHaveLength(1);

      // The next invoice fails: past due, the team and the client told, with Stripe's link to pay.
      const failed = {
        ...facts('evt_failed_1', '2027-02-10T09:10:00Z'),
        amount: 299,
        detail: 'Your card was declined.',
        payUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
      };
      await stripe.paymentFailed(id, failed);
      await stripe.paymentFailed(id, failed);
      expect((await portal(client.agent, id)).status).toBe('past_due');
      expect(await mailsTo(TEAM, /^Payment failed: Ada Stripe, Echo plan$/)).toHaveLength(1);
      const [notice] = await mailsTo(client.email, /^Your payment for the Echo plan did not go through$/);
      expect(linkIn(notice!, 'https://invoice.stripe.com/').toString()).toBe(failed.payUrl);

      // Renewed to the next period (once per period end, whichever event says it).
      await stripe.renewed(id, {
        ...facts('evt_updated_1', '2027-02-10T09:11:00Z'),
        periodEnd: new Date('2027-03-10T09:05:00Z'),
      });
      await stripe.renewed(id, {
        ...facts('evt_updated_2', '2027-02-10T09:12:00Z'),
        periodEnd: new Date('2027-03-10T09:05:00Z'),
      });
      expect((await portal(client.agent, id)).renewalDate).toBe(iso('2027-03-10T09:05:00Z'));

      // Canceled at the period's end in Stripe's portal: the team hears the reason; undone; then deleted.
      const canceled = {
        ...facts('evt_updated_3', '2027-02-20T10:00:00Z'),
        reason: 'too_expensive',
        endsAt: new Date('2027-03-10T09:05:00Z'),
      };
      await lifecycle.canceled(id, canceled);
      await lifecycle.canceled(id, canceled);
      expect(await portal(client.agent, id)).toMatchObject({
        status: 'canceled',
        endDate: iso('2027-03-10T09:05:00Z'),
        renewalDate: null,
        autoRenew: false,
      });
      const [cancelNotice] = await mailsTo(TEAM, /^Ada Stripe canceled their Echo plan$/);
      expect(cancelNotice!.text).toContain('Their reason: too_expensive.');
      await stripe.reactivated(id, facts('evt_updated_4', '2027-02-21T10:00:00Z'));
      expect(await portal(client.agent, id)).toMatchObject({
        status: 'active',
        endDate: null,
        autoRenew: true,
        renewalDate: iso('2027-03-10T09:05:00Z'),
      });
      await stripe.ended(id, facts('evt_deleted_1', '2027-02-25T10:00:00Z'));
      await stripe.ended(id, facts('evt_deleted_2', '2027-02-25T10:01:00Z'));
      setClock('2027-02-25T10:02:00Z');
      expect(await portal(client.agent, id)).toMatchObject({
        status: 'canceled',
        endDate: iso('2027-02-25T10:00:00Z'),
        inForce: false,
      });

      expect((await history(client.id)).map((entry) => [entry.kind, entry.source, entry.periodEnd])).toEqual([
        ['ended', 'stripe', iso('2027-02-25T10:00:00Z')],
        ['reactivated', 'stripe', iso('2027-03-10T09:05:00Z')],
        ['canceled', 'stripe', iso('2027-03-10T09:05:00Z')],
        ['renewed', 'stripe', iso('2027-03-10T09:05:00Z')],
        ['payment_failed', 'stripe', iso('2027-02-10T09:05:00Z')],
        ['paid', 'stripe', iso('2027-02-10T09:05:00Z')],
        ['created', 'team', iso('2027-02-10T09:00:00Z')],
      ]);
      await expect(stripe.paid(999999, { source: 'stripe' })).rejects.toThrow('Subscription not found');
    });
  });

  describe('what was sold', () => {
    it('holds the revision limit and the posts owed to the subscription, not to the plan list', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Bespoke');
      // Ghost lists 4 posts a month and 1 revision a post; this one was sold with more.
      const subscription = await open(client.id, {
        plan: 'ghost',
        amount: 150,
        postsPerMonth: 12,
        revisionsPerPost: 2,
      });
      expect(await boardRow(client.id)).toMatchObject({ plans: ['ghost'], owed: 3, endsAt: null });

      const { id } = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId: subscription.id, title: 'Twice revised', content: 'A body.' })
          .expect(201)
      ).body;
      const deliver = () =>
        admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }).expect(200);
      const askRevision = () =>
        client.agent.post(`/api/client/content/${id}/revision`).send({ feedbackNotes: 'Shorter, please.' });
      await deliver();
      await askRevision().expect(200);
      await deliver();
      await askRevision().expect(200);
      await deliver();
      const post = (await client.agent.get(`/api/client/content/${id}`).expect(200)).body;
      expect(post).toMatchObject({
        canRequestRevision: false,
        revisionBlock: 'plan-limit',
        revisionCount: 2,
        // The portal names the limit as sold.
        revisionsPerPost: 2,
      });
      const refused = await askRevision().expect(409);
      expect(refused.body.message).toBe(
        'The Ghost plan includes 2 revisions per post, and this post has had them',
      );
    });
  });

  describe('correcting what was sold', () => {
    it('changes what the board owes and the revision limit from now on, in the history with the old terms', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Corrected');
      const subscription = await open(client.id, { plan: 'ghost', amount: 150 });
      expect(await boardRow(client.id)).toMatchObject({ owed: 1 });

      setClock('2027-01-11T09:00:00Z');
      const { body } = await admin
        .patch(`/api/admin/subscriptions/${subscription.id}`)
        .send({ postsPerMonth: 16, revisionsPerPost: null, amount: 199 })
        .expect(200);
      expect(body).toMatchObject({ postsPerMonth: 16, revisionsPerPost: null, amount: 199 });
      expect(await boardRow(client.id)).toMatchObject({ owed: 4 });
      const [latest] = await history(client.id);
      expect(latest).toMatchObject({
        kind: 'terms_changed',
        source: 'team',
        subscriptionId: subscription.id,
        at: iso('2027-01-11T09:00:00Z'),
        detail: 'Posts a month 4 → 16; revisions a post 1 → any number; amount $150.00 → $199.00',
        amount: 199,
      });

      // The same terms again, or other changes only, add nothing to the history.
      await admin
        .patch(`/api/admin/subscriptions/${subscription.id}`)
        .send({ postsPerMonth: 16, revisionsPerPost: null, amount: 199, autoRenew: false })
        .expect(200);
      expect((await history(client.id)).filter((entry) => entry.kind === 'terms_changed')).toHaveLength(1);
    });

    it('names the field and the rule of a correction out of bounds, changing nothing', async () => {
      const client = await newClient('Bounds');
      const subscription = await open(client.id, { plan: 'echo', amount: 299 });
      const before = await portal(client.agent, subscription.id);
      for (const [change, message] of [
        [{ postsPerMonth: 101 }, 'Posts a month must be between 0 and 100'],
        [{ postsPerMonth: null }, 'Posts a month must be between 0 and 100'],
        [{ postsPerMonth: 2.5 }, 'Posts a month must be a whole number'],
        [{ revisionsPerPost: 21 }, 'Revisions a post must be between 0 and 20'],
      ] as const) {
        const refused = await admin
          .patch(`/api/admin/subscriptions/${subscription.id}`)
          .send(change)
          .expect(400);
        expect([change, refused.body.message]).toEqual([change, message]);
      }
      expect(await portal(client.agent, subscription.id)).toEqual(before);
    });
  });

  describe('the history', () => {
    it('keeps the back office’s cancellations and reactivations, and a conversion’s creation', async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Backoffice');
      const subscription = await open(client.id);
      setClock('2027-01-11T09:00:00Z');
      await admin
        .patch(`/api/admin/subscriptions/${subscription.id}`)
        .send({ status: 'canceled' })
        .expect(200);
      setClock('2027-01-12T09:00:00Z');
      await admin.patch(`/api/admin/subscriptions/${subscription.id}`).send({ status: 'active' }).expect(200);
      setClock('2027-01-13T09:00:00Z');
      const createdCanceled = await open(client.id, { status: 'canceled' });
      expect(
        (await history(client.id)).map((entry) => [entry.kind, entry.source, entry.subscriptionId]),
      ).toEqual([
        ['canceled', 'team', createdCanceled.id],
        ['created', 'team', createdCanceled.id],
        ['reactivated', 'team', subscription.id],
        ['canceled', 'team', subscription.id],
        ['created', 'team', subscription.id],
      ]);
      // The team canceling tells nobody.
      expect(await mailsTo(TEAM, /^Ada Backoffice canceled/)).toEqual([]);

      const lead = await t.submitLead();
      const converted = (
        await admin
          .post(`/api/admin/leads/${lead.id}/convert`)
          .send({
            username: 'converted1',
            email: 'converted1@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
            plan: 'ghost',
            amount: 99,
          })
          .expect(201)
      ).body;
      expect(await history(converted.clientId)).toEqual([
        expect.objectContaining({
          kind: 'created',
          source: 'team',
          subscriptionId: converted.subscriptionId,
          amount: 99,
          plan: 'ghost',
        }),
      ]);
    });

    it("keeps what happened but not the client's words once the client is erased", async () => {
      setClock('2027-01-10T09:00:00Z');
      const client = await newClient('Erased');
      const subscription = await open(client.id);
      await client.agent
        .post(`/api/client/subscriptions/${subscription.id}/cancel`)
        .send({ reason: 'Moving to a competitor, Initech' })
        .expect(200);
      expect((await history(client.id))[0]).toMatchObject({
        kind: 'canceled',
        detail: 'Moving to a competitor, Initech',
      });
      await admin.post(`/api/admin/clients/${client.id}/erasure`).expect(200);
      // Its access, still running, ends with the erasure: the one entry with words, none of theirs.
      expect((await history(client.id)).map(({ kind, detail }) => [kind, detail])).toEqual([
        ['ended', 'Personal data erased'],
        ['canceled', null],
        ['created', null],
      ]);
    });

    it("answers 404 'Client not found' for no such client and for an admin", async () => {
      const [boss] = await t.query<{ id: number }>(`select id from users where username = 'boss'`);
      for (const id of [999999, boss!.id]) {
        const response = await admin.get(`/api/admin/clients/${id}/subscription-events`).expect(404);
        expect(response.body.message).toBe('Client not found');
      }
    });
  });
});
