import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { scrollToOperation } from './support/swagger';

type Visitor = 'anyone' | 'admin' | 'client';

/**
 * Every route of docs/product.md, "Routes", with its own page's heading, opened by whom it is for: a guarded
 * route opened by nobody shows the sign-in page instead, whose heading is not the route's.
 */
const ROUTES: [path: string, heading: string, visitor: Visitor][] = [
  ['/', 'Professional LinkedIn Content Writing', 'anyone'],
  ['/auth', 'Client Login', 'anyone'],
  ['/onboarding/1', 'Onboarding Questionnaire', 'anyone'],
  ['/onboarding-complete', 'Thank You!', 'anyone'],
  ['/admin/login', 'Admin Login', 'anyone'],
  ['/admin/leads', 'Leads', 'admin'],
  ['/admin/leads/1', 'Lead Details', 'admin'],
  ['/dashboard', 'Dashboard', 'client'],
  ['/dashboard/content', 'My Content', 'client'],
  ['/dashboard/content/1', 'Content Details', 'client'],
  ['/dashboard/subscription', 'My Subscription', 'client'],
  ['/dashboard/settings', 'Settings', 'client'],
  ['/no/such/page', '404 Page Not Found', 'anyone'],
];

/** Registers a new client through the API, which signs the page's browser in as them. */
async function signInAsNewClient(page: Page, project: string): Promise<void> {
  const id = `${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const response = await page.request.post('/api/client/register', {
    data: {
      username: `smoke${id}`,
      email: `smoke-${id}@example.com`,
      password: 'plum-ladder-orbit-42',
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
  });
  if (!response.ok()) throw new Error(`client registration failed: ${response.status()}`);
}

test('the landing page opens with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Professional LinkedIn Content Writing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

for (const [path, heading, visitor] of ROUTES) {
  test(`${path} loads its own page from the server${visitor === 'anyone' ? '' : ` for a signed-in ${visitor}`}`, async ({
    page,
  }, testInfo) => {
    if (visitor === 'admin') await signInAsAdmin(page);
    if (visitor === 'client') await signInAsNewClient(page, testInfo.project.name);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === path);
  });
}

test('the API docs show Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Ghostline API/ })).toBeVisible();
  // Swagger UI draws the operations in view: a later tag's shows once scrolled to.
  await scrollToOperation(page, page.getByRole('button', { name: /POST \/api\/leads\b/ }).first());
});

test('the health check is ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', details: { database: { status: 'up' } } });
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    statusCode: 404,
    message: 'Cannot GET /api/no-such-thing',
    error: 'Not Found',
  });
});
