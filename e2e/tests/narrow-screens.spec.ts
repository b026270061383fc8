import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { seedPortalClient } from './support/seed';
import { redeliverSeededPost } from './support/team-posts';

// What a 360 px phone shows: only the phone project runs this file (playwright.config.ts), whose
// screen this is; the desktop has nothing to add here.
test.use({ viewport: { width: 360, height: 740 } });

// Always 11 characters, so a test's words are as wide on every run.
const unique = () =>
  `${Date.now().toString(36).padStart(8, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** What the rewrite in the last test changes in the seeded post's text. */
const REWRITE_CHANGES = '11 words added, 14 removed';

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/**
 * The address goes onto a new line only where it may: before its "@" and its dots (where the page
 * marks a break), or after a hyphen, as any text does; never in the middle of a word.
 */
async function expectNotBrokenMidWord(email: Locator, address: string) {
  await expect(email).toHaveText(address);
  const lineHeight = await email.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  const { height } = (await email.boundingBox())!;
  expect(height, 'the address is on one line, so the check would prove nothing').toBeGreaterThan(
    lineHeight * 1.5,
  );
  const midWordBreaks = await email.evaluate((element) => {
    const breaks: string[] = [];
    for (const node of element.childNodes) {
      const text = node.textContent ?? '';
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      let previousTop: number | null = null;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (previousTop !== null && top !== previousTop && text[index - 1] !== '-') {
          breaks.push(`${text.slice(0, index)}|${text.slice(index)}`);
        }
        previousTop = top;
      }
    }
    return breaks;
  });
  expect(midWordBreaks, 'lines broken in the middle of a word').toEqual([]);
}

test(
  'the admin header shows its whole wordmark, and a lead’s long email wraps between words',
  { tag: '@phone' },
  async ({ page }) => {
    const id = unique();
    const email = `alexandra.fitzgerald-montgomery.${id}@consultancy-partners.example`;
    const created = await page.request.post('/api/leads', {
      data: {
        name: `Alexandra ${id}`,
        email,
        linkedin: `https://www.linkedin.com/in/alexandra-${id}`,
        industry: 'consulting',
        package: 'echo',
      },
    });
    expect(created.ok()).toBe(true);
    await signInAsAdmin(page);

    await page.goto(`/admin/leads?search=${id}`);
    const row = page.getByRole('row', { name: new RegExp(`Alexandra ${id}`) });
    await expect(row).toBeVisible();
    const wordmark = page.getByRole('banner').getByText('Ghostline Admin');
    await expect(wordmark).toBeVisible();
    const clipped = await wordmark.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(clipped, 'the wordmark is cut').toBe(false);
    const box = (await wordmark.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expect(page.getByRole('banner').getByRole('link', { name: 'View Website' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await expectNotBrokenMidWord(row.getByRole('cell').filter({ hasText: email }), email);
  },
);

test(
  'no admin page is wider than a 360 px screen; Logout shows whole; the sections say when more hide sideways',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const client = seedPortalClient(`narrow${unique()}`);
    await signInAsAdmin(page);
    const {
      items: [summary],
    } = await (await page.request.get(`/api/admin/clients?search=${client.username}`)).json();
    const { items: posts } = await (
      await page.request.get(`/api/admin/content?clientId=${summary.id}&pageSize=1`)
    ).json();
    const id = unique();
    const lead = await page.request.post('/api/leads', {
      data: {
        name: `Narrow ${id}`,
        email: `narrow-${id}@example.com`,
        linkedin: `https://www.linkedin.com/in/narrow-${id}`,
        industry: 'consulting',
      },
    });
    expect(lead.ok()).toBe(true);
    const { items: leads } = await (await page.request.get(`/api/leads?search=${id}`)).json();

    const routes = [
      '/admin',
      '/admin/leads',
      `/admin/leads/${leads[0].id}`,
      '/admin/clients',
      `/admin/clients/${summary.id}`,
      '/admin/calendar',
      '/admin/revisions',
      '/admin/reviews',
      '/admin/outgoing-mail',
      '/admin/team',
      '/admin/account',
      `/admin/content/new?clientId=${summary.id}`,
      `/admin/content/${posts[0].id}`,
    ];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${route} is wider than the screen`).toBeLessThanOrEqual(360);
      const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
      await expect(logout).toBeInViewport({ ratio: 1 });
      const box = (await logout.boundingBox())!;
      expect(box.x + box.width, `${route}: Logout is cut`).toBeLessThanOrEqual(360);
    }

    // An admin's eight sections do not fit: an arrow says so, and brings the hidden ones in.
    // (At once, not smoothly, for a visitor who asked for less motion: nothing moves after the press.)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const team = nav.getByRole('link', { name: 'Team' });
    await expect(team).not.toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('button', { name: 'Show the sections before' })).toBeHidden();
    const more = nav.getByRole('button', { name: 'Show more sections' });
    await more.click();
    await expect(nav.getByRole('button', { name: 'Show the sections before' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Board' })).not.toBeInViewport({ ratio: 1 });
    // The keyboard reaches the last one too: focused, it comes into view, and nothing hides after it.
    await team.focus();
    // (Its right edge may sit a fraction of a pixel past the screen's: sub-pixel widths.)
    await expect(team).toBeInViewport({ ratio: 0.98 });
    await expect(more).toBeHidden();
  },
);

test('a client’s profile card wraps a long email between words', { tag: '@phone' }, async ({ page }) => {
  // Each word (the name, "consultancy-", "partners", "example") fits the card; the whole address
  // does not, so it has to wrap.
  const username = `wrapcheck${unique()}`;
  const client = seedPortalClient(username, `${username}@consultancy-partners.example`);
  await signInAsAdmin(page);
  const {
    items: [summary],
  } = await (await page.request.get(`/api/admin/clients?search=${client.username}`)).json();

  await page.goto(`/admin/clients/${summary.id}`);
  const profile = page.getByRole('region', { name: 'Profile' });
  const email = profile.getByRole('link', { name: client.email });
  await expect(email).toBeVisible();
  await expectNotBrokenMidWord(email, client.email);
  await expectNoHorizontalOverflow(page);
});

test('a toast shows above the bottom navigation, not over it', { tag: '@phone' }, async ({ page }) => {
  const client = seedPortalClient(`toast${unique()}`);
  const signIn = await page.request.post('/api/client/login', {
    data: { username: client.username, password: client.password },
  });
  expect(signIn.ok()).toBe(true);

  await page.goto('/dashboard/settings');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Adele');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Profile updated' });
  await expect(toast).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Client area' });
  const toastBox = (await toast.boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(navBox.y);
  await expect(nav.getByRole('link', { name: 'Content' })).toBeVisible();
});

test(
  'a post delivered again shows the team and the client what changed, wrapped to the screen',
  { tag: '@phone' },
  async ({ page }) => {
    const client = seedPortalClient(`changed${unique()}`);
    await signInAsAdmin(page);
    // The team takes the delivered post back, rewrites it with a long address in it, and delivers it again.
    const postId = await redeliverSeededPost(
      page.request,
      client.username,
      'Hiring is a system, not a hunch.\n\nMost founders write the job ad first. Write the scorecard first: https://example.com/hiring/the-scorecard-we-write-before-every-job-advertisement\n\nHere is what changed for us.',
    );

    await page.goto(`/admin/content/${postId}`);
    const compare = page.getByRole('region', { name: 'Compare versions' });
    await expect(compare.getByTestId('diff-summary')).toHaveText(REWRITE_CHANGES);
    // From above To, each the card's width.
    const from = (await compare.getByRole('combobox', { name: 'From' }).boundingBox())!;
    const to = (await compare.getByRole('combobox', { name: 'To' }).boundingBox())!;
    expect(to.y).toBeGreaterThan(from.y + from.height);
    await expectNoHorizontalOverflow(page);

    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: client.password },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/dashboard/content/${postId}`);
    const changed = page.getByRole('region', { name: 'What changed since you last reviewed' });
    await expect(changed.getByTestId('diff-summary')).toHaveText(REWRITE_CHANGES);
    await expect(
      changed.locator('ins').filter({ hasText: 'the-scorecard-we-write-before-every-job-advertisement' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
  },
);
