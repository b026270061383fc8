import type { Agent } from 'supertest';
import { DAY_MS } from '../src/common/dates.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const REFUSAL = 'This client has no subscription in force: add or renew one before delivering';

/**
 * A post is delivered only to a client with a subscription in force: active, pending, or canceled
 * while the period paid for runs. The editor learns why not before the admin writes.
 */
describe('delivering to a client', () => {
  let t: TestApp;
  let admin: Agent;
  let clientId: number;
  /** The client's Echo subscription, moved from case to case; their Ghost one is canceled and ended. */
  let echoId: number;
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    clientId = (
      await seedPortalClient(t.orm.em.fork(), {
        username: 'dora',
        password: 'plum-ladder-orbit-42',
        email: 'dora@example.com',
      })
    ).id;
    const { body } = await admin.get(`/api/admin/clients/${clientId}`).expect(200);
    echoId = body.subscriptions.find((subscription: { plan: string }) => subscription.plan === 'echo').id;
    postId = (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId: echoId, title: 'Hiring in public', content: 'What we learned.' })
        .expect(201)
    ).body.id;
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
  });

  const setEcho = (changes: Record<string, unknown>) =>
    admin.patch(`/api/admin/subscriptions/${echoId}`).send(changes).expect(200);

  const deliver = () => admin.post(`/api/admin/content/${postId}/status`).send({ status: 'delivered' });

  /** Delivers the draft, then takes it back to draft for the next case. */
  async function expectDelivered() {
    expect((await admin.get(`/api/admin/content/${postId}`).expect(200)).body.deliveryRefusal).toBeNull();
    expect((await admin.get(`/api/admin/clients/${clientId}`).expect(200)).body.deliveryRefusal).toBeNull();
    expect((await deliver().expect(200)).body.status).toBe('delivered');
    await admin.post(`/api/admin/content/${postId}/status`).send({ status: 'draft' }).expect(200);
  }

  /** Says why beforehand, on the post and on the client, then refuses and keeps the draft. */
  async function expectRefused() {
    expect((await admin.get(`/api/admin/content/${postId}`).expect(200)).body.deliveryRefusal).toBe(REFUSAL);
    expect((await admin.get(`/api/admin/clients/${clientId}`).expect(200)).body.deliveryRefusal).toBe(
      REFUSAL,
    );
    const before = (await admin.get(`/api/admin/content/${postId}`).expect(200)).body;
    const refused = await deliver().expect(409);
    expect(refused.body.message).toBe(REFUSAL);
    const after = (await admin.get(`/api/admin/content/${postId}`).expect(200)).body;
    expect(after.status).toBe('draft');
    expect(after.versions).toHaveLength(before.versions.length);
  }

  it('delivers while the client has an active subscription', async () => {
    await expectDelivered();
  });

  it('delivers while it is pending', async () => {
    await setEcho({ status: 'pending' });
    await expectDelivered();
  });

  it('delivers while a canceled one is still in its paid period', async () => {
    await setEcho({ status: 'canceled', renewalDate: new Date(Date.now() + 10 * DAY_MS) });
    await expectDelivered();
  });

  it('refuses once the canceled one has ended, the other having ended long ago', async () => {
    await setEcho({ status: 'active' });
    await setEcho({ status: 'canceled', renewalDate: null });
    await expectRefused();
  });

  it('delivers while past due through the period already paid: a failed payment concerns the next one', async () => {
    // The seeded Echo is paid through a date still ahead.
    await setEcho({ status: 'past_due' });
    await expectDelivered();
    await setEcho({ status: 'active' });
  });

  it('refuses while the only subscription left is past due with no period paid running', async () => {
    await t.query(`update client_subscriptions set paid_through = now() - interval '1 day' where id = $1`, [
      echoId,
    ]);
    await setEcho({ status: 'past_due' });
    await expectRefused();
    await setEcho({ status: 'active' });
    await expectDelivered();
  });

  it('says so on the page of a client with no subscription at all', async () => {
    const [{ id }] = await t.query<{ id: number }>(
      `insert into users (username, username_key, password, role) values ('nosub', 'nosub', 'x', 'client') returning id`,
    );
    expect((await admin.get(`/api/admin/clients/${id}`).expect(200)).body.deliveryRefusal).toBe(REFUSAL);
  });
});
