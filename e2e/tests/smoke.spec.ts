import { expect, test } from './fixtures';

/** Every route of SPEC §2, with the heading each shows until its own issue fills it in. */
const ROUTES = [
  '/',
  '/auth',
  '/onboarding/1',
  '/onboarding-complete',
  '/admin/login',
  '/admin/leads',
  '/admin/leads/1',
  '/dashboard',
  '/dashboard/content',
  '/dashboard/content/1',
  '/dashboard/subscription',
  '/dashboard/settings',
];

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

for (const path of ROUTES) {
  test(`${path} loads its page from the server`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  });
}

test('the API docs show Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Ghostline API/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /POST \/api\/leads\b/ }).first()).toBeVisible();
});

test('the health check is ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', details: { database: { status: 'up' } } });
});

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing', error: 'Not Found' });
});
