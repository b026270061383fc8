import type { Agent } from 'supertest';
import { seedPortalClient } from '../src/seeders/portal-client.seeder.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

interface Post {
  id: number;
  title: string;
  status: string;
}

describe('the client portal API', () => {
  let t: TestApp;
  let alice: Agent;
  let bob: Agent;
  let alicePosts: Post[];

  const signedIn = async (username: string) => {
    const agent = t.agent();
    await agent.post('/api/client/login').send({ username, password: 'plum-ladder-orbit-42' }).expect(200);
    return agent;
  };
  const postTitled = (title: string) => alicePosts.find((post) => post.title === title)!;

  beforeAll(async () => {
    t = await createTestApp();
    await seedPortalClient(t.orm.em.fork(), {
      username: 'alice',
      password: 'plum-ladder-orbit-42',
      email: 'alice@example.com',
    });
    await seedPortalClient(t.orm.em.fork(), {
      username: 'bob',
      password: 'plum-ladder-orbit-42',
      email: 'bob@example.com',
    });
    alice = await signedIn('alice');
    bob = await signedIn('bob');
    alicePosts = (await alice.get('/api/client/content').expect(200)).body.items;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to anonymous calls', async () => {
    await t.agent().get('/api/client/subscriptions').expect(401);
    await t.agent().get('/api/client/content').expect(401);
    await t.agent().post(`/api/client/content/${alicePosts[0]!.id}/publish`).send({}).expect(401);
  });

  it("lists only the client's own subscriptions and posts, posts newest first", async () => {
    const subscriptions = (await alice.get('/api/client/subscriptions').expect(200)).body;
    expect(
      subscriptions.map((s: { plan: string; status: string; amount: number }) => [
        s.plan,
        s.status,
        s.amount,
      ]),
    ).toEqual([
      ['echo', 'active', 299],
      ['ghost', 'canceled', 99],
    ]);
    expect(alicePosts.map((post) => post.title)).toEqual([
      'Hiring is a system, not a hunch',
      'Three pricing mistakes we made',
      'The first 90 days of a new hire',
      'What losing a client taught me',
      'Why I stopped cold outreach',
    ]);
    const bobPosts: Post[] = (await bob.get('/api/client/content').expect(200)).body.items;
    expect(bobPosts.map((post) => post.id).some((id) => alicePosts.some((mine) => mine.id === id))).toBe(
      false,
    );
  });

  it("answers 404 to another client's post or subscription, exactly as for a missing one", async () => {
    const post = alicePosts[0]!;
    const [subscription] = (await alice.get('/api/client/subscriptions').expect(200)).body;
    const missing = { statusCode: 404, message: 'Content not found', error: 'Not Found' };
    await bob.get(`/api/client/content/${post.id}`).expect(404, missing);
    await bob.get('/api/client/content/999999').expect(404, missing);
    await bob
      .post(`/api/client/content/${post.id}/revision`)
      .send({ feedbackNotes: 'Please make it shorter.' })
      .expect(404);
    await bob.post(`/api/client/content/${post.id}/publish`).send({}).expect(404);
    await bob.post(`/api/client/subscriptions/${subscription.id}/cancel`).send({}).expect(404, {
      statusCode: 404,
      message: 'Subscription not found',
      error: 'Not Found',
    });
    expect((await alice.get(`/api/client/content/${post.id}`).expect(200)).body.status).toBe('delivered');
  });

  describe('revision requests', () => {
    it('send delivered content back to the writers with the feedback; the client keeps it delivered, with the date they asked, and cannot ask again', async () => {
      const post = postTitled('Hiring is a system, not a hunch');
      const before = Date.now();
      const response = await alice
        .post(`/api/client/content/${post.id}/revision`)
        .send({ feedbackNotes: 'Open with the story about our first hire.' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'delivered',
        revisionRequested: true,
        revisionCount: 1,
        feedbackNotes: 'Open with the story about our first hire.',
        canRequestRevision: false,
        revisionBlock: 'in-revision',
        canPublish: false,
      });
      const askedAt = Date.parse(response.body.revisionRequestedAt);
      expect(askedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(askedAt).toBeLessThanOrEqual(Date.now() + 1000);
      const [{ status }] = await t.query<{ status: string }>(
        'select status from content_deliverables where id = $1',
        [post.id],
      );
      expect(status).toBe('draft');
      const listed = (await alice.get('/api/client/content').expect(200)).body.items.find(
        (item: Post) => item.id === post.id,
      );
      expect(listed).toMatchObject({
        status: 'delivered',
        revisionRequested: true,
        revisionRequestedAt: response.body.revisionRequestedAt,
      });
      const again = await alice
        .post(`/api/client/content/${post.id}/revision`)
        .send({ feedbackNotes: 'And another thing, please.' })
        .expect(409);
      expect(again.body.message).toBe('Revisions can only be requested for delivered content');
    });

    it('allow the Ghost plan 1 revision per post', async () => {
      const post = postTitled('Why I stopped cold outreach');
      await alice
        .post(`/api/client/content/${post.id}/revision`)
        .send({ feedbackNotes: 'Less about tools, more about people.' })
        .expect(200);
      await t.query(
        `update content_deliverables set status = 'delivered', revision_requested = false, revision_requested_at = null where id = $1`,
        [post.id],
      );
      expect((await alice.get(`/api/client/content/${post.id}`).expect(200)).body).toMatchObject({
        plan: 'ghost',
        status: 'delivered',
        revisionRequestedAt: null,
        canRequestRevision: false,
        revisionBlock: 'plan-limit',
      });
      const second = await alice
        .post(`/api/client/content/${post.id}/revision`)
        .send({ feedbackNotes: 'One more change, please.' })
        .expect(409);
      expect(second.body.message).toBe(
        'The Ghost plan includes 1 revision per post, and this post has had it',
      );
    });

    it.each([
      ['x'.repeat(9), 400],
      ['x'.repeat(1001), 400],
    ])('refuse feedback of %#: out of the 10 to 1000 bounds', async (feedbackNotes) => {
      const post = postTitled('Three pricing mistakes we made');
      const response = await alice
        .post(`/api/client/content/${post.id}/revision`)
        .send({ feedbackNotes })
        .expect(400);
      expect(response.body.message).toMatch(
        /^Please (provide at least 10 characters of feedback|keep your feedback to 1000 characters or fewer)$/,
      );
    });

    it('accept exactly 10 and exactly 1000 characters', async () => {
      for (const feedbackNotes of ['x'.repeat(10), 'y'.repeat(1000)]) {
        const [{ id }] = await t.query<{ id: number }>(
          `insert into content_deliverables (client_id, subscription_id, title, content, status, delivered_at)
           select client_id, subscription_id, 'Bounds', 'Body', 'delivered', now() from content_deliverables where id = $1 returning id`,
          [alicePosts[0]!.id],
        );
        await alice.post(`/api/client/content/${id}/revision`).send({ feedbackNotes }).expect(200);
      }
    });
  });

  describe('publishing', () => {
    it('publishes delivered content with its LinkedIn URL and scheduled content without one', async () => {
      const [{ id }] = await t.query<{ id: number }>(
        `insert into content_deliverables (client_id, subscription_id, title, content, status, delivered_at)
         select client_id, subscription_id, 'To publish', 'Body', 'delivered', now() from content_deliverables where id = $1 returning id`,
        [alicePosts[0]!.id],
      );
      const url = 'https://www.linkedin.com/feed/update/urn:li:activity:2';
      expect(
        (await alice.post(`/api/client/content/${id}/publish`).send({ publishedUrl: url }).expect(200)).body,
      ).toMatchObject({
        status: 'published',
        publishedUrl: url,
        canPublish: false,
      });
      const scheduled = postTitled('Three pricing mistakes we made');
      expect(
        (await alice.post(`/api/client/content/${scheduled.id}/publish`).send({}).expect(200)).body.status,
      ).toBe('published');
    });

    it('refuses drafts and published posts (409), and a bad URL (400)', async () => {
      for (const title of ['The first 90 days of a new hire', 'What losing a client taught me']) {
        const response = await alice
          .post(`/api/client/content/${postTitled(title).id}/publish`)
          .send({})
          .expect(409);
        expect(response.body.message).toBe('Only delivered or scheduled content can be marked as published');
      }
      const bad = await alice
        .post(`/api/client/content/${alicePosts[0]!.id}/publish`)
        .send({ publishedUrl: 'nope' })
        .expect(400);
      expect(bad.body.message).toBe('Please enter a valid LinkedIn URL');
    });
  });

  describe('cancelling a subscription', () => {
    it('ends an active one at its renewal date, stops renewal and keeps the reason', async () => {
      const [active] = (await alice.get('/api/client/subscriptions').expect(200)).body;
      const response = await alice
        .post(`/api/client/subscriptions/${active.id}/cancel`)
        .send({ reason: 'Taking a break over the summer' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'canceled',
        autoRenew: false,
        cancelReason: 'Taking a break over the summer',
        endDate: active.renewalDate,
        renewalDate: null,
      });
      expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(
        new Date(active.updatedAt).getTime(),
      );
    });

    it('refuses any other status with a 409', async () => {
      const subscriptions = (await alice.get('/api/client/subscriptions').expect(200)).body;
      const canceled = subscriptions.find((s: { plan: string }) => s.plan === 'ghost');
      const response = await alice
        .post(`/api/client/subscriptions/${canceled.id}/cancel`)
        .send({})
        .expect(409);
      expect(response.body.message).toBe('Only an active subscription can be canceled; this one is canceled');
    });
  });
});
