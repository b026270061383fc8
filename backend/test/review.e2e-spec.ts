import type { Agent, Response } from 'supertest';
import { hashPassword } from '../src/common/passwords.js';
import type { UserRole } from '../src/common/user-roles.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { User } from '../src/users/user.entity.js';
import { Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { ADMIN, createTestApp, type TestApp } from './utils/test-app.js';

const PASSWORD = 'a team passphrase for review';

const FIRST = "This client's posts are reviewed before delivery: send it for review first";
const WAITING = "This client's posts are reviewed before delivery: this draft is waiting for review";
const RETURNED = 'This draft was returned: see the note, then send it for review again';
const NOT_WAITING = 'This draft is not waiting for review';

/**
 * The review step: a writer's draft of a client whose posts are reviewed goes to an admin, who
 * approves it (then it may be delivered) or sends it back with a note; the admins and the writer
 * are told, and each delivered version records who wrote, reviewed and delivered it.
 */
describe('reviewing drafts before delivery', () => {
  let t: TestApp;
  let boss: Agent;
  let second: Agent;
  let wendy: Agent;
  let wendyId: number;
  /** Rita's posts are reviewed; Una's are not. Both are Wendy's clients. */
  let rita: { id: number; echo: number };
  let una: { id: number; echo: number };
  let sequence = 0;
  const mailbox = new Mailbox();
  const PUBLIC_URL = 'https://ghostline.test';

  async function member(
    username: string,
    role: UserRole,
    fields: Partial<Pick<User, 'email' | 'firstName' | 'lastName' | 'deactivatedAt'>>,
  ): Promise<number> {
    const em = t.orm.em.fork();
    const user = em.create(User, {
      username,
      role,
      password: await hashPassword(PASSWORD),
      // An address given here counts as confirmed, as one given when an account is set up does.
      emailConfirmedAt: fields.email ? new Date() : null,
      ...fields,
    });
    await em.flush();
    return user.id;
  }

  async function signIn(username: string): Promise<Agent> {
    const agent = t.agent();
    await agent.post('/api/admin/login').send({ username, password: PASSWORD }).expect(200);
    return agent;
  }

  /** A client of Wendy's with the portal's subscriptions; `reviewRequired` as given. */
  async function client(username: string, reviewRequired: boolean): Promise<{ id: number; echo: number }> {
    const em = t.orm.em.fork();
    const user = await seedPortalClient(em, {
      username,
      password: PASSWORD,
      email: `${username}@example.com`,
      firstName: username[0]!.toUpperCase() + username.slice(1),
      lastName: 'Client',
    });
    user.reviewRequired = reviewRequired;
    user.assignedTo = em.getReference(User, wendyId);
    await em.flush();
    const [{ id: echo }] = await t.query<{ id: number }>(
      `select id from client_subscriptions where client_id = $1 and plan = 'echo'`,
      [user.id],
    );
    return { id: user.id, echo };
  }

  /** A new draft written by `agent` for `of`; its body is the answer. */
  const draft = async (agent: Agent, of = rita) =>
    (
      await agent
        .post('/api/admin/content')
        .send({ subscriptionId: of.echo, title: `Draft ${++sequence}`, content: 'Hiring in public.' })
        .expect(201)
    ).body;

  const get = (agent: Agent, id: number) => agent.get(`/api/admin/content/${id}`).expect(200);
  const ask = (agent: Agent, id: number) => agent.post(`/api/admin/content/${id}/review-request`);
  const answer = (agent: Agent, id: number, body: Record<string, unknown>) =>
    agent.post(`/api/admin/content/${id}/review`).send(body);
  const move = (agent: Agent, id: number, status: string) =>
    agent.post(`/api/admin/content/${id}/status`).send({ status });
  const edit = (agent: Agent, id: number, changes: Record<string, unknown>) =>
    agent.patch(`/api/admin/content/${id}`).send(changes);

  /** The mails of a kind about a post (its title), as recipients, sorted. */
  const mailed = async (kind: string, title: string) =>
    (
      await t.query<{ recipient: string }>(
        `select recipient from outgoing_mails where kind = $1 and subject like $2 order by recipient`,
        [kind, `%: ${title}`],
      )
    ).map((row) => row.recipient);

  /** The text of the mail `subject` to `address`, as it arrived. */
  const received = async (address: string, subject: string) =>
    (await mailbox.waitFor(address, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))).text;

  const outcome = (responses: Response[]) => ({
    statuses: responses.map((response) => response.status).sort(),
    refusals: responses.filter((response) => response.status >= 400).map((response) => response.body.message),
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    boss = await t.signedInAdmin();
    await t.query(
      `update users set email = 'boss@example.com', email_confirmed_at = now(), first_name = 'Bo', last_name = 'Boss' where username = $1`,
      [ADMIN.username],
    );
    await member('second', 'admin', { email: 'second@example.com', firstName: 'Sam', lastName: 'Second' });
    await member('gone', 'admin', { email: 'gone@example.com', firstName: 'Gil', deactivatedAt: new Date() });
    await member('silent', 'admin', { email: null, firstName: 'Sid' });
    wendyId = await member('wendy', 'writer', {
      email: 'wendy@example.com',
      firstName: 'Wendy',
      lastName: 'Writer',
    });
    second = await signIn('second');
    wendy = await signIn('wendy');
    rita = await client('rita', true);
    una = await client('una', false);
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  it('takes a draft from its writer through a return and an approval to delivery, and records who did what', async () => {
    const created = await draft(wendy);
    const id: number = created.id;
    expect(created).toMatchObject({
      writtenBy: 'Wendy Writer',
      reviewRequired: true,
      review: null,
      reviewRefusal: FIRST,
      allowedStatuses: [],
      canRequestReview: true,
      canReview: false,
      assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
    });
    expect((await move(wendy, id, 'delivered').expect(409)).body.message).toBe(FIRST);

    // The writer asks; the active admins with an email are told.
    const asked = (await ask(wendy, id).expect(200)).body;
    expect(asked).toMatchObject({
      reviewState: 'ready',
      review: { state: 'ready', requestedBy: 'Wendy Writer', reviewedBy: null, note: null },
      reviewRefusal: WAITING,
      canRequestReview: false,
      canReview: false,
    });
    expect(asked.review.requestedAt).toEqual(asked.reviewRequestedAt);
    expect(await mailed('review_requested', created.title)).toEqual([
      'boss@example.com',
      'second@example.com',
    ]);
    const notice = await received('second@example.com', `Ready for review: ${created.title}`);
    expect(notice).toContain(`Wendy Writer sent "${created.title}", written for Rita Client, for review.`);
    expect(notice).toContain(`${PUBLIC_URL}/admin/content/${id}`);
    expect((await ask(wendy, id).expect(409)).body.message).toBe('This draft is waiting for review already');
    expect((await move(wendy, id, 'delivered').expect(409)).body.message).toBe(WAITING);
    expect((await get(boss, id)).body).toMatchObject({ canReview: true, reviewRefusal: null });

    // Returned with a note: the writer is told, and sees it.
    const note = 'Open with the hiring story, not the numbers.';
    const returned = (await answer(boss, id, { decision: 'return', note }).expect(200)).body;
    expect(returned).toMatchObject({
      reviewState: 'returned',
      review: { state: 'returned', requestedBy: 'Wendy Writer', reviewedBy: 'Bo Boss', note },
      canReview: false,
      canRequestReview: true,
    });
    expect(returned.review.reviewedAt).not.toBeNull();
    expect(await mailed('review_returned', created.title)).toEqual(['wendy@example.com']);
    const returnMail = await received('wendy@example.com', `Returned with a note: ${created.title}`);
    expect(returnMail).toContain('Bo Boss sent');
    expect(returnMail).toContain(note);
    expect(returnMail).toContain(`${PUBLIC_URL}/admin/content/${id}`);
    expect((await get(wendy, id)).body).toMatchObject({ reviewRefusal: RETURNED, review: { note } });
    expect((await move(wendy, id, 'delivered').expect(409)).body.message).toBe(RETURNED);

    // The writer edits (the note stays in view) and asks again: the last answer is cleared.
    const edited = (await edit(wendy, id, { content: 'We hired in public. Here is why.' }).expect(200)).body;
    expect(edited).toMatchObject({ reviewState: 'returned', review: { note }, writtenBy: 'Wendy Writer' });
    expect((await ask(wendy, id).expect(200)).body.review).toMatchObject({
      state: 'ready',
      reviewedBy: null,
      reviewedAt: null,
      note: null,
    });

    // Another admin approves; now the writer may deliver.
    const approved = (await answer(second, id, { decision: 'approve' }).expect(200)).body;
    expect(approved.review).toMatchObject({ state: 'approved', reviewedBy: 'Sam Second', note: null });
    expect((await ask(wendy, id).expect(409)).body.message).toBe(
      'This draft is approved already: it may be delivered as it is',
    );
    expect((await get(wendy, id)).body).toMatchObject({
      reviewRefusal: null,
      allowedStatuses: ['delivered'],
      canRequestReview: false,
    });
    const delivered = (await move(wendy, id, 'delivered').expect(200)).body;
    expect(delivered).toMatchObject({ status: 'delivered', reviewState: null, review: null });
    expect(delivered.versions).toHaveLength(1);
    expect(delivered.versions[0]).toMatchObject({
      content: 'We hired in public. Here is why.',
      writtenBy: 'Wendy Writer',
      reviewedBy: 'Sam Second',
      deliveredBy: 'Wendy Writer',
    });
    expect(
      await t.query(
        `select review_state, review_note, review_requested_by_id, review_requested_at, reviewed_by_id, reviewed_at
           from content_deliverables where id = $1`,
        [id],
      ),
    ).toEqual([
      {
        review_state: null,
        review_note: null,
        review_requested_by_id: null,
        review_requested_at: null,
        reviewed_by_id: null,
        reviewed_at: null,
      },
    ]);

    // Back to draft for a revision: no review state, so it goes through review again.
    expect((await move(boss, id, 'draft').expect(200)).body.review).toBeNull();
    expect((await get(wendy, id)).body).toMatchObject({ reviewRefusal: FIRST, canRequestReview: true });
  });

  it('refuses to answer a draft that is not waiting, and to return one without a note', async () => {
    const { id } = await draft(wendy);
    expect((await answer(boss, id, { decision: 'approve' }).expect(409)).body.message).toBe(NOT_WAITING);
    await ask(wendy, id).expect(200);
    for (const body of [
      { decision: 'return' },
      { decision: 'return', note: '   ' },
      { decision: 'return', note: null },
    ]) {
      const refused = (await answer(boss, id, body).expect(400)).body;
      expect(refused.message).toBe('Please say what to change');
    }
    expect((await answer(boss, id, { decision: 'maybe' }).expect(400)).body.message).toBe(
      'The decision must be approve or return',
    );
    expect(
      (await answer(boss, id, { decision: 'return', note: 'x'.repeat(1001) }).expect(400)).body.message,
    ).toBe('A review note must be at most 1000 characters');
    // Only admins review.
    await answer(wendy, id, { decision: 'approve' }).expect(403);
    expect((await get(boss, id)).body.reviewState).toBe('ready');

    // An approval keeps a note given with it; a second answer finds it no longer waiting.
    const approved = (await answer(boss, id, { decision: 'approve', note: 'Lovely hook.' }).expect(200)).body;
    expect(approved.review).toMatchObject({ state: 'approved', note: 'Lovely hook.' });
    expect((await answer(boss, id, { decision: 'return', note: 'Wait' }).expect(409)).body.message).toBe(
      NOT_WAITING,
    );

    await move(boss, id, 'delivered').expect(200);
    expect((await ask(wendy, id).expect(409)).body.message).toBe('Only a draft can be sent for review');
    expect((await answer(boss, id, { decision: 'approve' }).expect(409)).body.message).toBe(NOT_WAITING);
    await ask(wendy, 999_999).expect(404);
    await answer(boss, 999_999, { decision: 'approve' }).expect(404);
  });

  it('lets an admin deliver any draft, recorded as reviewed by them when the client is reviewed', async () => {
    const reviewed = await draft(wendy);
    expect((await get(boss, reviewed.id)).body).toMatchObject({
      reviewRefusal: null,
      allowedStatuses: ['delivered'],
    });
    const version = (await move(boss, reviewed.id, 'delivered').expect(200)).body.versions[0];
    expect(version).toMatchObject({
      writtenBy: 'Wendy Writer',
      reviewedBy: 'Bo Boss',
      deliveredBy: 'Bo Boss',
    });

    // A draft waiting for review, delivered by an admin: they reviewed it; the review is cleared.
    const waiting = await draft(wendy);
    await ask(wendy, waiting.id).expect(200);
    const delivered = (await move(second, waiting.id, 'delivered').expect(200)).body;
    expect(delivered.review).toBeNull();
    expect(delivered.versions[0]).toMatchObject({ reviewedBy: 'Sam Second', deliveredBy: 'Sam Second' });

    // A client whose posts are not reviewed: nobody reviewed it.
    const plain = await draft(wendy, una);
    const unreviewed = (await move(boss, plain.id, 'delivered').expect(200)).body.versions[0];
    expect(unreviewed).toMatchObject({ writtenBy: 'Wendy Writer', reviewedBy: null, deliveredBy: 'Bo Boss' });
  });

  it("lets a writer deliver an unreviewed client's draft, or ask for a second pair of eyes on it", async () => {
    const plain = await draft(wendy, una);
    expect(plain).toMatchObject({ reviewRequired: false, reviewRefusal: null, canRequestReview: true });
    expect((await ask(wendy, plain.id).expect(200)).body.reviewRefusal).toBeNull();
    expect(await mailed('review_requested', plain.title)).toEqual(['boss@example.com', 'second@example.com']);
    await answer(boss, plain.id, { decision: 'approve' }).expect(200);
    const version = (await move(wendy, plain.id, 'delivered').expect(200)).body.versions[0];
    expect(version).toMatchObject({
      writtenBy: 'Wendy Writer',
      reviewedBy: 'Bo Boss',
      deliveredBy: 'Wendy Writer',
    });

    const direct = await draft(wendy, una);
    expect((await move(wendy, direct.id, 'delivered').expect(200)).body.versions[0].reviewedBy).toBeNull();
  });

  it('takes a draft out of review when its writer changes the text, not when an admin does', async () => {
    // Approved, then changed by the writer: it must be sent again.
    const approved = await draft(wendy);
    await ask(wendy, approved.id).expect(200);
    await answer(boss, approved.id, { decision: 'approve' }).expect(200);
    // Saving the same text changes nothing.
    expect((await edit(wendy, approved.id, { title: approved.title }).expect(200)).body.reviewState).toBe(
      'approved',
    );
    // A schedule is not the text.
    const scheduledFor = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await edit(wendy, approved.id, { scheduledFor }).expect(200)).body.reviewState).toBe('approved');
    const changed = (await edit(wendy, approved.id, { title: 'A sharper title' }).expect(200)).body;
    expect(changed).toMatchObject({
      reviewState: null,
      review: null,
      reviewRefusal: FIRST,
      canRequestReview: true,
    });
    await move(wendy, approved.id, 'delivered').expect(409);

    // Waiting, then changed by the writer: out of the queue.
    const waiting = await draft(wendy);
    await ask(wendy, waiting.id).expect(200);
    expect(
      (await edit(wendy, waiting.id, { content: 'Second thoughts.' }).expect(200)).body.review,
    ).toBeNull();
    await answer(boss, waiting.id, { decision: 'approve' }).expect(409);

    // An admin's fix keeps the approval, and makes them the text's writer.
    const fixed = await draft(wendy);
    await ask(wendy, fixed.id).expect(200);
    expect((await edit(boss, fixed.id, { content: 'Hiring, in public.' }).expect(200)).body.reviewState).toBe(
      'ready',
    );
    await answer(boss, fixed.id, { decision: 'approve' }).expect(200);
    const kept = (await edit(second, fixed.id, { content: 'Hiring; in public.' }).expect(200)).body;
    expect(kept).toMatchObject({ reviewState: 'approved', writtenBy: 'Sam Second' });
    const version = (await move(wendy, fixed.id, 'delivered').expect(200)).body.versions[0];
    expect(version).toMatchObject({
      writtenBy: 'Sam Second',
      reviewedBy: 'Bo Boss',
      deliveredBy: 'Wendy Writer',
    });
  });

  it('lists the drafts waiting for review, oldest request first, with their client and writer', async () => {
    const ruth = await client('ruth', true);
    const [a, b, c, d] = [
      await draft(wendy, ruth),
      await draft(wendy, ruth),
      await draft(boss, ruth),
      await draft(wendy, ruth),
    ];
    for (const post of [a, b, c, d]) await ask(wendy, post.id).expect(200);
    await answer(boss, d.id, { decision: 'approve' }).expect(200);
    // Asked in another order than written: b first, then a and c at the same moment.
    const earliest = new Date(Date.now() - 3 * 3_600_000);
    const later = new Date(Date.now() - 2 * 3_600_000);
    await t.query('update content_deliverables set review_requested_at = $2 where id = $1', [b.id, earliest]);
    await t.query('update content_deliverables set review_requested_at = $2 where id = any($1)', [
      [a.id, c.id],
      later,
    ]);
    const { body } = await boss
      .get('/api/admin/content')
      .query({ reviewState: 'ready', clientId: ruth.id })
      .expect(200);
    expect(body.total).toBe(3);
    expect(body.items.map((post: { id: number }) => post.id)).toEqual([b.id, a.id, c.id]);
    expect(body.items[0]).toMatchObject({
      clientName: 'Ruth Client',
      assignedTo: { id: wendyId, name: 'Wendy Writer', active: true },
      reviewState: 'ready',
      reviewRequestedAt: earliest.toISOString(),
    });
    expect(body.items[1].reviewRequestedAt).toBe(later.toISOString());
    const approved = (
      await boss.get('/api/admin/content').query({ reviewState: 'approved', clientId: ruth.id }).expect(200)
    ).body;
    expect(approved.items.map((post: { id: number }) => post.id)).toEqual([d.id]);
    expect(approved.items[0].reviewRequestedAt).toBeNull();
    expect(
      (await boss.get('/api/admin/content').query({ reviewState: 'pending' }).expect(400)).body.message,
    ).toBe('The review state must be ready, approved or returned');
  });

  it('answers two admins reviewing at once with one outcome', async () => {
    const { id, title } = await draft(wendy);
    await ask(wendy, id).expect(200);
    const responses = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [id] },
      () => [
        answer(boss, id, { decision: 'approve' }),
        answer(second, id, { decision: 'return', note: 'Cut the last paragraph.' }),
      ],
    );
    expect(outcome(responses)).toEqual({ statuses: [200, 409], refusals: [NOT_WAITING] });
    const winner = responses.find((response) => response.status === 200)!.body;
    const stored = (await get(boss, id)).body;
    expect(stored.reviewState).toBe(winner.reviewState);
    // The writer hears of a return only when it is the outcome.
    expect(await mailed('review_returned', title)).toEqual(
      winner.reviewState === 'returned' ? ['wendy@example.com'] : [],
    );
  });

  it('answers a review racing a delivery with one outcome', async () => {
    const { id } = await draft(wendy);
    await ask(wendy, id).expect(200);
    const responses = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [id] },
      () => [answer(second, id, { decision: 'return', note: 'Not yet.' }), move(boss, id, 'delivered')],
    );
    expect(outcome(responses).statuses).toEqual([200, 409]);
    const stored = (await get(boss, id)).body;
    if (responses[0]!.status === 200) {
      expect(stored).toMatchObject({ status: 'draft', reviewState: 'returned', versions: [] });
    } else {
      expect(responses[0]!.body.message).toBe(NOT_WAITING);
      expect(stored).toMatchObject({ status: 'delivered', review: null });
      expect(stored.versions).toHaveLength(1);
    }
  });

  it('keeps the ready state and a single request when the writer asks twice at once', async () => {
    const { id, title } = await draft(wendy);
    const responses = await race(
      t.databaseUrl,
      { sql: 'select 1 from content_deliverables where id = $1 for update', values: [id] },
      () => [ask(wendy, id), ask(wendy, id)],
    );
    expect(outcome(responses)).toEqual({
      statuses: [200, 409],
      refusals: ['This draft is waiting for review already'],
    });
    // The admins are told once.
    expect(await mailed('review_requested', title)).toEqual(['boss@example.com', 'second@example.com']);
  });
});
