import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Clock } from '../src/common/clock.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

/**
 * The numbers of published posts (docs/product.md, Performance), entered by the client (Content Details) or
 * the team (the post page, or many posts at once on the client's page), kept and never overwritten, and
 * exported as CSV. Each rule answers with the status and the words a person reads.
 */

type Agent = ReturnType<TestApp['agent']>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const numbers = (impressions: number, reactions = 10, comments = 2, reposts = 1) => ({
  impressions,
  reactions,
  comments,
  reposts,
});

describe('recording post numbers', () => {
  let t: TestApp;
  let admin: Agent;
  let ada: Agent;
  let adaId: number;
  let bea: Agent;
  let beaId: number;
  let writer: Agent;
  /** Ada's published post (seeded: published 4 days ago, two snapshots), her delivered one, Bea's published one. */
  let published: number;
  let delivered: number;
  let beasPost: number;

  const postOf = async (clientId: number, status: string) =>
    (
      await t.query<{ id: number }>(
        'select id from content_deliverables where client_id = $1 and status = $2 order by id limit 1',
        [clientId, status],
      )
    )[0]!.id;
  const snapshotCount = async () =>
    Number((await t.query<{ n: string }>('select count(*) as n from performance_snapshots'))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    ({ id: adaId, agent: ada } = await t.signedInPortalClient('ada'));
    ({ id: beaId, agent: bea } = await t.signedInPortalClient('bea'));
    published = await postOf(adaId, 'published');
    delivered = await postOf(adaId, 'delivered');
    beasPost = await postOf(beaId, 'published');
    const writerId = await createTeamMember(t, { username: 'wanda' });
    await admin.patch(`/api/admin/clients/${adaId}/production`).send({ assignedToId: writerId }).expect(200);
    writer = await signInMember(t, 'wanda');
  });

  afterAll(async () => {
    await t.close();
  });

  describe('one post', () => {
    it("lists a post's snapshots oldest first, each with its engagement rate", async () => {
      const { body } = await ada.get(`/api/client/content/${published}/performance`).expect(200);
      expect(body.postId).toBe(published);
      // Published 4 days ago: its day, or the day before where that day had not begun.
      expect([day(-5), day(-4)]).toContain(body.earliestRecordedOn);
      expect(body.snapshots).toEqual([
        expect.objectContaining({
          recordedOn: day(-3),
          impressions: 1200,
          reactions: 38,
          comments: 9,
          reposts: 2,
          recordedBy: 'Ada Lovelace',
          engagementRate: 49 / 1200,
        }),
        expect.objectContaining({ recordedOn: day(-1), impressions: 2480, engagementRate: 92 / 2480 }),
      ]);
    });

    it('records a snapshot as the signed-in client, and keeps two of the same day', async () => {
      for (const impressions of [2600, 2700]) {
        const { body } = await ada
          .post(`/api/client/content/${published}/performance`)
          .send({ recordedOn: day(0), ...numbers(impressions) })
          .expect(201);
        expect(body.snapshots.at(-1)).toMatchObject({
          recordedOn: day(0),
          impressions,
          recordedBy: 'Ada Lovelace',
        });
      }
      const { body } = await ada.get(`/api/client/content/${published}/performance`).expect(200);
      expect(body.snapshots.map((s: { impressions: number }) => s.impressions)).toEqual([
        1200, 2480, 2600, 2700,
      ]);
    });

    it('refuses a post that is not published (409), and stores nothing', async () => {
      const before = await snapshotCount();
      const { body } = await ada
        .post(`/api/client/content/${delivered}/performance`)
        .send({ recordedOn: day(0), ...numbers(10) })
        .expect(409);
      expect(body.message).toBe('Numbers can be recorded for published posts only');
      expect(await snapshotCount()).toBe(before);
    });

    it('refuses a day in the future or before the post was published, naming the field', async () => {
      const future = await ada
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: day(3), ...numbers(9000) })
        .expect(400);
      expect(future.body).toMatchObject({ message: 'Recorded on cannot be in the future' });
      const early = await ada
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: day(-10), ...numbers(9000) })
        .expect(400);
      expect(early.body.message).toMatch(
        /^Recorded on cannot be before the post was published on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      );
      const notADay = await ada
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: '2026-02-30', ...numbers(9000) })
        .expect(400);
      expect(notADay.body.message).toBe('Recorded on must be a real date');
      const notWrittenSo = await ada
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: '20 Nov 2026', ...numbers(9000) })
        .expect(400);
      expect(notWrittenSo.body.message).toBe('Recorded on must be a date written YYYY-MM-DD');
    });

    it('takes whole numbers of 0 or more, up to 2,147,483,647', async () => {
      const send = (fields: Record<string, unknown>) =>
        ada
          .post(`/api/client/content/${published}/performance`)
          .send({ recordedOn: day(0), ...numbers(9000), ...fields });
      expect((await send({ impressions: -1 }).expect(400)).body.message).toBe(
        'Impressions must be a whole number of 0 or more',
      );
      expect((await send({ reactions: 1.5 }).expect(400)).body.message).toBe(
        'Reactions must be a whole number of 0 or more',
      );
      expect((await send({ comments: '3' }).expect(400)).body.message).toBe(
        'Comments must be a whole number of 0 or more',
      );
      expect((await send({ reposts: 2_147_483_648 }).expect(400)).body.message).toBe(
        'Reposts must be at most 2,147,483,647',
      );
    });

    it('refuses fewer impressions than an earlier day’s until confirmed', async () => {
      const send = (body: Record<string, unknown>) =>
        ada.post(`/api/client/content/${published}/performance`).send(body);
      const refused = await send({ recordedOn: day(0), ...numbers(1000) }).expect(409);
      expect(refused.body.message).toMatch(
        /^Impressions are fewer than the 2,700 recorded on [A-Z][a-z]{2} \d{1,2}, \d{4}: confirm to keep them anyway$/,
      );
      // An earlier day is measured against the days before it only.
      await send({ recordedOn: day(-2), ...numbers(1300) }).expect(201);
      const kept = await send({ recordedOn: day(0), ...numbers(1000), confirmed: true }).expect(201);
      expect(kept.body.snapshots.map((s: { impressions: number }) => s.impressions)).toEqual([
        1200, 1300, 2480, 2600, 2700, 1000,
      ]);
    });

    it("answers 404 for another client's post, and for the team's routes 403", async () => {
      await bea.get(`/api/client/content/${published}/performance`).expect(404);
      await bea
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: day(0), ...numbers(1) })
        .expect(404);
      await ada.get(`/api/admin/content/${published}/performance`).expect(403);
    });

    it("lets the team record on a writer's own clients' posts only", async () => {
      const { body } = await writer
        .post(`/api/admin/content/${published}/performance`)
        .send({ recordedOn: day(0), ...numbers(3000) })
        .expect(201);
      expect(body.snapshots.at(-1)).toMatchObject({ impressions: 3000, recordedBy: 'wanda' });
      await writer.get(`/api/admin/content/${beasPost}/performance`).expect(404);
      await writer
        .post(`/api/admin/content/${beasPost}/performance`)
        .send({ recordedOn: day(0), ...numbers(1) })
        .expect(404);
      await admin.get(`/api/admin/content/${beasPost}/performance`).expect(200);
    });
  });

  describe('many posts at once', () => {
    let second: number;

    beforeAll(async () => {
      // A second published post of Ada's, published today.
      second = delivered;
      await admin
        .post(`/api/admin/content/${second}/status`)
        .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:2' })
        .expect(200);
    });

    it("lists the client's published posts with their latest numbers", async () => {
      const { body } = await writer.get(`/api/admin/clients/${adaId}/performance/posts`).expect(200);
      expect(body.items.map((row: { postId: number }) => row.postId)).toEqual([second, published]);
      expect(body.items[0].latest).toBeNull();
      expect(body.items[1].latest).toMatchObject({ impressions: 3000 });
      await writer.get(`/api/admin/clients/${beaId}/performance/posts`).expect(404);
    });

    it('stores every row or none, naming the row, the field and the post', async () => {
      const before = await snapshotCount();
      const bad = await writer
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({
          recordedOn: day(0),
          rows: [
            { postId: second, ...numbers(50) },
            { postId: published, ...numbers(-5) },
          ],
        })
        .expect(400);
      expect(bad.body.errors).toEqual([
        'rows.1.impressions: Impressions must be a whole number of 0 or more',
      ]);
      const fewer = await writer
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({
          recordedOn: day(0),
          rows: [
            { postId: second, ...numbers(50) },
            { postId: published, ...numbers(10) },
          ],
        })
        .expect(409);
      expect(fewer.body.message).toMatch(
        /^rows\.1\.impressions: "What losing a client taught me": Impressions are fewer than the 3,000 recorded on/,
      );
      const foreign = await writer
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({
          recordedOn: day(0),
          rows: [
            { postId: second, ...numbers(50) },
            { postId: beasPost, ...numbers(10) },
          ],
        })
        .expect(400);
      expect(foreign.body.errors).toEqual([
        `rows.1.postId: Post ${beasPost} is not one of this client's posts`,
      ]);
      const early = await writer
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({
          recordedOn: day(-3),
          rows: [
            { postId: published, ...numbers(5000) },
            { postId: second, ...numbers(50) },
          ],
        })
        .expect(400);
      expect(early.body.errors).toEqual([
        expect.stringMatching(
          /^rows\.1\.recordedOn: "Hiring is a system, not a hunch": Recorded on cannot be before the post was published on/,
        ),
      ]);
      expect(await snapshotCount()).toBe(before);
    });

    it('refuses a post twice, an empty list and more than 200 rows', async () => {
      const send = (rows: unknown[]) =>
        writer.post(`/api/admin/clients/${adaId}/performance`).send({ recordedOn: day(0), rows });
      expect(
        (
          await send([
            { postId: second, ...numbers(50) },
            { postId: second, ...numbers(60) },
          ]).expect(400)
        ).body.message,
      ).toBe('rows.1.postId: "Hiring is a system, not a hunch" is already in row 0');
      expect((await send([]).expect(400)).body.message).toBe('Enter the numbers of at least one post');
      expect(
        (await send(Array.from({ length: 201 }, () => ({ postId: second, ...numbers(1) }))).expect(400)).body
          .message,
      ).toBe('At most 200 rows can be saved at once');
    });

    it('stores them all together, confirmed where fewer, as the member who entered them', async () => {
      const { body } = await writer
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({
          recordedOn: day(0),
          rows: [
            { postId: second, ...numbers(50) },
            { postId: published, ...numbers(10) },
          ],
          confirmed: true,
        })
        .expect(201);
      expect(
        body.items.map((row: { latest: { impressions: number; recordedBy: string } }) => row.latest),
      ).toEqual([
        expect.objectContaining({ impressions: 50, recordedBy: 'wanda' }),
        expect.objectContaining({ impressions: 10, recordedBy: 'wanda' }),
      ]);
    });

    it("answers 404 for a writer on another's client, and 403 for a client", async () => {
      await writer
        .post(`/api/admin/clients/${beaId}/performance`)
        .send({ recordedOn: day(0), rows: [{ postId: beasPost, ...numbers(1) }] })
        .expect(404);
      await ada
        .post(`/api/admin/clients/${adaId}/performance`)
        .send({ recordedOn: day(0), rows: [{ postId: published, ...numbers(1) }] })
        .expect(403);
    });
  });

  describe('CSV', () => {
    it("exports the client's own snapshots, one row each, every cell quoted, formulas defused", async () => {
      // The payload the probes sent: a spreadsheet splitting on ";" saw a cell starting with "=".
      await t.query(`update content_deliverables set title = $2 where id = $1`, [
        beasPost,
        "x;=cmd|' /C calc'!A0",
      ]);
      await bea
        .post(`/api/client/content/${beasPost}/performance`)
        .send({ recordedOn: day(0), ...numbers(4000, 100, 50, 10) })
        .expect(201);
      const response = await bea.get('/api/client/performance.csv').expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="?performance-\d{4}-\d{2}-\d{2}\.csv"?$/,
      );
      const lines = response.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        '"Post title","Published","LinkedIn URL","Recorded on","Impressions","Reactions","Comments","Reposts","Engagement rate"',
      );
      expect(lines).toHaveLength(4);
      expect(lines[3]).toBe(
        `"x;'=cmd|' /C calc'!A0","${day(-4)}","https://www.linkedin.com/feed/update/urn:li:activity:1","${day(0)}","4000","100","50","10","0.04"`,
      );
      // Split on ";" as a European spreadsheet does, no cell starts a formula.
      expect(response.text.split(/[;\r\n,]/).filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    });

    it('streams both exports as the snapshots are read: chunked, no length known ahead', async () => {
      for (const response of [
        await bea.get('/api/client/performance.csv').expect(200),
        await admin.get(`/api/admin/clients/${adaId}/performance.csv`).expect(200),
      ]) {
        expect(response.headers['transfer-encoding']).toBe('chunked');
        expect(response.headers['content-length']).toBeUndefined();
        expect(response.text).toMatch(/^\uFEFF"Post title",/);
      }
    });

    it("exports a client's snapshots for an admin, and for their writer only", async () => {
      await t.query(`update content_deliverables set title = $2 where id = $1`, [
        published,
        '\u00a0\uff1dcmd|calc',
      ]);
      const response = await admin.get(`/api/admin/clients/${adaId}/performance.csv`).expect(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`filename="?performance-client-${adaId}-\\d{4}`),
      );
      const lines = response.text.trimEnd().split('\r\n');
      const titles = new Set(lines.slice(1).map((line) => line.slice(0, line.indexOf('",') + 1)));
      // A title led by a no-break space and a full-width "＝" is defused as a plain "=" is.
      expect(titles).toEqual(new Set(['"\'\u00a0\uff1dcmd|calc"', '"Hiring is a system, not a hunch"']));
      expect(lines).toHaveLength(1 + 9);
      await writer.get(`/api/admin/clients/${adaId}/performance.csv`).expect(200);
      await writer.get(`/api/admin/clients/${beaId}/performance.csv`).expect(404);
      await ada.get(`/api/admin/clients/${adaId}/performance.csv`).expect(403);
      await t.agent().get('/api/client/performance.csv').expect(401);
    });
  });

  it('goes by the injected clock for "today"', async () => {
    const clock = t.app.get(Clock);
    const original = clock.now.bind(clock);
    clock.now = () => new Date(Date.now() + 10 * 86_400_000);
    try {
      await ada
        .post(`/api/client/content/${published}/performance`)
        .send({ recordedOn: day(5), ...numbers(90_000) })
        .expect(201);
    } finally {
      clock.now = original;
    }
  });
});
