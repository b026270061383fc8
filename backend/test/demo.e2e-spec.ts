import { jest } from '@jest/globals';
import { DemoDataService } from '../src/seeders/demo-data.service.js';
import { seedDemo } from '../src/seeders/demo.seeder.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { SubscriptionSchedule } from '../src/subscriptions/subscription-schedule.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

describe('the demo data', () => {
  describe('on the embedded default, at its very first start', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp({ embedded: true, env: { DEMO_DATA: undefined } });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('makes a demo client, printed once, with posts in every status', async () => {
      const credentials = t.app.get(DemoDataService).credentials!.client;
      expect(credentials.username).toBe('demo');
      const client = t.agent();
      await client.post('/api/client/login').send(credentials).expect(200);
      const posts: { status: string; revisionRequested: boolean }[] = (
        await client.get('/api/client/content').expect(200)
      ).body.items;
      // The draft never delivered is the writers' alone; the one sent back for a revision stays
      // delivered to the client while they revise it.
      expect(new Set(posts.map((post) => post.status))).toEqual(
        new Set(['delivered', 'scheduled', 'published']),
      );
      expect(posts.filter((post) => post.revisionRequested).map((post) => post.status)).toEqual([
        'delivered',
      ]);
      const subscriptions = (await client.get('/api/client/subscriptions').expect(200)).body;
      expect(
        subscriptions.map((subscription: { plan: string; status: string }) => subscription.status),
      ).toContain('active');
    });

    it('fills the back office: the client from an onboarded lead, leads with and without onboarding, one waiting over a day', async () => {
      const admin = await t.signedInAdmin();
      const [client] = (await admin.get('/api/admin/clients').expect(200)).body.items;
      expect(client).toMatchObject({
        username: 'demo',
        name: 'Dana Whitfield',
        plan: 'echo',
        revisionsWaiting: 1,
      });
      expect((await admin.get(`/api/admin/clients/${client.id}`).expect(200)).body.voiceBrief).toContain(
        'CONTENT BRIEF: Dana Whitfield',
      );
      // The client page's subscription history reads as a real account's: Echo paid, Ghost ended.
      const history = (await admin.get(`/api/admin/clients/${client.id}/subscription-events`).expect(200))
        .body as { plan: string; kind: string }[];
      expect(history.map(({ plan, kind }) => `${plan} ${kind}`)).toEqual([
        'echo paid',
        'echo renewed',
        'echo paid',
        'echo created',
        'ghost ended',
        'ghost canceled',
        'ghost created',
      ]);

      const leads = (await admin.get('/api/leads').expect(200)).body.items as {
        name: string;
        isOnboarded: boolean;
        status: string;
      }[];
      expect(leads.some((lead) => lead.isOnboarded)).toBe(true);
      expect(leads.some((lead) => !lead.isOnboarded)).toBe(true);
      const board = (await admin.get('/api/admin/board').expect(200)).body;
      expect(board.leadsWaiting.map((lead: { name: string }) => lead.name)).toEqual(['Priya Patel']);
      expect(board.onboardedNotConverted.map((lead: { name: string }) => lead.name)).toEqual(['Marcus Chen']);
      expect(board.clients).toEqual([
        expect.objectContaining({ name: 'Dana Whitfield', owed: 3, revisionsWaiting: 1 }),
      ]);
    });

    it('writes a history the schedule agrees with, however the clock moves while it seeds', async () => {
      // Each read of the clock a few milliseconds later, as on a busy machine.
      let tick = Date.now();
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => (tick += 3));
      try {
        await seedPortalClient(t.orm.em.fork(), {
          username: 'clockdrift',
          password: 'a-seeded-passphrase-9',
          email: 'clockdrift@example.com',
        });
      } finally {
        clock.mockRestore();
      }
      const events = () =>
        t.query<{ kind: string; plan: string }>(
          `select e.kind, s.plan from subscription_events e
             join client_subscriptions s on s.id = e.subscription_id
             join users u on u.id = s.client_id
            where u.username = 'clockdrift' order by e.id`,
        );
      const seeded = await events();
      expect(seeded.filter((event) => event.kind === 'ended')).toEqual([{ kind: 'ended', plan: 'ghost' }]);

      // The schedule's run finds the canceled Ghost's end recorded already: nothing to add.
      await t.app.get(SubscriptionSchedule).run();
      expect(await events()).toEqual(seeded);
    });

    it('has a writer, who signs in at the team’s sign-in and sees the demo client and their draft', async () => {
      const credentials = t.app.get(DemoDataService).credentials!.writer;
      expect(credentials.username).toBe('wes');
      const writer = t.agent();
      await writer.post('/api/admin/login').send(credentials).expect(200);
      expect((await writer.get('/api/admin/check-auth').expect(200)).body).toMatchObject({ role: 'writer' });
      const clients = (await writer.get('/api/admin/clients').expect(200)).body.items;
      expect(clients).toEqual([
        expect.objectContaining({
          username: 'demo',
          assignedTo: expect.objectContaining({ name: 'Wes Porter' }),
        }),
      ]);
      const board = (await writer.get('/api/admin/board').expect(200)).body;
      expect(board.clients).toEqual([expect.objectContaining({ name: 'Dana Whitfield' })]);
      await writer.get('/api/leads').expect(403);
    });

    it('shows a post talked about: what changed, a question answered, a comment not sent, a note the client never sees', async () => {
      const client = t.agent();
      await client.post('/api/client/login').send(t.app.get(DemoDataService).credentials!.client).expect(200);
      const posts: { id: number; title: string }[] = (await client.get('/api/client/content').expect(200))
        .body.items;
      const hiring = posts.find((post) => post.title === 'Hiring is a system, not a hunch')!;
      const post = (await client.get(`/api/client/content/${hiring.id}`).expect(200)).body;
      expect(post.previousVersion).toMatchObject({ number: 1 });
      expect(post.previousVersion.content).not.toBe(post.content);
      const seen = (await client.get(`/api/client/content/${hiring.id}/comments`).expect(200)).body;
      expect(seen.unsent).toBe(1);
      expect(
        seen.threads.map((thread: { body: string; replies: { body: string }[] }) => [
          thread.body,
          thread.replies.map((reply) => reply.body),
        ]),
      ).toEqual([
        ['Would you like to name the scorecard you use, or keep it general?', ['Keep it general, please.']],
        ['Could the last line be a question to the reader?', []],
      ]);
      const writer = t.agent();
      await writer.post('/api/admin/login').send(t.app.get(DemoDataService).credentials!.writer).expect(200);
      const team = (await writer.get(`/api/admin/content/${hiring.id}/comments`).expect(200)).body;
      expect(
        team.threads.map((thread: { body: string; internal: boolean }) => [thread.body, thread.internal]),
      ).toEqual([
        ['Dana prefers plain words: no "synergy", no "leverage".', true],
        ['Would you like to name the scorecard you use, or keep it general?', false],
      ]);
      // Dana's comment not sent yet is on the last line's words, with the words she suggests.
      const last = seen.threads[1];
      expect(seen.text.content.slice(last.anchor.currentStart, last.anchor.currentEnd)).toBe(
        'Here is what changed for us.',
      );
      expect(last.suggestion).toMatchObject({ text: 'Want to know what changed for us?', state: 'pending' });
      // The post in revision carries a suggestion sent with its round, which Wes may accept now.
      const inRevision = posts.find((row) => row.title === 'The first 90 days of a new hire')!;
      const round = (await writer.get(`/api/admin/content/${inRevision.id}/comments`).expect(200)).body;
      expect(
        round.threads.map((thread: { anchor: { quote: string }; suggestion: unknown }) => [
          thread.anchor.quote,
          thread.suggestion,
        ]),
      ).toEqual([
        ['The first 90 days of a new hire.', null],
        [
          'The ones who grow',
          expect.objectContaining({ text: 'The founders who grow', state: 'pending', acceptRefusal: null }),
        ],
      ]);
    });

    it('delivers a post with three images, each with alt text, and one with a PDF carousel, all drawn', async () => {
      const client = t.agent();
      await client.post('/api/client/login').send(t.app.get(DemoDataService).credentials!.client).expect(200);
      const posts: {
        title: string;
        media: { kind: string; documentTitle: string | null; items: never[] } | null;
      }[] = (await client.get('/api/client/content').expect(200)).body.items;
      const withMedia = posts.filter((post) => post.media);
      expect(withMedia.map((post) => [post.title, post.media!.kind, post.media!.items.length])).toEqual([
        ['Our hiring playbook, in nine slides', 'document', 1],
        ['Three rules from our hiring year', 'images', 3],
      ]);
      const [deck, images] = withMedia.map((post) => post.media!);
      expect(images!.items.every((item: { altText: string | null }) => item.altText)).toBe(true);
      const [pdf] = deck!.items as { pageCount: number; pageUrls: string[]; thumbnailUrl: string }[];
      expect(deck!.documentTitle).toBe('The hiring playbook');
      expect(pdf).toMatchObject({ pageCount: 9 });
      expect(pdf.pageUrls).toHaveLength(9);
      // Drawn as an upload draws them: the variants are there to be served.
      for (const url of [
        pdf.thumbnailUrl,
        pdf.pageUrls[8]!,
        (images!.items[2] as { previewUrl: string }).previewUrl,
      ])
        expect((await client.get(url).expect(200)).headers['content-type']).toBe('image/webp');
    });

    it('leaves an account named "wes" that is no writer alone on a second run', async () => {
      await t.query("update users set role = 'client' where username = 'wes'");
      try {
        const [before] = await t.query("select password from users where username = 'wes'");
        await seedDemo(t.orm.em.fork(), { client: 'a-third-demo-password', writer: 'a-third-writer-pass' });
        const [after] = await t.query("select password from users where username = 'wes'");
        expect(after).toEqual(before);
      } finally {
        await t.query("update users set role = 'writer' where username = 'wes'");
      }
    });

    it('run again (npm run seed:demo), only sets new passwords for the demo’s client and writer', async () => {
      const before = await t.query('select count(*)::int as n from content_deliverables');
      const passwords = { client: 'a-new-demo-password-1', writer: 'a-new-writer-password-1' };
      expect(await seedDemo(t.orm.em.fork(), passwords)).toEqual({ created: false });
      expect(await t.query('select count(*)::int as n from content_deliverables')).toEqual(before);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: 'demo', password: passwords.client })
        .expect(200);
      await t
        .agent()
        .post('/api/admin/login')
        .send({ username: 'wes', password: passwords.writer })
        .expect(200);
    });
  });

  it('is not made on a DATABASE_URL, nor with DEMO_DATA=off', async () => {
    for (const options of [{ embedded: false }, { embedded: true, env: { DEMO_DATA: 'off' } }]) {
      const t = await createTestApp(options);
      try {
        expect(t.app.get(DemoDataService).credentials).toBeUndefined();
        expect(await t.query("select 1 from users where username = 'demo'")).toHaveLength(0);
      } finally {
        await t.close();
      }
    }
  });
});
