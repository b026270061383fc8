import { jest } from '@jest/globals';
import type { Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { ReviewDigest } from '../src/review-links/review-digest.js';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { endBursts } from './utils/conversation-bursts.js';
import { Mailbox } from './utils/mailbox.js';
import { race } from './utils/race.js';
import { createTestApp, type TestApp } from './utils/test-app.js';
import { createTeamMember, signInMember } from './utils/writer-accounts.js';

interface Comment {
  id: number;
  parentId: number | null;
  body: string;
  authorName: string;
  authorSide: 'client' | 'team';
  mine: boolean;
  internal: boolean;
  version: number | null;
  sentAt: string | null;
  round: number | null;
}
interface Thread extends Comment {
  resolvedAt: string | null;
  resolvedByName: string | null;
  replies: Comment[];
}
interface Conversation {
  threads: Thread[];
  unsent: number;
}

const PASSWORD = 'plum-ladder-orbit-42';

/**
 * The conversation on a post (docs/product.md, "The conversation on a post"): the client's comments
 * wait for their feedback and go as one revision round; the team answers at once, and its team-only
 * notes never reach the client; nobody else reaches any of it.
 */
describe('the conversation on a post', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let alice: Agent;
  let bob: Agent;
  let wendy: Agent;
  let walter: Agent;
  let aliceId: number;
  /** Alice's delivered Echo post, her delivered Ghost post (1 revision) and her scheduled post. */
  let echoPost: number;
  let ghostPost: number;
  let scheduledPost: number;

  const signedIn = async (username: string) => {
    const agent = t.agent();
    await agent.post('/api/client/login').send({ username, password: PASSWORD }).expect(200);
    return agent;
  };
  const clientUrl = (postId: number) => `/api/client/content/${postId}/comments`;
  const teamUrl = (postId: number) => `/api/admin/content/${postId}/comments`;
  const postUpdatedAt = async (postId: number) =>
    (
      await t.query<{ updated_at: Date }>('select updated_at from content_deliverables where id = $1', [
        postId,
      ])
    )[0]!.updated_at.getTime();

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start() } });
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
    await createTeamMember(t, { username: 'walter', firstName: 'Walter', lastName: 'Wright' });
    await admin.patch(`/api/admin/clients/${aliceId}/production`).send({ assignedToId: wendyId }).expect(200);
    wendy = await signInMember(t, 'wendy');
    walter = await signInMember(t, 'walter');
    const posts: { id: number; title: string }[] = (await alice.get('/api/client/content').expect(200)).body
      .items;
    const titled = (title: string) => posts.find((post) => post.title === title)!.id;
    echoPost = titled('Hiring is a system, not a hunch');
    ghostPost = titled('Why I stopped cold outreach');
    scheduledPost = titled('Three pricing mistakes we made');
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  it('keeps a client’s new comment theirs alone until they send it: the team does not see it', async () => {
    const before = await postUpdatedAt(echoPost);
    const { body } = await alice
      .post(clientUrl(echoPost))
      .send({ body: '  The second line is not how I talk.  ' })
      .expect(201);
    const answer = body as Conversation;
    expect(answer.unsent).toBe(1);
    expect(answer.threads).toEqual([
      expect.objectContaining({
        body: 'The second line is not how I talk.',
        authorName: 'Ada Lovelace',
        authorSide: 'client',
        mine: true,
        internal: false,
        version: 1,
        sentAt: null,
        round: null,
        resolvedAt: null,
        replies: [],
      }),
    ]);
    expect(((await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads).toEqual([]);
    expect(((await admin.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads).toEqual([]);
    // A comment is no change to the post: a review link in a mail stays valid.
    expect(await postUpdatedAt(echoPost)).toBe(before);
  });

  it('lets the client change and delete a comment not sent yet, and only their own', async () => {
    const { body } = await alice.post(clientUrl(echoPost)).send({ body: 'Tpyo here' }).expect(201);
    const draft = (body as Conversation).threads.find((thread) => thread.body === 'Tpyo here')!;
    const edited = (
      await alice
        .patch(`${clientUrl(echoPost)}/${draft.id}`)
        .send({ body: 'Typo here' })
        .expect(200)
    ).body as Conversation;
    expect(edited.threads.map((thread) => thread.body)).toContain('Typo here');
    // Another client reaches neither the post nor the comment.
    await bob
      .patch(`${clientUrl(echoPost)}/${draft.id}`)
      .send({ body: 'Mine now' })
      .expect(404);
    await bob.delete(`${clientUrl(echoPost)}/${draft.id}`).expect(404);
    await bob.get(clientUrl(echoPost)).expect(404);
    const deleted = (await alice.delete(`${clientUrl(echoPost)}/${draft.id}`).expect(200))
      .body as Conversation;
    expect(deleted.threads.map((thread) => thread.body)).not.toContain('Typo here');
    expect(deleted.unsent).toBe(1);
    await alice.delete(`${clientUrl(echoPost)}/${draft.id}`).expect(404);
  });

  it('keeps the team’s notes from the client: not in their conversation, not in their post', async () => {
    const note = 'Internal: she prefers short openers, keep it under 200 characters';
    const answer = (await wendy.post(teamUrl(echoPost)).send({ body: note }).expect(201))
      .body as Conversation;
    expect(answer.threads).toEqual([
      expect.objectContaining({
        body: note,
        internal: true,
        authorName: 'Wendy Writer',
        authorSide: 'team',
        mine: true,
      }),
    ]);
    const clientSees = JSON.stringify([
      (await alice.get(clientUrl(echoPost)).expect(200)).body,
      (await alice.get(`/api/client/content/${echoPost}`).expect(200)).body,
      (await alice.get('/api/client/content').expect(200)).body,
    ]);
    expect(clientSees).not.toContain('Internal: she prefers');
    // The admins see it too.
    expect(((await admin.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads[0]).toMatchObject({
      body: note,
      internal: true,
      mine: false,
    });
  });

  it('refuses a comment the client would read on a post they have not received, but takes a note', async () => {
    const draftId = (
      await admin
        .post('/api/admin/content')
        .send({
          subscriptionId: (await admin.get(`/api/admin/clients/${aliceId}`).expect(200)).body.subscriptions[0]
            .id,
          title: 'Not delivered yet',
          content: 'A draft.',
        })
        .expect(201)
    ).body.id;
    const refused = await wendy
      .post(teamUrl(draftId))
      .send({ body: 'For Alice', internal: false })
      .expect(409);
    expect(refused.body.message).toBe(
      'The client has not received this post yet: leave a team-only note, or deliver it first',
    );
    await wendy.post(teamUrl(draftId)).send({ body: 'Check the numbers first' }).expect(201);
    // The client cannot reach a post they never received.
    await alice.get(clientUrl(draftId)).expect(404);
    await alice.post(clientUrl(draftId)).send({ body: 'Hello' }).expect(404);
  });

  it('keeps a writer to their own clients’ posts: another’s answers 404', async () => {
    await walter.get(teamUrl(echoPost)).expect(404);
    await walter.post(teamUrl(echoPost)).send({ body: 'Hi' }).expect(404);
    await t.agent().get(teamUrl(echoPost)).expect(401);
    await t.agent().get(clientUrl(echoPost)).expect(401);
    // A client is not the team, nor the team a client.
    await alice.get(teamUrl(echoPost)).expect(403);
    await wendy.get(clientUrl(echoPost)).expect(403);
  });

  it('lets the team write to the client, and the client reply at once', async () => {
    const question = 'Shall we open with the hiring story instead?';
    const asked = (await wendy.post(teamUrl(echoPost)).send({ body: question, internal: false }).expect(201))
      .body as Conversation;
    const thread = asked.threads.find((one) => one.body === question)!;
    expect(thread).toMatchObject({ internal: false, sentAt: expect.any(String), version: 1 });

    const seen = (await alice.get(clientUrl(echoPost)).expect(200)).body as Conversation;
    expect(seen.threads.map((one) => one.body)).toEqual(['The second line is not how I talk.', question]);
    const replied = (
      await alice.post(clientUrl(echoPost)).send({ body: 'Yes, please', parentId: thread.id }).expect(201)
    ).body as Conversation;
    expect(replied.threads.find((one) => one.id === thread.id)!.replies).toEqual([
      expect.objectContaining({
        body: 'Yes, please',
        parentId: thread.id,
        sentAt: expect.any(String),
        mine: true,
      }),
    ]);
    expect(replied.unsent).toBe(1);
    const teamSees = (await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation;
    expect(teamSees.threads.find((one) => one.id === thread.id)!.replies.map((reply) => reply.body)).toEqual([
      'Yes, please',
    ]);
    // A reply to a reply joins the same thread; a reply is never changed once sent.
    const replyId = teamSees.threads.find((one) => one.id === thread.id)!.replies[0]!.id;
    const again = (
      await wendy.post(teamUrl(echoPost)).send({ body: 'Will do', parentId: replyId }).expect(201)
    ).body as Conversation;
    expect(again.threads.find((one) => one.id === thread.id)!.replies.map((reply) => reply.body)).toEqual([
      'Yes, please',
      'Will do',
    ]);
    const stays = await alice
      .patch(`${clientUrl(echoPost)}/${replyId}`)
      .send({ body: 'No' })
      .expect(409);
    expect(stays.body.message).toBe('Only a comment not sent yet can be changed or deleted');
  });

  it('mails the client the team’s burst once it is over, quoting all of it, never a team-only note', async () => {
    const answered = () =>
      t.query<{ count: number }>(
        `select count(*)::int as count from outgoing_mails where kind = 'comment_answered' and recipient = $1`,
        ['alice@example.com'],
      );
    // Not while the burst may go on.
    expect(await answered()).toEqual([{ count: 0 }]);
    await endBursts(t);
    const notice = await mailbox.waitFor(
      'alice@example.com',
      /^New comments on your post: Hiring is a system, not a hunch$/,
    );
    expect(notice.text).toContain('Hi Ada,');
    expect(notice.text).toContain('Wendy Writer wrote to you about "Hiring is a system, not a hunch":');
    expect(notice.text).toContain('“Shall we open with the hiring story instead?”');
    expect(notice.text).toContain('“Will do”');
    expect(notice.text).toContain(`/dashboard/content/${echoPost}`);
    // The question and the reply after it are one mail; the team's note before them is in none.
    expect(await answered()).toEqual([{ count: 1 }]);
    expect(mailbox.messages.map((mail) => mail.text).join('\n')).not.toContain('she prefers short openers');
  });

  it('tells the client’s writer of a reply, as they chose', async () => {
    // Mailed with the team's burst above, once it was over.
    const notice = await mailbox.waitFor(
      'wendy@example.com',
      /^Ada Lovelace replied on "Hiring is a system, not a hunch"$/,
    );
    expect(notice.text).toContain('“Yes, please”');
    expect(notice.text).toContain(`/admin/content/${echoPost}`);
  });

  it('refuses a client’s reply to a team-only note, or to another post’s comment, naming the field', async () => {
    const teamThreads = ((await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads;
    const note = teamThreads.find((thread) => thread.internal)!;
    const hidden = await alice
      .post(clientUrl(echoPost))
      .send({ body: 'Peek', parentId: note.id })
      .expect(400);
    expect(hidden.body.message).toBe('parentId: the comment replied to is not in this post’s conversation');
    const elsewhere = await alice
      .post(clientUrl(ghostPost))
      .send({ body: 'Wrong post', parentId: teamThreads[1]!.id })
      .expect(400);
    expect(elsewhere.body.message).toBe(
      'parentId: the comment replied to is not in this post’s conversation',
    );
    expect(((await alice.get(clientUrl(ghostPost)).expect(200)).body as Conversation).threads).toEqual([]);
  });

  it.each([
    ['an empty comment', { body: '' }, 'Please write a comment'],
    ['spaces alone', { body: '    ' }, 'Please write a comment'],
    ['no comment', {}, 'Please write a comment'],
    ['2,001 characters', { body: 'x'.repeat(2001) }, 'Please keep a comment to 2000 characters or fewer'],
    ['10,000 characters', { body: 'x'.repeat(10_000) }, 'Please keep a comment to 2000 characters or fewer'],
    ['a parentId that is no id', { body: 'Fine', parentId: 'one' }, 'parentId must be a comment id'],
    [
      'a client marking it internal',
      { body: 'Fine', internal: true },
      "Unknown field 'internal' is not allowed",
    ],
  ])('refuses %s with a 400 naming the rule, and stores nothing', async (_case, input, message) => {
    const before = (await alice.get(clientUrl(echoPost)).expect(200)).body as Conversation;
    const refused = await alice.post(clientUrl(echoPost)).send(input).expect(400);
    expect(refused.body.message).toBe(message);
    expect((await alice.get(clientUrl(echoPost)).expect(200)).body).toEqual(before);
  });

  it('sends the client’s comments and note as one revision round, quoted in the writer’s notice', async () => {
    const sent = await alice
      .post(`/api/client/content/${echoPost}/revision`)
      .send({ feedbackNotes: 'Overall: a little more personal, please.' })
      .expect(200);
    expect(sent.body).toMatchObject({ revisionRequested: true, revisionCount: 1, status: 'delivered' });
    const conversation = (await alice.get(clientUrl(echoPost)).expect(200)).body as Conversation;
    expect(conversation.unsent).toBe(0);
    expect(conversation.threads[0]).toMatchObject({
      body: 'The second line is not how I talk.',
      sentAt: expect.any(String),
      round: 1,
    });
    const teamSees = (await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation;
    expect(teamSees.threads.map((thread) => thread.body)).toContain('The second line is not how I talk.');
    // The client's writer hears of it, the comments quoted whole.
    const notice = await mailbox.waitFor(
      'wendy@example.com',
      /^Revision requested: Hiring is a system, not a hunch$/,
    );
    expect(notice.text).toContain(
      'asked for a revision of "Hiring is a system, not a hunch", with 1 comment:',
    );
    expect(notice.text).toContain('Overall: a little more personal, please.');
    expect(notice.text).toContain('“The second line is not how I talk.”');
  });

  it('needs a note of 10 characters when no comment waits, as the revision form always did', async () => {
    const refused = await alice.post(`/api/client/content/${ghostPost}/revision`).send({}).expect(400);
    expect(refused.body.message).toBe('Please provide at least 10 characters of feedback');
    const short = await alice
      .post(`/api/client/content/${ghostPost}/revision`)
      .send({ feedbackNotes: 'short' })
      .expect(400);
    expect(short.body.message).toBe('Please provide at least 10 characters of feedback');
    await bob
      .post(`/api/client/content/${ghostPost}/revision`)
      .send({ feedbackNotes: 'Not my post at all' })
      .expect(404);
  });

  it('sends comments alone, and counts the round against the plan: over it, the comments stay unsent', async () => {
    await alice.post(clientUrl(ghostPost)).send({ body: 'Cut the last paragraph.' }).expect(201);
    const sent = await alice.post(`/api/client/content/${ghostPost}/revision`).send({}).expect(200);
    expect(sent.body).toMatchObject({ revisionCount: 1, feedbackNotes: null });
    // The writers deliver the new version; the Ghost plan's one revision is used.
    await admin.post(`/api/admin/content/${ghostPost}/status`).send({ status: 'delivered' }).expect(200);
    await alice.post(clientUrl(ghostPost)).send({ body: 'And the title, too.' }).expect(201);
    const refused = await alice.post(`/api/client/content/${ghostPost}/revision`).send({}).expect(409);
    expect(refused.body.message).toBe(
      'The Ghost plan includes 1 revision per post, and this post has had it',
    );
    const conversation = (await alice.get(clientUrl(ghostPost)).expect(200)).body as Conversation;
    expect(conversation.unsent).toBe(1);
    expect(conversation.threads.map((thread) => [thread.body, thread.version, thread.round])).toEqual([
      ['Cut the last paragraph.', 1, 1],
      ['And the title, too.', 2, null],
    ]);
  });

  it('refuses comments on a published post, but takes them on a scheduled one', async () => {
    await alice.post(clientUrl(scheduledPost)).send({ body: 'Looks good' }).expect(201);
    const posts: { id: number; status: string }[] = (await alice.get('/api/client/content').expect(200)).body
      .items;
    const published = posts.find((post) => post.status === 'published')!;
    const refused = await alice.post(clientUrl(published.id)).send({ body: 'Too late?' }).expect(409);
    expect(refused.body.message).toBe('This post is published: its conversation is closed');
  });

  it('resolves and reopens a thread once: two at the same moment get one 200 and one 409', async () => {
    const thread = ((await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads.find(
      (one) => one.body === 'The second line is not how I talk.',
    )!;
    const before = await postUpdatedAt(echoPost);
    const results = await race(
      t.databaseUrl,
      { sql: 'select 1 from post_comments where id = $1 for update', values: [thread.id] },
      () => [
        wendy.post(`${teamUrl(echoPost)}/${thread.id}/resolve`),
        alice.post(`${clientUrl(echoPost)}/${thread.id}/resolve`),
      ],
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)!.body.message).toBe(
      'This conversation is already resolved',
    );
    const resolved = ((await alice.get(clientUrl(echoPost)).expect(200)).body as Conversation).threads[0]!;
    expect(resolved.resolvedAt).toEqual(expect.any(String));
    expect(['Wendy Writer', 'Ada Lovelace']).toContain(resolved.resolvedByName);

    const reopened = (await alice.post(`${clientUrl(echoPost)}/${thread.id}/reopen`).expect(200))
      .body as Conversation;
    expect(reopened.threads[0]).toMatchObject({ resolvedAt: null, resolvedByName: null });
    const again = await wendy.post(`${teamUrl(echoPost)}/${thread.id}/reopen`).expect(409);
    expect(again.body.message).toBe('This conversation is already open');
    expect(await postUpdatedAt(echoPost)).toBe(before);
  });

  it('does not resolve a comment not sent yet, nor one the reader cannot see', async () => {
    const draft = ((await alice.get(clientUrl(ghostPost)).expect(200)).body as Conversation).threads.find(
      (thread) => !thread.sentAt,
    )!;
    const refused = await alice.post(`${clientUrl(ghostPost)}/${draft.id}/resolve`).expect(409);
    expect(refused.body.message).toBe('This comment is not sent yet: it goes to the team with your feedback');
    await wendy.post(`${teamUrl(ghostPost)}/${draft.id}/resolve`).expect(404);
    const note = ((await wendy.get(teamUrl(echoPost)).expect(200)).body as Conversation).threads.find(
      (thread) => thread.internal,
    )!;
    await alice.post(`${clientUrl(echoPost)}/${note.id}/resolve`).expect(404);
    await bob.post(`${clientUrl(echoPost)}/${note.id}/resolve`).expect(404);
  });

  it('counts in the weekly digest the team’s comments that wait for the client’s answer', async () => {
    await alice.patch('/api/client/profile').send({ reviewDigest: true }).expect(200);
    await wendy
      .post(teamUrl(ghostPost))
      .send({ body: 'Is the new ending better?', internal: false })
      .expect(201);
    // A note, and a thread the client answered last, wait for nothing.
    await wendy.post(teamUrl(ghostPost)).send({ body: 'Keep it short.' }).expect(201);
    const asked = (
      await wendy.post(teamUrl(ghostPost)).send({ body: 'Title ok?', internal: false }).expect(201)
    ).body as Conversation;
    const titleThread = asked.threads.find((thread) => thread.body === 'Title ok?')!;
    await alice.post(clientUrl(ghostPost)).send({ body: 'Yes', parentId: titleThread.id }).expect(201);

    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-07T08:00:00.000Z'));
    try {
      expect(await t.app.get(ReviewDigest).run()).toBe(1);
    } finally {
      jest.restoreAllMocks();
    }
    const mail = await mailbox.waitFor('alice@example.com', /^Your weekly review: /);
    expect(mail.text).toContain('1 comment from your writer waits for your answer: open the post to reply.');
    expect(mail.text).toContain(
      'Why I stopped cold outreach (1 comment from your writer waits for your answer)',
    );
  });

  it('takes the conversation away with the client’s erased words', async () => {
    const before = await t.query<{ count: number }>(
      'select count(*)::int as count from post_comments c join content_deliverables p on p.id = c.post_id where p.client_id = $1',
      [aliceId],
    );
    expect(before[0]!.count).toBeGreaterThan(0);
    await admin.post(`/api/admin/clients/${aliceId}/erasure`).expect(200);
    const after = await t.query<{ count: number }>(
      'select count(*)::int as count from post_comments c join content_deliverables p on p.id = c.post_id where p.client_id = $1',
      [aliceId],
    );
    expect(after[0]!.count).toBe(0);
  });
});
