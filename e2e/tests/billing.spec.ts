import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

/** A failed payment while the period paid runs: not past due, the next payment due at its end. */
const PAYMENT_FAILED =
  /Your last payment failed\. Your next payment is due \w{3} \d{1,2}, \d{4}: update your payment details by then to keep your posts coming\./;

async function signInAsClient(page: Page, client: { username: string; password: string }): Promise<void> {
  await page.request.post('/api/admin/logout');
  const response = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(response.ok()).toBe(true);
}

async function backToAdmin(page: Page): Promise<void> {
  await page.request.post('/api/client/logout');
  await signInAsAdmin(page);
}

/**
 * Manual billing (docs/product.md, Billing): the team marks a period's payment failed, then paid, on the
 * client's page; the client is told each time (a notice, a receipt), My Subscription and the dashboard show
 * the truth, and the client's page keeps the history.
 */
test('the team records a failed payment, then the payment; the client sees each, and the history keeps both', async ({
  page,
}, testInfo) => {
  // Two mails awaited and two sign-ins each way: a long journey.
  test.slow();
  const client = seedPortalClient(`billing${testInfo.project.name}${Date.now().toString(36)}`);
  await signInAsAdmin(page);
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id }] = (await found.json()).items as { id: number }[];

  await page.goto(`/admin/clients/${id}`);
  const echo = page.getByRole('article', { name: 'Echo Plan' });
  await expect(echo).toContainText('12 posts a month · unlimited revisions');
  await expect(echo).toContainText('Manual billing');
  const history = page.getByRole('list', { name: 'Subscription events' });
  await expect(history.getByRole('listitem')).toHaveCount(7);
  await expect(history.getByText('Payment of $299.00 received')).toHaveCount(2);

  // The card is declined while the period paid runs: the payment failed, the client told.
  await echo.getByRole('button', { name: 'Mark payment failed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark payment failed' });
  await dialog.getByRole('textbox', { name: 'What happened? (optional)' }).fill('Card declined');
  await dialog.getByRole('button', { name: 'Record failure' }).click();
  await expect(page.getByText('Payment failure recorded', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(history.getByRole('listitem')).toHaveCount(8);
  await expect(history.getByRole('listitem').first()).toContainText('Payment failed');
  await expect(history.getByRole('listitem').first()).toContainText('Card declined');
  const notice = await waitForMail(client.email, /did not go through/);
  expect(notice.text).toContain('Echo');

  await signInAsClient(page, client);
  await page.goto('/dashboard/subscription');
  const mine = page.getByRole('article', { name: 'Echo Plan' });
  await expect(mine).toContainText('Payment Failed');
  await expect(mine).not.toContainText('Past Due');
  await expect(mine.getByText(PAYMENT_FAILED)).toBeVisible();
  await expect(mine.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  await page.goto('/dashboard');
  await expect(page.getByText(PAYMENT_FAILED)).toBeVisible();

  // The client paid by transfer: the team marks the period paid; the client gets a receipt.
  await backToAdmin(page);
  await page.goto(`/admin/clients/${id}`);
  await echo.getByRole('button', { name: 'Mark period paid' }).click();
  await page
    .getByRole('dialog', { name: 'Mark period paid' })
    .getByRole('button', { name: 'Mark paid' })
    .click();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(9);
  await expect(history.getByText('Payment of $299.00 received')).toHaveCount(3);
  const receipt = await waitForMail(client.email, /Your receipt: Echo plan, \$299\.00/);
  expect(receipt.text).toContain('299.00');

  await signInAsClient(page, client);
  await page.goto('/dashboard/subscription');
  await expect(mine).toContainText('Active');
  await expect(page.getByText(PAYMENT_FAILED)).toHaveCount(0);
});
