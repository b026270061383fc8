import { linkIn, Mailbox } from './utils/mailbox.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

const PUBLIC_URL = 'http://ghostline.test';
const CONTACT_EMAIL = 'sales@ghostline.test';

describe('site settings and answerable mail', () => {
  let t: TestApp;
  const mailbox = new Mailbox();

  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: await mailbox.start(), PUBLIC_URL, CONTACT_EMAIL } });
  });

  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  it('GET /api/site answers the contact address to anyone', async () => {
    const response = await t.agent().get('/api/site').expect(200);
    expect(response.body).toEqual({ contactEmail: CONTACT_EMAIL });
  });

  it('GET /robots.txt keeps crawlers out of the private pages and names the sitemap at PUBLIC_URL', async () => {
    const response = await t.agent().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toMatch(/^User-agent: \*$/m);
    for (const path of [
      '/admin',
      '/dashboard',
      '/api/',
      '/onboarding',
      '/reset-password',
      '/set-password',
      '/confirm-email',
    ]) {
      expect(response.text).toContain(`\nDisallow: ${path}\n`);
    }
    // The landing page and sign-in stay open to crawlers.
    expect(response.text).not.toMatch(/^Disallow: \/(auth)?$/m);
    expect(response.text).toMatch(/^Sitemap: http:\/\/ghostline\.test\/sitemap\.xml$/m);
  });

  it('GET /sitemap.xml lists the landing page, at PUBLIC_URL', async () => {
    const response = await t.agent().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url)).toEqual([
      'http://ghostline.test/',
    ]);
  });

  it('robots.txt and sitemap.xml are only at the root, not under /api', async () => {
    await t.agent().get('/api/robots.txt').expect(404);
    await t.agent().get('/api/sitemap.xml').expect(404);
  });

  it('a lead’s confirmation can be answered: its Reply-To is the contact address', async () => {
    await t
      .agent()
      .post('/api/leads')
      .send({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        linkedin: 'https://www.linkedin.com/in/ada',
        industry: 'tech',
        package: 'echo',
      })
      .expect(201);
    const mail = await mailbox.waitFor('ada@example.com', /Your 3 free LinkedIn post ideas/);
    expect(mail.replyTo?.value).toEqual([expect.objectContaining({ address: CONTACT_EMAIL })]);
    expect(mail.from?.value[0].address).toBe('no-reply@ghostline.test');
  });

  it('a client’s mail can be answered: its Reply-To is the contact address', async () => {
    const client = {
      username: 'grace',
      email: 'grace@example.com',
      password: 'plum-ladder-orbit-42',
      firstName: 'Grace',
      lastName: 'Hopper',
    };
    await t.agent().post('/api/client/register').send(client).expect(201);
    await t.agent().post('/api/client/forgot-password').send({ email: client.email }).expect(200);
    const mail = await mailbox.waitFor(client.email, /Reset your Ghostline password/);
    expect(linkIn(mail, `${PUBLIC_URL}/reset-password`)).toBeTruthy();
    expect(mail.replyTo?.value).toEqual([expect.objectContaining({ address: CONTACT_EMAIL })]);
  });
});
