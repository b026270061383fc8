import { jest } from '@jest/globals';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { Post } from '../src/content/post.entity.js';
import { PerformanceReminders } from '../src/performance/performance-reminders.js';
import { PerformanceReport } from '../src/performance/performance-report.js';
import { PerformanceSnapshot } from '../src/performance/performance-snapshot.entity.js';
import { ClientSubscription } from '../src/subscriptions/client-subscription.entity.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

const PUBLIC_URL = 'https://ghostline.test';
const at = (iso: string) => new Date(iso);

interface Summary {
  months: { month: string; published: number; impressions: number; engagementRate: number | null }[];
  totals: { published: number; impressions: number; engagementRate: number | null };
  bestPosts: {
    id: number;
    title: string;
    publishedAt: string;
    impressions: number;
    engagementRate: number;
  }[];
}

/**
 * The performance summaries (docs/product.md, Performance) (the client's dashboard card, the team's client
 * page), the board's "Engagement falling", the reminder mails 3 and 14 days after publishing, and the monthly
 * report. Snapshots are written straight to the database (recording them is another part's); the app's clock
 * is moved, never waited for.
 */
describe('performance insights', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let clock: Clock;
  let clients = 0;

  beforeAll(async () => {
    const smtpUrl = await mailbox.start();
    t = await createTestApp({ env: { SMTP_URL: smtpUrl, PUBLIC_URL } });
    admin = await t.signedInAdmin();
    clock = t.app.get(Clock);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  const setClock = (when: string) => jest.spyOn(clock, 'now').mockReturnValue(at(when));

  /**
   * A client of their own, seeded with the portal's demo posts but without the published one (and
   * its numbers), so that each test counts only the posts it publishes.
   */
  async function newClient(): Promise<{ id: number; agent: Agent; email: string; subscription: number }> {
    const username = `perf${++clients}`;
    await t.query('delete from rate_limits');
    const { id, agent } = await t.signedInPortalClient(username);
    const [{ id: subscription }] = await t.query<{ id: number }>(
      `select id from client_subscriptions where client_id = $1 and status = 'active'`,
      [id],
    );
    await t.query(`delete from content_deliverables where client_id = $1 and status = 'published'`, [id]);
    return { id, agent, email: `${username}@example.com`, subscription };
  }

  /** A post of the client's, published at `publishedAt` (delivered then too, unless said). */
  async function published(
    client: { id: number; subscription: number },
    title: string,
    publishedAt: string | null,
    fields: Partial<{ status: Post['status']; deliveredAt: Date; performanceRemindersSent: number }> = {},
  ): Promise<number> {
    const em = t.orm.em.fork();
    const post = em.create(Post, {
      client: client.id,
      subscription: em.getReference(ClientSubscription, client.subscription),
      title,
      content: `${title}: the post's words.`,
      status: 'published',
      publishedAt: publishedAt ? at(publishedAt) : null,
      deliveredAt: publishedAt ? at(publishedAt) : null,
      ...fields,
    });
    await em.flush();
    return post.id;
  }

  /** A snapshot of a post's numbers, as the recording part stores it. */
  async function snapshot(
    post: number,
    recordedOn: string,
    impressions: number,
    interactions: { reactions?: number; comments?: number; reposts?: number } = {},
  ): Promise<void> {
    const em = t.orm.em.fork();
    em.create(PerformanceSnapshot, {
      post: em.getReference(Post, post),
      recordedOn,
      impressions,
      reactions: interactions.reactions ?? 0,
      comments: interactions.comments ?? 0,
      reposts: interactions.reposts ?? 0,
    });
    await em.flush();
  }

  describe('the summary', () => {
    it("counts each month's published posts at their latest numbers, and names the best 3", async () => {
      const client = await newClient();
      const early = await published(client, 'Too old to count', '2026-09-30T23:00:00Z');
      await snapshot(early, '2026-10-02', 99_999, { reactions: 9_999 });
      // November: two posts, the first with two snapshots (the latest counts), the second with none.
      const a = await published(client, 'Hiring for one', '2026-11-03T09:00:00Z');
      await snapshot(a, '2026-11-05', 500, { reactions: 10 });
      await snapshot(a, '2026-11-20', 1_000, { reactions: 30, comments: 8, reposts: 2 });
      await published(client, 'No numbers yet', '2026-11-10T09:00:00Z');
      // Two snapshots of one day: the later one (higher id) is current.
      const b = await published(client, 'Pricing mistakes', '2027-01-15T09:00:00Z');
      await snapshot(b, '2027-01-20', 2_000, { reactions: 50 });
      await snapshot(b, '2027-01-20', 3_000, { reactions: 90 });
      const c = await published(client, 'Cold outreach', '2027-03-01T00:00:00Z');
      await snapshot(c, '2027-03-05', 1_000, { reactions: 50, comments: 10 });
      const d = await published(client, 'Same rate, fewer eyes', '2027-03-02T00:00:00Z');
      await snapshot(d, '2027-03-05', 500, { reactions: 30 });
      const zero = await published(client, 'Nobody saw it', '2027-03-03T00:00:00Z');
      await snapshot(zero, '2027-03-05', 0);
      // Not published in the window: a draft with no publish date.
      await published(client, 'A draft', null, { status: 'draft' });

      setClock('2027-03-31T23:59:00Z');
      const { body } = (await client.agent.get('/api/client/performance').expect(200)) as { body: Summary };
      expect(body.months).toEqual([
        { month: '2026-10', published: 0, impressions: 0, engagementRate: null },
        { month: '2026-11', published: 2, impressions: 1_000, engagementRate: 0.04 },
        { month: '2026-12', published: 0, impressions: 0, engagementRate: null },
        { month: '2027-01', published: 1, impressions: 3_000, engagementRate: 0.03 },
        { month: '2027-02', published: 0, impressions: 0, engagementRate: null },
        { month: '2027-03', published: 3, impressions: 1_500, engagementRate: 0.06 },
      ]);
      expect(body.totals).toEqual({
        published: 6,
        impressions: 5_500,
        engagementRate: (40 + 90 + 90) / 5_500,
      });
      // 6% each: the one with more impressions first; then 4%; never the post without impressions.
      expect(body.bestPosts.map((post) => [post.title, post.impressions, post.engagementRate])).toEqual([
        ['Cold outreach', 1_000, 0.06],
        ['Same rate, fewer eyes', 500, 0.06],
        ['Hiring for one', 1_000, 0.04],
      ]);
      expect(body.bestPosts[0]).toMatchObject({ id: c, publishedAt: '2027-03-01T00:00:00.000Z' });

      // The team sees the same on the client's page.
      const team = await admin.get(`/api/admin/clients/${client.id}/performance`).expect(200);
      expect(team.body).toEqual(body);
    });

    it('is zeros with no best post for a client with nothing published', async () => {
      const client = await newClient();
      setClock('2027-03-31T12:00:00Z');
      const { body } = (await client.agent.get('/api/client/performance').expect(200)) as { body: Summary };
      expect(body.months).toHaveLength(6);
      expect(body.months.every((month) => month.published === 0 && month.engagementRate === null)).toBe(true);
      expect(body.totals).toEqual({ published: 0, impressions: 0, engagementRate: null });
      expect(body.bestPosts).toEqual([]);
    });

    it("shows a client only their own, a writer only their clients', and 404 for anyone else's", async () => {
      const mine = await newClient();
      const other = await newClient();
      const post = await published(other, "The other client's post", '2027-03-02T00:00:00Z');
      await snapshot(post, '2027-03-05', 1_000, { reactions: 10 });
      setClock('2027-03-31T12:00:00Z');
      const own = (await mine.agent.get('/api/client/performance').expect(200)) as { body: Summary };
      expect(own.body.totals.impressions).toBe(0);

      await createTeamMember(t, { username: 'perfwriter' });
      await t.query(
        `update users set assigned_to_id = (select id from users where username = 'perfwriter') where id = $1`,
        [other.id],
      );
      const writer = await signInMember(t, 'perfwriter');
      const theirs = await writer.get(`/api/admin/clients/${other.id}/performance`).expect(200);
      expect(theirs.body.totals.impressions).toBe(1_000);
      const notTheirs = await writer.get(`/api/admin/clients/${mine.id}/performance`).expect(404);
      expect(notTheirs.body.message).toBe('Client not found');
      await admin.get('/api/admin/clients/999999/performance').expect(404);
      await mine.agent.get(`/api/admin/clients/${mine.id}/performance`).expect(403);
      await writer.get('/api/client/performance').expect(403);
    });
  });

  describe("the board's Engagement falling", () => {
    it('lists the clients whose rate fell most, with impressions in both windows, at most 5, in scope', async () => {
      setClock('2030-06-30T12:00:00Z');
      // Before: 60 to 30 days ago; after: the last 30 days.
      const before = '2030-05-15T12:00:00Z';
      const after = '2030-06-15T12:00:00Z';
      const made: { id: number; fall: number }[] = [];
      // Seven clients falling by 1 to 7 points (5% → 4% … 5% → −: 12% → 5%).
      for (let fall = 1; fall <= 7; fall += 1) {
        const client = await newClient();
        const old = await published(client, 'Before', before);
        await snapshot(old, '2030-05-20', 1_000, { reactions: 50 + fall * 10 });
        const recent = await published(client, 'After', after);
        await snapshot(recent, '2030-06-20', 1_000, { reactions: 50 });
        made.push({ id: client.id, fall });
      }
      // Rising, or with no impressions before: not listed.
      const rising = await newClient();
      await snapshot(await published(rising, 'Before', before), '2030-05-20', 1_000, { reactions: 10 });
      await snapshot(await published(rising, 'After', after), '2030-06-20', 1_000, { reactions: 90 });
      const newcomer = await newClient();
      await published(newcomer, 'Before, no numbers', before);
      await snapshot(await published(newcomer, 'After', after), '2030-06-20', 1_000, { reactions: 10 });

      const { body } = await admin.get('/api/admin/board').expect(200);
      const rows = body.engagementFalling as {
        clientId: number;
        name: string;
        before: number;
        after: number;
        change: number;
      }[];
      expect(rows.map((row) => row.clientId)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((client) => client.id),
      );
      expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', before: 0.12, after: 0.05 });
      expect(rows[0]!.change).toBeCloseTo(-7);

      // A writer's board holds their own clients only.
      await createTeamMember(t, { username: 'boardwriter' });
      await t.query(
        `update users set assigned_to_id = (select id from users where username = 'boardwriter') where id = $1`,
        [made[0]!.id],
      );
      const writer = await signInMember(t, 'boardwriter');
      const writers = await writer.get('/api/admin/board').expect(200);
      expect(writers.body.engagementFalling.map((row: { clientId: number }) => row.clientId)).toEqual([
        made[0]!.id,
      ]);
      expect(writers.body.engagementFalling[0].change).toBeCloseTo(-1);
    });

    it('is empty when nobody fell', async () => {
      setClock('2040-01-01T00:00:00Z');
      const { body } = await admin.get('/api/admin/board').expect(200);
      expect(body.engagementFalling).toEqual([]);
    });
  });

  describe('the reminders', () => {
    const reminders = () => t.app.get(PerformanceReminders);
    const sentCount = async (post: number) =>
      (
        await t.query<{ n: number }>(
          'select performance_reminders_sent as n from content_deliverables where id = $1',
          [post],
        )
      )[0]!.n;
    const remindersTo = async (email: string) => {
      await t.mailsSettled();
      return t.query<{ subject: string }>(
        `select subject from outgoing_mails where kind = 'performance_reminder' and recipient = $1 order by id`,
        [email],
      );
    };

    it('mails the client 3 days after publishing, then 14, never twice however often it runs', async () => {
      const client = await newClient();
      const post = await published(client, 'Hiring for one', '2031-01-01T10:00:00Z');

      setClock('2031-01-04T09:59:00Z');
      await reminders().run();
      expect(await remindersTo(client.email)).toEqual([]);

      setClock('2031-01-04T10:00:00Z');
      await Promise.all([reminders().run(), reminders().run()]);
      await reminders().run();
      expect(await remindersTo(client.email)).toEqual([{ subject: "How is 'Hiring for one' doing?" }]);
      expect(await sentCount(post)).toBe(1);
      const mail = await mailbox.waitFor(client.email, /How is 'Hiring for one' doing\?/);
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(
        `${PUBLIC_URL}/dashboard/content/${post}?record=performance`,
      );
      expect(mail.text).toContain('on LinkedIn for 3 days');

      setClock('2031-01-15T10:00:00Z');
      await Promise.all([reminders().run(), reminders().run()]);
      expect(await remindersTo(client.email)).toHaveLength(2);
      expect(await sentCount(post)).toBe(2);
      await reminders().run();
      expect(await remindersTo(client.email)).toHaveLength(2);
    });

    it('sends only the 14-day reminder to a post past 14 days that never had the first', async () => {
      const client = await newClient();
      const post = await published(client, 'Late to the party', '2031-02-01T10:00:00Z');
      setClock('2031-02-20T10:00:00Z');
      await reminders().run();
      expect(await remindersTo(client.email)).toHaveLength(1);
      expect(await sentCount(post)).toBe(2);
      const mail = await mailbox.waitFor(client.email, /Late to the party/);
      expect(mail.text).toContain('on LinkedIn for 14 days');
    });

    it('asks nobody who already recorded numbers from that point on', async () => {
      const client = await newClient();
      const post = await published(client, 'Already counted', '2031-03-01T10:00:00Z');
      await snapshot(post, '2031-03-03', 200, { reactions: 4 });
      setClock('2031-03-04T10:00:00Z');
      await reminders().run();
      expect(await remindersTo(client.email)).toEqual([]);
      expect(await sentCount(post)).toBe(1);

      // At 14 days the early snapshot is not enough: they are asked.
      setClock('2031-03-15T10:00:00Z');
      await reminders().run();
      expect(await remindersTo(client.email)).toHaveLength(1);

      // A snapshot on or after day 14 answers the 14-day reminder.
      const second = await published(client, 'Counted late', '2031-03-01T10:00:00Z', {
        performanceRemindersSent: 1,
      });
      await snapshot(second, '2031-03-15', 900, { reactions: 40 });
      await reminders().run();
      expect(await remindersTo(client.email)).toHaveLength(1);
      expect(await sentCount(second)).toBe(2);
    });

    it('skips erased clients, and posts that are not published', async () => {
      const client = await newClient();
      const post = await published(client, 'Erased later', '2031-04-01T10:00:00Z');
      const unpublished = await published(client, 'Delivered only', '2031-04-01T10:00:00Z', {
        status: 'delivered',
      });
      await admin.post(`/api/admin/clients/${client.id}/erasure`).expect(200);
      setClock('2031-04-05T10:00:00Z');
      await reminders().run();
      await t.mailsSettled();
      const mails = await t.query(
        `select id from outgoing_mails where kind = 'performance_reminder' and recipient = $1`,
        [client.email],
      );
      expect(mails).toEqual([]);
      expect(await sentCount(post)).toBe(1);
      expect(await sentCount(unpublished)).toBe(0);
    });
  });

  describe('the monthly report', () => {
    const report = () => t.app.get(PerformanceReport);
    const reportsTo = async (email: string) => {
      await t.mailsSettled();
      return t.query<{ subject: string }>(
        `select subject from outgoing_mails where kind = 'performance_report' and recipient = $1`,
        [email],
      );
    };

    it('tells last month against the month before, with the best post, once per month', async () => {
      const client = await newClient();
      // October: 1,000 impressions at 3%.
      const october = await published(client, 'October post', '2032-10-10T10:00:00Z');
      await snapshot(october, '2032-10-20', 1_000, { reactions: 30 });
      // November: two posts published, 1,180 impressions at 5%; a third only delivered.
      const best = await published(client, 'Hiring for one', '2032-11-03T10:00:00Z');
      await snapshot(best, '2032-11-10', 1_000, { reactions: 50, comments: 5 });
      const other = await published(client, 'Pricing mistakes', '2032-11-12T10:00:00Z');
      await snapshot(other, '2032-11-20', 180, { reactions: 4 });
      await published(client, 'Waiting for review', null, {
        status: 'delivered',
        deliveredAt: at('2032-11-20T10:00:00Z'),
      });
      // A client with nothing in November gets nothing.
      const quiet = await newClient();
      await published(quiet, 'October only', '2032-10-10T10:00:00Z');

      setClock('2032-12-01T08:00:00Z');
      const month = at('2032-11-01T00:00:00Z');
      await Promise.all([report().send(month), report().send(month)]);
      await report().send(month);
      expect(await reportsTo(client.email)).toEqual([{ subject: 'Your November on LinkedIn' }]);
      expect(await reportsTo(quiet.email)).toEqual([]);
      const [recorded] = await t.query<{ period: string }>(
        `select to_char(period, 'YYYY-MM-DD') as period from periodic_mails where client_id = $1 and kind = 'performance_report'`,
        [client.id],
      );
      expect(recorded).toEqual({ period: '2032-11-01' });

      const mail = await mailbox.waitFor(client.email, /Your November on LinkedIn/);
      expect(mail.text).toContain('In November we delivered 3 posts and you published 2.');
      expect(mail.text).toContain('1,180 impressions (+18% on October).');
      expect(mail.text).toContain('5.0% engagement (+2.0 points on October).');
      expect(mail.text).toContain('Your best post: "Hiring for one", 5.5% engagement on 1,000 impressions.');
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/dashboard`);
    });

    it('runs on the 1st of each month for the month before', async () => {
      const [schedule] = await t.query<{ cron: string }>(
        `select cron from pgboss.schedule where name = 'performance-report'`,
      );
      // The test app takes the schedules off (suites run them at their own clock); the code names it.
      expect(schedule).toBeUndefined();
      const { PERFORMANCE_REPORT_CRON } = await import('../src/performance/performance-report.js');
      expect(PERFORMANCE_REPORT_CRON).toBe('0 8 1 * *');
    });
  });
});
