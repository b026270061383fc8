import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { NoticeDigest } from '../src/notices/notice-digest.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { User } from '../src/users/user.entity.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, deactivate, signInMember } from './utils/writer-accounts.js';

/**
 * Who hears of what, and how: team notices go only to active members whose address is confirmed,
 * each as they chose for its kind (at once, in the morning digest, or off; cancellations and failed
 * payments never off); the digest goes once a day at most, listing what waited; and the answers of
 * actions that tell the team say whom they reached.
 */
describe('the team’s notices, as each member chose', () => {
  let t: TestApp;
  let boss: Agent;
  let ava: Agent;
  let wendy: Agent;
  let wendyId: number;
  let sequence = 0;
  const PUBLIC_URL = 'https://ghostline.test';

  /** Who was sent mails of `kind` about `about`, sorted. */
  const recipients = async (kind: string, about: string) =>
    (
      await t.query<{ recipient: string }>(
        'select recipient from outgoing_mails where kind = $1 and about = $2 order by recipient',
        [kind, about],
      )
    ).map((row) => row.recipient);

  /** The notices kept for `username`'s digest, oldest first. */
  const waiting = (username: string) =>
    t.query<{ kind: string; subject: string; url: string | null; about: string | null }>(
      `select i.kind, i.subject, i.url, i.about from notice_digest_items i join users u on u.id = i.member_id
        where u.username = $1 order by i.id`,
      [username],
    );

  const choose = (agent: Agent, choices: { kind: string; delivery: string }[]) =>
    agent.put('/api/admin/account/notices').send({ choices });

  /** A client of Wendy's whose posts are reviewed, with an Echo subscription. */
  async function wendysClient(): Promise<{ id: number; echo: number; email: string }> {
    const em = t.orm.em.fork();
    const username = `rita${++sequence}`;
    const user = await seedPortalClient(em, {
      username,
      password: 'plum-ladder-orbit-42',
      email: `${username}@example.com`,
    });
    user.reviewRequired = true;
    user.assignedTo = em.getReference(User, wendyId);
    await em.flush();
    const [{ id: echo }] = await t.query<{ id: number }>(
      `select id from client_subscriptions where client_id = $1 and plan = 'echo'`,
      [user.id],
    );
    return { id: user.id, echo, email: `${username}@example.com` };
  }

  /** A draft of Wendy's, sent for review by her: the answer of Send for review. */
  async function sendForReview(): Promise<{ id: number; notified: unknown; title: string }> {
    const client = await wendysClient();
    const title = `Draft ${++sequence}`;
    const { body: draft } = await wendy
      .post('/api/admin/content')
      .send({ subscriptionId: client.echo, title, content: 'Hiring in public.' })
      .expect(201);
    const { body } = await wendy.post(`/api/admin/content/${draft.id}/review-request`).expect(200);
    return { id: draft.id, notified: body.notified, title };
  }

  beforeAll(async () => {
    // No queue: the mails stay recorded, with their recipients, for the suite to read.
    t = await createTestApp({ queue: false, env: { PUBLIC_URL } });
    boss = await t.signedInAdmin();
    await t.query(
      "update users set email = 'boss@example.com', email_confirmed_at = now() where username = 'boss'",
    );
    await createTeamMember(t, { username: 'ava', role: 'admin' });
    // An admin whose address was never confirmed: no notice may reach it.
    await createTeamMember(t, { username: 'uma', role: 'admin', confirmed: false });
    wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy' });
    ava = await signInMember(t, 'ava');
    wendy = await signInMember(t, 'wendy');
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    // Each test starts from the defaults, with nothing waiting for a digest.
    await t.query('delete from notice_preferences');
    await t.query('delete from notice_digest_items');
    await t.query("delete from periodic_mails where kind = 'notice_digest'");
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('who may be reached', () => {
    it('mails a new lead to the active admins with a confirmed address, never to an unconfirmed one', async () => {
      const { email } = await t.submitLead({ name: 'Lena Lead' });
      expect(await recipients('new_lead', email)).toEqual(['ava@example.com', 'boss@example.com']);
    });

    it('tells the admins, not an unconfirmed writer, of a revision asked by the writer’s client', async () => {
      const writer = await createTeamMember(t, { username: 'unsure', confirmed: false });
      const { id, agent } = await t.signedInPortalClient(`client${++sequence}`);
      await boss.patch(`/api/admin/clients/${id}/production`).send({ assignedToId: writer }).expect(200);
      const [post] = await t.query<{ id: number }>(
        `select id from content_deliverables where client_id = $1 and status = 'delivered' order by id limit 1`,
        [id],
      );
      await agent
        .post(`/api/client/content/${post!.id}/revision`)
        .send({ feedbackNotes: 'Open with the story, please.' })
        .expect(200);
      expect(await recipients('revision_requested', `client${sequence}@example.com`)).toEqual([
        'ava@example.com',
        'boss@example.com',
      ]);
    });
  });

  describe('GET and PUT /api/admin/account/notices', () => {
    it('lists every kind an admin gets, each at once until chosen otherwise', async () => {
      const { body } = await boss.get('/api/admin/account/notices').expect(200);
      expect(body.items.map((item: { kind: string }) => item.kind)).toEqual([
        'new_lead',
        'client_registered',
        'revision_requested',
        'client_replied',
        'review_requested',
        'review_returned',
        'client_assigned',
        'subscription_canceled',
        'payment_failed',
        'subscription_ending',
        'unmatched_payment',
        'linkedin_published',
        'linkedin_failed',
      ]);
      expect(body.items.every((item: { delivery: string }) => item.delivery === 'now')).toBe(true);
      expect(body.items.find((item: { kind: string }) => item.kind === 'payment_failed')).toEqual({
        kind: 'payment_failed',
        label: 'Failed payments',
        delivery: 'now',
        canTurnOff: false,
      });
    });

    it('lists only the kinds a writer gets', async () => {
      const { body } = await wendy.get('/api/admin/account/notices').expect(200);
      expect(body.items.map((item: { kind: string }) => item.kind)).toEqual([
        'revision_requested',
        'client_replied',
        'review_returned',
        'client_assigned',
        'subscription_canceled',
        'linkedin_published',
        'linkedin_failed',
      ]);
    });

    it('stores a choice and answers every kind, the others as they were', async () => {
      const { body } = await choose(boss, [
        { kind: 'new_lead', delivery: 'digest' },
        { kind: 'subscription_ending', delivery: 'off' },
        { kind: 'payment_failed', delivery: 'digest' },
      ]).expect(200);
      const delivery = (kind: string) =>
        body.items.find((item: { kind: string }) => item.kind === kind).delivery;
      expect([delivery('new_lead'), delivery('subscription_ending'), delivery('payment_failed')]).toEqual([
        'digest',
        'off',
        'digest',
      ]);
      expect(delivery('client_registered')).toBe('now');
      await choose(boss, [{ kind: 'new_lead', delivery: 'now' }]).expect(200);
      const { body: again } = await boss.get('/api/admin/account/notices').expect(200);
      expect(again.items.find((item: { kind: string }) => item.kind === 'subscription_ending').delivery).toBe(
        'off',
      );
      // Another member's choices are their own.
      const { body: avas } = await ava.get('/api/admin/account/notices').expect(200);
      expect(avas.items.every((item: { delivery: string }) => item.delivery === 'now')).toBe(true);
    });

    it.each([
      ['subscription_canceled', 'Cancellations'],
      ['payment_failed', 'Failed payments'],
    ])('refuses to turn %s off, naming the kind', async (kind, label) => {
      const { body } = await choose(boss, [{ kind, delivery: 'off' }]).expect(400);
      expect(body.message).toBe(
        `choices.0.delivery: ${kind} (${label}) cannot be turned off: the team must act on them`,
      );
      // Nothing was stored.
      expect(await t.query('select * from notice_preferences')).toEqual([]);
    });

    it('refuses a writer a kind only the admins get', async () => {
      const { body } = await choose(wendy, [{ kind: 'new_lead', delivery: 'off' }]).expect(400);
      expect(body.message).toBe('choices.0.kind: new_lead is not a notice you get');
    });

    it('refuses a kind chosen twice, stores none of the choices', async () => {
      const { body } = await choose(boss, [
        { kind: 'new_lead', delivery: 'off' },
        { kind: 'new_lead', delivery: 'digest' },
      ]).expect(400);
      expect(body.message).toBe('choices.1.kind: new_lead is chosen twice');
      expect(await t.query('select * from notice_preferences')).toEqual([]);
    });

    it.each([
      [
        { choices: [{ kind: 'gossip', delivery: 'now' }] },
        /^choices\.0\.kind: The kind must be one of new_lead/,
      ],
      [
        { choices: [{ kind: 'new_lead', delivery: 'weekly' }] },
        /^choices\.0\.delivery: The delivery must be now, digest or off$/,
      ],
      [
        { choices: [{ kind: 'new_lead', delivery: 'now', extra: 1 }] },
        /^Unknown field 'choices\.0\.extra' is not allowed$/,
      ],
      [{ choices: [], other: true }, /^Unknown field 'other' is not allowed$/],
      [{ choices: [] }, /^Choose how you get at least one kind of notice$/],
      [{ choices: 'new_lead' }, /^Choices must be a list/],
    ])('refuses %j with a 400 naming the field', async (body, message) => {
      const response = await boss.put('/api/admin/account/notices').send(body).expect(400);
      expect(response.body.message).toMatch(message);
    });

    it('is the team’s own: a client is refused, nobody signed in is asked to', async () => {
      const { agent } = await t.signedInPortalClient(`client${++sequence}`);
      await agent.get('/api/admin/account/notices').expect(403);
      await agent
        .put('/api/admin/account/notices')
        .send({ choices: [{ kind: 'new_lead', delivery: 'off' }] })
        .expect(403);
      await t.agent().get('/api/admin/account/notices').expect(401);
    });
  });

  describe('a member’s choice decides what reaches them', () => {
    it('mails nothing to a member who turned a kind off', async () => {
      await choose(boss, [{ kind: 'new_lead', delivery: 'off' }]).expect(200);
      const { email } = await t.submitLead({ name: 'Olive Off' });
      expect(await recipients('new_lead', email)).toEqual(['ava@example.com']);
      expect(await waiting('boss')).toEqual([]);
    });

    it('keeps a digest member’s notices for one morning mail listing them, and sends it once', async () => {
      await choose(boss, [
        { kind: 'new_lead', delivery: 'digest' },
        { kind: 'client_registered', delivery: 'digest' },
      ]).expect(200);
      const first = await t.submitLead({ name: 'Dora Digest' });
      const second = await t.submitLead({ name: 'Dan Digest' });
      const { body: registered } = await t
        .agent()
        .post('/api/client/register')
        .send({
          username: `selfie${++sequence}`,
          email: `selfie${sequence}@example.com`,
          password: 'plum-ladder-orbit-42',
          firstName: 'Sal',
          lastName: 'Self',
        })
        .expect(201);
      // None at once for the boss (Ava, at once, got them).
      expect(await recipients('new_lead', first.email)).toEqual(['ava@example.com']);
      expect(await recipients('client_registered', `selfie${sequence}@example.com`)).toEqual([
        'ava@example.com',
      ]);
      expect(await waiting('boss')).toEqual([
        {
          kind: 'new_lead',
          subject: 'New lead: Dora Digest',
          url: `${PUBLIC_URL}/admin/leads/${first.id}`,
          about: first.email,
        },
        {
          kind: 'new_lead',
          subject: 'New lead: Dan Digest',
          url: `${PUBLIC_URL}/admin/leads/${second.id}`,
          about: second.email,
        },
        {
          kind: 'client_registered',
          subject: 'New self-registration: Sal Self',
          url: `${PUBLIC_URL}/admin/clients/${registered.user.id}`,
          about: `selfie${sequence}@example.com`,
        },
      ]);

      const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-09T08:00:00.000Z'));
      expect(await t.app.get(NoticeDigest).run()).toBe(1);
      const digests = await t.query<{ recipient: string; subject: string; text: string }>(
        "select recipient, subject, text from outgoing_mails where kind = 'notice_digest'",
      );
      expect(digests).toHaveLength(1);
      expect(digests[0]).toMatchObject({
        recipient: 'boss@example.com',
        subject: 'Your morning digest: 3 notices',
      });
      const text = digests[0]!.text;
      expect(text).toContain(`New leads: New lead: Dora Digest\nOpen: ${PUBLIC_URL}/admin/leads/${first.id}`);
      expect(text).toContain(`New leads: New lead: Dan Digest\nOpen: ${PUBLIC_URL}/admin/leads/${second.id}`);
      expect(text).toContain(
        `Self-registrations: New self-registration: Sal Self\nOpen: ${PUBLIC_URL}/admin/clients/${registered.user.id}`,
      );
      expect(text.indexOf('Dora Digest')).toBeLessThan(text.indexOf('Sal Self'));
      expect(await waiting('boss')).toEqual([]);

      // Not twice: the same morning again, and later that day with a new notice waiting.
      expect(await t.app.get(NoticeDigest).run()).toBe(0);
      await t.submitLead({ name: 'Late Larry' });
      clock.mockReturnValue(new Date('2030-01-09T17:00:00.000Z'));
      expect(await t.app.get(NoticeDigest).run()).toBe(0);
      expect(await t.query("select id from outgoing_mails where kind = 'notice_digest'")).toHaveLength(1);
      // The next morning brings what waited since.
      clock.mockReturnValue(new Date('2030-01-10T08:00:00.000Z'));
      expect(await t.app.get(NoticeDigest).run()).toBe(1);
      const [latest] = await t.query<{ subject: string; text: string }>(
        "select subject, text from outgoing_mails where kind = 'notice_digest' order by id desc limit 1",
      );
      expect(latest!.subject).toBe('Your morning digest: 1 notice');
      expect(latest!.text).toContain('New lead: Late Larry');
      expect(latest!.text).not.toContain('Dora Digest');
      // And a morning with nothing waiting sends nothing.
      clock.mockReturnValue(new Date('2030-01-11T08:00:00.000Z'));
      expect(await t.app.get(NoticeDigest).run()).toBe(0);
    });

    it('never mails a deactivated member a digest: what waited for them goes', async () => {
      const id = await createTeamMember(t, { username: 'dana', role: 'admin', email: 'dana@example.com' });
      await t.query(
        `insert into notice_digest_items (member_id, kind, subject, created_at) values ($1, 'new_lead', 'New lead: Gone Gina', now())`,
        [id],
      );
      await deactivate(t, id);
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-02-06T08:00:00.000Z'));
      expect(await t.app.get(NoticeDigest).run()).toBe(0);
      expect(await waiting('dana')).toEqual([]);
      expect(await t.query("select id from outgoing_mails where recipient = 'dana@example.com'")).toEqual([]);
    });

    it('still mails a cancellation to a member whose stored choice says off', async () => {
      // Stored before the rule said otherwise: the rule wins.
      const [{ id }] = await t.query<{ id: number }>("select id from users where username = 'boss'");
      await t.query(
        "insert into notice_preferences (member_id, kind, delivery) values ($1, 'subscription_canceled', 'off')",
        [id],
      );
      const { id: clientId, agent } = await t.signedInPortalClient(`client${++sequence}`);
      const [subscription] = await t.query<{ id: number }>(
        `select id from client_subscriptions where client_id = $1 and status = 'active'`,
        [clientId],
      );
      await agent
        .post(`/api/client/subscriptions/${subscription!.id}/cancel`)
        .send({ reason: 'Budget' })
        .expect(200);
      expect(await recipients('subscription_canceled', `client${sequence}@example.com`)).toEqual([
        'ava@example.com',
        'boss@example.com',
      ]);
    });
  });

  describe('a self-registration', () => {
    it('mails the admins the name, username, email and a link to the client', async () => {
      const username = `selfie${++sequence}`;
      const { body } = await t
        .agent()
        .post('/api/client/register')
        .send({
          username,
          email: `${username}@example.com`,
          password: 'plum-ladder-orbit-42',
          firstName: 'Ada',
          lastName: 'Lovelace',
        })
        .expect(201);
      const mails = await t.query<{ recipient: string; subject: string; text: string }>(
        "select recipient, subject, text from outgoing_mails where kind = 'client_registered' and about = $1 order by recipient",
        [`${username}@example.com`],
      );
      expect(mails.map((mail) => mail.recipient)).toEqual(['ava@example.com', 'boss@example.com']);
      expect(mails[0]!.subject).toBe('New self-registration: Ada Lovelace');
      expect(mails[0]!.text).toContain(
        `Ada Lovelace registered themselves as a client, with the username ${username} and the email ${username}@example.com.`,
      );
      expect(mails[0]!.text).toContain(`Open the client: ${PUBLIC_URL}/admin/clients/${body.user.id}`);
    });
  });

  describe('the answers say whom they reached', () => {
    it('Send for review counts the admins mailed now and those who get it in their digest', async () => {
      expect((await sendForReview()).notified).toEqual({ now: 2, digest: 0 });
      await choose(ava, [{ kind: 'review_requested', delivery: 'digest' }]).expect(200);
      const { notified, title } = await sendForReview();
      expect(notified).toEqual({ now: 1, digest: 1 });
      const [mail] = await t.query<{ recipient: string }>(
        "select recipient from outgoing_mails where kind = 'review_requested' and subject like $1",
        [`%${title}`],
      );
      expect(mail!.recipient).toBe('boss@example.com');
      await choose(boss, [{ kind: 'review_requested', delivery: 'off' }]).expect(200);
      await choose(ava, [{ kind: 'review_requested', delivery: 'off' }]).expect(200);
      expect((await sendForReview()).notified).toEqual({ now: 0, digest: 0 });
    });

    it('Send back counts the writer told, and nobody once she turned it off', async () => {
      const { id } = await sendForReview();
      const { body } = await boss
        .post(`/api/admin/content/${id}/review`)
        .send({ decision: 'return', note: 'Shorter, please.' })
        .expect(200);
      expect(body.notified).toEqual({ now: 1, digest: 0 });
      expect(body.review.state).toBe('returned');

      await choose(wendy, [{ kind: 'review_returned', delivery: 'off' }]).expect(200);
      const { id: next } = await sendForReview();
      const { body: silent } = await boss
        .post(`/api/admin/content/${next}/review`)
        .send({ decision: 'return', note: 'Again.' })
        .expect(200);
      expect(silent.notified).toEqual({ now: 0, digest: 0 });
      const { body: approved } = await boss
        .post(`/api/admin/content/${(await sendForReview()).id}/review`)
        .send({ decision: 'approve' })
        .expect(200);
      expect(approved.notified).toEqual({ now: 0, digest: 0 });
    });
  });

  describe('what a digest keeps about a person goes with them', () => {
    it('deleting a lead removes the digest’s notice about it, not one about another lead of the same address', async () => {
      await choose(boss, [{ kind: 'new_lead', delivery: 'digest' }]).expect(200);
      const kept = await t.submitLead({ name: 'Twin One', email: 'twin@example.com' });
      const spam = await t.submitLead({ name: 'Twin Two', email: 'twin@example.com' });
      await boss.delete(`/api/leads/${spam.id}`).expect(204);
      expect((await waiting('boss')).map((item) => item.subject)).toEqual(['New lead: Twin One']);
      expect(kept.id).not.toBe(spam.id);
    });

    it('erasing a client removes the digest’s notices about them', async () => {
      await choose(boss, [{ kind: 'revision_requested', delivery: 'digest' }]).expect(200);
      const username = `client${++sequence}`;
      const { id, agent } = await t.signedInPortalClient(username);
      const [post] = await t.query<{ id: number }>(
        `select id from content_deliverables where client_id = $1 and status = 'delivered' order by id limit 1`,
        [id],
      );
      await agent
        .post(`/api/client/content/${post!.id}/revision`)
        .send({ feedbackNotes: 'Make it sound more like me, please.' })
        .expect(200);
      expect((await waiting('boss')).map((item) => item.about)).toEqual([`${username}@example.com`]);
      await boss.post(`/api/admin/clients/${id}/erasure`).expect(200);
      expect(await waiting('boss')).toEqual([]);
    });
  });
});
