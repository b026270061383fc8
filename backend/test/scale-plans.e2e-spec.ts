import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { queriesOf } from './utils/queries.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

/**
 * The reads behind the board, the calendar, the performance figures and the leads list at a later
 * page or in another order, as list-paging.e2e-spec.ts checks the lists: on a realistic amount of data
 * (seeded once, set-based: 1,500 clients with 24 posts each, half published with 3 snapshots each,
 * 30,000 leads, 20,000 mails), every query on the big tables (posts, snapshots, leads, mails) is served by an index, never a sequential scan. What
 * `npm run bench:scale` times at ten times the data.
 */

type Agent = ReturnType<typeof request.agent>;

/**
 * The tables that grow with the work: posts, their snapshots, leads and mails. (The users, a thousand or two,
 * are rightly read whole where a page needs every client, as the board does, or joined by hash.)
 */
const BIG_TABLES = ['content_deliverables', 'performance_snapshots', 'leads', 'outgoing_mails'];

describe('the reads at scale use an index', () => {
  let t: TestApp;
  let admin: Agent;
  let writer: Agent;
  let client: Agent;
  let clientId: number;
  let writersClient: number;
  let post: number;

  beforeAll(async () => {
    // No mail queue: it would run its own queries meanwhile.
    t = await createTestApp({ queue: false });
    admin = await t.signedInAdmin();
    ({ agent: client, id: clientId } = await t.signedInPortalClient('paula'));
    const writerId = await createTeamMember(t, { username: 'wanda' });
    writer = await signInMember(t, 'wanda');
    await t.query(
      `with u as (
         insert into users (username, username_key, password, email, first_name, last_name, role, assigned_to_id, created_at)
         select 'scale' || g, 'scale' || g, 'x', 'scale' || g || '@example.com', 'First' || g, 'Last' || g, 'client',
                case when g % 30 = 0 then $1::int end, now() - g * interval '1 minute'
           from generate_series(1, 1500) g
         returning id
       ), s as (
         insert into client_subscriptions (client_id, plan, status, amount, posts_per_month)
         select id, 'echo', 'active', 599, 12 from u
         returning id, client_id
       )
       insert into content_deliverables (client_id, subscription_id, title, content, status, scheduled_for,
                                         published_at, delivered_at, created_at, updated_at)
       select s.client_id, s.id, 'Post ' || n, 'The body of post ' || n,
              case when n % 2 = 0 then 'published' when n % 6 = 1 then 'scheduled' when n % 6 = 3 then 'delivered' else 'draft' end,
              case when n % 2 = 0 then now() - (n * 7 + s.client_id % 7) * interval '1 day'
                   when n % 6 = 1 then now() + (n + s.client_id % 7) * interval '1 day' end,
              case when n % 2 = 0 then now() - (n * 7 + s.client_id % 7) * interval '1 day' end,
              case when n % 6 <> 5 then now() - n * 7 * interval '1 day' end,
              now() - n * 7 * interval '1 day', now() - n * 7 * interval '1 day'
         from s, generate_series(1, 24) n`,
      [writerId],
    );
    await t.query(
      `insert into performance_snapshots (post_id, recorded_on, impressions, reactions, comments, reposts)
       select p.id, (p.published_at + k * interval '3 days')::date, 1000 + k * 100, 20 + k, 5, 1
         from content_deliverables p, generate_series(1, 3) k
        where p.status = 'published'`,
    );
    await t.query(
      `insert into leads (name, email, linkedin, industry, status, is_onboarded, created_at, updated_at)
       select 'Lead ' || g, 'lead' || g || '@example.com', 'https://www.linkedin.com/in/x',
              (array['tech','finance','healthcare'])[1 + g % 3], (array['new','contacted','converted','archived'])[1 + g % 4],
              g % 50 = 0, now() - g * interval '1 minute', now() - g * interval '1 minute'
         from generate_series(1, 30000) g`,
    );
    await t.query(
      `insert into outgoing_mails (kind, recipient, subject, message_id, status, created_at, updated_at)
       select 'lead_confirmation', 'reader' || g || '@example.com', 'Your post ' || g, '<scale-' || g || '@example.com>',
              case when g % 10 = 0 then 'failed' else 'sent' end, now() - g * interval '1 minute', now()
         from generate_series(1, 20000) g`,
    );
    await t.query('vacuum analyze');
    [{ id: writersClient }] = await t.query<{ id: number }>(
      `select id from users where assigned_to_id = $1 order by id limit 1`,
      [writerId],
    );
    [{ id: post }] = await t.query<{ id: number }>(
      `select id from content_deliverables where client_id = $1 and status = 'published' limit 1`,
      [writersClient],
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A month's grid of the calendar around today (42 days from the Monday before the 1st), and a week. */
  const today = new Date();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const gridStart = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const month = { from: day(gridStart), to: day(new Date(gridStart.getTime() + 41 * 86_400_000)), tz: 'UTC' };
  const week = { from: day(today), to: day(new Date(today.getTime() + 6 * 86_400_000)), tz: 'UTC' };

  it.each([
    ['the board', '/api/admin/board', {}],
    ['the calendar, a month', '/api/admin/calendar', month],
    ['the calendar, a week', '/api/admin/calendar', week],
    ['leads, a late page', '/api/leads', { page: '500' }],
    ['leads, a late page of one status', '/api/leads', { status: 'contacted', page: '100' }],
    ['leads by name', '/api/leads', { sort: 'name', order: 'asc' }],
    ['leads by email, a late page', '/api/leads', { sort: 'email', order: 'desc', page: '300' }],
    ['leads by industry', '/api/leads', { sort: 'industry', order: 'asc' }],
    ['leads by status', '/api/leads', { sort: 'status', order: 'desc' }],
    ['leads by last update', '/api/leads', { sort: 'updatedAt', order: 'desc' }],
    ['outgoing mail, searched', '/api/admin/outgoing-mails', { search: 'reader4242@' }],
    ['outgoing mail, a late page', '/api/admin/outgoing-mails', { page: '300' }],
  ])("an admin's %s", async (_name, path, query) => {
    await expectIndexed(await queriesOf(t, () => admin.get(path).query(query).expect(200)));
  });

  it.each([
    ['the board', () => '/api/admin/board', {}],
    ['the calendar, a month', () => '/api/admin/calendar', month],
    ["a client's performance card", () => `/api/admin/clients/${writersClient}/performance`, {}],
    [
      "a client's posts with their latest numbers",
      () => `/api/admin/clients/${writersClient}/performance/posts`,
      {},
    ],
    ["a post's numbers", () => `/api/admin/content/${post}/performance`, {}],
  ])("a writer's %s", async (_name, path, query) => {
    await expectIndexed(await queriesOf(t, () => writer.get(path()).query(query).expect(200)));
  });

  it.each([
    ['performance card', '/api/client/performance', {}],
    ['calendar, a month', '/api/client/calendar', month],
  ])("the client's %s", async (_name, path, query) => {
    await expectIndexed(await queriesOf(t, () => client.get(path).query(query).expect(200)));
    expect(clientId).toBeGreaterThan(0);
  });

  /**
   * Every read of a big table is planned on an index: no sequential scan of it. Except the count of
   * a whole table (a list's total, unfiltered): it reads every row whatever the plan, and PostgreSQL
   * takes the table or an index-only scan, whichever its statistics make cheaper (one or the other
   * here, from run to run, as autovacuum has or has not passed).
   */
  async function expectIndexed(queries: string[]) {
    const wholeCount = /^select count\(\*\) as "count" from "\w+" as "\w+"$/;
    const reads = queries.filter(
      (sql) =>
        /^\s*(select|with)\b/i.test(sql) &&
        !wholeCount.test(sql.trim()) &&
        BIG_TABLES.some((table) => new RegExp(`"?${table}"?\\b`).test(sql)),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const sql of reads) {
      const plan = (await t.query<{ 'QUERY PLAN': string }>(`explain ${sql}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect({ sql, plan }).toEqual({ sql, plan: expect.stringMatching(/Index/) });
      expect({ sql, plan }).toEqual({
        sql,
        plan: expect.not.stringMatching(new RegExp(`Seq Scan on (${BIG_TABLES.join('|')})\\b`)),
      });
    }
  }
});
