import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { seedPortalClient } from './support/seed';
import { redeliverSeededPost } from './support/team-posts';

/**
 * axe-core over the pages where a new user walks first: the landing page, /auth, the five client
 * pages, the admin post page, the admin client page, the board, the team page and its dialogs, the
 * review queue and Your account. Every rule axe runs by default runs (none
 * is disabled), plus label-content-name-mismatch, which axe ships switched off as experimental
 * although it found the avatar button's mismatch; a serious or critical violation fails the test,
 * naming the rule and the elements, and so does a skipped heading level (heading-order, which axe
 * rates moderate only).
 */
const newUsername = (project: string) =>
  `axe${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test(
  'the landing page and /auth have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Login' })).toBeVisible();
    await expectNoSeriousViolations(page);
  },
);

test(
  'the client pages have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const client = seedPortalClient(newUsername(testInfo.project.name));
    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: client.password },
    });
    expect(signIn.ok()).toBe(true);
    const {
      items: [post],
    } = await (await page.request.get('/api/client/content')).json();

    for (const [path, title] of [
      ['/dashboard', 'Dashboard'],
      ['/dashboard/content', 'My Content'],
      [`/dashboard/content/${post.id}`, 'Content Details'],
      ['/dashboard/subscription', 'My Subscription'],
      ['/dashboard/settings', 'Settings'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  },
);

test('the admin post page has no serious accessibility violations', async ({ page }, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  const signIn = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(signIn.ok()).toBe(true);
  const {
    items: [post],
  } = await (await page.request.get('/api/client/content')).json();
  await signInAsAdmin(page);

  await page.goto(`/admin/content/${post.id}`);
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test(
  'what changed, on the client’s post delivered again and in the team’s Compare versions, has no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const client = seedPortalClient(newUsername(testInfo.project.name));
    await signInAsAdmin(page);
    // Delivered again with words added and removed: both marks, on their tints, are checked.
    const postId = await redeliverSeededPost(
      page.request,
      client.username,
      'Hiring is a system, not a hunch.\n\nMost founders write the scorecard first.',
    );

    await page.goto(`/admin/content/${postId}`);
    await expect(page.getByRole('region', { name: 'Compare versions' }).locator('del')).not.toHaveCount(0);
    await expectNoSeriousViolations(page);

    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: client.password },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/dashboard/content/${postId}`);
    const changed = page.getByRole('region', { name: 'What changed since you last reviewed' });
    await expect(changed.locator('ins')).not.toHaveCount(0);
    await expectNoSeriousViolations(page);
  },
);

test('the admin client page (subscriptions, payments, history) has no serious accessibility violations', async ({
  page,
}, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  await signInAsAdmin(page);
  const {
    items: [{ id }],
  } = await (await page.request.get(`/api/admin/clients?search=${client.username}`)).json();

  await page.goto(`/admin/clients/${id}`);
  await expect(page.getByRole('list', { name: 'Subscription events' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Mark payment failed' }).click();
  await expect(page.getByRole('dialog', { name: 'Mark payment failed' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test(
  'the board, the team page and its dialogs (Edit member too) have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signInAsAdmin(page);
    // A writer with a client, so the board's tables and the deactivation dialog have rows to show.
    const id = newUsername(testInfo.project.name);
    const client = seedPortalClient(id);
    const invited = await page.request.post('/api/admin/team', {
      data: { firstName: 'Axel', lastName: `Writer${id}`, email: `axel.${id}@example.com`, role: 'writer' },
    });
    expect(invited.ok()).toBe(true);
    const writer = (await invited.json()) as { id: number; name: string };
    const {
      items: [{ id: clientId }],
    } = await (await page.request.get(`/api/admin/clients?search=${client.username}`)).json();
    const assigned = await page.request.patch(`/api/admin/clients/${clientId}/production`, {
      data: { assignedToId: writer.id },
    });
    expect(assigned.ok()).toBe(true);

    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'Writers this week' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Invite member' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite member' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: `Deactivate ${writer.name}` }).click();
    await expect(page.getByRole('dialog', { name: `Deactivate ${writer.name}?` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: `Edit ${writer.name}` }).click();
    await expect(page.getByRole('dialog', { name: `Edit ${writer.name}` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
  },
);

// Apart from the board and the team page: one test of eight axe runs took over half a minute on a
// busy machine.
test(
  'the review queue and Your account (its email forms) have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/admin/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    // The Notices card's choices loaded.
    await expect(page.getByRole('group', { name: 'New leads' })).toBeVisible();
    await expectNoSeriousViolations(page);
  },
);

test('a published post’s Performance, its Record numbers dialog and the Post numbers card have no serious accessibility violations', async ({
  page,
}, testInfo) => {
  const client = seedPortalClient(newUsername(testInfo.project.name));
  const signIn = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(signIn.ok()).toBe(true);
  const { items } = await (await page.request.get('/api/client/content?status=published')).json();

  await page.goto(`/dashboard/content/${items[0].id}`);
  const performance = page.getByRole('region', { name: 'Performance' });
  await expect(performance.getByRole('img', { name: /^Chart\./ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await performance.getByRole('button', { name: 'Table' }).click();
  await expectNoSeriousViolations(page);
  await performance.getByRole('button', { name: 'Record numbers' }).click();
  await expect(page.getByRole('dialog', { name: 'Record numbers' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await signInAsAdmin(page);
  const {
    items: [{ id }],
  } = await (await page.request.get(`/api/admin/clients?search=${client.username}`)).json();
  await page.goto(`/admin/clients/${id}`);
  await expect(page.getByRole('region', { name: 'Post numbers' }).getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the leads list and a lead page flagging the same email, and the merge dialog, have no serious accessibility violations', async ({
  page,
}, testInfo) => {
  const email = `axe.twice.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  const ids: number[] = [];
  for (const name of ['Ada Twice', 'Ada Again']) {
    const created = await page.request.post('/api/leads', {
      data: { name, email, linkedin: 'https://www.linkedin.com/in/axe-lead', industry: 'tech' },
    });
    expect(created.ok()).toBe(true);
    ids.push((await created.json()).leadId);
  }
  await signInAsAdmin(page);

  await page.goto(`/admin/leads?search=${encodeURIComponent(email)}`);
  await expect(page.getByText('Same email as 1 other lead')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await page.goto(`/admin/leads/${ids[1]}`);
  const notice = page.getByRole('region', { name: 'Leads with the same email' });
  await expect(notice).toBeVisible();
  await expectNoSeriousViolations(page);
  await notice.getByRole('button', { name: 'Merge into…' }).click();
  await expect(page.getByRole('dialog', { name: 'Merge into another lead' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('moves only for a visitor who has not asked for reduced motion', async ({ page }) => {
  // What the page's style sheet makes of a transition and an animation of its own.
  const durations = () =>
    page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.transition = 'opacity 300ms';
      probe.style.animation = 'probe 1s infinite';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const seen = {
        transition: style.transitionDuration,
        animation: style.animationDuration,
        repeats: style.animationIterationCount,
      };
      probe.remove();
      return seen;
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  expect(await durations()).toEqual({ transition: '0.3s', animation: '1s', repeats: 'infinite' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durations()).toEqual({ transition: '1e-05s', animation: '1e-05s', repeats: '1' });
});
