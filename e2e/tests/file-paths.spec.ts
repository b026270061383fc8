import { expect, test } from './fixtures';

/**
 * A path that names a file the build does not have, or a dotfile, is a short 404, not the app's page
 * (a scanner's `/.env` must not look like a hit); the app's routes, which never have an extension,
 * and the build's own files answer as before. Run through the api serving the build (desktop) and
 * through the web container's nginx (web-container), which must answer alike.
 */
test.describe('paths that name a file', () => {
  for (const path of ['/.env', '/.git/config', '/package.json', '/wp-login.php', '/favicon.png']) {
    test(`answers ${path}, a file the build does not have, 404 with a short text`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not found');
      expect(response.headers()['content-security-policy']).toBeTruthy();
    });
  }

  for (const path of [
    '/admin/leads/7',
    '/onboarding/12',
    '/review?token=abc.def',
    '/confirm-email?token=a.b',
  ]) {
    test(`still serves the route ${path} as the app`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"></div>');
    });
  }

  test("still serves the build's own files, robots.txt and sitemap.xml", async ({ request }) => {
    const index = await request.get('/index.html');
    expect(index.status()).toBe(200);
    expect(await index.text()).toContain('<div id="root"></div>');
    const landing = await request.get('/landing.html');
    expect(landing.status()).toBe(200);
    expect(await landing.text()).toContain('Professional LinkedIn Content Writing</h1>');
    expect((await request.get('/robots.txt')).status()).toBe(200);
    expect((await request.get('/sitemap.xml')).status()).toBe(200);
  });
});
