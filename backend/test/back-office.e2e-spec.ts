import type { Agent } from 'supertest';
import { DAY_MS, HOUR_MS } from '../src/common/dates.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://ghostline.test';
const PASSWORD = 'plum-ladder-orbit-42';

const answers = ONBOARDING_ANSWERS;

const conversion = (overrides: Record<string, unknown> = {}) => ({
  username: 'ada.lovelace',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'echo',
  amount: 299,
  ...overrides,
});

describe('the back office', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let sequence = 0;

  const newLead = (name: string, email = `lead${++sequence}@example.com`) => t.submitLead({ name, email });

  async function onboardedLead(name: string, email?: string) {
    const lead = await newLead(name, email);
    await t.onboard(lead, answers);
    return lead;
  }

  /** Converts a fresh lead and signs the client in through the invitation's link. */
  async function convertedClient(name: string, username: string, plan = 'echo') {
    const email = `${username}@example.com`;
    const lead = await onboardedLead(name, email);
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send(conversion({ username, email, plan, amount: 299 }))
      .expect(201);
    const mail = await mailbox.waitFor(email, /set your password/i);
    const token = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    await t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD }).expect(200);
    const client = t.agent();
    await client.post('/api/client/login').send({ username, password: PASSWORD }).expect(200);
    return {
      lead,
      client,
      clientId: body.clientId as number,
      subscriptionId: body.subscriptionId as number,
      email,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    admin = await t.signedInAdmin();
    await t.query(
      "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
    );
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  describe('who may call it', () => {
    it('answers 401 without a session and 403 to a client on every /api/admin endpoint of the OpenAPI document', async () => {
      const document = (await t.agent().get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      const adminOnly = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/admin/') && !/\/(login|logout|check-auth)$/.test(path))
        .flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => [method, path.replace(/\{\w+\}/g, '1')] as const),
        );
      // The conversion, clients, subscriptions, posts and board endpoints are all there.
      expect(adminOnly.length).toBeGreaterThanOrEqual(14);

      const client = t.agent();
      await client
        .post('/api/client/register')
        .send({
          username: 'nosy',
          email: 'nosy@example.com',
          password: PASSWORD,
          firstName: 'N',
          lastName: 'O',
        })
        .expect(201);
      for (const [method, path] of adminOnly) {
        const call = (agent: Agent) =>
          (
            agent as unknown as Record<
              string,
              (url: string) => { send: (body: unknown) => Promise<{ status: number }> }
            >
          )[method]!(path).send({});
        expect([method, path, (await call(t.agent())).status]).toEqual([method, path, 401]);
        expect([method, path, (await call(client)).status]).toEqual([method, path, 403]);
      }
    });
  });

  describe('converting a lead', () => {
    it('proposes a free username (free in any case), the names, and the plan of the posting cadence with its price', async () => {
      const { id } = await onboardedLead('Grace Brewster Hopper', 'grace@example.com');
      await t.query(
        `insert into users (username, username_key, password, role) values ('Grace.Brewster.Hopper', 'grace.brewster.hopper', 'x', 'client')`,
      );
      const { body } = await admin.get(`/api/admin/leads/${id}/conversion`).expect(200);
      expect(body).toEqual({
        username: 'grace.brewster.hopper2',
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Brewster Hopper',
        plan: 'echo',
        amount: 299,
        emailTakenBy: null,
      });
    });

    it('creates the account and its first subscription, marks the lead converted and emails an invitation valid 7 days', async () => {
      const { id } = await onboardedLead('Ada Lovelace', 'ada@example.com');
      const before = Date.now();
      const { body } = await admin
        .post(`/api/admin/leads/${id}/convert`)
        .send(conversion({ paymentMethod: 'Invoice' }))
        .expect(201);
      expect(body).toEqual({
        clientId: expect.any(Number),
        username: 'ada.lovelace',
        subscriptionId: expect.any(Number),
        invitationSentTo: 'ada@example.com',
      });

      const [user] = await t.query(
        'select username, email, first_name, last_name, role, last_login from users where id = $1',
        [body.clientId],
      );
      expect(user).toEqual({
        username: 'ada.lovelace',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'client',
        last_login: null,
      });
      const [subscription] = await t.query(
        'select plan, status, amount, auto_renew, payment_method, lead_id, start_date, renewal_date from client_subscriptions where id = $1',
        [body.subscriptionId],
      );
      expect(subscription).toMatchObject({
        plan: 'echo',
        status: 'active',
        amount: '299.00',
        auto_renew: true,
        payment_method: 'Invoice',
        lead_id: id,
      });
      const start = subscription!.start_date as Date;
      expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const renewal = subscription!.renewal_date as Date;
      expect(renewal.getUTCDate()).toBe(Math.min(start.getUTCDate(), renewal.getUTCDate()));
      expect((renewal.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);

      const lead = (await admin.get(`/api/leads/${id}`).expect(200)).body;
      expect(lead).toMatchObject({ status: 'converted', clientId: body.clientId });
      expect(lead.activity[0]).toMatchObject({
        actor: 'boss',
        description: 'Converted to the client "ada.lovelace" on the echo plan',
      });

      const mail = await mailbox.waitFor('ada@example.com', /set your password/i);
      expect(mail.text).toContain(
        'Your username is ada.lovelace; you can sign in with it or with your email address, ada@example.com.',
      );
      const token = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
      const [stored] = await t.query<{ expires_at: Date }>(
        'select expires_at from password_reset_tokens where user_id = $1',
        [body.clientId],
      );
      expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
      expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

      // Nobody can sign in before the client sets a password, which signs them in; then the link is spent.
      const client = t.agent();
      const set = await client
        .post('/api/client/reset-password')
        .send({ token, newPassword: PASSWORD })
        .expect(200);
      expect(set.body.user).toMatchObject({ id: body.clientId, username: 'ada.lovelace', role: 'client' });
      await client
        .get('/api/client/profile')
        .expect(200)
        .expect(({ body: profile }) => expect(profile.username).toBe('ada.lovelace'));
      // The email works as well as the username, in any case.
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: 'ada.lovelace', password: PASSWORD })
        .expect(200);
      await t
        .agent()
        .post('/api/client/login')
        .send({ username: 'Ada@Example.com', password: PASSWORD })
        .expect(200);
      await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token, newPassword: 'another-plum-45' })
        .expect(400);

      const again = await admin
        .post(`/api/admin/leads/${id}/convert`)
        .send(conversion({ username: 'ada2', email: 'ada2@example.com' }))
        .expect(409);
      expect(again.body.message).toBe('This lead is already a client');
    });

    it('refuses an email that already belongs to an account, and stores nothing', async () => {
      const { id } = await onboardedLead('Ada Again', 'ada.again@example.com');
      const { body } = await admin
        .post(`/api/admin/leads/${id}/convert`)
        .send(conversion({ username: 'ada.again', email: 'ADA@example.com' }))
        .expect(409);
      expect(body.message).toBe(
        'The email ada@example.com already belongs to the account "ada.lovelace": use another email',
      );
      expect(await t.query("select 1 from users where username = 'ada.again'")).toHaveLength(0);
      expect((await admin.get(`/api/leads/${id}`).expect(200)).body).toMatchObject({
        status: 'new',
        clientId: null,
      });
      expect((await admin.get(`/api/admin/leads/${id}/conversion`).expect(200)).body.emailTakenBy).toBeNull();
    });

    it('answers the rule broken, in the words of docs/product.md, with nothing stored', async () => {
      const { id } = await newLead('Rule Breaker');
      const message = async (body: Record<string, unknown>) =>
        (await admin.post(`/api/admin/leads/${id}/convert`).send(body).expect(400)).body.message;
      expect(await message(conversion({ username: 'rules', email: 'r@example.com', plan: undefined }))).toBe(
        'Plan is required',
      );
      expect(await message(conversion({ username: 'rules', email: 'r@example.com', plan: 'gold' }))).toBe(
        'Plan is required',
      );
      expect(await message(conversion({ username: 'rules', email: 'r@example.com', amount: -1 }))).toBe(
        'Amount must be positive',
      );
      expect(await message(conversion({ username: 'rules', email: 'r@example.com', amount: 'lots' }))).toBe(
        'Amount must be positive',
      );
      expect(await message(conversion({ username: 'ru@les.io', email: 'r@example.com' }))).toBe(
        'Username may not contain @',
      );
      expect(await message(conversion({ username: 'ru', email: 'r@example.com' }))).toBe(
        'Username must be at least 3 characters',
      );
      expect(await message(conversion({ username: 'rules', email: 'r@example.com', isAdmin: true }))).toBe(
        "Unknown field 'isAdmin' is not allowed",
      );
      expect(await t.query("select 1 from users where username = 'rules'")).toHaveLength(0);
      await admin
        .post('/api/admin/leads/999999/convert')
        .send(conversion({ username: 'nobody', email: 'n@example.com' }))
        .expect(404);
    });

    it('converts a lead once, even when asked twice at the same moment', async () => {
      const { id } = await onboardedLead('Twice Asked');
      const [first, second] = await Promise.all([
        admin
          .post(`/api/admin/leads/${id}/convert`)
          .send(conversion({ username: 'twice.one', email: 'twice1@example.com' })),
        admin
          .post(`/api/admin/leads/${id}/convert`)
          .send(conversion({ username: 'twice.two', email: 'twice2@example.com' })),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      expect([first, second].find((response) => response.status === 409)!.body.message).toBe(
        'This lead is already a client',
      );
      expect(await t.query("select username from users where username like 'twice.%'")).toHaveLength(1);
    });

    it('refuses an archived lead', async () => {
      const { id } = await newLead('Archived Lead');
      await admin.patch(`/api/leads/${id}/status`).send({ status: 'archived' }).expect(200);
      const { body } = await admin
        .post(`/api/admin/leads/${id}/convert`)
        .send(conversion({ username: 'archived', email: 'arch@example.com' }))
        .expect(409);
      expect(body.message).toBe('This lead is archived: restore it before converting it');
    });
  });

  describe('clients and subscriptions', () => {
    it('lists clients with their plan and searches them; shows one with its voice brief', async () => {
      const { clientId } = await convertedClient('Katherine Johnson', 'katherine');
      const list = (await admin.get('/api/admin/clients').query({ search: 'KATH' }).expect(200)).body.items;
      expect(list).toEqual([
        expect.objectContaining({
          id: clientId,
          username: 'katherine',
          name: 'Ada Lovelace',
          plan: 'echo',
          subscriptionStatus: 'active',
          deliveredThisMonth: 0,
          revisionsWaiting: 0,
        }),
      ]);
      expect(
        (await admin.get('/api/admin/clients').query({ search: 'nobody-like-this' }).expect(200)).body.items,
      ).toEqual([]);

      const detail = (await admin.get(`/api/admin/clients/${clientId}`).expect(200)).body;
      expect(detail.voiceBrief).toContain('CONTENT BRIEF: Katherine Johnson');
      expect(detail.voiceBrief).toContain('Tone: Witty');
      expect(detail.subscriptions).toHaveLength(1);
      expect(detail.leadId).toEqual(expect.any(Number));
      expect(detail.lastLogin).not.toBeNull();
      await admin.post(`/api/admin/clients/${clientId}/invitation`).expect(409);
      await admin.get('/api/admin/clients/999999').expect(404);
    });

    it("corrects a mistyped email, so a new invitation reaches the client; another account's email is refused", async () => {
      const { id } = await onboardedLead('Hedy Lamarr', 'hedy@example.com');
      const { body } = await admin
        .post(`/api/admin/leads/${id}/convert`)
        .send(conversion({ username: 'hedy', email: 'hedy@exmaple.com' }))
        .expect(201);
      const mistyped = await mailbox.waitFor('hedy@exmaple.com', /set your password/i);
      const updated = (
        await admin
          .patch(`/api/admin/clients/${body.clientId}`)
          .send({ email: 'Hedy@Example.com', lastName: 'Kiesler' })
          .expect(200)
      ).body;
      // The link that went to the wrong address no longer works.
      const stale = linkIn(mistyped, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
      await t
        .agent()
        .post('/api/client/reset-password')
        .send({ token: stale, newPassword: PASSWORD })
        .expect(400);
      expect(updated).toMatchObject({
        email: 'hedy@example.com',
        firstName: 'Ada',
        lastName: 'Kiesler',
        name: 'Ada Kiesler',
      });
      await admin.post(`/api/admin/clients/${body.clientId}/invitation`).expect(204);
      await mailbox.waitFor('hedy@example.com', /set your password/i);

      const taken = await admin
        .patch(`/api/admin/clients/${body.clientId}`)
        .send({ email: 'ada@example.com' })
        .expect(409);
      expect(taken.body.message).toBe('An account with this email already exists');
      expect(
        (await admin.patch(`/api/admin/clients/${body.clientId}`).send({ email: 'nope' }).expect(400)).body
          .message,
      ).toBe('Please enter a valid email address');
      expect(
        (await admin.patch(`/api/admin/clients/${body.clientId}`).send({ role: 'admin' }).expect(400)).body
          .message,
      ).toBe("Unknown field 'role' is not allowed");
      await admin.patch('/api/admin/clients/999999').send({ firstName: 'X' }).expect(404);
    });

    it('creates a subscription with the defaults, and changes its status, amount and renewal', async () => {
      const { clientId, client } = await convertedClient('Dorothy Vaughan', 'dorothy');
      const created = (
        await admin
          .post(`/api/admin/clients/${clientId}/subscriptions`)
          .send({ plan: 'ghost', amount: 99 })
          .expect(201)
      ).body;
      expect(created).toMatchObject({
        plan: 'ghost',
        amount: 99,
        status: 'active',
        autoRenew: true,
        endDate: null,
      });
      expect(new Date(created.renewalDate).getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);

      const canceled = (
        await admin.patch(`/api/admin/subscriptions/${created.id}`).send({ status: 'canceled' }).expect(200)
      ).body;
      expect(canceled).toMatchObject({
        status: 'canceled',
        autoRenew: false,
        endDate: created.renewalDate,
        renewalDate: null,
      });
      const back = (
        await admin
          .patch(`/api/admin/subscriptions/${created.id}`)
          .send({ status: 'past_due', amount: 120.5, paymentMethod: 'Visa 4242', renewalDate: null })
          .expect(200)
      ).body;
      expect(back).toMatchObject({
        status: 'past_due',
        endDate: null,
        amount: 120.5,
        paymentMethod: 'Visa 4242',
        renewalDate: null,
      });
      // The client sees what the team set.
      const own = (await client.get('/api/client/subscriptions').expect(200)).body;
      expect(own.find((subscription: { id: number }) => subscription.id === created.id)).toMatchObject({
        status: 'past_due',
        amount: 120.5,
      });

      const bad = await admin
        .patch(`/api/admin/subscriptions/${created.id}`)
        .send({ amount: -5 })
        .expect(400);
      expect(bad.body.message).toBe('Amount must be positive');
      expect(
        (await admin.post(`/api/admin/clients/${clientId}/subscriptions`).send({ amount: 5 }).expect(400))
          .body.message,
      ).toBe('Plan is required');
      await admin.patch('/api/admin/subscriptions/999999').send({ status: 'active' }).expect(404);
      const [boss] = await t.query<{ id: number }>("select id from users where username = 'boss'");
      await admin
        .post(`/api/admin/clients/${boss!.id}/subscriptions`)
        .send({ plan: 'ghost', amount: 1 })
        .expect(404);
    });
  });

  describe('posts', () => {
    it('go from draft to delivered to scheduled, and every delivered version is kept with the feedback that led to it', async () => {
      const { client, subscriptionId, clientId, email } = await convertedClient('Mary Jackson', 'mary');
      const draft = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId, title: 'Hiring is a system', content: 'Line one.\n\nLine two.' })
          .expect(201)
      ).body;
      expect(draft).toMatchObject({
        status: 'draft',
        clientId,
        editable: true,
        allowedStatuses: ['delivered'],
        versions: [],
        deliveredAt: null,
      });
      // A draft the writers have not delivered is theirs alone.
      await admin
        .patch(`/api/admin/content/${draft.id}`)
        .send({ title: 'Hiring is a system, not a hunch' })
        .expect(200);
      await client.get(`/api/client/content/${draft.id}`).expect(404);
      expect((await client.get('/api/client/content').expect(200)).body.items).toEqual([]);

      const delivered = (
        await admin.post(`/api/admin/content/${draft.id}/status`).send({ status: 'delivered' }).expect(200)
      ).body;
      expect(delivered).toMatchObject({
        status: 'delivered',
        editable: false,
        allowedStatuses: ['scheduled', 'published', 'draft'],
      });
      expect(delivered.versions).toEqual([
        expect.objectContaining({
          number: 1,
          title: 'Hiring is a system, not a hunch',
          content: 'Line one.\n\nLine two.',
          feedbackNotes: null,
          deliveredBy: 'boss',
        }),
      ]);
      const mail = await mailbox.waitFor(email, /ready for review/);
      expect(linkIn(mail, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/dashboard/content/${draft.id}`);

      const locked = await admin
        .patch(`/api/admin/content/${draft.id}`)
        .send({ content: 'Sneaky change' })
        .expect(409);
      expect(locked.body.message).toBe(
        'This post is delivered: move it back to draft to edit its text, then deliver it again',
      );

      // The client asks for a revision; it waits in the queue with the feedback.
      await client
        .post(`/api/client/content/${draft.id}/revision`)
        .send({ feedbackNotes: 'Shorter, and open with the story.' })
        .expect(200);
      const notice = await mailbox.waitFor(
        'boss@example.com',
        /^Revision requested: Hiring is a system, not a hunch$/,
      );
      expect(notice.text).toContain('Ada Lovelace asked for a revision of "Hiring is a system, not a hunch"');
      expect(notice.text).toContain('Shorter, and open with the story.');
      expect(linkIn(notice, PUBLIC_URL).toString()).toBe(`${PUBLIC_URL}/admin/content/${draft.id}`);
      const queue = (await admin.get('/api/admin/content').query({ revisionRequested: true }).expect(200))
        .body.items;
      expect(queue).toEqual([
        expect.objectContaining({
          id: draft.id,
          feedbackNotes: 'Shorter, and open with the story.',
          revisionRequested: true,
          clientName: 'Ada Lovelace',
        }),
      ]);

      expect(queue[0].revisionRequestedAt).toEqual(expect.any(String));
      await admin
        .patch(`/api/admin/content/${draft.id}`)
        .send({ content: 'The story first.\n\nThen the lesson.' })
        .expect(200);
      // While the writers revise, the client keeps the version they received, delivered to them.
      expect((await client.get(`/api/client/content/${draft.id}`).expect(200)).body).toMatchObject({
        status: 'delivered',
        revisionRequested: true,
        revisionRequestedAt: queue[0].revisionRequestedAt,
        content: 'Line one.\n\nLine two.',
        feedbackNotes: 'Shorter, and open with the story.',
      });
      const revised = (
        await admin.post(`/api/admin/content/${draft.id}/status`).send({ status: 'delivered' }).expect(200)
      ).body;
      expect(revised.revisionRequested).toBe(false);
      expect(
        revised.versions.map((version: { number: number; content: string; feedbackNotes: string | null }) => [
          version.number,
          version.content,
          version.feedbackNotes,
        ]),
      ).toEqual([
        [2, 'The story first.\n\nThen the lesson.', 'Shorter, and open with the story.'],
        [1, 'Line one.\n\nLine two.', null],
      ]);
      await mailbox.waitFor(email, /revised post is ready/);
      expect(
        (await admin.get('/api/admin/content').query({ revisionRequested: true }).expect(200)).body.items,
      ).toEqual([]);
      // The new version answers that feedback: the client no longer reads it as theirs to act on.
      expect((await client.get(`/api/client/content/${draft.id}`).expect(200)).body).toMatchObject({
        status: 'delivered',
        content: 'The story first.\n\nThen the lesson.',
        feedbackNotes: null,
      });
      expect((await client.get('/api/client/content').expect(200)).body.items[0]).toMatchObject({
        id: draft.id,
        feedbackNotes: null,
      });

      // Scheduling needs a date; then the client publishes, and it is final.
      const undated = await admin
        .post(`/api/admin/content/${draft.id}/status`)
        .send({ status: 'scheduled' })
        .expect(409);
      expect(undated.body.message).toBe('Set the date to schedule it for first');
      await admin
        .patch(`/api/admin/content/${draft.id}`)
        .send({ scheduledFor: new Date(Date.now() + 2 * DAY_MS).toISOString() })
        .expect(200);
      expect(
        (await admin.post(`/api/admin/content/${draft.id}/status`).send({ status: 'scheduled' }).expect(200))
          .body.status,
      ).toBe('scheduled');
      await client.post(`/api/client/content/${draft.id}/publish`).send({}).expect(200);
      const final = await admin
        .post(`/api/admin/content/${draft.id}/status`)
        .send({ status: 'draft' })
        .expect(409);
      expect(final.body.message).toBe('This post is published: its status can no longer change');
      await admin.delete(`/api/admin/content/${draft.id}`).expect(409);
    });

    it('publishes for the client only with the LinkedIn URL, and refuses moves the rules do not allow', async () => {
      const { subscriptionId } = await convertedClient('Annie Easley', 'annie', 'ghost');
      const post = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId, title: 'On mentors', content: 'Mentors matter.' })
          .expect(201)
      ).body;
      const early = await admin
        .post(`/api/admin/content/${post.id}/status`)
        .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/feed/update/1' })
        .expect(409);
      expect(early.body.message).toBe('A post that is a draft can only become delivered');
      await admin.post(`/api/admin/content/${post.id}/status`).send({ status: 'delivered' }).expect(200);
      const noUrl = await admin
        .post(`/api/admin/content/${post.id}/status`)
        .send({ status: 'published' })
        .expect(400);
      expect(noUrl.body.message).toBe("Please enter the post's LinkedIn URL to publish it for the client");
      const badUrl = await admin
        .post(`/api/admin/content/${post.id}/status`)
        .send({ status: 'published', publishedUrl: 'not a url' })
        .expect(400);
      expect(badUrl.body.message).toBe('Please enter a valid LinkedIn URL');
      const published = (
        await admin
          .post(`/api/admin/content/${post.id}/status`)
          .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/feed/update/1' })
          .expect(200)
      ).body;
      expect(published).toMatchObject({
        status: 'published',
        publishedUrl: 'https://www.linkedin.com/feed/update/1',
        allowedStatuses: [],
      });
    });

    it('refuses to deliver a post longer than LinkedIn allows; deletes a draft never delivered', async () => {
      const { subscriptionId } = await convertedClient('Evelyn Boyd', 'evelyn', 'ghost');
      const long = (
        await admin
          .post('/api/admin/content')
          .send({ subscriptionId, title: 'Too long', content: '✍️'.repeat(1501) })
          .expect(201)
      ).body;
      const refused = await admin
        .post(`/api/admin/content/${long.id}/status`)
        .send({ status: 'delivered' })
        .expect(409);
      expect(refused.body.message).toBe(
        'LinkedIn allows 3,000 characters and this post has 3,002: shorten it before delivering',
      );
      expect((await admin.get(`/api/admin/content/${long.id}`).expect(200)).body).toMatchObject({
        status: 'draft',
        versions: [],
      });
      await admin.delete(`/api/admin/content/${long.id}`).expect(204);
      await admin.get(`/api/admin/content/${long.id}`).expect(404);

      expect(
        (
          await admin
            .post('/api/admin/content')
            .send({ subscriptionId, title: ' ', content: 'x' })
            .expect(400)
        ).body.message,
      ).toBe('Title is required');
      expect(
        (
          await admin
            .post('/api/admin/content')
            .send({ subscriptionId: 999999, title: 'x', content: 'x' })
            .expect(400)
        ).body.message,
      ).toBe('Subscription is required');
      await admin
        .patch(`/api/admin/subscriptions/${subscriptionId}`)
        .send({ status: 'canceled' })
        .expect(200);
      const canceled = await admin
        .post('/api/admin/content')
        .send({ subscriptionId, title: 'x', content: 'x' })
        .expect(409);
      expect(canceled.body.message).toBe(
        "This subscription is canceled: write the post for one of the client's current subscriptions",
      );
    });
  });

  describe('the production board', () => {
    it("counts this week's deliveries against each plan's cadence, revisions waiting, and leads waiting on the team", async () => {
      const { subscriptionId, clientId, client } = await convertedClient('Christine Darden', 'christine');
      const write = async (title: string) =>
        (
          await admin
            .post('/api/admin/content')
            .send({ subscriptionId, title, content: `${title}.` })
            .expect(201)
        ).body.id as number;
      const first = await write('First');
      const second = await write('Second');
      await admin.post(`/api/admin/content/${first}/status`).send({ status: 'delivered' }).expect(200);
      await admin.post(`/api/admin/content/${second}/status`).send({ status: 'delivered' }).expect(200);
      await client
        .post(`/api/client/content/${second}/revision`)
        .send({ feedbackNotes: 'Make it punchier, please.' })
        .expect(200);
      // A post delivered last week does not count for this one.
      const old = await write('Old');
      await admin.post(`/api/admin/content/${old}/status`).send({ status: 'delivered' }).expect(200);
      await t.query('update content_deliverables set delivered_at = $1 where id = $2', [
        new Date(Date.now() - 8 * DAY_MS),
        old,
      ]);

      const stale = await newLead('Waiting Walter');
      await t.query('update leads set created_at = $1 where id = $2', [
        new Date(Date.now() - 25 * HOUR_MS),
        stale.id,
      ]);
      const fresh = await newLead('Fresh Fiona');
      const onboarded = await onboardedLead('Onboarded Olga');

      const board = (await admin.get('/api/admin/board').expect(200)).body;
      expect(board.clients).toContainEqual({
        clientId,
        name: 'Ada Lovelace',
        plans: ['echo'],
        owed: 3,
        delivered: 2,
        revisionsWaiting: 1,
        reviewsWaiting: 0,
        assignedTo: null,
        // It renews: the service goes on.
        endsAt: null,
      });
      expect(new Date(board.weekStart).getUTCDay()).toBe(1);
      expect(new Date(board.weekEnd).getTime() - new Date(board.weekStart).getTime()).toBe(7 * DAY_MS);
      const ids = (leads: { id: number }[]) => leads.map((lead) => lead.id);
      expect(ids(board.leadsWaiting)).toContain(stale.id);
      expect(ids(board.leadsWaiting)).not.toContain(fresh.id);
      expect(ids(board.onboardedNotConverted)).toContain(onboarded.id);
      // A converted lead is no longer waiting to be converted.
      const convertedLeadIds = (
        await t.query<{ lead_id: number }>(
          'select lead_id from client_subscriptions where lead_id is not null',
        )
      ).map((row) => row.lead_id);
      expect(ids(board.onboardedNotConverted).some((id) => convertedLeadIds.includes(id))).toBe(false);
      expect(board.leadsWaitingTotal).toBe(board.leadsWaiting.length);

      // Canceled, it is still owed its posts until its paid period ends, and the board says when that is
      // (a period paid: one never paid is owed nothing once canceled).
      const { nextPeriod } = (
        await admin.get(`/api/admin/subscriptions/${subscriptionId}/payments`).expect(200)
      ).body;
      await admin
        .post(`/api/admin/subscriptions/${subscriptionId}/payments`)
        .send({ outcome: 'paid', periodStart: nextPeriod.start })
        .expect(200);
      const canceled = (
        await admin
          .patch(`/api/admin/subscriptions/${subscriptionId}`)
          .send({ status: 'canceled' })
          .expect(200)
      ).body;
      const during = (await admin.get('/api/admin/board').expect(200)).body;
      expect(during.clients).toContainEqual({
        clientId,
        name: 'Ada Lovelace',
        plans: ['echo'],
        owed: 3,
        delivered: 2,
        revisionsWaiting: 1,
        reviewsWaiting: 0,
        assignedTo: null,
        endsAt: canceled.endDate,
      });

      // Without a subscription in force a client still shows for the revision they wait for, owed nothing.
      await t.query(`update client_subscriptions set end_date = now() - interval '1 day' where id = $1`, [
        subscriptionId,
      ]);
      const after = (await admin.get('/api/admin/board').expect(200)).body;
      expect(after.clients).toContainEqual({
        clientId,
        name: 'Ada Lovelace',
        plans: [],
        owed: 0,
        delivered: 2,
        revisionsWaiting: 1,
        reviewsWaiting: 0,
        assignedTo: null,
        endsAt: null,
      });

      const [row] = (await admin.get('/api/admin/clients').query({ search: 'christine' }).expect(200)).body
        .items;
      expect(row).toMatchObject({ deliveredThisMonth: expect.any(Number), revisionsWaiting: 1 });
      expect(row.deliveredThisMonth).toBeGreaterThanOrEqual(2);
    });
  });
});
