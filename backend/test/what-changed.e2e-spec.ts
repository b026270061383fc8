import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

interface Listed {
  id: number;
  title: string;
}

/**
 * What changed (docs/product.md, "Content details"): the client's post carries the version delivered
 * before the one they have, so the portal can show what changed; only ever delivered versions, never
 * a draft the writers are still working on.
 */
describe('the version before the one the client has', () => {
  let t: TestApp;
  let admin: Agent;
  let alice: Agent;
  let bob: Agent;
  let posts: Listed[];

  const postTitled = (title: string) => posts.find((post) => post.title === title)!.id;
  const open = async (agent: Agent, id: number) =>
    (await agent.get(`/api/client/content/${id}`).expect(200)).body;

  /** The team takes the post back to draft (if it is not one), rewrites it and delivers it again. */
  async function redeliver(id: number, changes: { title?: string; content: string }) {
    const { body } = await admin.get(`/api/admin/content/${id}`).expect(200);
    if (body.status !== 'draft') {
      await admin.post(`/api/admin/content/${id}/status`).send({ status: 'draft' }).expect(200);
    }
    await admin.patch(`/api/admin/content/${id}`).send(changes).expect(200);
    await admin.post(`/api/admin/content/${id}/status`).send({ status: 'delivered' }).expect(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signedInAdmin();
    alice = (await t.signedInPortalClient('alice')).agent;
    bob = (await t.signedInPortalClient('bob')).agent;
    posts = (await alice.get('/api/client/content').expect(200)).body.items;
  });

  afterAll(async () => {
    // Deliveries record mails to the client: let their first tries end before the database goes.
    await t?.mailsSettled();
    await t?.close();
  });

  it('is null after a first delivery, and while the first version is being revised', async () => {
    const delivered = await open(alice, postTitled('Hiring is a system, not a hunch'));
    expect(delivered).toMatchObject({ status: 'delivered', previousVersion: null });
    const revising = await open(alice, postTitled('The first 90 days of a new hire'));
    expect(revising).toMatchObject({ status: 'delivered', revisionRequested: true, previousVersion: null });
  });

  it('is not in the list: only the single post carries it', async () => {
    const { items } = (await alice.get('/api/client/content').expect(200)).body;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).not.toHaveProperty('previousVersion');
  });

  it('after a redelivery, is the version delivered before, with its title, text and date', async () => {
    const id = postTitled('Three pricing mistakes we made');
    const first = await open(alice, id);
    await redeliver(id, {
      title: 'Three pricing mistakes we made (and fixed)',
      content: 'We priced by the hour.\n\nThen we priced by the outcome.',
    });

    const now = await open(alice, id);
    expect(now).toMatchObject({
      status: 'delivered',
      title: 'Three pricing mistakes we made (and fixed)',
      content: 'We priced by the hour.\n\nThen we priced by the outcome.',
      previousVersion: {
        number: 1,
        title: 'Three pricing mistakes we made',
        content: first.content,
        deliveredAt: expect.any(String),
      },
    });
    const [{ created_at: deliveredAt }] = await t.query<{ created_at: Date }>(
      'select created_at from content_versions where post_id = $1 and number = 1',
      [id],
    );
    expect(now.previousVersion.deliveredAt).toBe(deliveredAt.toISOString());
  });

  it('compares delivered versions only: while the writers revise, their draft is in no answer to the client', async () => {
    const id = postTitled('Hiring is a system, not a hunch');
    await redeliver(id, { content: 'Version two of the hiring post.' });
    await alice
      .post(`/api/client/content/${id}/revision`)
      .send({ feedbackNotes: 'Please open with the story of our first hire.' })
      .expect(200);
    // The writers' draft: theirs alone until they deliver it.
    await admin
      .patch(`/api/admin/content/${id}`)
      .send({ title: 'A draft title nobody delivered', content: 'A draft nobody delivered.' })
      .expect(200);

    const revising = (await alice.get(`/api/client/content/${id}`).expect(200)).text;
    expect(revising).not.toContain('nobody delivered');
    expect(JSON.parse(revising)).toMatchObject({
      status: 'delivered',
      revisionRequested: true,
      title: 'Hiring is a system, not a hunch',
      content: 'Version two of the hiring post.',
      previousVersion: { number: 1, title: 'Hiring is a system, not a hunch' },
    });
    const listed = (await alice.get('/api/client/content').expect(200)).text;
    expect(listed).not.toContain('nobody delivered');

    // Rewritten again and delivered: the version before is the second, as the client received it.
    await redeliver(id, { title: 'Hiring is a system', content: 'Version three, delivered.' });
    const third = (await alice.get(`/api/client/content/${id}`).expect(200)).text;
    expect(third).not.toContain('nobody delivered');
    expect(JSON.parse(third)).toMatchObject({
      title: 'Hiring is a system',
      content: 'Version three, delivered.',
      previousVersion: {
        number: 2,
        title: 'Hiring is a system, not a hunch',
        content: 'Version two of the hiring post.',
      },
    });
  });

  it("answers 404 to another client's post, as before", async () => {
    const id = postTitled('Three pricing mistakes we made');
    await bob.get(`/api/client/content/${id}`).expect(404, {
      statusCode: 404,
      message: 'Content not found',
      error: 'Not Found',
    });
  });
});
