import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Reactions, comments or reposts above a post's impressions look mistyped, as fewer
 * impressions than recorded before do: both entries (one post, and many at once) answer 409 naming the
 * row and the figure, and store nothing, until the person confirms. Before, both stored them silently.
 */

type Agent = ReturnType<TestApp['agent']>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('numbers above the impressions', () => {
  let t: TestApp;
  let admin: Agent;
  let ada: Agent;
  let adaId: number;
  let published: number;
  let second: number;

  const snapshotCount = async () =>
    Number((await t.query<{ n: string }>('select count(*) as n from performance_snapshots'))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    ({ id: adaId, agent: ada } = await t.signedInPortalClient('ada'));
    // The seeded published post has 2,480 impressions recorded yesterday.
    [{ id: published }] = await t.query<{ id: number }>(
      `select id from content_deliverables where client_id = $1 and status = 'published' order by id limit 1`,
      [adaId],
    );
    [{ id: second }] = await t.query<{ id: number }>(
      `select id from content_deliverables where client_id = $1 and status = 'delivered' order by id limit 1`,
      [adaId],
    );
    await admin
      .post(`/api/admin/content/${second}/status`)
      .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:2' })
      .expect(200);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('one post (Record numbers)', () => {
    it.each([
      ['the client', () => ada, () => `/api/client/content/${published}/performance`],
      ['the team', () => admin, () => `/api/admin/content/${published}/performance`],
    ])(
      'asks %s about each figure above the impressions, then keeps them once confirmed',
      async (_who, agent, path) => {
        const before = await snapshotCount();
        const entered = {
          recordedOn: day(0),
          impressions: 3000,
          reactions: 3100,
          comments: 12,
          reposts: 3001,
        };
        const { body } = await agent().post(path()).send(entered).expect(409);
        expect(body).toMatchObject({
          statusCode: 409,
          message: 'Reactions (3,100) are more than impressions (3,000): confirm to keep them anyway',
          errors: [
            'Reactions (3,100) are more than impressions (3,000): confirm to keep them anyway',
            'Reposts (3,001) are more than impressions (3,000): confirm to keep them anyway',
          ],
        });
        expect(await snapshotCount()).toBe(before);
        await agent()
          .post(path())
          .send({ ...entered, confirmed: true })
          .expect(201);
        expect(await snapshotCount()).toBe(before + 1);
      },
    );

    it('asks with the fewer impressions at once, and takes figures equal to the impressions', async () => {
      const path = `/api/client/content/${published}/performance`;
      const { body } = await ada
        .post(path)
        .send({ recordedOn: day(0), impressions: 100, reactions: 101, comments: 0, reposts: 0 })
        .expect(409);
      expect(body.errors).toEqual([
        expect.stringMatching(
          /^Impressions are fewer than the 3,000 recorded on .*: confirm to keep them anyway$/,
        ),
        'Reactions (101) are more than impressions (100): confirm to keep them anyway',
      ]);
      await ada
        .post(path)
        .send({ recordedOn: day(0), impressions: 5000, reactions: 5000, comments: 5000, reposts: 5000 })
        .expect(201);
    });
  });

  describe('many posts at once (Post numbers)', () => {
    it('answers 409 naming each row and figure, stores none, and all once confirmed', async () => {
      const before = await snapshotCount();
      const send = (confirmed?: boolean) =>
        admin.post(`/api/admin/clients/${adaId}/performance`).send({
          recordedOn: day(0),
          rows: [
            { postId: published, impressions: 9000, reactions: 10, comments: 2, reposts: 1 },
            { postId: second, impressions: 40, reactions: 41, comments: 50, reposts: 0 },
          ],
          ...(confirmed !== undefined && { confirmed }),
        });
      const { body } = await send().expect(409);
      expect(body).toMatchObject({
        statusCode: 409,
        message:
          'rows.1.reactions: "Hiring is a system, not a hunch": Reactions (41) are more than impressions (40): confirm to keep them anyway',
        errors: [
          'rows.1.reactions: "Hiring is a system, not a hunch": Reactions (41) are more than impressions (40): confirm to keep them anyway',
          'rows.1.comments: "Hiring is a system, not a hunch": Comments (50) are more than impressions (40): confirm to keep them anyway',
        ],
      });
      expect(await snapshotCount()).toBe(before);
      await send(false).expect(409);
      await send(true).expect(201);
      expect(await snapshotCount()).toBe(before + 2);
    });
  });
});
