import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { scrollToOperation } from './support/swagger';

/**
 * The Content-Security-Policy allows no inline or eval script. Chromium
 * reports what the policy blocks both on the console and as a `securitypolicyviolation` event:
 * this walk collects both, so a bundle, MUI's styles or Swagger UI needing more than the policy
 * allows fails here, not in a visitor's browser.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
    });
  });
  return violations;
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  // Without the header there would be nothing to violate: the walk would prove nothing.
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
}

test('the landing page, client sign-in and dashboard run under the policy', async ({
  page,
  request,
}, testInfo) => {
  const violations = await collectViolations(page);
  const id = `${testInfo.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const client = { username: `csp${id}`, password: 'plum-ladder-orbit-42' };
  // Registered from another request context: the page's browser stays signed out.
  const registered = await request.post('/api/client/register', {
    data: { ...client, email: `csp-${id}@example.com`, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(registered.status()).toBe(201);

  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await open(page, '/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(client.username);
  await form.getByLabel('Password', { exact: true }).fill(client.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();

  await open(page, '/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscription', exact: true })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the back office runs under the policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await signInAsAdmin(page);
  await open(page, '/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
});

test('Swagger UI runs under the policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await open(page, '/api/docs');
  await expect(page.getByRole('heading', { name: /Ghostline API/ })).toBeVisible();
  // Swagger UI draws the operations in view: a later tag's shows once scrolled to.
  await scrollToOperation(page, page.getByRole('button', { name: /POST \/api\/leads\b/ }).first());
  expect(violations).toEqual([]);
});
