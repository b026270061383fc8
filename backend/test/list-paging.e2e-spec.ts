import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { seedOutgoingMail } from './utils/outgoing-mails.js';
import { queriesOf } from './utils/queries.js';

/**
 * The lists of the back office and of the client portal: paged on the server (a total, a page, a
 * search), in the same few queries whatever a page holds (no query per row), each query served by an
 * index on a realistic amount of data.
 */

type Agent = ReturnType<typeof request.agent>;

/**
 * `clients` clients (role client, with a password hash as long as argon2id's) named `<prefix><n>`, each with an active subscription and
 * `posts` posts in turn a draft never delivered, delivered, scheduled, published, and a delivered
 * one back in draft for a revision the client asked for (with the version they received).
 */
async function seedClients(t: TestApp, prefix: string, clients: number, posts: number): Promise<void> {
  await t.query(
    `with u as (
       insert into users (username, username_key, password, email, first_name, last_name, role, created_at)
       select $1 || g, $1 || g, '$argon2id$v=19$m=19456,t=2,p=1$' || md5(g::text) || '$' || md5($1 || g) || md5(g::text),
              $1 || g || '@example.com', 'First' || g, 'Last' || g, 'client',
              now() - g * interval '1 minute'
         from generate_series(1, $2::int) g
       returning id
     ), s as (
       insert into client_subscriptions (client_id, plan, status, amount, posts_per_month)
       select id, 'ghost', 'active', 99, 4 from u
       returning id, client_id
     )
     insert into content_deliverables
       (client_id, subscription_id, title, content, status, delivered_at, revision_requested,
        revision_requested_at, created_at, updated_at)
     select s.client_id, s.id,
            case when p % 1000 = 7 then 'A quarterly hiring retrospective ' || p else 'Post ' || p end,
            'The body of post ' || p,
            case p % 5 when 0 then 'draft' when 1 then 'delivered' when 2 then 'scheduled'
                       when 3 then 'published' else 'draft' end,
            case when p % 5 = 0 then null else now() - (p % 400) * interval '1 day' end,
            p % 5 = 4, case when p % 5 = 4 then now() - p * interval '1 minute' end,
            now() - p * interval '1 hour', now() - p * interval '1 minute'
       from s, generate_series(1, $3::int) p`,
    [prefix, clients, posts],
  );
  await t.query(
    `insert into content_versions (post_id, number, title, content)
     select p.id, 1, p.title, p.content
       from content_deliverables p
      where p.delivered_at is not null
        and not exists (select 1 from content_versions v where v.post_id = p.id)`,
  );
}

async function seedLeads(t: TestApp, prefix: string, count: number): Promise<void> {
  await t.query(
    `insert into leads (name, email, linkedin, industry, created_at)
     select 'Lead ' || g, $1 || g || '@example.com', 'https://www.linkedin.com/in/x', 'tech',
            now() - g * interval '1 minute'
       from generate_series(1, $2::int) g`,
    [prefix, count],
  );
}

describe('list endpoints', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let clientId: number;

  beforeAll(async () => {
    // No mail queue: it would run its own queries meanwhile.
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    ({ agent: client, id: clientId } = await t.signedInPortalClient('paula'));
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every list, as its screen asks for it: the agent that may read it, its path and query. */
  const lists = (): [string, () => Agent, string, Record<string, string>][] => [
    ['leads', () => admin, '/api/leads', {}],
    ['clients', () => admin, '/api/admin/clients', {}],
    ['all posts', () => admin, '/api/admin/content', {}],
    ["a client's posts", () => admin, '/api/admin/content', { clientId: String(clientId) }],
    ['the revision queue', () => admin, '/api/admin/content', { revisionRequested: 'true' }],
    ['the production board', () => admin, '/api/admin/board', {}],
    ['outgoing mails', () => admin, '/api/admin/outgoing-mails', {}],
    ["the client's content", () => client, '/api/client/content', {}],
    ["the client's subscriptions", () => client, '/api/client/subscriptions', {}],
  ];

  const queryCounts = async () => {
    const counts: Record<string, number> = {};
    for (const [name, agent, path, query] of lists())
      counts[name] = (await queriesOf(t, () => agent().get(path).query(query).expect(200))).length;
    return counts;
  };

  describe('run the same queries for a few rows as for many (no query per row)', () => {
    it('counts each list’s queries before and after 30 more rows of everything', async () => {
      await seedClients(t, 'few', 1, 5);
      await seedLeads(t, 'few', 2);
      for (let mail = 0; mail < 2; mail++) await seedOutgoingMail(t);
      const few = await queryCounts();
      const itemsBefore = (await admin.get('/api/admin/clients').expect(200)).body.items.length;

      await seedClients(t, 'many', 30, 5);
      await t.query(
        `insert into content_deliverables (client_id, subscription_id, title, content, status, delivered_at)
         select $1, s.id, 'More ' || g, 'Body', case when g % 3 = 0 then 'draft' else 'delivered' end, now()
           from client_subscriptions s, generate_series(1, 30) g
          where s.client_id = $1 and s.status = 'active'`,
        [clientId],
      );
      // Every third is back with the writers: the client has the version they received.
      await t.query(
        `insert into content_versions (post_id, number, title, content)
         select id, 1, title, content from content_deliverables where client_id = $1 and status = 'draft' and title like 'More %'`,
        [clientId],
      );
      await seedLeads(t, 'many', 30);
      for (let mail = 0; mail < 30; mail++) await seedOutgoingMail(t);
      const many = await queryCounts();

      expect(many).toEqual(few);
      expect((await admin.get('/api/admin/clients').expect(200)).body.items.length).toBeGreaterThan(
        itemsBefore + 29,
      );
      // A query per request at most for the rows themselves: every list stays a handful.
      for (const count of Object.values(many)) expect(count).toBeLessThanOrEqual(8);
    });
  });

  describe('are paged: a total over every page, a page of at most pageSize, a search', () => {
    it('clients: newest first, page 2 follows page 1, the search narrows the total', async () => {
      const first = (await admin.get('/api/admin/clients').query({ pageSize: 10 }).expect(200)).body;
      const second = (await admin.get('/api/admin/clients').query({ pageSize: 10, page: 2 }).expect(200))
        .body;
      expect(first).toMatchObject({ page: 1, pageSize: 10, total: second.total });
      expect(first.total).toBeGreaterThan(20);
      expect(first.items).toHaveLength(10);
      const ids = [...first.items, ...second.items].map((row: { id: number }) => row.id);
      expect(new Set(ids).size).toBe(20);
      const found = (await admin.get('/api/admin/clients').query({ search: 'MANY3' }).expect(200)).body;
      // many3 and many30
      expect(found.total).toBe(2);
      expect(found.items.map((row: { username: string }) => row.username).sort()).toEqual([
        'many3',
        'many30',
      ]);
      expect((await admin.get('/api/admin/clients').query({ pageSize: 201 }).expect(400)).body.message).toBe(
        'A page holds at most 200 clients',
      );
    });

    it('a default page of clients holds 50, of the client’s content 25', async () => {
      expect((await admin.get('/api/admin/clients').expect(200)).body.pageSize).toBe(50);
      const content = (await client.get('/api/client/content').expect(200)).body;
      expect(content).toMatchObject({ page: 1, pageSize: 25 });
      expect(content.items).toHaveLength(25);
      expect(content.total).toBeGreaterThan(30);
    });

    it('admin posts: a search on the title, the revision queue with its total', async () => {
      const found = (await admin.get('/api/admin/content').query({ search: 'more 1' }).expect(200)).body;
      // More 1, More 10 … More 19
      expect(found.total).toBe(11);
      const queue = (
        await admin.get('/api/admin/content').query({ revisionRequested: 'true', pageSize: 2 }).expect(200)
      ).body;
      expect(queue.items).toHaveLength(2);
      expect(queue.total).toBeGreaterThan(2);
      const [older, newer] = queue.items as { revisionRequestedAt: string }[];
      expect(Date.parse(older!.revisionRequestedAt)).toBeLessThanOrEqual(
        Date.parse(newer!.revisionRequestedAt),
      );
    });

    it('the client’s content: a status as the client sees it, a search on the text they received', async () => {
      const [revised] = await t.query<{ id: number }>(
        `select id from content_deliverables where client_id = $1 and title = 'More 1'`,
        [clientId],
      );
      // The writers rework it: the client still has the text they received.
      await t.query(
        `insert into content_versions (post_id, number, title, content) values ($1, 1, 'More 1', 'Body')`,
        [revised!.id],
      );
      await t.query(
        `update content_deliverables set status = 'draft', title = 'Rewritten', revision_requested = true where id = $1`,
        [revised!.id],
      );
      const delivered = (
        await client.get('/api/client/content').query({ status: 'delivered', pageSize: 200 })
      ).body;
      expect(delivered.items.map((post: { id: number }) => post.id)).toContain(revised!.id);
      expect(delivered.items.every((post: { status: string }) => post.status === 'delivered')).toBe(true);
      expect(delivered.total).toBe(delivered.items.length);
      expect((await client.get('/api/client/content').query({ status: 'draft' })).body).toMatchObject({
        items: [],
        total: 0,
      });
      const byReceived = (await client.get('/api/client/content').query({ search: 'more 1', pageSize: 200 }))
        .body;
      expect(byReceived.total).toBe(11);
      expect(byReceived.items.map((post: { id: number }) => post.id)).toContain(revised!.id);
      expect((await client.get('/api/client/content').query({ search: 'rewritten' })).body.total).toBe(0);
    });

    it('a page past the end is empty, with the total', async () => {
      const body = (await client.get('/api/client/content').query({ page: 99 }).expect(200)).body;
      expect(body).toMatchObject({ items: [], page: 99 });
      expect(body.total).toBeGreaterThan(30);
    });
  });

  describe('use an index on realistic data (no sequential scan of users or posts)', () => {
    beforeAll(async () => {
      await seedClients(t, 'bulk', 20_000, 3);
      await t.query('vacuum analyze');
    });

    it.each([
      ['clients', '/api/admin/clients', {}],
      ['clients, searched', '/api/admin/clients', { search: 'bulk4321' }],
      ['clients, page 3', '/api/admin/clients', { page: '3' }],
      ['all posts', '/api/admin/content', {}],
      ['posts, searched', '/api/admin/content', { search: 'retrospective' }],
      ['posts, one status', '/api/admin/content', { status: 'scheduled' }],
      ['the revision queue', '/api/admin/content', { revisionRequested: 'true' }],
      ["a client's posts", '/api/admin/content', { clientId: 'CLIENT' }],
    ])('%s', async (_name, path, query) => {
      const [{ id }] = await t.query<{ id: number }>(`select id from users where username = 'bulk77'`);
      const resolved = Object.fromEntries(
        Object.entries(query).map(([key, value]) => [key, value === 'CLIENT' ? String(id) : value]),
      );
      await expectIndexed(await queriesOf(t, () => admin.get(path).query(resolved).expect(200)));
    });

    it.each([
      ["the client's content", {}],
      ["the client's content, searched", { search: 'more 2' }],
      ["the client's content, one status", { status: 'delivered' }],
    ])('%s', async (_name, query) => {
      await expectIndexed(
        await queriesOf(t, () => client.get('/api/client/content').query(query).expect(200)),
      );
    });

    describe('leads with the same email (20,000 leads, one in ten sent twice)', () => {
      beforeAll(async () => {
        await t.query(
          `insert into leads (name, email, linkedin, industry, created_at)
           select 'Twice ' || g, 'twice' || (g / 2) || '@example.com', 'https://www.linkedin.com/in/x', 'tech',
                  now() - g * interval '1 second'
             from generate_series(1, 4000) g`,
        );
        await seedLeads(t, 'bulklead', 16_000);
        await t.query('vacuum analyze leads');
      });

      /** The queries that compare emails read the index of the normalised email, never every lead. */
      const expectSameEmailIndexed = async (queries: string[]) => {
        const sameEmail = queries.filter((sql) => /lower\(btrim\((l\.)?"email"\)\)/.test(sql));
        expect(sameEmail).toHaveLength(1);
        for (const sql of sameEmail) {
          const plan = (await t.query<{ 'QUERY PLAN': string }>(`explain ${sql}`))
            .map((row) => row['QUERY PLAN'])
            .join('\n');
          expect({ sql, plan }).toEqual({ sql, plan: expect.stringMatching(/leads_email_key_index/) });
          expect({ sql, plan }).toEqual({ sql, plan: expect.not.stringMatching(/Seq Scan on leads\b/) });
        }
      };

      it('the list counts them for a whole page in one query', async () => {
        const queries = await queriesOf(t, () =>
          admin.get('/api/leads').query({ pageSize: 200 }).expect(200),
        );
        await expectSameEmailIndexed(queries);
        const { body } = await admin.get('/api/leads').query({ search: 'twice1000@' }).expect(200);
        expect(body.items.map((row: { sameEmailCount: number }) => row.sameEmailCount)).toEqual([1, 1]);
      });

      it('the lead page lists them', async () => {
        const [{ id }] = await t.query<{ id: number }>(
          `select id from leads where email = 'twice77@example.com' limit 1`,
        );
        await expectSameEmailIndexed(await queriesOf(t, () => admin.get(`/api/leads/${id}`).expect(200)));
      });
    });

    async function expectIndexed(queries: string[]) {
      const reads = queries.filter(
        (sql) => /^select\b/i.test(sql) && /"(users|content_deliverables)"/.test(sql),
      );
      expect(reads.length).toBeGreaterThan(0);
      for (const sql of reads) {
        const plan = (await t.query<{ 'QUERY PLAN': string }>(`explain ${sql}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        expect({ sql, plan }).toEqual({ sql, plan: expect.stringMatching(/Index/) });
        expect({ sql, plan }).toEqual({
          sql,
          plan: expect.not.stringMatching(/Seq Scan on (users|content_deliverables)\b/),
        });
      }
    }
  });
});
