import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { seedPortalClient } from './support/seed';

/**
 * A published post's numbers (docs/product.md, Performance). The client records them from Content Details
 * (the reminder mail's link opens the form), and the team enters a day's numbers for many posts at once on
 * the client's page, pasted from a spreadsheet.
 */

const newUsername = (project: string) =>
  `numbers${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const PUBLISHED = 'What losing a client taught me';

async function signInAs(page: Page, client: { username: string; password: string }) {
  const response = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(response.ok()).toBe(true);
}

async function publishedPostId(page: Page): Promise<number> {
  const response = await page.request.get('/api/client/content?status=published');
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  return items.find((item) => item.title === PUBLISHED)!.id;
}

test('a client records a post’s numbers from Content Details and sees them', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, client);
  const id = await publishedPostId(page);

  // The reminder mail's link: the form opens by itself.
  await page.goto(`/dashboard/content/${id}?record=performance`);
  const dialog = page.getByRole('dialog', { name: 'Record numbers' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/content/${id}$`));
  await dialog.getByRole('textbox', { name: 'Impressions' }).fill('900');
  await dialog.getByRole('textbox', { name: 'Reactions' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('8');
  await dialog.getByRole('textbox', { name: 'Reposts' }).fill('2');
  await dialog.getByRole('button', { name: 'Save numbers' }).click();
  // Fewer than the 2,480 the seed recorded yesterday: a question, the numbers kept.
  await expect(dialog.getByRole('alert')).toContainText('Impressions are fewer than the 2,480 recorded on');
  await dialog.getByRole('button', { name: 'Change the numbers' }).click();
  await dialog.getByRole('textbox', { name: 'Impressions' }).fill('3,100');
  await dialog.getByRole('button', { name: 'Save numbers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Numbers recorded' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const section = page.getByRole('region', { name: 'Performance' });
  await expect(section.getByText(/Latest, .*: 3,100 impressions, engagement rate 1\.3%/)).toBeVisible();
  await expect(section.getByRole('img', { name: /Impressions from 1,200 on .* to 3,100 on / })).toBeVisible();
  await section.getByRole('button', { name: 'Table' }).click();
  const rows = section.getByRole('table', { name: 'Numbers recorded, oldest first' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toContainText('3,100');
  await expect(section.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    '/api/client/performance.csv',
  );
});

test('the team enters a day’s numbers for a client’s posts at once, pasted from a spreadsheet', async ({
  page,
}, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAsAdmin(page);
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id: clientId }] = ((await found.json()) as { items: { id: number }[] }).items;

  await page.goto(`/admin/clients/${clientId}`);
  const card = page.getByRole('region', { name: 'Post numbers' });
  await expect(card.getByRole('rowheader', { name: new RegExp(PUBLISHED) })).toBeVisible();
  await expect(card.getByText(/^2,480 impressions, 3\.7% on /)).toBeVisible();

  await card
    .getByRole('textbox', { name: 'Paste from a spreadsheet' })
    .fill(`${PUBLISHED}\t5000\t120\t30\t9`);
  await card.getByRole('button', { name: 'Fill the table' }).click();
  await expect(card.getByRole('status')).toHaveText('1 row filled');
  await expect(card.getByRole('textbox', { name: `Impressions of ${PUBLISHED}` })).toHaveValue('5000');
  await card.getByRole('button', { name: 'Save all' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Numbers saved' })).toBeVisible();
  await expect(card.getByText(/^5,000 impressions, 3\.2% on /)).toBeVisible();
  await expect(card.getByRole('textbox', { name: `Impressions of ${PUBLISHED}` })).toHaveValue('');

  // And in the client's CSV.
  const csv = await page.request.get(`/api/admin/clients/${clientId}/performance.csv`);
  expect(await csv.text()).toContain(`"${PUBLISHED}",`);
});

test('a post’s first recorded numbers show as a point on the chart', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, client);
  const list = await page.request.get('/api/client/content?status=delivered');
  const { items } = (await list.json()) as { items: { id: number; title: string }[] };
  const id = items.find((item) => item.title === 'Hiring is a system, not a hunch')!.id;
  expect((await page.request.post(`/api/client/content/${id}/publish`, { data: {} })).ok()).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const recorded = await page.request.post(`/api/client/content/${id}/performance`, {
    data: { recordedOn: today, impressions: 640, reactions: 20, comments: 4, reposts: 1 },
  });
  expect(recorded.ok()).toBe(true);

  await page.goto(`/dashboard/content/${id}`);
  const section = page.getByRole('region', { name: 'Performance' });
  const chart = section.getByRole('img', { name: /^Chart\. Impressions: 640 on / });
  await expect(chart).toBeVisible();
  // Not axes alone: the day's point is drawn, one for each series.
  await expect(chart.locator('.MuiLineChart-mark')).toHaveCount(2);
  await expect(chart.locator('.MuiLineChart-mark').first()).toBeVisible();
  await expect(section.getByText(/One day recorded so far, shown as a point/)).toBeVisible();
});
