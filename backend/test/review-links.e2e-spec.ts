import { jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import request, { type Agent } from 'supertest';
import { Clock } from '../src/common/clock.js';
import { DAY_MS } from '../src/common/dates.js';
import { ReviewDigest } from '../src/review-links/review-digest.js';
import { endBursts } from './utils/conversation-bursts.js';
import { Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'https://ghostline.test';
const USED = 'This link was already used';
const ENDED = 'This link has ended: the post changed or 14 days passed';
const UNKNOWN = 'This link is not valid: open the whole link from your email';

/** The two one-click links of a mail about a post, by their labels in the text. */
function buttonsIn(mail: ParsedMail, after = ''): { publish: string; revision: string } {
  const text = (mail.text ?? '').slice((mail.text ?? '').indexOf(after));
  const link = (label: string) => {
    const found = new RegExp(`${label}: (\\S+)`).exec(text)?.[1];
    if (!found) throw new Error(`No "${label}" link in "${mail.subject}"`);
    return new URL(found).searchParams.get('token')!;
  };
  return { publish: link('Mark as published'), revision: link('Request a revision') };
}

/**
 * Review from the email in one click: links bound to one post, one client and one action, stored
 * hashed, used once by a POST (never by opening them), ended by any change to the post or after
 * 14 days, doing exactly what the portal does; and the weekly digest for the clients who chose it.
 */
describe('review links', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  let admin: Agent;
  let client: { id: number; agent: Agent };
  let echoId: number;
  let ghostId: number;
  let titles = 0;

  const anonymous = () => request(t.app.getHttpServer());
  const view = (token: string) => anonymous().get('/api/review-links').query({ token });
  const publish = (token: string) => anonymous().post('/api/review-links/publish').query({ token }).send({});
  const revise = (token: string, feedbackNotes: unknown = 'Open with the numbers, please.') =>
    anonymous().post('/api/review-links/revision').query({ token }).send({ feedbackNotes });
  const linkRow = (token: string) =>
    t.query<{ used_at: Date | null; action: string; post_id: number }>(
      'select used_at, action, post_id from review_links where token_hash = $1',
      [createHash('sha256').update(token).digest('hex')],
    );
  const postRow = async (id: number) =>
    (
      await t.query<{ status: string; revision_count: number; updated_at: Date }>(
        'select status, revision_count, updated_at from content_deliverables where id = $1',
        [id],
      )
    )[0]!;

  /** Writes and delivers a post on a subscription; answers its id and the delivery mail's links. */
  async function deliverNew(subscriptionId = echoId, to = 'dora@example.com') {
    const title = `One-click post ${++titles}`;
    const { body } = await admin
      .post('/api/admin/content')
      .send({ subscriptionId, title, content: 'First line.\nSecond line.' })
      .expect(201);
    await admin.post(`/api/admin/content/${body.id}/status`).send({ status: 'delivered' }).expect(200);
    const mail = await mailbox.waitFor(to, new RegExp(`ready for review: ${title}$`));
    return { id: body.id as number, title, mail, ...buttonsIn(mail) };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL }, trustProxy: true });
    admin = await t.signedInAdmin();
    await t.query(
      `update users set email = 'boss@example.com', email_confirmed_at = now() where role = 'admin'`,
    );
    client = await t.signedInPortalClient('dora');
    const { body } = await admin.get(`/api/admin/clients/${client.id}`).expect(200);
    echoId = body.subscriptions.find((subscription: { plan: string }) => subscription.plan === 'echo').id;
    ghostId = (
      await admin
        .post(`/api/admin/clients/${client.id}/subscriptions`)
        .send({ plan: 'ghost', amount: 99 })
        .expect(201)
    ).body.id;
  });

  beforeEach(async () => {
    await t.query('delete from rate_limits');
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
  });

  it('mails two buttons with the delivery, to /review?token=…, stored only as SHA-256 hashes', async () => {
    const { id, mail, publish: publishToken, revision } = await deliverNew();
    expect((await admin.get(`/api/admin/content/${id}`).expect(200)).body.deliveryNotice).toBe('email');
    expect(mail.text).toContain(`Review your post: ${PUBLIC_URL}/dashboard/content/${id}`);
    expect(mail.text).toContain(`Mark as published: ${PUBLIC_URL}/review?token=${publishToken}`);
    expect(mail.text).toContain(`Request a revision: ${PUBLIC_URL}/review?token=${revision}`);
    expect(mail.html).toContain('>Mark as published</a>');
    expect(mail.html).toContain('>Request a revision</a>');
    expect(publishToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(publishToken).not.toBe(revision);

    const rows = await t.query<Record<string, unknown>>('select * from review_links where post_id = $1', [
      id,
    ]);
    expect(rows.map((row) => row.action).sort()).toEqual(['publish', 'revision']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(publishToken);
    expect(stored).not.toContain(revision);
    expect(await linkRow(publishToken)).toEqual([
      expect.objectContaining({ action: 'publish', post_id: id }),
    ]);
    expect(await linkRow(revision)).toEqual([expect.objectContaining({ action: 'revision', post_id: id })]);
  });

  it('shows the post without signing in, and opening it (as a mail scanner does) uses nothing', async () => {
    const { id, title, publish: token } = await deliverNew();
    for (let open = 0; open < 3; open++) {
      const { body } = await view(token).expect(200);
      expect(body).toMatchObject({
        action: 'publish',
        firstName: 'Ada',
        revisionRefusal: null,
        post: { id, title, content: 'First line.\nSecond line.', status: 'delivered', canPublish: true },
      });
    }
    expect((await linkRow(token))[0]!.used_at).toBeNull();
    expect((await postRow(id)).status).toBe('delivered');
  });

  it('publishes once: the press uses the link, a second press and a later open answer 410', async () => {
    const { id, publish: token, revision } = await deliverNew();
    const { body } = await publish(token).expect(200);
    expect(body).toMatchObject({ id, status: 'published', canPublish: false });
    expect((await linkRow(token))[0]!.used_at).not.toBeNull();
    expect((await publish(token).expect(410)).body).toEqual({
      statusCode: 410,
      message: USED,
      error: 'Gone',
    });
    expect((await view(token).expect(410)).body.message).toBe(USED);
    // The other button's link was not used, but the post changed: it has ended.
    expect((await linkRow(revision))[0]!.used_at).toBeNull();
    expect((await view(revision).expect(410)).body.message).toBe(ENDED);
    expect((await revise(revision).expect(410)).body.message).toBe(ENDED);
    // Two presses at once: one acts, the other finds the link used.
    const twice = await deliverNew();
    const statuses = (await Promise.all([publish(twice.publish), publish(twice.publish)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 410]);
    // What the portal shows.
    expect((await client.agent.get(`/api/client/content/${id}`).expect(200)).body.status).toBe('published');
  });

  it('asks for a revision with the portal rules: the feedback checked, the team told, used once', async () => {
    const { id, revision } = await deliverNew();
    const short = await revise(revision, 'Too short').expect(400);
    expect(short.body.message).toBe('Please provide at least 10 characters of feedback');
    expect((await revise(revision, 'x'.repeat(1001)).expect(400)).body.message).toBe(
      'Please keep your feedback to 1000 characters or fewer',
    );
    expect((await revise(revision, 42).expect(400)).body.message).toBe(
      'Please provide at least 10 characters of feedback',
    );
    const unknownField = await anonymous()
      .post('/api/review-links/revision')
      .query({ token: revision })
      .send({ feedbackNotes: 'Open with the numbers, please.', postId: 1 })
      .expect(400);
    expect(unknownField.body.message).toMatch(/postId/);
    // Refused input spends nothing.
    expect((await linkRow(revision))[0]!.used_at).toBeNull();

    const { body } = await revise(revision).expect(200);
    expect(body).toMatchObject({
      id,
      status: 'delivered',
      revisionRequested: true,
      feedbackNotes: 'Open with the numbers, please.',
    });
    expect(await postRow(id)).toMatchObject({ status: 'draft', revision_count: 1 });
    // The team hears of it, as from the portal, once the request is stored.
    const notice = await mailbox.waitFor('boss@example.com', /^Revision requested: One-click post/);
    expect(notice.text).toContain('Open with the numbers, please.');
    expect((await revise(revision).expect(410)).body.message).toBe(USED);
  });

  it("refuses what the portal refuses, with the portal's 409, and keeps the link for later", async () => {
    const first = await deliverNew(ghostId);
    await revise(first.revision).expect(200);
    // The writers deliver the revision: a new mail with new links.
    await admin.post(`/api/admin/content/${first.id}/status`).send({ status: 'delivered' }).expect(200);
    const mail = await mailbox.waitFor(
      'dora@example.com',
      new RegExp(`revised post is ready: ${first.title}$`),
    );
    const second = buttonsIn(mail);

    const shown = await view(second.revision).expect(200);
    const refusal = 'The Ghost plan includes 1 revision per post, and this post has had it';
    expect(shown.body).toMatchObject({ action: 'revision', revisionRefusal: refusal });
    expect(shown.body.post).toMatchObject({ canRequestRevision: false, revisionBlock: 'plan-limit' });
    const portal = await client.agent
      .post(`/api/client/content/${first.id}/revision`)
      .send({ feedbackNotes: 'Open with the numbers, please.' })
      .expect(409);
    const viaLink = await revise(second.revision).expect(409);
    expect(viaLink.body).toEqual(portal.body);
    expect(viaLink.body.message).toBe(refusal);
    // A refusal uses nothing: the link still shows the post, and its publish twin still works.
    expect((await linkRow(second.revision))[0]!.used_at).toBeNull();
    await view(second.revision).expect(200);
    await publish(second.publish).expect(200);
  });

  it("acts only for its own action and its own post, and another client's posts stay as they were", async () => {
    const mine = await deliverNew();
    const other = await deliverNew();
    expect((await publish(mine.revision).expect(404)).body.message).toBe(UNKNOWN);
    expect((await revise(mine.publish).expect(404)).body.message).toBe(UNKNOWN);
    await publish(mine.publish).expect(200);
    expect((await postRow(other.id)).status).toBe('delivered');
    await view(other.publish).expect(200);
  });

  it('ends when the post changes, even without a new mail', async () => {
    const { id, publish: token } = await deliverNew();
    await admin
      .patch(`/api/admin/content/${id}`)
      .send({ scheduledFor: new Date(Date.now() + 5 * DAY_MS).toISOString() })
      .expect(200);
    expect((await view(token).expect(410)).body.message).toBe(ENDED);
    expect((await publish(token).expect(410)).body.message).toBe(ENDED);
    expect((await postRow(id)).status).toBe('delivered');
  });

  it('ends 14 days after the mail', async () => {
    const { id, publish: token } = await deliverNew();
    const clock = t.app.get(Clock);
    const start = Date.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 13 * DAY_MS));
    await view(token).expect(200);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 14 * DAY_MS + 1000));
    expect((await view(token).expect(410)).body.message).toBe(ENDED);
    expect((await publish(token).expect(410)).body.message).toBe(ENDED);
    expect((await postRow(id)).status).toBe('delivered');
  });

  it('answers 404 for an unknown token and 400 for none, never a 500', async () => {
    expect((await view('A'.repeat(43)).expect(404)).body.message).toBe(UNKNOWN);
    expect((await publish('nope').expect(404)).body.message).toBe(UNKNOWN);
    expect((await anonymous().get('/api/review-links').expect(400)).body.message).toBe(UNKNOWN);
    expect((await view('x'.repeat(513)).expect(400)).body.message).toBe(UNKNOWN);
  });

  it('limits the requests of one address', async () => {
    const { publish: token } = await deliverNew();
    const from = (address: string) => view(token).set('X-Forwarded-For', address);
    for (let index = 0; index < 60; index++) await from('203.0.113.7').expect(200);
    const refused = await from('203.0.113.7').expect(429);
    expect(refused.body.message).toMatch(/^Too many requests from your network/);
    expect(refused.headers['retry-after']).toBeDefined();
    await anonymous()
      .post('/api/review-links/publish')
      .query({ token })
      .set('X-Forwarded-For', '203.0.113.7')
      .send({})
      .expect(429);
    await from('203.0.113.8').expect(200);
  });

  describe('the conversation behind the revision link', () => {
    const FEEDBACK_NEEDED = 'Please provide at least 10 characters of feedback';
    interface Conversation {
      threads: {
        id: number;
        body: string;
        mine: boolean;
        sentAt: string | null;
        round: number | null;
        internal: boolean;
        replies: { id: number; body: string; mine: boolean; authorSide: string }[];
      }[];
      unsent: number;
    }
    const comments = (token: string) => anonymous().get('/api/review-links/comments').query({ token });
    const comment = (token: string, input: object) =>
      anonymous().post('/api/review-links/comments').query({ token }).send(input);
    const edit = (token: string, commentId: number, body: unknown) =>
      anonymous().patch(`/api/review-links/comments/${commentId}`).query({ token }).send({ body });
    const remove = (token: string, commentId: number) =>
      anonymous().delete(`/api/review-links/comments/${commentId}`).query({ token });
    const resolve = (token: string, commentId: number, resolved = true) =>
      anonymous()
        .post(`/api/review-links/comments/${commentId}/${resolved ? 'resolve' : 'reopen'}`)
        .query({ token });
    const sendFeedback = (token: string, input: object) =>
      anonymous().post('/api/review-links/revision').query({ token }).send(input);
    const teamComment = async (postId: number, input: object) =>
      (await admin.post(`/api/admin/content/${postId}/comments`).send(input).expect(201))
        .body as Conversation;

    it('comments, changes and deletes drafts any number of times without using the link, then sends them as the feedback', async () => {
      const { id, title, revision } = await deliverNew();
      const before = (await postRow(id)).updated_at.getTime();
      expect((await comments(revision).expect(200)).body).toEqual({
        text: { version: 1, content: 'First line.\nSecond line.' },
        threads: [],
        unsent: 0,
      });

      let answer = (await comment(revision, { body: '  The opening is not me.  ' }).expect(201))
        .body as Conversation;
      expect(answer.unsent).toBe(1);
      expect(answer.threads[0]).toMatchObject({ body: 'The opening is not me.', mine: true, sentAt: null });
      const first = answer.threads[0]!.id;
      answer = (await comment(revision, { body: 'Drop the last line.' }).expect(201)).body;
      const second = answer.threads[1]!.id;
      answer = (await edit(revision, first, 'The opening is not how I talk.').expect(200)).body;
      expect(answer.threads[0]!.body).toBe('The opening is not how I talk.');
      answer = (await remove(revision, second).expect(200)).body;
      expect(answer.threads.map((thread) => thread.id)).toEqual([first]);
      for (let again = 0; again < 3; again++) await comments(revision).expect(200);

      // None of it used the link, nor touched the post; the portal shows the same draft.
      expect((await linkRow(revision))[0]!.used_at).toBeNull();
      expect((await postRow(id)).updated_at.getTime()).toBe(before);
      const portal = await client.agent.get(`/api/client/content/${id}/comments`).expect(200);
      expect(portal.body).toEqual(answer);
      // The team sees nothing of a draft.
      expect((await admin.get(`/api/admin/content/${id}/comments`).expect(200)).body.threads).toEqual([]);

      // The feedback: the draft goes with it, the note optional now.
      const { body } = await sendFeedback(revision, {}).expect(200);
      expect(body).toMatchObject({ id, revisionRequested: true, feedbackNotes: null });
      expect(await postRow(id)).toMatchObject({ status: 'draft', revision_count: 1 });
      const team = (await admin.get(`/api/admin/content/${id}/comments`).expect(200)).body as Conversation;
      expect(team.threads).toEqual([
        expect.objectContaining({ id: first, body: 'The opening is not how I talk.', round: 1 }),
      ]);
      expect(team.threads[0]!.sentAt).not.toBeNull();
      const notice = await mailbox.waitFor('boss@example.com', new RegExp(`^Revision requested: ${title}$`));
      expect(notice.text).toContain('The opening is not how I talk.');

      // Sent: the link is used, for the conversation too.
      expect((await linkRow(revision))[0]!.used_at).not.toBeNull();
      expect((await comments(revision).expect(410)).body.message).toBe(USED);
      expect((await comment(revision, { body: 'One more thing.' }).expect(410)).body.message).toBe(USED);
      expect((await edit(revision, first, 'Changed after all.').expect(410)).body.message).toBe(USED);
      expect((await remove(revision, first).expect(410)).body.message).toBe(USED);
      expect((await resolve(revision, first).expect(410)).body.message).toBe(USED);
    });

    it("stays valid through the team's comments, replies and resolves: the writer replies, then the client sends feedback through the same link", async () => {
      const { id, title, revision } = await deliverNew();
      let team = await teamComment(id, { body: 'Shall we open with the numbers?', internal: false });
      const thread = team.threads[0]!.id;
      await teamComment(id, { body: 'She prefers short openers.' });

      // The client sees the team's thread, never its note, and replies through the link: sent at once.
      const seen = (await comments(revision).expect(200)).body as Conversation;
      expect(seen.threads.map((row) => row.body)).toEqual(['Shall we open with the numbers?']);
      const replied = (await comment(revision, { body: 'Yes, the numbers.', parentId: thread }).expect(201))
        .body as Conversation;
      expect(replied.threads[0]!.replies).toEqual([
        expect.objectContaining({ body: 'Yes, the numbers.', mine: true, authorSide: 'client' }),
      ]);
      expect(replied.unsent).toBe(0);

      // The writer replies and resolves: the post is as it was, the link too.
      team = await teamComment(id, { body: 'Done in the next version.', parentId: thread });
      expect(team.threads[0]!.replies.map((reply) => reply.body)).toEqual([
        'Yes, the numbers.',
        'Done in the next version.',
      ]);
      await admin.post(`/api/admin/content/${id}/comments/${thread}/resolve`).expect(200);
      await view(revision).expect(200);
      await comment(revision, { body: 'And a shorter ending.' }).expect(201);
      // The client reopens and resolves it again through the link, as in the portal: nothing used.
      const reopened = (await resolve(revision, thread, false).expect(200)).body as Conversation & {
        threads: { resolvedAt: string | null }[];
      };
      expect(reopened.threads[0]!.resolvedAt).toBeNull();
      expect((await resolve(revision, thread, false).expect(409)).body.message).toBe(
        'This conversation is already open',
      );
      const resolved = (await resolve(revision, thread).expect(200)).body;
      expect(resolved.threads[0]).toMatchObject({ resolvedByName: 'Ada Lovelace' });
      expect((await linkRow(revision))[0]!.used_at).toBeNull();

      await sendFeedback(revision, { feedbackNotes: 'Open with the numbers, please.' }).expect(200);
      expect(await postRow(id)).toMatchObject({ status: 'draft', revision_count: 1 });
      expect((await sendFeedback(revision, {}).expect(410)).body.message).toBe(USED);

      // Each side's burst, through the link as through the portal, reaches the other as one mail.
      await endBursts(t);
      const told = await mailbox.waitFor(
        'boss@example.com',
        new RegExp(`^Ada Lovelace replied on "${title}"$`),
      );
      expect(told.text).toContain('“Yes, the numbers.”');
      expect(told.text).toContain('Reopened the conversation on “Shall we open with the numbers?”.');
      const answered = await mailbox.waitFor(
        'dora@example.com',
        new RegExp(`^New comments on your post: ${title}$`),
      );
      expect(answered.text).toContain('“Shall we open with the numbers?”');
      expect(answered.text).toContain('“Done in the next version.”');
      expect(answered.text).not.toContain('She prefers short openers.');
    });

    it("asks for a note only when no comment waits, with the portal's message, and keeps the link", async () => {
      const { id, revision } = await deliverNew();
      expect((await sendFeedback(revision, {}).expect(400)).body.message).toBe(FEEDBACK_NEEDED);
      expect((await sendFeedback(revision, { feedbackNotes: null }).expect(400)).body.message).toBe(
        FEEDBACK_NEEDED,
      );
      const portal = await client.agent.post(`/api/client/content/${id}/revision`).send({}).expect(400);
      expect((await sendFeedback(revision, {}).expect(400)).body).toEqual(portal.body);
      expect((await linkRow(revision))[0]!.used_at).toBeNull();
      expect((await postRow(id)).status).toBe('delivered');
    });

    it("acts only on the link's post and its client's drafts, and only with the revision link", async () => {
      const mine = await deliverNew();
      const other = await deliverNew();
      const othersDraft = (
        await client.agent
          .post(`/api/client/content/${other.id}/comments`)
          .send({ body: 'Elsewhere.' })
          .expect(201)
      ).body.threads[0].id as number;
      const othersThread = (await teamComment(other.id, { body: 'A thread elsewhere.', internal: false }))
        .threads[0]!.id;
      const teamOnMine = (await teamComment(mine.id, { body: 'Ours to keep.', internal: false })).threads[0]!
        .id;

      // A comment of another post is no comment of this one: the portal's 404 and 400.
      expect((await edit(mine.revision, othersDraft, 'Taken over.').expect(404)).body.message).toBe(
        'Comment not found',
      );
      await remove(mine.revision, othersDraft).expect(404);
      expect(
        (await comment(mine.revision, { body: 'A reply.', parentId: othersThread }).expect(400)).body.message,
      ).toBe('parentId: the comment replied to is not in this post’s conversation');
      // Nor is another post's thread the link's to resolve.
      expect((await resolve(mine.revision, othersThread).expect(404)).body.message).toBe('Comment not found');
      // The team's comment on this post is not the client's to change.
      await edit(mine.revision, teamOnMine, 'Rewritten.').expect(404);
      await remove(mine.revision, teamOnMine).expect(404);
      const stored = await t.query<{ id: number; body: string }>(
        'select id, body from post_comments where id = any($1) order by id',
        [[othersDraft, teamOnMine]],
      );
      expect(stored).toEqual([
        { id: othersDraft, body: 'Elsewhere.' },
        { id: teamOnMine, body: 'Ours to keep.' },
      ]);

      // The publish link opens no conversation; an unknown token none either.
      expect((await comments(mine.publish).expect(404)).body.message).toBe(UNKNOWN);
      expect((await comment(mine.publish, { body: 'Hello.' }).expect(404)).body.message).toBe(UNKNOWN);
      expect((await comments('A'.repeat(43)).expect(404)).body.message).toBe(UNKNOWN);
      expect((await anonymous().get('/api/review-links/comments').expect(400)).body.message).toBe(UNKNOWN);
      // Bad input: the portal's messages, and nothing stored.
      expect((await comment(mine.revision, { body: '   ' }).expect(400)).body.message).toBe(
        'Please write a comment',
      );
      expect((await comment(mine.revision, { body: 'x'.repeat(2001) }).expect(400)).body.message).toBe(
        'Please keep a comment to 2000 characters or fewer',
      );
      expect(
        (await comment(mine.revision, { body: 'Hi.', postId: other.id }).expect(400)).body.message,
      ).toMatch(/postId/);
      await edit(mine.revision, 0, 'Zero.').expect(400);
      expect(
        (await comments(mine.revision).expect(200)).body.threads.map((row: { id: number }) => row.id),
      ).toEqual([teamOnMine]);
    });

    it("ends once a new version is delivered; the new mail's link carries the conversation on", async () => {
      const first = await deliverNew();
      await comment(first.revision, { body: 'The ending is too long.' }).expect(201);
      await client.agent
        .post(`/api/client/content/${first.id}/revision`)
        .send({ feedbackNotes: 'Shorter, please, as I said.' })
        .expect(200);
      // The portal's feedback changed the post: the mailed link has ended, though unused.
      expect((await linkRow(first.revision))[0]!.used_at).toBeNull();
      expect((await comments(first.revision).expect(410)).body.message).toBe(ENDED);
      await admin.post(`/api/admin/content/${first.id}/status`).send({ status: 'delivered' }).expect(200);
      const mail = await mailbox.waitFor(
        'dora@example.com',
        new RegExp(`revised post is ready: ${first.title}$`),
      );
      const second = buttonsIn(mail);
      expect((await comment(first.revision, { body: 'Too late.' }).expect(410)).body.message).toBe(ENDED);
      const { body } = await comments(second.revision).expect(200);
      expect(body.threads).toEqual([
        expect.objectContaining({ body: 'The ending is too long.', round: 1, mine: true }),
      ]);
    });
  });

  describe('the weekly digest', () => {
    let erin: { id: number; agent: Agent };
    let erinEchoId: number;
    const digest = () => t.app.get(ReviewDigest);
    const mailsTo = async (address: string, kind: string) =>
      (
        await t.query<{ count: number }>(
          'select count(*)::int as count from outgoing_mails where recipient = $1 and kind = $2',
          [address, kind],
        )
      )[0]!.count;

    beforeAll(async () => {
      erin = await t.signedInPortalClient('erin');
      const { body } = await admin.get(`/api/admin/clients/${erin.id}`).expect(200);
      erinEchoId = body.subscriptions.find(
        (subscription: { plan: string }) => subscription.plan === 'echo',
      ).id;
    });

    it('is a choice saved with the profile, off by default', async () => {
      expect((await erin.agent.get('/api/client/profile').expect(200)).body.reviewDigest).toBe(false);
      const { body } = await erin.agent.patch('/api/client/profile').send({ reviewDigest: true }).expect(200);
      expect(body.user.reviewDigest).toBe(true);
      expect((await erin.agent.get('/api/client/profile').expect(200)).body.reviewDigest).toBe(true);
      const refused = await erin.agent.patch('/api/client/profile').send({ reviewDigest: 'yes' }).expect(400);
      expect(refused.body.message).toBe('reviewDigest must be true or false');
      await erin.agent.patch('/api/client/profile').send({ reviewDigest: null }).expect(400);
    });

    it("is the client's own choice: the team's edit of a client refuses it", async () => {
      await admin.patch(`/api/admin/clients/${erin.id}`).send({ reviewDigest: false }).expect(400);
      expect((await erin.agent.get('/api/client/profile').expect(200)).body.reviewDigest).toBe(true);
    });

    it('replaces the mail of each delivery with one a week, listing the posts waiting with their buttons', async () => {
      const before = await mailsTo('erin@example.com', 'post_delivered');
      const { body } = await admin
        .post('/api/admin/content')
        .send({ subscriptionId: erinEchoId, title: 'Digest post', content: 'Waiting for Erin.' })
        .expect(201);
      // The editor says before and after delivering how the client will hear of it.
      expect(body.deliveryNotice).toBe('digest');
      const delivered = await admin
        .post(`/api/admin/content/${body.id}/status`)
        .send({ status: 'delivered' })
        .expect(200);
      expect(delivered.body.deliveryNotice).toBe('digest');
      expect(await mailsTo('erin@example.com', 'post_delivered')).toBe(before);
      expect(await t.query('select id from review_links where post_id = $1', [body.id])).toEqual([]);

      const monday = new Date('2030-01-07T08:00:00.000Z');
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(monday);
      expect(await digest().run()).toBe(1);
      const mail = await mailbox.waitFor('erin@example.com', /^Your weekly review: 3 posts wait for you$/);
      // The portal client's two delivered posts and the new one, each with its own two buttons.
      for (const title of ['Hiring is a system, not a hunch', 'Why I stopped cold outreach', 'Digest post']) {
        expect(mail.text).toContain(title);
      }
      const buttons = buttonsIn(mail, 'Digest post');
      const { body: shown } = await view(buttons.publish).expect(200);
      expect(shown.post).toMatchObject({ id: body.id, title: 'Digest post' });
      expect(
        await t.query('select period::text from periodic_mails where client_id = $1', [erin.id]),
      ).toEqual([{ period: '2030-01-07' }]);

      // Run again that week (a retry, a second server): nobody is mailed twice.
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-09T10:00:00.000Z'));
      expect(await digest().run()).toBe(0);
      expect(await mailsTo('erin@example.com', 'review_digest')).toBe(1);

      // The clients who did not choose it get none.
      expect(await mailsTo('dora@example.com', 'review_digest')).toBe(0);
    });

    it('sends nothing when nothing waits', async () => {
      const waiting = await erin.agent.get('/api/client/content').query({ status: 'delivered' }).expect(200);
      for (const post of waiting.body.items.filter((item: { canPublish: boolean }) => item.canPublish)) {
        await erin.agent.post(`/api/client/content/${post.id}/publish`).send({}).expect(200);
      }
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2030-01-14T08:00:00.000Z'));
      expect(await digest().run()).toBe(0);
      expect(await mailsTo('erin@example.com', 'review_digest')).toBe(1);
    });
  });

  it('ends with the client erased: their links go', async () => {
    const { publish: token } = await deliverNew();
    await view(token).expect(200);
    await admin.post(`/api/admin/clients/${client.id}/erasure`).send({}).expect(200);
    expect((await view(token).expect(404)).body.message).toBe(UNKNOWN);
    expect(await t.query('select id from review_links where client_id = $1', [client.id])).toEqual([]);
  });
});
