import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queriesOf } from './utils/queries.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

/**
 * A writer works on the clients assigned to them: their lists, their board and their revision queue
 * hold those only, and another writer's client or post answers 404 as one that does not exist. An
 * admin sees everything, and may narrow a list to one member's work or to nobody's.
 */

type Agent = ReturnType<TestApp['agent']>;

interface Row {
  id: number;
  clientId?: number;
}

const ids = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('a writer’s scope', () => {
  let t: TestApp;
  let admin: Agent;
  let wendy: Agent;
  let wendyId: number;
  let walterId: number;
  /** Anna is Wendy's client, Bert is Walter's, Cara is nobody's. */
  let anna: number;
  let bert: number;
  let cara: number;

  const assign = (clientId: number, assignedToId: number | null) =>
    admin.patch(`/api/admin/clients/${clientId}/production`).send({ assignedToId }).expect(200);

  const postsOf = async (clientId: number) =>
    (
      await t.query<{ id: number; status: string; revision_requested: boolean }>(
        'select id, status, revision_requested from content_deliverables where client_id = $1 order by id',
        [clientId],
      )
    ).map((row) => ({ id: row.id, status: row.status, revisionRequested: row.revision_requested }));

  const activeSubscriptionOf = async (clientId: number) =>
    (
      await t.query<{ id: number }>(
        `select id from client_subscriptions where client_id = $1 and status = 'active'`,
        [clientId],
      )
    )[0]!.id;

  /** A draft never delivered, written by the admin for the client. */
  const draftFor = async (clientId: number, title: string) =>
    (
      await admin
        .post('/api/admin/content')
        .send({ subscriptionId: await activeSubscriptionOf(clientId), title, content: 'A body.' })
        .expect(201)
    ).body.id as number;

  beforeAll(async () => {
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    walterId = await createTeamMember(t, { username: 'walter', firstName: 'Walter', lastName: 'Wright' });
    wendy = await signInMember(t, 'wendy');
    ({ id: anna } = await t.signedInPortalClient('anna'));
    ({ id: bert } = await t.signedInPortalClient('bert'));
    ({ id: cara } = await t.signedInPortalClient('cara'));
    await assign(anna, wendyId);
    await assign(bert, walterId);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('the clients list', () => {
    it('holds a writer’s clients only, each naming their writer', async () => {
      const { body } = await wendy.get('/api/admin/clients').expect(200);
      expect(body.total).toBe(1);
      expect(body.items).toEqual([
        expect.objectContaining({
          id: anna,
          assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
        }),
      ]);
    });

    it('holds every client for an admin, narrowed by assignedTo to one member’s or to nobody’s', async () => {
      const all = (await admin.get('/api/admin/clients').expect(200)).body;
      expect(ids(all.items)).toEqual([anna, bert, cara]);
      const byId = new Map(all.items.map((row: Row & { assignedTo: unknown }) => [row.id, row.assignedTo]));
      expect(byId.get(bert)).toEqual({ id: walterId, name: 'Walter Wright', active: true });
      expect(byId.get(cara)).toBeNull();

      const walters = (
        await admin
          .get('/api/admin/clients')
          .query({ assignedTo: String(walterId) })
          .expect(200)
      ).body;
      expect(walters).toMatchObject({ total: 1, items: [{ id: bert }] });
      const nobodys = (await admin.get('/api/admin/clients').query({ assignedTo: 'unassigned' }).expect(200))
        .body;
      expect(nobodys).toMatchObject({ total: 1, items: [{ id: cara }] });
    });

    it('gives a writer nothing outside their scope, whatever the filter asks', async () => {
      for (const assignedTo of ['unassigned', String(walterId)]) {
        const { body } = await wendy.get('/api/admin/clients').query({ assignedTo }).expect(200);
        expect(body).toMatchObject({ items: [], total: 0 });
      }
      expect(
        (
          await wendy
            .get('/api/admin/clients')
            .query({ assignedTo: String(wendyId) })
            .expect(200)
        ).body.total,
      ).toBe(1);
    });

    it('refuses a filter that is neither "unassigned" nor an id, naming the field', async () => {
      const { body } = await admin.get('/api/admin/clients').query({ assignedTo: 'nobody' }).expect(400);
      expect(body.message).toBe('assignedTo must be "unassigned" or a team member\'s id');
    });

    it('runs the same queries for a page of assigned clients as for one (their writers come joined)', async () => {
      const count = async () =>
        (await queriesOf(t, () => admin.get('/api/admin/clients').expect(200))).length;
      const before = await count();
      for (let n = 1; n <= 4; n++) {
        const { id } = await t.signedInPortalClient(`extra${n}`);
        await assign(id, n % 2 ? wendyId : walterId);
      }
      expect(await count()).toBe(before);
      await t.query(`delete from users where username like 'extra%'`);
    });
  });

  describe('one client', () => {
    it('is a writer’s own with what they write for, without prices, payments or the lead', async () => {
      const { body } = await wendy.get(`/api/admin/clients/${anna}`).expect(200);
      expect(body).toMatchObject({
        id: anna,
        assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
        subscriptions: [],
        leadId: null,
        writableSubscriptions: [
          { plan: 'echo', status: 'active', standing: 'active', postsPerMonth: expect.any(Number) },
        ],
      });
      expect(JSON.stringify(body)).not.toMatch(/"amount"|paymentMethod|paidThrough/);
    });

    it('keeps every subscription for an admin', async () => {
      const { body } = await admin.get(`/api/admin/clients/${anna}`).expect(200);
      expect(body.subscriptions).toHaveLength(2);
      expect(body.writableSubscriptions).toHaveLength(1);
    });

    it('answers 404 for another writer’s client, an unassigned one and a team member, as for no such client', async () => {
      const missing = (await wendy.get('/api/admin/clients/999999').expect(404)).body;
      expect(missing.message).toBe('Client not found');
      for (const id of [bert, cara, walterId]) {
        expect((await wendy.get(`/api/admin/clients/${id}`).expect(404)).body).toEqual(missing);
      }
    });
  });

  describe('posts', () => {
    let bertsDraft: number;
    let annasDraft: number;

    beforeAll(async () => {
      bertsDraft = await draftFor(bert, 'Bert’s draft');
      annasDraft = await draftFor(anna, 'Anna’s draft');
    });

    it('lists a writer’s clients’ posts only, with their writer', async () => {
      const { body } = await wendy.get('/api/admin/content').query({ pageSize: 200 }).expect(200);
      expect(ids(body.items)).toEqual((await postsOf(anna)).map((post) => post.id));
      expect(body.total).toBe(body.items.length);
      for (const item of body.items)
        expect(item).toMatchObject({ clientId: anna, assignedTo: { id: wendyId, name: 'Wendy Writer' } });
    });

    it('gives a writer an empty list for another’s client (clientId)', async () => {
      const { body } = await wendy.get('/api/admin/content').query({ clientId: bert }).expect(200);
      expect(body).toMatchObject({ items: [], total: 0 });
    });

    it('makes the revision queue a writer’s own', async () => {
      const queue = (await wendy.get('/api/admin/content').query({ revisionRequested: 'true' }).expect(200))
        .body;
      const annas = (await postsOf(anna)).filter((post) => post.revisionRequested).map((post) => post.id);
      expect(annas.length).toBeGreaterThan(0);
      expect(ids(queue.items)).toEqual(annas);
      const everyone = (
        await admin.get('/api/admin/content').query({ revisionRequested: 'true' }).expect(200)
      ).body;
      expect(everyone.total).toBe(3);
    });

    it('narrows an admin’s list by assignedTo: one member’s clients, or nobody’s', async () => {
      const walters = (
        await admin
          .get('/api/admin/content')
          .query({ assignedTo: String(walterId), pageSize: 200 })
          .expect(200)
      ).body;
      expect(ids(walters.items)).toEqual((await postsOf(bert)).map((post) => post.id));
      const nobodys = (
        await admin.get('/api/admin/content').query({ assignedTo: 'unassigned', pageSize: 200 }).expect(200)
      ).body;
      expect(ids(nobodys.items)).toEqual((await postsOf(cara)).map((post) => post.id));
      expect(nobodys.items.every((item: { assignedTo: unknown }) => item.assignedTo === null)).toBe(true);
    });

    it('answers 404 to a writer for another’s post on every call, as for no such post, and changes nothing', async () => {
      const calls = (id: number) => [
        () => wendy.get(`/api/admin/content/${id}`),
        () => wendy.patch(`/api/admin/content/${id}`).send({ title: 'Taken over' }),
        () => wendy.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }),
        () => wendy.delete(`/api/admin/content/${id}`),
      ];
      const missing = await Promise.all(calls(999999).map((call) => call()));
      for (const response of missing) expect(response.status).toBe(404);
      for (const [index, call] of calls(bertsDraft).entries()) {
        const response = await call();
        expect({ status: response.status, body: response.body }).toEqual({
          status: 404,
          body: missing[index]!.body,
        });
      }
      const { body } = await admin.get(`/api/admin/content/${bertsDraft}`).expect(200);
      expect(body).toMatchObject({ title: 'Bert’s draft', status: 'draft' });
    });

    it('lets a writer work on their own client’s post', async () => {
      await wendy.get(`/api/admin/content/${annasDraft}`).expect(200);
      const { body } = await wendy
        .patch(`/api/admin/content/${annasDraft}`)
        .send({ title: 'Anna’s draft, reworked' })
        .expect(200);
      expect(body).toMatchObject({ title: 'Anna’s draft, reworked', assignedTo: { id: wendyId } });
      await wendy.delete(`/api/admin/content/${annasDraft}`).expect(204);
      await wendy.get(`/api/admin/content/${annasDraft}`).expect(404);
    });

    it('lets a writer write for their client’s subscription only: another’s is as missing as none', async () => {
      const missing = (
        await wendy
          .post('/api/admin/content')
          .send({ subscriptionId: 999999, title: 'Mine', content: 'A body.' })
          .expect(400)
      ).body;
      const others = (
        await wendy
          .post('/api/admin/content')
          .send({ subscriptionId: await activeSubscriptionOf(bert), title: 'Mine', content: 'A body.' })
          .expect(400)
      ).body;
      expect(others).toEqual(missing);
      const { body } = await wendy
        .post('/api/admin/content')
        .send({ subscriptionId: await activeSubscriptionOf(anna), title: 'Mine', content: 'A body.' })
        .expect(201);
      expect(body).toMatchObject({ clientId: anna, status: 'draft' });
      expect((await postsOf(bert)).length).toBe(6);
    });
  });

  describe('the production board', () => {
    it('holds a writer’s clients only, with their reviews waiting, and no leads', async () => {
      await t.submitLead({ name: 'Lena Lead' });
      await t.query(`update leads set created_at = now() - interval '3 days'`);
      const draft = await draftFor(anna, 'Ready for review');
      await t.query(
        `update content_deliverables set review_state = 'ready', review_requested_at = now() where id = $1`,
        [draft],
      );

      const { body } = await wendy.get('/api/admin/board').expect(200);
      expect(body.clients.map((row: { clientId: number }) => row.clientId)).toEqual([anna]);
      expect(body.clients[0]).toMatchObject({
        assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
        revisionsWaiting: 1,
        reviewsWaiting: 1,
      });
      expect(body).toMatchObject({
        revisionsWaiting: 1,
        reviewsWaiting: 1,
        unassignedClients: 0,
        leadsWaiting: [],
        leadsWaitingTotal: 0,
        onboardedNotConverted: [],
        onboardedNotConvertedTotal: 0,
      });
    });

    it('marks each client’s writer for an admin and counts the unassigned, with the leads', async () => {
      const { body } = await admin.get('/api/admin/board').expect(200);
      const rows = new Map(
        body.clients.map((row: { clientId: number; assignedTo: unknown }) => [row.clientId, row.assignedTo]),
      );
      expect([...rows.keys()].sort((a, b) => Number(a) - Number(b))).toEqual([anna, bert, cara]);
      expect(rows.get(bert)).toEqual({ id: walterId, name: 'Walter Wright', active: true });
      expect(rows.get(cara)).toBeNull();
      expect(body).toMatchObject({
        unassignedClients: 1,
        revisionsWaiting: 3,
        reviewsWaiting: 1,
        leadsWaitingTotal: 1,
      });
    });
  });

  describe('what stays the admins’', () => {
    it.each([
      ['get', '/api/leads'],
      ['get', '/api/leads/export.csv'],
      ['patch', '/api/admin/clients/1/production'],
      ['put', '/api/leads/1/assignment'],
      ['get', '/api/admin/clients/1/subscription-events'],
    ])('%s %s is 403 to a writer', async (method, path) => {
      const response = await (
        wendy as unknown as Record<string, (url: string) => Promise<{ status: number }>>
      )[method]!(path);
      expect(response.status).toBe(403);
    });
  });
});
