import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * A date the calendar does not have (2026-02-30, 2025-02-29, 2026-04-31) is refused with a 400 that
 * names the field, on every date of every body and query, and nothing is stored. JavaScript reads
 * 2026-02-30 as March 2, which is what was stored before.
 */
describe('dates the calendar does not have', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let clientId: number;
  let subscriptionId: number;
  let draftId: number;
  let publishedId: number;

  const IMPOSSIBLE = ['2026-02-30', '2025-02-29', '2026-04-31'];
  /** Each impossible day alone, with a time, and with an offset. */
  const instants = IMPOSSIBLE.flatMap((day) => [day, `${day}T09:00:00.000Z`, `${day}T23:30:00-05:00`]);
  const today = () => new Date().toISOString().slice(0, 10);

  /** The one error shape: the message, and the same in `errors`. */
  const expectRefused = (body: unknown, message: string) =>
    expect(body).toMatchObject({ statusCode: 400, message, errors: [message] });

  const snapshot = async () =>
    JSON.stringify(
      await t.query(
        `select (select json_agg(s order by id) from client_subscriptions s) as subscriptions,
                (select json_agg(p.scheduled_for order by id) from content_deliverables p) as posts,
                (select count(*) from performance_snapshots) as snapshots`,
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    ({ id: clientId, agent: client } = await t.signedInPortalClient('dora'));
    const created = await admin
      .post(`/api/admin/clients/${clientId}/subscriptions`)
      .send({ plan: 'echo', amount: 249, startDate: '2026-01-15T00:00:00.000Z', renewalDate: '2026-02-15' })
      .expect(201);
    subscriptionId = created.body.id;
    const draft = await admin
      .post('/api/admin/content')
      .send({ subscriptionId, title: 'A draft', content: 'Some words', scheduledFor: '2031-02-28T09:00:00Z' })
      .expect(201);
    draftId = draft.body.id;
    [{ id: publishedId }] = await t.query<{ id: number }>(
      `select id from content_deliverables where client_id = $1 and status = 'published' order by id limit 1`,
      [clientId],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('PATCH /api/admin/subscriptions/{id} refuses renewalDate 2026-02-30 (once stored as March 2)', async () => {
    const before = await snapshot();
    for (const renewalDate of instants) {
      const { body } = await admin
        .patch(`/api/admin/subscriptions/${subscriptionId}`)
        .send({ renewalDate })
        .expect(400);
      expectRefused(body, 'Renewal date must be a real date');
    }
    expect(await snapshot()).toBe(before);
    // A real day, a leap day included, still goes.
    const { body } = await admin
      .patch(`/api/admin/subscriptions/${subscriptionId}`)
      .send({ renewalDate: '2028-02-29' })
      .expect(200);
    expect(body.renewalDate).toBe('2028-02-29T00:00:00.000Z');
  });

  it('POST /api/admin/clients/{id}/subscriptions refuses such a startDate or renewalDate', async () => {
    const before = await snapshot();
    for (const date of instants) {
      for (const [field, label] of [
        ['startDate', 'Start date'],
        ['renewalDate', 'Renewal date'],
      ] as const) {
        const { body } = await admin
          .post(`/api/admin/clients/${clientId}/subscriptions`)
          .send({ plan: 'ghost', amount: 99, [field]: date })
          .expect(400);
        expectRefused(body, `${label} must be a real date`);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('POST /api/admin/subscriptions/{id}/payments refuses such a periodStart', async () => {
    const before = await t.query('select count(*) from payments');
    const { body } = await admin
      .post(`/api/admin/subscriptions/${subscriptionId}/payments`)
      .send({ outcome: 'paid', periodStart: '2026-02-30T00:00:00.000Z' })
      .expect(400);
    expectRefused(body, 'Period start must be a real date');
    expect(await t.query('select count(*) from payments')).toEqual(before);
  });

  it('POST /api/admin/content and PATCH /api/admin/content/{id} refuse such a scheduledFor', async () => {
    const before = await snapshot();
    for (const scheduledFor of instants) {
      const created = await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: 'Another', content: 'More words', scheduledFor })
        .expect(400);
      expectRefused(created.body, 'Scheduled for must be a real date');
      const edited = await admin.patch(`/api/admin/content/${draftId}`).send({ scheduledFor }).expect(400);
      expectRefused(edited.body, 'Scheduled for must be a real date');
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses such a recordedOn for one post and for many', async () => {
    const before = await snapshot();
    const numbers = { impressions: 100, reactions: 1, comments: 0, reposts: 0 };
    // The client's own post, the team's post, and the team's figures of many posts at once.
    const sends = [
      [
        client,
        `/api/client/content/${publishedId}/performance`,
        (recordedOn: string) => ({ recordedOn, ...numbers }),
      ],
      [
        admin,
        `/api/admin/content/${publishedId}/performance`,
        (recordedOn: string) => ({ recordedOn, ...numbers }),
      ],
      [
        admin,
        `/api/admin/clients/${clientId}/performance`,
        (recordedOn: string) => ({ recordedOn, rows: [{ postId: publishedId, ...numbers }] }),
      ],
    ] as const;
    for (const recordedOn of IMPOSSIBLE) {
      for (const [agent, path, body] of sends) {
        expectRefused(
          (await agent.post(path).send(body(recordedOn)).expect(400)).body,
          'Recorded on must be a real date',
        );
      }
    }
    expect(await snapshot()).toBe(before);
    await client
      .post(`/api/client/content/${publishedId}/performance`)
      .send({ recordedOn: today(), ...numbers, confirmed: true })
      .expect(201);
  });

  it.each([
    ['/api/admin/calendar', 'admin'],
    ['/api/client/calendar', 'client'],
  ] as const)('GET %s refuses such a from or to', async (path, who) => {
    const agent = who === 'admin' ? admin : client;
    for (const day of IMPOSSIBLE) {
      expectRefused(
        (await agent.get(path).query({ from: day, to: '2026-05-01' }).expect(400)).body,
        'from must be a real date',
      );
      expectRefused(
        (await agent.get(path).query({ from: '2026-02-01', to: day }).expect(400)).body,
        'to must be a real date',
      );
    }
    await agent.get(path).query({ from: '2024-02-29', to: '2024-03-01' }).expect(200);
  });
});
