import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

/**
 * The voice check's server side (docs/product.md, The post editor): a client's page carries the onboarding
 * answers the editor checks against (words to avoid, restrictions, pillars) and the pillar mix of their
 * newest posts; a post's pillar is one of that client's pillars or null, else a 400 naming `pillar` that
 * stores nothing. A writer reaches only their clients' posts.
 */

type Agent = ReturnType<TestApp['agent']>;

const PILLARS = ['Hiring', 'Engineering culture'];
const ANSWERS = {
  ...ONBOARDING_ANSWERS,
  contentPillars: PILLARS,
  avoidWords: 'synergy, rockstar; move the needle',
  contentRestrictions: 'No politics.\nNever name a client.',
};
const NOT_A_PILLAR =
  "Pillar must be one of the client's content pillars (Hiring, Engineering culture), or null";

describe('the voice check: a post’s pillar and the client’s answers', () => {
  let t: TestApp;
  let admin: Agent;
  let wendy: Agent;
  let walter: Agent;
  /** Converted from an onboarded lead, assigned to Wendy. */
  let voiced: { clientId: number; subscriptionId: number };
  /** A client with no onboarding answers. */
  let plainId: number;
  let plainSubscriptionId: number;

  const draft = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/api/admin/content').send({ title: 'A post', content: 'A body.', ...body });

  const pillarOf = async (postId: number) =>
    (
      await t.query<{ pillar: string | null }>('select pillar from content_deliverables where id = $1', [
        postId,
      ])
    )[0]!.pillar;

  const postCount = async () =>
    Number((await t.query<{ n: string }>('select count(*) as n from content_deliverables'))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    const wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    await createTeamMember(t, { username: 'walter', firstName: 'Walter', lastName: 'Wright' });
    wendy = await signInMember(t, 'wendy');
    walter = await signInMember(t, 'walter');

    const lead = await t.submitLead({ name: 'Vera Voice', email: 'vera@example.com' });
    await t.onboard(lead, ANSWERS);
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: 'vera',
        email: 'vera@example.com',
        firstName: 'Vera',
        lastName: 'Voice',
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    voiced = { clientId: body.clientId, subscriptionId: body.subscriptionId };
    await admin
      .patch(`/api/admin/clients/${voiced.clientId}/production`)
      .send({ assignedToId: wendyId })
      .expect(200);

    ({ id: plainId } = await t.signedInPortalClient('plain'));
    plainSubscriptionId = (
      await t.query<{ id: number }>(
        `select id from client_subscriptions where client_id = $1 and status <> 'canceled' order by id limit 1`,
        [plainId],
      )
    )[0]!.id;
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('the client’s page', () => {
    it('gives the editor the onboarding answers to check against, to the admin and the client’s writer', async () => {
      for (const agent of [admin, wendy]) {
        const { body } = await agent.get(`/api/admin/clients/${voiced.clientId}`).expect(200);
        expect(body.voice).toEqual({
          avoidWords: 'synergy, rockstar; move the needle',
          contentRestrictions: 'No politics.\nNever name a client.',
          contentPillars: PILLARS,
        });
      }
    });

    it('has no voice for a client who never onboarded', async () => {
      const { body } = await admin.get(`/api/admin/clients/${plainId}`).expect(200);
      expect(body.voice).toBeNull();
    });

    it('is another writer’s 404', async () => {
      await walter.get(`/api/admin/clients/${voiced.clientId}`).expect(404);
    });
  });

  describe('a post’s pillar', () => {
    it('is stored when it is one of the client’s pillars, and shown with the post', async () => {
      const { body } = await draft(wendy, { subscriptionId: voiced.subscriptionId, pillar: 'Hiring' }).expect(
        201,
      );
      expect(body.pillar).toBe('Hiring');
      expect(await pillarOf(body.id)).toBe('Hiring');
      const { body: listed } = await admin
        .get('/api/admin/content')
        .query({ clientId: voiced.clientId })
        .expect(200);
      expect(listed.items.find((item: { id: number }) => item.id === body.id).pillar).toBe('Hiring');
    });

    it('may be left out or null: the post serves no pillar', async () => {
      const absent = await draft(admin, { subscriptionId: voiced.subscriptionId }).expect(201);
      expect(absent.body.pillar).toBeNull();
      const none = await draft(admin, { subscriptionId: voiced.subscriptionId, pillar: null }).expect(201);
      expect(none.body.pillar).toBeNull();
    });

    it('is refused with a 400 naming the field when it is not one of the client’s, and no post is stored', async () => {
      const before = await postCount();
      for (const pillar of ['Sales', 'hiring', ' Hiring', '']) {
        const { body } = await draft(admin, { subscriptionId: voiced.subscriptionId, pillar }).expect(400);
        expect(body.message).toBe(NOT_A_PILLAR);
      }
      expect(await postCount()).toBe(before);
    });

    it('of a client with no onboarding answers can only be null', async () => {
      const { body } = await draft(admin, { subscriptionId: plainSubscriptionId, pillar: 'Hiring' }).expect(
        400,
      );
      expect(body.message).toBe(
        "Pillar must be empty: the client's onboarding answers name no content pillars",
      );
      await draft(admin, { subscriptionId: plainSubscriptionId, pillar: null }).expect(201);
    });

    it('is refused when it is not text, or longer than a pillar can be', async () => {
      for (const [pillar, message] of [
        [5, "Pillar must be one of the client's content pillars, or null"],
        [['Hiring'], "Pillar must be one of the client's content pillars, or null"],
        ['x'.repeat(256), 'Pillar must be at most 255 characters'],
      ] as const) {
        const { body } = await draft(admin, { subscriptionId: voiced.subscriptionId, pillar }).expect(400);
        expect(body.message).toBe(message);
      }
    });

    it('changes on an edit, is checked the same way, and null clears it', async () => {
      const { body: post } = await draft(wendy, { subscriptionId: voiced.subscriptionId }).expect(201);
      const edit = (agent: Agent, pillar: unknown) =>
        agent.patch(`/api/admin/content/${post.id}`).send({ pillar });

      expect((await edit(wendy, 'Engineering culture').expect(200)).body.pillar).toBe('Engineering culture');
      expect((await edit(wendy, 'Sales').expect(400)).body.message).toBe(NOT_A_PILLAR);
      expect(await pillarOf(post.id)).toBe('Engineering culture');
      // An edit of the text alone keeps it.
      await wendy.patch(`/api/admin/content/${post.id}`).send({ content: 'Another body.' }).expect(200);
      expect(await pillarOf(post.id)).toBe('Engineering culture');
      expect((await edit(admin, null).expect(200)).body.pillar).toBeNull();
      expect(await pillarOf(post.id)).toBeNull();
    });

    it('of another writer’s client is a 404, as a post that does not exist, and changes nothing', async () => {
      const { body: post } = await draft(admin, {
        subscriptionId: voiced.subscriptionId,
        pillar: 'Hiring',
      }).expect(201);
      await walter.patch(`/api/admin/content/${post.id}`).send({ pillar: 'Engineering culture' }).expect(404);
      expect(await pillarOf(post.id)).toBe('Hiring');
      // Nor may they write a post for that client's subscription.
      await draft(walter, { subscriptionId: voiced.subscriptionId, pillar: 'Hiring' }).expect(400);
    });
  });

  describe('the pillar mix on the client’s page', () => {
    it('counts the newest 20 posts per pillar, the client’s pillars first (0 when unused), then those with none', async () => {
      await t.query('delete from content_deliverables where client_id = $1', [voiced.clientId]);
      const empty = (await admin.get(`/api/admin/clients/${voiced.clientId}`).expect(200)).body.pillarMix;
      expect(empty).toEqual({
        posts: 0,
        pillars: [
          { pillar: 'Hiring', posts: 0 },
          { pillar: 'Engineering culture', posts: 0 },
        ],
      });

      // The oldest: counted only while it is among the newest 20.
      await draft(admin, { subscriptionId: voiced.subscriptionId, pillar: 'Engineering culture' }).expect(
        201,
      );
      for (let i = 0; i < 3; i++)
        await draft(admin, { subscriptionId: voiced.subscriptionId, pillar: 'Hiring' }).expect(201);
      await draft(admin, { subscriptionId: voiced.subscriptionId }).expect(201);
      const mixed = (await wendy.get(`/api/admin/clients/${voiced.clientId}`).expect(200)).body.pillarMix;
      expect(mixed).toEqual({
        posts: 5,
        pillars: [
          { pillar: 'Hiring', posts: 3 },
          { pillar: 'Engineering culture', posts: 1 },
          { pillar: null, posts: 1 },
        ],
      });

      for (let i = 0; i < 16; i++) await draft(admin, { subscriptionId: voiced.subscriptionId }).expect(201);
      const recent = (await admin.get(`/api/admin/clients/${voiced.clientId}`).expect(200)).body.pillarMix;
      expect(recent).toEqual({
        posts: 20,
        pillars: [
          { pillar: 'Hiring', posts: 3 },
          { pillar: 'Engineering culture', posts: 0 },
          { pillar: null, posts: 17 },
        ],
      });
    });
  });
});
