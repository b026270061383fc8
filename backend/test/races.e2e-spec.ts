import type { Agent, Response } from 'supertest';
import { createHash } from 'node:crypto';
import { Post } from '../src/content/post.entity.js';
import { PostVersion } from '../src/content/post-version.entity.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { soldTerms } from '../src/plans/plans.js';
import { ClientSubscription } from '../src/subscriptions/client-subscription.entity.js';
import { User } from '../src/users/user.entity.js';
import { race } from './utils/race.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PASSWORD = 'plum-ladder-orbit-42';
const answers = ONBOARDING_ANSWERS;

/**
 * Every rule that a second request could slip past by arriving at the same moment: each test fires
 * the requests together (one server, one database, as several servers would share it) and asserts
 * that exactly one is accepted and that the stored state is what one request makes.
 */
describe('rules under concurrent requests', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let clientId: number;
  let ghost: ClientSubscription;
  let sequence = 0;

  /** The requests, sent while the test holds the row `id` of `table` locked (race.ts). */
  const onRow = (table: string, id: number, requests: () => Promise<Response>[]) =>
    race(t.databaseUrl, { sql: `select 1 from "${table}" where id = $1 for update`, values: [id] }, requests);

  /** The statuses, sorted, and the messages of the refused ones. */
  const outcome = (responses: Response[]) => ({
    statuses: responses.map((response) => response.status).sort(),
    refusals: responses.filter((response) => response.status >= 400).map((response) => response.body.message),
  });

  /** A post of the client on their active Ghost subscription, delivered once (or as given). */
  async function ghostPost(status: Post['status'] = 'delivered'): Promise<number> {
    const em = t.orm.em.fork();
    const post = em.create(Post, {
      client: em.getReference(User, clientId),
      subscription: em.getReference(ClientSubscription, ghost.id),
      title: `Post ${++sequence}`,
      content: 'Most founders treat hiring as an afterthought.',
      status,
      ...(status !== 'draft' && { deliveredAt: new Date() }),
    });
    if (status !== 'draft')
      em.create(PostVersion, { post, number: 1, title: post.title, content: post.content });
    await em.flush();
    return post.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const em = t.orm.em.fork();
    const carol = await seedPortalClient(em, {
      username: 'carol',
      password: PASSWORD,
      email: 'carol@example.com',
    });
    clientId = carol.id;
    ghost = em.create(ClientSubscription, {
      client: carol,
      plan: 'ghost',
      ...soldTerms('ghost'),
      amount: '99.00',
      renewalDate: new Date(Date.now() + 20 * 86_400_000),
    });
    await em.flush();
    client = t.agent();
    await client.post('/api/client/login').send({ username: 'carol', password: PASSWORD }).expect(200);
    admin = await t.signedInAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('grants a Ghost post its one revision once, when two are asked for at the same moment', async () => {
    const id = await ghostPost();
    const feedback = { feedbackNotes: 'Open with the hiring story, please.' };
    const responses = await onRow('content_deliverables', id, () => [
      client.post(`/api/client/content/${id}/revision`).send(feedback),
      client.post(`/api/client/content/${id}/revision`).send(feedback),
    ]);
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['Revisions can only be requested for delivered content'],
    });
    expect(
      await t.query('select revision_count, status from content_deliverables where id = $1', [id]),
    ).toEqual([{ revision_count: 1, status: 'draft' }]);
  });

  it('publishes a post once when Mark as Published is pressed twice at the same moment', async () => {
    const id = await ghostPost();
    const responses = await onRow('content_deliverables', id, () => [
      client
        .post(`/api/client/content/${id}/publish`)
        .send({ publishedUrl: 'https://www.linkedin.com/posts/1' }),
      client
        .post(`/api/client/content/${id}/publish`)
        .send({ publishedUrl: 'https://www.linkedin.com/posts/2' }),
    ]);
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['Only delivered or scheduled content can be marked as published'],
    });
    const winner = responses.find((response) => response.status === 200)!.body.publishedUrl;
    expect(
      await t.query('select status, published_url from content_deliverables where id = $1', [id]),
    ).toEqual([{ status: 'published', published_url: winner }]);
  });

  it('cancels a subscription once when the client cancels it twice at the same moment', async () => {
    const em = t.orm.em.fork();
    const subscription = em.create(ClientSubscription, {
      client: em.getReference(User, clientId),
      plan: 'echo',
      ...soldTerms('echo'),
      amount: '299.00',
      renewalDate: new Date(Date.now() + 10 * 86_400_000),
    });
    await em.flush();
    const responses = await onRow('client_subscriptions', subscription.id, () => [
      client.post(`/api/client/subscriptions/${subscription.id}/cancel`).send({ reason: 'first' }),
      client.post(`/api/client/subscriptions/${subscription.id}/cancel`).send({ reason: 'second' }),
    ]);
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['Only an active subscription can be canceled; this one is canceled'],
    });
    const winner = responses.find((response) => response.status === 200)!.body;
    expect(
      await t.query('select status, cancel_reason from client_subscriptions where id = $1', [
        subscription.id,
      ]),
    ).toEqual([{ status: 'canceled', cancel_reason: winner.cancelReason }]);
  });

  it('delivers a draft once when two admins deliver it at the same moment: one version, one move', async () => {
    const id = await ghostPost('draft');
    const responses = await onRow('content_deliverables', id, () => [
      admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }),
      admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }),
    ]);
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['A post that is delivered can only become scheduled, published or draft'],
    });
    expect(await t.query('select number from content_versions where post_id = $1', [id])).toEqual([
      { number: 1 },
    ]);
  });

  it('makes one move of a post when two admins move it different ways at the same moment', async () => {
    const id = await ghostPost();
    const responses = await onRow('content_deliverables', id, () => [
      admin
        .post(`/api/admin/content/${id}/status`)
        .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/posts/9' }),
      admin.post(`/api/admin/content/${id}/status`).send({ status: 'draft' }),
    ]);
    expect(outcome(responses).statuses).toEqual([200, 409]);
    const won = responses.find((response) => response.status === 200)!.body.status;
    expect(await t.query('select status from content_deliverables where id = $1', [id])).toEqual([
      { status: won },
    ]);
  });

  it('deletes a draft or delivers it, not both, when the two are asked at the same moment', async () => {
    const id = await ghostPost('draft');
    const responses = await onRow('content_deliverables', id, () => [
      admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }),
      admin.delete(`/api/admin/content/${id}`),
    ]);
    const [delivered] = responses;
    // Whichever came first wins; the other hears why it cannot follow.
    expect(outcome(responses)).toEqual(
      delivered!.status === 200
        ? { statuses: [200, 409], refusals: ['Only a draft that was never delivered can be deleted'] }
        : { statuses: [204, 404], refusals: ['Content not found'] },
    );
    const rows = await t.query('select status from content_deliverables where id = $1', [id]);
    expect(rows).toEqual(delivered!.status === 200 ? [{ status: 'delivered' }] : []);
  });

  it('accepts one onboarding when the questionnaire is submitted twice at the same moment', async () => {
    const lead = await t.submitLead();
    const send = (jobTitle: string) =>
      t
        .agent()
        .post(`/api/leads/${lead.id}/onboarding`)
        .query({ token: lead.token })
        .send({ ...answers, jobTitle });
    const responses = await onRow('leads', lead.id, () => [send('Founder'), send('CEO')]);
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['This onboarding has already been submitted'],
    });
    expect(
      await t.query(
        "select count(*)::int as n from lead_activities where lead_id = $1 and kind = 'onboarded'",
        [lead.id],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('converts a lead or archives it, not both, when the two are asked at the same moment', async () => {
    const lead = await t.submitLead();
    await t.onboard(lead, answers);
    const responses = await onRow('leads', lead.id, () => [
      admin.post(`/api/admin/leads/${lead.id}/convert`).send({
        username: 'raced.client',
        email: 'raced@example.com',
        firstName: 'Ra',
        lastName: 'Ced',
        plan: 'echo',
        amount: 299,
      }),
      admin.patch(`/api/leads/${lead.id}/status`).send({ status: 'archived' }),
    ]);
    const [converted, archived] = responses;
    expect([converted!.status, archived!.status].filter((status) => status < 300)).toHaveLength(1);
    const [stored] = await t.query<{ status: string }>('select status from leads where id = $1', [lead.id]);
    const clients = await t.query("select 1 from users where username = 'raced.client'");
    if (converted!.status === 201) {
      expect([stored!.status, clients.length, archived!.status]).toEqual(['converted', 1, 409]);
    } else {
      expect([stored!.status, clients.length, converted!.status]).toEqual(['archived', 0, 409]);
      expect(converted!.body.message).toBe('This lead is archived: restore it before converting it');
    }
  });

  it('lets a reset link set a password once when it is used twice at the same moment', async () => {
    const token = 'a-token-as-the-reset-mail-carries-it';
    const [{ id }] = await t.query<{ id: number }>(
      `insert into password_reset_tokens (user_id, token, expires_at) values ($1, $2, now() + interval '1 hour') returning id`,
      [clientId, createHash('sha256').update(token).digest('hex')],
    );
    const responses = await onRow('password_reset_tokens', id!, () =>
      ['first-new-passphrase', 'second-new-passphrase'].map((newPassword) =>
        t.agent().post('/api/client/reset-password').send({ token, newPassword }),
      ),
    );
    expect(outcome(responses).statuses).toEqual([200, 400]);
    expect(await t.query('select count(*)::int as used from password_reset_tokens where used')).toEqual([
      { used: 1 },
    ]);
  });

  it('registers a username once when two people take it at the same moment: the other hears 409', async () => {
    const responses = await race(t.databaseUrl, { sql: 'lock table users in share row exclusive mode' }, () =>
      ['Dana', 'dana'].map((username, index) =>
        t
          .agent()
          .post('/api/client/register')
          .send({
            username,
            email: `dana${index}@example.com`,
            password: 'a long enough passphrase',
            firstName: 'Dana',
            lastName: 'Scully',
          }),
      ),
    );
    expect(outcome(responses)).toEqual({
      statuses: [201, 409],
      refusals: ['This username is already taken'],
    });
    expect(await t.query("select count(*)::int as n from users where lower(username) = 'dana'")).toEqual([
      { n: 1 },
    ]);
  });

  it('registers an email once when two accounts claim it at the same moment', async () => {
    const responses = await race(t.databaseUrl, { sql: 'lock table users in share row exclusive mode' }, () =>
      ['fox1', 'fox2'].map((username) =>
        t.agent().post('/api/client/register').send({
          username,
          email: 'fox@example.com',
          password: 'a long enough passphrase',
          firstName: 'Fox',
          lastName: 'Mulder',
        }),
      ),
    );
    expect(outcome(responses)).toEqual({
      statuses: [201, 409],
      refusals: ['An account with this email already exists'],
    });
  });
});
