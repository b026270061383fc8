import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { publishWithNumbers } from './support/performance';
import { seedPortalClient } from './support/seed';

const newUsername = (project: string) =>
  `perf${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signInAs(page: Page, client: { username: string; password: string }) {
  const response = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(response.ok()).toBe(true);
}

/** The page never scrolls sideways (a phone's 360 px included). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test(
  "a client tracks their posts' performance on the dashboard, as a chart or a table",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const client = seedPortalClient(newUsername(testInfo.project.name));
    const { later } = publishWithNumbers(client.username);
    await signInAs(page, client);

    await page.goto('/dashboard');
    const performance = page.getByRole('region', { name: 'Performance' });
    // 1,000 + 800 impressions; (500 + 20) / 1,800 interactions.
    await expect(performance.getByText('1,800', { exact: true })).toBeVisible();
    await expect(performance.getByText('28.9%', { exact: true })).toBeVisible();
    // The charts are drawn as the reader scrolls near them (below the fold on a phone).
    await performance.scrollIntoViewIfNeeded();
    await expect(performance.getByRole('img', { name: 'Impressions' })).toBeVisible();
    await expect(performance.getByRole('img', { name: 'Engagement rate' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await performance.getByRole('button', { name: 'Table' }).click();
    const table = performance.getByRole('table', { name: 'Performance per month' });
    await expect(table.getByRole('row')).toHaveCount(7);
    // Every column in view, a phone's too: the table does not scroll sideways in its box.
    const clipped = await table.evaluate(
      (element) => element.scrollWidth - element.parentElement!.clientWidth,
    );
    expect(clipped).toBeLessThanOrEqual(0);
    await expect(performance.getByRole('img', { name: 'Impressions' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const best = performance.getByRole('region', { name: 'Best posts' });
    await expect(best.getByRole('listitem')).toHaveCount(2);
    await expect(best.getByRole('listitem').first()).toContainText('What losing a client taught me');
    await best.getByRole('link', { name: 'Hiring is a system, not a hunch' }).click();
    await expect(page).toHaveURL(`/dashboard/content/${later}`);
  },
);

test(
  "the team sees a client's engagement falling on the board, and their performance on their page",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const client = seedPortalClient(newUsername(testInfo.project.name));
    const { clientId } = publishWithNumbers(client.username, { steep: true });
    await signInAsAdmin(page);

    await page.goto('/admin');
    const falling = page.getByRole('region', { name: 'Engagement falling' });
    const row = falling.getByRole('listitem').filter({ hasText: `Ada ${client.username}` });
    await expect(row).toContainText('100.0% → 0.0% (−100.0 points) over the last 30 days');
    await row.getByRole('link', { name: `Ada ${client.username}` }).click();
    await expect(page).toHaveURL(`/admin/clients/${clientId}`);

    const performance = page.getByRole('region', { name: 'Performance' });
    await expect(performance.getByText('1,800', { exact: true })).toBeVisible();
    await expect(performance.getByText('55.6%', { exact: true })).toBeVisible();
    await performance.scrollIntoViewIfNeeded();
    await expect(performance.getByRole('img', { name: 'Engagement rate' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  },
);
