import type { Agent } from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

const MESSAGE = 'Please enter a valid LinkedIn URL';
const REFUSED = [
  'https://evil.example/in/ada',
  'http://www.linkedin.com/in/ada',
  'https://linkedin.com.evil.example/in/ada',
  'https://www.linkedin.com@evil.example/in/ada',
];

/** The links the team opens in the admin area lead to LinkedIn and nowhere else. */
describe('LinkedIn addresses', () => {
  let t: TestApp;
  let admin: Agent;
  let client: Agent;
  let delivered: number[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: client } = await t.signedInPortalClient('ada'));
    admin = await t.signedInAdmin();
    const posts: { id: number; status: string; canPublish: boolean }[] = (
      await client.get('/api/client/content')
    ).body.items;
    delivered = posts.filter((post) => post.canPublish).map((post) => post.id);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(REFUSED)('refuses %s on the lead form with a 400 naming the LinkedIn URL', async (linkedin) => {
    await t.query('delete from rate_limits');
    const { body } = await t
      .agent()
      .post('/api/leads')
      .send({ name: 'Ada Lovelace', email: 'ada@example.com', linkedin, industry: 'tech' })
      .expect(400);
    expect(body).toMatchObject({ message: MESSAGE, errors: [MESSAGE] });
  });

  it('accepts a country subdomain of LinkedIn on the lead form', async () => {
    const { id } = await t.submitLead({ linkedin: 'https://uk.linkedin.com/in/ada' });
    expect(await t.query('select linkedin from leads where id = $1', [id])).toEqual([
      { linkedin: 'https://uk.linkedin.com/in/ada' },
    ]);
  });

  it.each(REFUSED)(
    'refuses %s as a published post address, from the client or the admin',
    async (publishedUrl) => {
      const [id] = delivered;
      const fromClient = await client
        .post(`/api/client/content/${id}/publish`)
        .send({ publishedUrl })
        .expect(400);
      expect(fromClient.body.message).toBe(MESSAGE);
      const fromAdmin = await admin
        .post(`/api/admin/content/${id}/status`)
        .send({ status: 'published', publishedUrl })
        .expect(400);
      expect(fromAdmin.body.message).toBe(MESSAGE);
      expect(await t.query('select status from content_deliverables where id = $1', [id])).not.toEqual([
        { status: 'published' },
      ]);
    },
  );

  it('publishes with a LinkedIn address, from the client or the admin', async () => {
    const [first, second] = delivered;
    await client
      .post(`/api/client/content/${first}/publish`)
      .send({ publishedUrl: 'https://uk.linkedin.com/posts/ada_1' })
      .expect(200);
    await admin
      .post(`/api/admin/content/${second}/status`)
      .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/posts/ada_2' })
      .expect(200);
  });
});
