import { expect, test } from './fixtures';
import { signInAsAdmin, signInAsClient } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { linkIn, waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

/**
 * Publishing on LinkedIn (docs/product.md, "Publishing on LinkedIn"), against the local LinkedIn the
 * suite starts (scripts/local-linkedin.mjs): a client connects on LinkedIn's page and back, approves a
 * post for a time in their zone by keyboard, publishes another now, and it goes out; the team, once the
 * client lets it, publishes for them.
 */
test(
  'a client connects LinkedIn, approves one post for a time and publishes another now; it goes out and they are told',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const stamp = `${testInfo.project.name}${Date.now()}`;
    const client = seedPortalClient(`li${stamp}`);
    await signInAsClient(page, client.username);

    // Settings: connect, on LinkedIn's own page (which grants at once here), and back.
    await page.goto('/dashboard/settings');
    const linkedIn = page.getByRole('region', { name: 'LinkedIn' });
    await linkedIn.getByRole('button', { name: 'Connect LinkedIn' }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/settings\?linkedin=connected$/);
    await expect(linkedIn.getByText('LinkedIn connected.')).toBeVisible();
    await expect(linkedIn.getByText('Dana Whitfield')).toBeVisible();
    await expect(linkedIn.getByText(/^Connected until /)).toBeVisible();
    // The team may publish for them: Space on the switch saves it.
    const team = linkedIn.getByRole('switch', { name: /The Ghostline team may approve my posts/ });
    await team.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await expect(team).toBeChecked();

    // The scheduled post: approved for its own day at 08:30 in the client's zone (this browser's), by keyboard.
    await page.goto('/dashboard/content?status=scheduled');
    await page
      .getByRole('article')
      .filter({ hasText: 'Three pricing mistakes we made' })
      .getByRole('link', { name: 'View Full Content' })
      .click();
    const card = page.getByRole('region', { name: 'Publish on LinkedIn' });
    await expect(card.getByText(/^In .+ time, this browser’s/)).toBeVisible();
    const time = card.getByLabel('Time');
    await time.focus();
    // Chromium's time field in en-US: hours, minutes, then AM or PM.
    await page.keyboard.type('0830AM');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Scheduled for LinkedIn', { exact: true })).toBeVisible();
    await expect(card.getByRole('status')).toContainText('Scheduled for LinkedIn by');
    await expect(card.getByRole('status')).toContainText('8:30 AM');
    await expect(card.getByRole('button', { name: /^Change the time to .* 8:30 AM$/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The delivered post: published now, after saying so.
    await page.goto('/dashboard/content?status=delivered');
    await page
      .getByRole('article')
      .filter({ hasText: 'Hiring is a system, not a hunch' })
      .getByRole('link', { name: 'View Full Content' })
      .click();
    await card.getByRole('button', { name: 'Publish now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish on LinkedIn now' });
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    // The queue sends it at once; the card asks every few seconds until it is out.
    await expect(card.getByText(/^Published on LinkedIn/)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: 'See it on LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:\d+\/$/,
    );
    await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
    const mail = await waitForMail(client.email, /^Your post is live on LinkedIn: Hiring is a system/);
    expect(linkIn(mail, 'https://www.linkedin.com/feed/update/')).toMatch(/urn:li:share:\d+/);
  },
);

test('the team publishes for a client who lets it, and sees why not for one who does not', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const allowing = seedPortalClient(`lit${stamp}`);
  const other = seedPortalClient(`lio${stamp}`);
  const ids = new Map<string, number>();
  for (const [client, teamMayPublish] of [
    [allowing, true],
    [other, false],
  ] as const) {
    const context = await browser.newContext();
    const portal = await context.newPage();
    await signInAsClient(portal, client.username);
    ids.set(client.username, (await (await portal.request.get('/api/client/profile')).json()).id);
    const { authorizationUrl } = await (await portal.request.post('/api/client/linkedin/connect')).json();
    await portal.goto(authorizationUrl);
    await expect(portal).toHaveURL(/linkedin=connected/);
    await portal.request.put('/api/client/linkedin/permissions', {
      data: { teamMayPublish, reviewersMayPublish: false },
    });
    await context.close();
  }

  await signInAsAdmin(page);
  /** The client's delivered post on their Echo plan, as the seeder wrote it. */
  const postOf = async (username: string): Promise<number> => {
    const answer = await page.request.get(
      `/api/admin/content?clientId=${ids.get(username)}&status=delivered`,
    );
    const { items } = (await answer.json()) as { items: { id: number; title: string }[] };
    const post = items.find((item) => item.title === 'Hiring is a system, not a hunch');
    expect(post).toBeDefined();
    return post!.id;
  };
  const refused = await postOf(other.username);
  const allowed = await postOf(allowing.username);

  await page.goto(`/admin/content/${refused}`);
  const card = page.getByRole('region', { name: 'Publish on LinkedIn' });
  await expect(card.getByText(/they have not let the team publish for them/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Publish now' })).toHaveCount(0);

  await page.goto(`/admin/content/${allowed}`);
  await card.getByRole('button', { name: 'Publish now' }).click();
  await page
    .getByRole('dialog', { name: 'Publish on LinkedIn now' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expect(card.getByText(/^Published on LinkedIn/)).toBeVisible({ timeout: 30_000 });
  await waitForMail(allowing.email, /^Your post is live on LinkedIn: Hiring is a system/);
});
