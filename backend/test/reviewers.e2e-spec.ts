import type { Agent } from 'supertest';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { endBursts } from './utils/conversation-bursts.js';
import { linkIn, Mailbox } from './utils/mailbox.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

const PASSWORD = 'plum-ladder-orbit-42';
const PUBLIC_URL = 'https://ghostline.test';

interface Comment {
  id: number;
  body: string;
  authorName: string;
  authorSide: 'client' | 'team';
  mine: boolean;
  sentAt: string | null;
}
interface Conversation {
  threads: (Comment & { replies: Comment[] })[];
  unsent: number;
}

/**
 * A client's reviewers (docs/product.md, "Roles"): invited from Settings with their own sign-in, they
 * read, comment on and send feedback on the client's posts under their own name, and nothing else;
 * removed, their sessions end at once; erased with their client.
 */
describe("a client's reviewers", () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let alice: Agent;
  let bob: Agent;
  let wendy: Agent;
  let aliceId: number;
  let bobPost: number;
  let alicePost: number;
  /** Alice's assistant, signed in through her invitation. */
  let rita: Agent;
  let ritaId: number;

  const signedIn = async (username: string) => {
    const agent = t.agent();
    await agent.post('/api/client/login').send({ username, password: PASSWORD }).expect(200);
    return agent;
  };

  /** Alice invites a reviewer; the mailed link sets their password and signs them in. */
  const invite = async (firstName: string, email: string) => {
    const { body } = await alice
      .post('/api/client/reviewers')
      .send({ firstName, lastName: 'Reviewer', email })
      .expect(201);
    const mail = await mailbox.waitFor(email, /invited you to review their posts/);
    const token = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    const agent = t.agent();
    await t.query('delete from rate_limits');
    const set = await agent
      .post('/api/client/reset-password')
      .send({ token, newPassword: PASSWORD })
      .expect(200);
    return { id: body.id as number, username: body.username as string, agent, mail, set };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL } });
    admin = await t.signedInAdmin();
    aliceId = (
      await seedPortalClient(t.orm.em.fork(), {
        username: 'alice',
        password: PASSWORD,
        email: 'alice@example.com',
      })
    ).id;
    await seedPortalClient(t.orm.em.fork(), {
      username: 'bob',
      password: PASSWORD,
      email: 'bob@example.com',
    });
    alice = await signedIn('alice');
    bob = await signedIn('bob');
    const wendyId = await createTeamMember(t, { username: 'wendy', firstName: 'Wendy', lastName: 'Writer' });
    await admin.patch(`/api/admin/clients/${aliceId}/production`).send({ assignedToId: wendyId }).expect(200);
    wendy = await signInMember(t, 'wendy');
    const titled = async (agent: Agent, title: string) =>
      (
        (await agent.get('/api/client/content').expect(200)).body.items as { id: number; title: string }[]
      ).find((post) => post.title === title)!.id;
    alicePost = await titled(alice, 'Hiring is a system, not a hunch');
    bobPost = await titled(bob, 'Hiring is a system, not a hunch');
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  it('invites a reviewer: an account without a password, a mail naming the client, and a link that signs them in', async () => {
    const invited = await invite('Rita', 'rita@example.com');
    ({ id: ritaId, agent: rita } = invited);
    expect(invited.mail.subject).toBe('Ada Lovelace invited you to review their posts on Ghostline');
    expect(invited.mail.text).toContain('Your username is rita.reviewer');
    expect(invited.set.body.user).toMatchObject({
      role: 'reviewer',
      reviewsForId: aliceId,
      firstName: 'Rita',
    });
    const profile = (await rita.get('/api/client/profile').expect(200)).body;
    expect(profile).toMatchObject({ id: ritaId, role: 'reviewer', reviewsForId: aliceId });
    expect((await alice.get('/api/client/reviewers').expect(200)).body).toEqual([
      expect.objectContaining({
        id: ritaId,
        name: 'Rita Reviewer',
        email: 'rita@example.com',
        invitationPending: false,
      }),
    ]);
    // They sign in at /auth as a client does, by username or email.
    await rita.post('/api/client/logout').expect(200);
    rita = await signedIn('rita@example.com');
  });

  it('answers alike for an address another account has (that address is told, and no link goes), and names bad input', async () => {
    const ask = (email: string) =>
      alice.post('/api/client/reviewers').send({ firstName: 'Rita', lastName: 'Again', email }).expect(201);
    const free = (await ask('rita.again@example.com')).body;
    const taken = (await ask('bob@example.com')).body;
    expect(Object.keys(taken).sort()).toEqual(Object.keys(free).sort());
    expect(taken).toMatchObject({ email: 'bob@example.com', invitationPending: true });
    await t.mailsSettled();
    const toBob = mailbox.messages.filter((mail) => JSON.stringify(mail.to).includes('bob@example.com'));
    expect(toBob.map((mail) => mail.text)).toEqual([
      expect.stringContaining('already has a Ghostline account'),
    ]);
    expect(toBob[0]!.text).not.toContain('set-password');
    await alice.delete(`/api/client/reviewers/${free.id}`).expect(204);
    await alice.delete(`/api/client/reviewers/${taken.id}`).expect(204);

    const bad = await alice
      .post('/api/client/reviewers')
      .send({ firstName: 'Rita', lastName: 'Again', email: 'not-an-email', role: 'admin' })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(['Please enter a valid email address', "Unknown field 'role' is not allowed"]),
    );
  });

  it("holds no address while the invitation waits: the address's lead converts, and the invitation then cannot be accepted", async () => {
    const { body: pending } = await alice
      .post('/api/client/reviewers')
      .send({ firstName: 'Lena', lastName: 'Lead', email: 'lena.lead@example.com' })
      .expect(201);
    const mail = await mailbox.waitFor('lena.lead@example.com', /invited you to review their posts/);
    const token = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    const lead = await t.submitLead({ name: 'Lena Lead', email: 'lena.lead@example.com' });
    await t.onboard(lead, ONBOARDING_ANSWERS);
    await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username: 'lena',
        email: 'lena.lead@example.com',
        firstName: 'Lena',
        lastName: 'Lead',
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    await t.query('delete from rate_limits');
    await t.agent().post('/api/client/reset-password').send({ token, newPassword: PASSWORD }).expect(400);
    await alice.delete(`/api/client/reviewers/${pending.id}`).expect(204);
  });

  it('limits invitations: a few waiting at once (409), and a few a day (429)', async () => {
    await t.query('delete from rate_limits');
    const invite = (n: number) =>
      bob
        .post('/api/client/reviewers')
        .send({ firstName: 'Many', lastName: `Guest${n}`, email: `guest${n}@example.com` });
    const ids: number[] = [];
    for (let n = 1; n <= 5; n++) ids.push((await invite(n).expect(201)).body.id);
    const waiting = await invite(6).expect(409);
    expect(waiting.body.message).toBe(
      'You have 5 invitations waiting: remove one before inviting someone else',
    );
    for (const id of ids) await bob.delete(`/api/client/reviewers/${id}`).expect(204);
    ids.length = 0;
    for (let n = 7; n <= 11; n++) ids.push((await invite(n).expect(201)).body.id);
    for (const id of ids) await bob.delete(`/api/client/reviewers/${id}`).expect(204);
    const daily = await invite(12).expect(429);
    expect(daily.body.message).toMatch(/^Too many invitations today\. Please try again in /);
    expect((await bob.get('/api/client/reviewers').expect(200)).body).toEqual([]);
  });

  it("lets the reviewer read the client's posts, and only theirs: another client's post is 404", async () => {
    const list = (await rita.get('/api/client/content').expect(200)).body.items as { id: number }[];
    expect(list.map((post) => post.id)).toContain(alicePost);
    expect(list.map((post) => post.id)).not.toContain(bobPost);
    // The post is Alice's: LinkedIn's preview names her as its author, not the reviewer reading it.
    const post = await rita.get(`/api/client/content/${alicePost}`).expect(200);
    expect(post.body.authorName).toBe('Ada Lovelace');
    await rita.get(`/api/client/content/${bobPost}`).expect(404);
    await rita.get(`/api/client/content/${bobPost}/comments`).expect(404);
    await rita.post(`/api/client/content/${bobPost}/comments`).send({ body: 'Hello' }).expect(404);
    await rita
      .post(`/api/client/content/${bobPost}/revision`)
      .send({ feedbackNotes: 'Not hers at all' })
      .expect(404);
  });

  it("leaves the subscription's terms out of the reviewer's answers, as the client's keep them", async () => {
    const terms = ['subscriptionId', 'plan', 'revisionsPerPost'];
    const today = new Date();
    const range = {
      from: today.toISOString().slice(0, 10),
      to: new Date(today.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
    };
    const answers = async (agent: Agent) => [
      ...((await agent.get('/api/client/content').expect(200)).body.items as object[]),
      (await agent.get(`/api/client/content/${alicePost}`).expect(200)).body as object,
      ...((await agent.get('/api/client/calendar').query(range).expect(200)).body.items as object[]),
    ];
    const hers = await answers(alice);
    const calendarDays = hers.filter((post) => !('content' in post));
    expect(calendarDays.length).toBeGreaterThan(0);
    for (const post of hers) expect(Object.keys(post)).toContain('plan');
    const ritas = await answers(rita);
    expect(ritas).toHaveLength(hers.length);
    for (const post of ritas) for (const key of terms) expect(Object.keys(post)).not.toContain(key);
  });

  it('refuses the reviewer everything else a client has, with 403', async () => {
    const refused = [
      rita.get('/api/client/subscriptions'),
      rita.get('/api/client/performance'),
      rita.get('/api/client/performance.csv'),
      rita.get(`/api/client/content/${alicePost}/performance`),
      rita.post(`/api/client/content/${alicePost}/publish`).send({}),
      rita.patch('/api/client/profile').send({ lastName: 'Changed' }),
      rita.get('/api/client/reviewers'),
      rita
        .post('/api/client/reviewers')
        .send({ firstName: 'Eve', lastName: 'Else', email: 'eve@example.com' }),
      rita.delete(`/api/client/reviewers/${ritaId}`),
      rita.get('/api/admin/check-auth'),
    ];
    for (const call of refused) expect((await call).status).toBe(403);
  });

  it("keeps each one's drafts theirs, puts the reviewer's name on their comments, and sends only their own with their feedback", async () => {
    await alice
      .post(`/api/client/content/${alicePost}/comments`)
      .send({ body: 'Alice’s own draft.' })
      .expect(201);
    const mine = (
      await rita
        .post(`/api/client/content/${alicePost}/comments`)
        .send({ body: 'Too formal for her.' })
        .expect(201)
    ).body as Conversation;
    // Rita sees her draft, not Alice's.
    expect(mine.unsent).toBe(1);
    expect(
      mine.threads.map((thread) => [thread.body, thread.authorName, thread.authorSide, thread.mine]),
    ).toEqual([['Too formal for her.', 'Rita Reviewer', 'client', true]]);
    const sent = await rita.post(`/api/client/content/${alicePost}/revision`).send({}).expect(200);
    expect(sent.body).toMatchObject({ revisionRequested: true, revisionCount: 1 });
    expect(Object.keys(sent.body)).not.toContain('plan');
    expect(Object.keys(sent.body)).not.toContain('subscriptionId');
    expect(Object.keys(sent.body)).not.toContain('revisionsPerPost');
    // The writer sees Rita's comment under her name; Alice's draft stays Alice's, not sent.
    const team = (await wendy.get(`/api/admin/content/${alicePost}/comments`).expect(200))
      .body as Conversation;
    expect(team.threads.map((thread) => [thread.body, thread.authorName, thread.authorSide])).toEqual([
      ['Too formal for her.', 'Rita Reviewer', 'client'],
    ]);
    const hers = (await alice.get(`/api/client/content/${alicePost}/comments`).expect(200))
      .body as Conversation;
    expect(hers.unsent).toBe(1);
    expect(hers.threads.map((thread) => [thread.body, thread.mine, thread.sentAt === null])).toEqual([
      ['Alice’s own draft.', true, true],
      ['Too formal for her.', false, false],
    ]);
    const notice = await mailbox.waitFor(
      'wendy@example.com',
      /^Revision requested: Hiring is a system, not a hunch$/,
    );
    expect(notice.text).toContain('“Too formal for her.”');
    expect(notice.text).toContain(
      'Rita Reviewer (reviewing for Ada Lovelace) asked for a revision of "Hiring is a system, not a hunch", with 1 comment:',
    );
    // Rita cannot change Alice's draft.
    const alicesDraft = hers.threads.find((thread) => thread.mine)!.id;
    await rita.delete(`/api/client/content/${alicePost}/comments/${alicesDraft}`).expect(404);
  });

  it('mails the reviewer when a post is delivered, with a link to it in the portal', async () => {
    await admin.post(`/api/admin/content/${alicePost}/status`).send({ status: 'delivered' }).expect(200);
    const mail = await mailbox.waitFor('rita@example.com', /revised post is ready/);
    expect(mail.subject).toBe("Ada Lovelace's revised post is ready: Hiring is a system, not a hunch");
    expect(linkIn(mail, PUBLIC_URL).href).toBe(`${PUBLIC_URL}/dashboard/content/${alicePost}`);
    // The one-click buttons act as the client: they stay in the client's own mail.
    expect(mail.text).not.toContain('/review?token=');
  });

  it('mails the reviewer when the team writes to the client on a post, as it mails the client', async () => {
    await wendy
      .post(`/api/admin/content/${alicePost}/comments`)
      .send({ body: 'Shall we open with the hiring story?', internal: false })
      .expect(201);
    await endBursts(t);
    const mail = await mailbox.waitFor('rita@example.com', /^New comment on your post/);
    expect(mail.text).toContain('Shall we open with the hiring story?');
    await mailbox.waitFor('alice@example.com', /^New comment on your post/);
    // A team-only note reaches neither.
    await wendy
      .post(`/api/admin/content/${alicePost}/comments`)
      .send({ body: 'She hates questions.' })
      .expect(201);
    await endBursts(t);
    await t.mailsSettled();
    const notes = await t.query(
      `select count(*)::int as n from outgoing_mails where kind = 'comment_answered' and recipient in ('rita@example.com', 'alice@example.com')`,
    );
    expect(notes).toEqual([{ n: 2 }]);
  });

  it('lets the reviewer change their own password, keeping this session', async () => {
    await rita
      .post('/api/client/change-password')
      .send({ currentPassword: PASSWORD, newPassword: 'quill-meadow-lantern-77' })
      .expect(200);
    await rita.get('/api/client/profile').expect(200);
    await rita
      .post('/api/client/change-password')
      .send({ currentPassword: 'quill-meadow-lantern-77', newPassword: PASSWORD })
      .expect(200);
  });

  it("removes a reviewer at once: their session ends and they cannot sign in; another client's reviewer is 404", async () => {
    await bob.delete(`/api/client/reviewers/${ritaId}`).expect(404);
    await rita.get('/api/client/profile').expect(200);
    await alice.delete(`/api/client/reviewers/${ritaId}`).expect(204);
    await rita.get('/api/client/profile').expect(401);
    await rita.get(`/api/client/content/${alicePost}`).expect(401);
    await t
      .agent()
      .post('/api/client/login')
      .send({ username: 'rita@example.com', password: PASSWORD })
      .expect(401);
    expect((await alice.get('/api/client/reviewers').expect(200)).body).toEqual([]);
    await alice.delete(`/api/client/reviewers/${ritaId}`).expect(404);
    // Her address is free again: someone may register with it.
    await t.query('delete from rate_limits');
    await t
      .agent()
      .post('/api/client/register')
      .send({
        username: 'rita.own',
        email: 'rita@example.com',
        password: PASSWORD,
        firstName: 'Rita',
        lastName: 'Own',
      })
      .expect(201);
    // Her comments keep her name.
    const team = (await wendy.get(`/api/admin/content/${alicePost}/comments`).expect(200))
      .body as Conversation;
    expect(team.threads[0]!.authorName).toBe('Rita Reviewer');
  });

  it("erases the client's reviewers with the client, and ends their sessions", async () => {
    const { id, agent } = await invite('Sam', 'sam@example.com');
    await agent.get('/api/client/content').expect(200);
    await admin.post(`/api/admin/clients/${aliceId}/erasure`).expect(200);
    await agent.get('/api/client/profile').expect(401);
    const rows = await t.query<{ id: number; email: string | null; first_name: string; username: string }>(
      'select id, email, first_name, username from users where id in ($1, $2) order by id',
      [ritaId, id],
    );
    expect(rows).toEqual([
      { id: ritaId, email: null, first_name: 'Erased', username: `erased-${ritaId}` },
      { id, email: null, first_name: 'Erased', username: `erased-${id}` },
    ]);
    expect(
      await t.query(
        `select count(*)::int as mails from outgoing_mails where recipient in ('rita@example.com', 'sam@example.com')`,
      ),
    ).toEqual([{ mails: 0 }]);
    await t
      .agent()
      .post('/api/client/login')
      .send({ username: 'sam@example.com', password: PASSWORD })
      .expect(401);
  });
});
