import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { admin } from './support/server';

/**
 * What the web container's nginx adds (docker/nginx/nginx.conf), checked on the shipped config in
 * front of the production api (the `web-container` project, scripts/web-container.mjs).
 */
const include = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docker', 'nginx', 'security-headers.conf'),
  'utf8',
);
/** The generated include's headers: name (lower case, as Playwright gives them) → value. */
const SECURITY_HEADERS = [...include.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(
  ([, name, value]) => [name!.toLowerCase(), value!] as const,
);

test.describe('the web container', () => {
  test('sends a hashed bundle brotli-compressed at build time, cached for a year', async ({ request }) => {
    // The app's shell (the landing page's own script is a few lines, too small to compress).
    const html = await (await request.get('/auth')).text();
    const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(bundle, 'index.html names its bundle').toBeTruthy();

    const brotli = await request.get(bundle!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary']).toContain('Accept-Encoding');
    expect(await brotli.text()).toContain('import');

    const gzip = await request.get(bundle!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers a missing bundle 404, not with the app', async ({ request }) => {
    const response = await request.get('/assets/no-such-bundle-0000.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBeUndefined();
  });

  for (const [path, page] of [
    ['/', 'the prerendered landing page'],
    ['/admin/leads', 'index.html'],
    ['/index.html', 'index.html'],
  ] as const) {
    test(`serves ${path} as ${page}, never cached, with the security headers`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['content-encoding']).toBe('br');
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      if (path === '/') expect(html).toContain('Professional LinkedIn Content Writing</h1>');
      else expect(html).toContain('<div id="root"></div>');
      for (const [name, value] of SECURITY_HEADERS)
        expect([name, response.headers()[name]]).toEqual([name, value]);
    });
  }

  test("answers robots.txt and sitemap.xml from the api, at the api's PUBLIC_URL", async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);
  });

  test("sends the same security headers as the api, from the backend's one set", async ({ request }) => {
    expect(SECURITY_HEADERS.map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'permissions-policy']),
    );
    const page = await request.get('/');
    const api = await request.get('/api/site');
    expect(api.status()).toBe(200);
    for (const [name] of SECURITY_HEADERS) {
      expect([name, page.headers()[name]]).toEqual([name, api.headers()[name]]);
    }
  });

  test('passes /api to the api, which signs in over http with a cookie the browser keeps', async ({
    request,
  }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const response = await request.post('/api/client/register', {
      data: {
        username: `web${id}`,
        email: `web-${id}@example.com`,
        password: 'plum-ladder-orbit-42',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(response.status()).toBe(201);
    expect(response.headers()['cache-control']).toBe('no-store');
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^ghostline\.sid=/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await request.get('/api/client/profile');
    expect(me.status()).toBe(200);
  });

  test("keeps a post's image in the s3 service's bucket and serves it back through nginx, to the team only", async ({
    playwright,
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const client = await playwright.request.newContext({ baseURL });
    const team = await playwright.request.newContext({ baseURL });
    const registered = await client.post('/api/client/register', {
      data: {
        username: `pic${id}`,
        email: `pic-${id}@example.com`,
        password: 'plum-ladder-orbit-42',
        firstName: 'Grace',
        lastName: 'Hopper',
      },
    });
    const clientId = (await registered.json()).user.id as number;
    expect((await team.post('/api/admin/login', { data: admin })).status()).toBe(200);
    const subscription = await team.post(`/api/admin/clients/${clientId}/subscriptions`, {
      data: { plan: 'echo', amount: 500 },
    });
    expect(subscription.status()).toBe(201);
    const post = await team.post('/api/admin/content', {
      data: { subscriptionId: (await subscription.json()).id, title: 'A chart', content: 'Words beside it.' },
    });
    // A picture the browser draws: a PNG of a few kilobytes.
    const page = await browser.newPage();
    await page.setContent('<div id="card" style="width:300px;height:200px;background:#0a66c2"></div>');
    const png = await page.locator('#card').screenshot();
    await page.close();

    const uploaded = await team.post(`/api/admin/content/${(await post.json()).id}/media`, {
      multipart: { file: { name: 'chart.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    const { originalUrl, thumbnailUrl } = await uploaded.json();
    const original = await team.get(originalUrl);
    expect(original.status()).toBe(200);
    expect(Buffer.compare(await original.body(), png)).toBe(0);
    expect((await team.get(thumbnailUrl)).headers()['content-type']).toBe('image/webp');
    // A team address: the client is refused it.
    expect((await client.get(originalUrl)).status()).toBe(403);
    await Promise.all([client.dispose(), team.dispose()]);
  });
});
