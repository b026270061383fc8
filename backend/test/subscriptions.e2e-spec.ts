import type { Agent } from 'supertest';
import { DAY_MS } from '../src/common/dates.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

interface Subscription {
  id: number;
  status: string;
  renewalDate: string | null;
  endDate: string | null;
}

/** The three ways a subscription ends up canceled must agree on when its access ends. */
describe('canceling a subscription', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let clientId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    ({ id: clientId, agent: client } = await t.signedInPortalClient('carol'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const open = async (renewalDate: Date, status = 'active'): Promise<Subscription> =>
    (
      await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({
          plan: 'ghost',
          amount: 99,
          status,
          startDate: new Date(Date.now() - 40 * DAY_MS),
          renewalDate,
        })
        .expect(201)
    ).body;

  /** Each path from an active subscription, or straight to canceled, with this renewal date. */
  async function cancelEveryWay(renewalDate: Date): Promise<Subscription[]> {
    const byClient = await open(renewalDate);
    const byAdmin = await open(renewalDate);
    return [
      (
        await client
          .post(`/api/client/subscriptions/${byClient.id}/cancel`)
          .send({ reason: 'Too busy' })
          .expect(200)
      ).body,
      (await admin.patch(`/api/admin/subscriptions/${byAdmin.id}`).send({ status: 'canceled' }).expect(200))
        .body,
      await open(renewalDate, 'canceled'),
    ];
  }

  it('ends access at the renewal date while it is ahead, whoever cancels', async () => {
    const renewalDate = new Date(Date.now() + 12 * DAY_MS);
    const canceled = await cancelEveryWay(renewalDate);
    for (const subscription of canceled) {
      expect(subscription).toMatchObject({
        status: 'canceled',
        autoRenew: false,
        endDate: renewalDate.toISOString(),
      });
    }
  });

  it('ends access now when the renewal date has passed, whoever cancels', async () => {
    const before = Date.now();
    const canceled = await cancelEveryWay(new Date(Date.now() - 3 * DAY_MS));
    const after = Date.now();
    for (const subscription of canceled) {
      expect(subscription.status).toBe('canceled');
      expect(new Date(subscription.endDate!).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(subscription.endDate!).getTime()).toBeLessThanOrEqual(after);
    }
  });

  it('ends access now without a renewal date, and a renewal date changed with the cancellation counts', async () => {
    const { id } = await open(new Date(Date.now() + 12 * DAY_MS));
    const before = Date.now();
    const noRenewal = (
      await admin
        .patch(`/api/admin/subscriptions/${id}`)
        .send({ status: 'canceled', renewalDate: null })
        .expect(200)
    ).body;
    expect(new Date(noRenewal.endDate).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(noRenewal.endDate).getTime()).toBeLessThanOrEqual(Date.now());

    const later = new Date(Date.now() + 20 * DAY_MS);
    await admin.patch(`/api/admin/subscriptions/${id}`).send({ status: 'active' }).expect(200);
    const moved = (
      await admin
        .patch(`/api/admin/subscriptions/${id}`)
        .send({ status: 'canceled', renewalDate: later })
        .expect(200)
    ).body;
    expect(moved).toMatchObject({ status: 'canceled', endDate: later.toISOString(), renewalDate: null });
  });

  it('shows no renewal date once canceled, whoever cancels: access ends, nothing renews', async () => {
    const renewalDate = new Date(Date.now() + 12 * DAY_MS);
    for (const subscription of await cancelEveryWay(renewalDate)) {
      expect(subscription).toMatchObject({
        status: 'canceled',
        endDate: renewalDate.toISOString(),
        renewalDate: null,
      });
    }
    const listed = (await client.get('/api/client/subscriptions').expect(200)).body as Subscription[];
    for (const subscription of listed.filter(({ status }) => status === 'canceled')) {
      expect(subscription.renewalDate).toBeNull();
    }
  });

  it('takes no renewal date on a subscription that stays canceled', async () => {
    const { id } = await open(new Date(Date.now() + 12 * DAY_MS), 'canceled');
    const response = await admin
      .patch(`/api/admin/subscriptions/${id}`)
      .send({ renewalDate: new Date(Date.now() + 40 * DAY_MS) })
      .expect(409);
    expect(response.body.message).toBe(
      'A canceled subscription does not renew: change its status to set a renewal date',
    );
    await admin.patch(`/api/admin/subscriptions/${id}`).send({ renewalDate: null, amount: 120 }).expect(200);
  });

  it('renews at the end of the paid period when a canceled subscription is brought back', async () => {
    const renewalDate = new Date(Date.now() + 12 * DAY_MS);
    const { id } = await open(renewalDate, 'canceled');
    const back = (await admin.patch(`/api/admin/subscriptions/${id}`).send({ status: 'active' }).expect(200))
      .body;
    expect(back).toMatchObject({ status: 'active', endDate: null, renewalDate: renewalDate.toISOString() });

    const ended = await open(new Date(Date.now() - 3 * DAY_MS), 'canceled');
    const later = new Date(Date.now() + 30 * DAY_MS);
    expect(
      (await admin.patch(`/api/admin/subscriptions/${ended.id}`).send({ status: 'pending' }).expect(200))
        .body,
    ).toMatchObject({ status: 'pending', endDate: null, renewalDate: null });
    await admin.patch(`/api/admin/subscriptions/${ended.id}`).send({ status: 'canceled' }).expect(200);
    expect(
      (
        await admin
          .patch(`/api/admin/subscriptions/${ended.id}`)
          .send({ status: 'active', renewalDate: later })
          .expect(200)
      ).body,
    ).toMatchObject({ status: 'active', renewalDate: later.toISOString() });
  });

  it('clears the renewal date of subscriptions canceled before the rule, keeping their end of access', async () => {
    const MIGRATION = 'Migration20261123230000';
    await t.orm.migrator.down({ migrations: [MIGRATION] });
    const renewal = new Date(Date.now() + 9 * DAY_MS);
    const [{ id }] = await t.query<{ id: number }>(
      `insert into client_subscriptions (client_id, plan, status, amount, renewal_date, auto_renew, posts_per_month)
       values ($1, 'echo', 'canceled', 299, $2, true, 12) returning id`,
      [clientId, renewal],
    );
    await t.orm.migrator.up({ migrations: [MIGRATION] });
    const listed = (await client.get('/api/client/subscriptions').expect(200)).body as Subscription[];
    expect(listed.find((subscription) => subscription.id === id)).toMatchObject({
      renewalDate: null,
      endDate: renewal.toISOString(),
      autoRenew: false,
    });
  });

  it('opens a subscription for a client only: an unknown id or an admin is "Client not found", as on the client page', async () => {
    const missing = { statusCode: 404, message: 'Client not found', error: 'Not Found' };
    const [{ id: adminId }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
    for (const id of [999999, adminId]) {
      await admin
        .post(`/api/admin/clients/${id}/subscriptions`)
        .send({ plan: 'ghost', amount: 99 })
        .expect(404, missing);
      await admin.get(`/api/admin/clients/${id}`).expect(404, missing);
    }
  });
});
