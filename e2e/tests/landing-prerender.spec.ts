import { expect, test } from './fixtures';
import { openLanding, requestIdeas } from './support/visitor';

/**
 * The landing page comes prerendered (frontend/build/prerender.ts): its text and lead form are in
 * the HTML, painted before any script runs, then hydrated. Hydration errors are console errors,
 * which fail every test here (fixtures.ts).
 */

test("/ answers the landing page's HTML: its headline and lead form", async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('Professional LinkedIn Content Writing</h1>');
  for (const field of ['name', 'email', 'linkedin', 'industry', 'package']) {
    expect(root).toContain(`name="${field}"`);
  }
  expect(root).toContain('Send Me My 3 Free Ideas');
  // MUI's styles come along, so the page paints styled; no inline script (the CSP allows none).
  expect(html).toMatch(/<style data-emotion="gl /);
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

for (const path of ['/auth', '/admin/leads', '/onboarding-complete']) {
  test(`${path} answers the plain shell`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-emotion');
  });
}

test(
  'without JavaScript the landing page still shows its headline and lead form',
  { tag: '@phone' },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional LinkedIn Content Writing');
    const form = page.getByRole('form', { name: 'Request 3 free post ideas' });
    for (const label of ['Name', 'Email', 'LinkedIn profile URL', 'Industry', 'Package (optional)']) {
      await expect(form.getByLabel(label)).toBeVisible();
      // Until hydrated it takes no input, which would be lost (or sent as a plain GET).
      await expect(form.getByLabel(label)).toBeDisabled();
    }
    await expect(form.getByRole('button', { name: 'Send Me My 3 Free Ideas' })).toBeDisabled();
    await context.close();
  },
);

test(
  'the landing page hydrates without errors and its lead form works',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await openLanding(page);
    const id = `${testInfo.project.name}${Date.now().toString(36)}`;
    await requestIdeas(page, { name: 'Ada Lovelace', email: `hydrated-${id}@example.com` });
    await expect(page.getByRole('heading', { name: 'Your request is in' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Thank you!');
  },
);

test("the landing page's links open the app's pages", async ({ page }) => {
  await openLanding(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a plan clicked before the page is hydrated takes the visitor to the form, which then picks its package', async ({
  page,
}) => {
  // The hydrating script is held back, so the click lands on the prerendered page alone.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hydrate = /\/assets\/landing-hydrate[^/]*\.js$/;
  await page.route(hydrate, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(hydrate);
  await page.goto('/');
  // The page asked for it (the first moment after load), and has not got it.
  await asked;
  const form = page.getByRole('form', { name: 'Request 3 free post ideas' });
  const packageField = form.getByLabel('Package (optional)');
  await expect(packageField).toBeDisabled();

  await page.getByRole('link', { name: 'Choose Echo' }).click();

  await expect(page).toHaveURL(/#form$/);
  await expect(form).toBeInViewport();
  await expect(packageField).toBeDisabled();

  release();
  await expect(packageField).toBeEnabled();
  await expect(packageField).toHaveValue('echo');
});

test('a plan clicked once the page is hydrated picks its package and scrolls to the form', async ({
  page,
}) => {
  await openLanding(page);
  await page.getByRole('link', { name: 'Contact Us' }).click();
  const form = page.getByRole('form', { name: 'Request 3 free post ideas' });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel('Package (optional)')).toHaveValue('phantom');
});
