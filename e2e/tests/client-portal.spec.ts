import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seedPortalClient } from './support/seed';

async function signInAs(page: Page, client: { username: string; password: string }) {
  const response = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(response.ok()).toBe(true);
}

const newUsername = (project: string) =>
  `portal${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a client sees the overview, searches and filters the content', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, client);

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Ada!')).toBeVisible();
  const subscriptions = page.getByRole('region', { name: 'Your Subscription' });
  await expect(subscriptions.getByRole('article', { name: 'Echo Plan' })).toContainText('$299.00/month');
  await expect(subscriptions.getByRole('article', { name: 'Echo Plan' })).toContainText('ACTIVE');
  const recent = page.getByRole('region', { name: 'Recent Content' });
  await expect(recent.getByRole('link', { name: 'View Details' })).toHaveCount(3);

  await page.goto('/dashboard/content');
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByPlaceholder('Search content...').fill('PRICING');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Three pricing mistakes we made' })).toBeVisible();
  await page.getByPlaceholder('Search content...').fill('');
  // A MUI select, not a <select>: its list of options opens on a click.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  // The post the client sent back stays delivered to them while the writers revise it.
  await expect(page.getByRole('article')).toHaveCount(3);
  const revising = page.getByRole('article', { name: 'The first 90 days of a new hire' });
  await expect(revising.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(revising.getByText(/^Revision requested on /)).toBeVisible();
  await expect(revising.getByRole('button', { name: 'Request Revision' })).toBeDisabled();
  await page.getByPlaceholder('Search content...').fill('no such words anywhere');
  await expect(page.getByText('No Content Found')).toBeVisible();
});

test('a client asks for a revision, publishes a post and copies one', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, client);

  await page.goto('/dashboard/content');
  const delivered = page.getByRole('article', { name: 'Hiring is a system, not a hunch' });
  await delivered.getByRole('link', { name: 'Request Revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Request Content Revision' });
  await revision.getByRole('textbox', { name: 'Revision feedback' }).fill('Too short');
  await revision.getByRole('button', { name: 'Submit Revision Request' }).click();
  await expect(revision.getByText('Please provide at least 10 characters of feedback')).toBeVisible();
  // A long paste is kept whole and scrolls inside the field, so the dialog's message stays in sight.
  await revision.getByRole('textbox', { name: 'Revision feedback' }).fill('Plainer, please. '.repeat(90));
  await expect(revision.getByText('Please keep your feedback to 1000 characters or fewer')).toBeInViewport();
  await revision
    .getByRole('textbox', { name: 'Revision feedback' })
    .fill('Open with the story about our first hire.');
  await revision.getByRole('button', { name: 'Submit Revision Request' }).click();
  await expect(page.getByText('Revision requested', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Revision Feedback:' })).toContainText(
    'Open with the story about our first hire.',
  );
  await expect(page.getByText(/^Revision requested on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request Revision' })).toBeDisabled();

  await page.getByRole('link', { name: 'Back to Content List' }).click();
  const scheduled = page.getByRole('article', { name: 'Three pricing mistakes we made' });
  await scheduled.getByRole('link', { name: 'View Full Content' }).click();
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Three pricing mistakes we made.\n\nMost founders',
  );
  // On a phone the toast sits just above the bottom bar, over the actions, for its 5 s (longer while
  // a pointer rests on it, which is how Playwright's mouse finds it): close it, as a person would.
  const copied = page.getByRole('status').filter({ hasText: 'Copied to clipboard' });
  await copied.getByRole('button', { name: 'Close' }).click();
  // Then the pointer leaves it, as a person's finger does, and the toast is gone before the next tap:
  // once (1 run in 5) it was still there 30 s later with its Close button focused, the pointer resting
  // on it holding its auto-hide.
  await page.mouse.move(0, 0);
  await expect(copied).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Mark as Published' }).click();
  const publish = page.getByRole('dialog', { name: 'Mark as Published' });
  await publish
    .getByRole('textbox', { name: 'LinkedIn post URL (optional)' })
    .fill('https://www.linkedin.com/feed/update/urn:li:activity:7');
  await publish.getByRole('button', { name: 'Confirm Published' }).click();
  await expect(page.getByText('Marked as published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Published' })).toHaveCount(0);
});

test('a client cancels the active subscription', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, client);

  await page.goto('/dashboard/subscription');
  const echo = page.getByRole('article', { name: 'Echo Plan' });
  await expect(echo.getByRole('list', { name: 'Echo Plan features' })).toContainText('8 posts per month');
  await expect(
    page.getByRole('article', { name: 'Ghost Plan' }).getByRole('button', { name: 'Cancel Subscription' }),
  ).toHaveCount(0);

  await echo.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(dialog).toContainText(
    "Are you sure you want to cancel your Echo plan? You'll still have access until the end of your billing period.",
  );
  await dialog.getByRole('textbox', { name: 'Reason for cancellation (optional)' }).fill('Taking a break');
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Subscription canceled', { exact: true })).toBeVisible();
  await expect(echo.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(echo).toContainText('Canceled');
  // Canceled, it still runs to the end of the period paid ("in force until").
  await expect(echo).toContainText('Access until');
  await expect(page.getByRole('article', { name: 'Ghost Plan' })).toContainText('Ended on');
});

test("another client's post shows Content Not Found", async ({ page }, testInfo) => {
  const owner = seedPortalClient(newUsername(testInfo.project.name));
  const other = seedPortalClient(newUsername(testInfo.project.name));
  await signInAs(page, owner);
  const {
    items: [post],
  } = await (await page.request.get('/api/client/content')).json();
  await page.context().clearCookies();
  await signInAs(page, other);
  await page.goto(`/dashboard/content/${post.id}`);
  await expect(page.getByText('Content Not Found')).toBeVisible();
});
