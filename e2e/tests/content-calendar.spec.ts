import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { seedPortalClient } from './support/seed';

const POST = 'Hiring is a system, not a hunch';

/**
 * A seeded client whose delivered post the admin schedules for 10:00 on Monday 10 March 2031 (the
 * browser's time zone is the server's, UTC), through the API: its id, the post's, and the client's login.
 */
async function clientWithScheduledPost(page: Page, project: string) {
  const client = seedPortalClient(
    `calendar${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`,
  );
  await signInAsAdmin(page);
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id: clientId }] = (await found.json()).items as { id: number }[];
  const posts = await page.request.get(`/api/admin/content?clientId=${clientId}`);
  const post = ((await posts.json()).items as { id: number; title: string }[]).find(
    (item) => item.title === POST,
  )!;
  const scheduled = await page.request.patch(`/api/admin/content/${post.id}`, {
    data: { scheduledFor: '2031-03-10T10:00:00.000Z' },
  });
  expect(scheduled.ok()).toBe(true);
  return { client, clientId, postId: post.id };
}

const day = (page: Page, name: string) => page.getByRole('listitem', { name });

// A desktop's way (untagged: the phone project does not run it); a phone moves posts with Move to date.
test('the team drags a post to another day; after a reload it is still there', async ({ page }, testInfo) => {
  const { clientId, postId } = await clientWithScheduledPost(page, testInfo.project.name);

  await page.goto('/admin/calendar');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Calendar' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.goto(`/admin/calendar?date=2031-03-10&clientId=${clientId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'March 2031' })).toBeVisible();
  const post = day(page, 'Monday, March 10').getByRole('link', { name: new RegExp(POST) });
  await expect(post).toHaveAccessibleName(new RegExp(`^10:00 AM ${POST}, .+, Delivered$`));

  await post.dragTo(day(page, 'Thursday, March 13'));
  await expect(page.getByText('Post moved')).toBeVisible();
  await expect(day(page, 'Thursday, March 13').getByRole('link', { name: new RegExp(POST) })).toBeVisible();

  await page.reload();
  await expect(day(page, 'Thursday, March 13').getByRole('link', { name: new RegExp(POST) })).toBeVisible();
  await expect(day(page, 'Monday, March 10').getByRole('link')).toHaveCount(0);
  const saved = await page.request.get(`/api/admin/content/${postId}`);
  expect((await saved.json()).scheduledFor).toBe('2031-03-13T10:00:00.000Z');

  // The post opens its page.
  await day(page, 'Thursday, March 13')
    .getByRole('link', { name: new RegExp(POST) })
    .click();
  await expect(page).toHaveURL(`/admin/content/${postId}`);
});

test(
  'the team moves a post with Move to date, by week on a phone too',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const { clientId, postId } = await clientWithScheduledPost(page, testInfo.project.name);

    await page.goto(`/admin/calendar?date=2031-03-10&clientId=${clientId}`);
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mar 10 – 16, 2031' })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${POST}` }).click();
    await page.getByRole('menuitem', { name: 'Move to date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to date' });
    await dialog.getByLabel('New date').fill('2031-03-14');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Post moved')).toBeVisible();

    await page.reload();
    await expect(day(page, 'Friday, March 14').getByRole('link', { name: new RegExp(POST) })).toBeVisible();
    const saved = await page.request.get(`/api/admin/content/${postId}`);
    expect((await saved.json()).scheduledFor).toBe('2031-03-14T10:00:00.000Z');
  },
);

test('a client sees their posts by day in My Content’s Calendar view, and opens one', async ({
  page,
}, testInfo) => {
  const { client, postId } = await clientWithScheduledPost(page, testInfo.project.name);
  await page.request.post('/api/admin/logout');
  const login = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/dashboard/content');
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await page.goto('/dashboard/content?view=calendar&date=2031-03-10');
  const post = day(page, 'Monday, March 10').getByRole('link', { name: new RegExp(POST) });
  await expect(post).toHaveAccessibleName(`10:00 AM ${POST}, Delivered`);
  await expect(page.getByRole('button', { name: /Actions for/ })).toHaveCount(0);

  await post.click();
  await expect(page).toHaveURL(`/dashboard/content/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Content Details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: POST })).toBeVisible();
});
