import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';
import { deliverNewPost } from './support/team-posts';

/** The link a mail's text gives for a button: the line "<label>: <url>". */
function buttonLink(mail: ParsedMail, label: string): string {
  const line = (mail.text ?? '').split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in "${mail.subject}"`);
  return line.slice(label.length + 2).trim();
}

/**
 * The team writes a post for the seeded client and delivers it (support/team-posts.ts): the client is
 * mailed the post with its two buttons. `team` is its own request context, so the browser page stays
 * signed out.
 */
const deliverPost = (team: APIRequestContext, username: string, title: string): Promise<number> =>
  deliverNewPost(team, username, {
    title,
    content: 'Hiring is a system.\n\nWrite the scorecard before the job ad.',
  });

interface Thread {
  id: number;
  body: string;
  sentAt: string | null;
  round: number | null;
  replies: { body: string }[];
}

/** The team writes on the post's conversation (to the client unless `internal`): the threads, as the team sees them. */
async function teamComment(team: APIRequestContext, postId: number, data: object): Promise<Thread[]> {
  const response = await team.post(`/api/admin/content/${postId}/comments`, { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { threads: Thread[] }).threads;
}

const unique = (project: string) =>
  `${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a client marks a delivered post published from the mail without signing in; the link then says it was used', async ({
  page,
  playwright,
}, testInfo) => {
  const id = unique(testInfo.project.name);
  const client = seedPortalClient(`review${id}`);
  const title = `Scorecards before job ads ${id}`;
  const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await deliverPost(team, client.username, title);
  await team.dispose();

  const mail = await waitForMail(client.email, new RegExp(`ready for review: ${title}`));
  const publishLink = buttonLink(mail, 'Mark as published');
  expect(publishLink).toMatch(/\/review\?token=[\w-]{43,}$/);

  await page.goto(publishLink);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Write the scorecard before the job ad.')).toBeVisible();
  await expect(page.getByText('Hi Ada, here is your post.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Published' }).click();
  await expect(page.getByText('Your content has been marked as published.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in for everything else' })).toBeVisible();

  // Opened again (or by a mail scanner after the press), the link says it was used and leads to the portal.
  await page.goto(publishLink);
  await expect(page.getByText('This link was already used')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to see your posts' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test(
  'a client talks with the writer from the mail and sends their comments as the revision request: the link lasts until then',
  { tag: '@phone' },
  async ({ page, playwright }, testInfo) => {
    const id = unique(testInfo.project.name);
    const client = seedPortalClient(`revise${id}`);
    const title = `Onboarding is a product ${id}`;
    const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const postId = await deliverPost(team, client.username, title);
    const [question] = await teamComment(team, postId, {
      body: 'Shall we open with the numbers?',
      internal: false,
    });
    await teamComment(team, postId, { body: 'She prefers short openers.' });

    const mail = await waitForMail(client.email, new RegExp(`ready for review: ${title}`));
    const revisionLink = buttonLink(mail, 'Request a revision');

    await page.goto(revisionLink);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const comments = page.getByRole('region', { name: 'Comments' });
    await expect(comments.getByText('Shall we open with the numbers?')).toBeVisible();
    // The team's note for itself never reaches the client.
    await expect(page.getByText('She prefers short openers.')).toHaveCount(0);
    const feedback = page.getByRole('textbox', { name: 'Revision feedback' });
    await feedback.fill('Shorter');
    await page.getByRole('button', { name: 'Submit Revision Request' }).click();
    await expect(page.getByText('Please provide at least 10 characters of feedback')).toBeVisible();
    await expect(feedback).toHaveValue('Shorter');

    // A reply goes at once; the writer answers it. None of it uses the link.
    await comments.getByRole('button', { name: 'Reply' }).click();
    await comments.getByRole('textbox', { name: 'Your reply' }).fill('Yes, the numbers first.');
    await comments.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      comments.getByRole('list', { name: 'Replies' }).getByText('Yes, the numbers first.'),
    ).toBeVisible();
    await teamComment(team, postId, { body: 'Noted: the numbers lead.', parentId: question!.id });

    // A comment waits for the feedback; changed once, then sent with it, with no note.
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill('The ending is too long.');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments.getByText('Not sent yet', { exact: true })).toBeVisible();
    await comments.getByRole('button', { name: 'Edit' }).click();
    await comments.getByRole('textbox', { name: 'Your comment' }).fill('The ending is too long: cut it.');
    await comments.getByRole('button', { name: 'Save comment' }).click();
    await expect(comments.getByText('The ending is too long: cut it.')).toBeVisible();

    // Opened again after the writer's answer, the link still works and shows it.
    await page.reload();
    await expect(comments.getByText('Noted: the numbers lead.')).toBeVisible();
    // Settled: the client resolves the thread, which uses nothing either.
    await comments.getByRole('button', { name: 'Resolve' }).click();
    await expect(comments.getByText(/^Resolved by Ada/)).toBeVisible();
    // A conversation with replies and a draft fits a phone, and axe finds nothing serious in it.
    await expectUsable(page);
    await expect(
      page.getByText(
        'Your comment not sent yet goes with this request. Add a note on the whole post if you like.',
      ),
    ).toBeVisible();
    // Once used, the link is not asked for again (it would answer 410s in the console).
    const askedAgain: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/review-links'))
        askedAgain.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit Revision Request' }).click();
    await expect(
      page.getByText("Your feedback has been sent to our team. We'll update your content soon.").first(),
    ).toBeVisible();

    // The writer has the comment, sent with the first round.
    const conversation = await team.get(`/api/admin/content/${postId}/comments`);
    const threads = ((await conversation.json()) as { threads: Thread[] }).threads;
    expect(threads.find((thread) => thread.body === 'The ending is too long: cut it.')).toMatchObject({
      round: 1,
    });
    await team.dispose();
    expect(askedAgain).toEqual([]);

    await page.goto(revisionLink);
    await expect(page.getByText('This link was already used')).toBeVisible();
    // The post changed, so the mail's other button has ended too.
    await page.goto(buttonLink(mail, 'Mark as published'));
    await expect(page.getByText('This link has ended: the post changed or 14 days passed')).toBeVisible();
  },
);

/** The page fits the screen (no sideways scrolling) and axe finds nothing serious on it. */
async function expectUsable(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  await page.waitForLoadState('networkidle');
  // A toast sliding in is half-transparent, which axe reads as low contrast: wait for every running
  // transition to end first, as accessibility.spec.ts does (one cancelled on the way is over too).
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter(({ id, impact }) => impact === 'serious' || impact === 'critical' || id === 'heading-order')
    .map(({ id, help, nodes }) => ({ id, help, targets: nodes.map(({ target }) => target) }));
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

test(
  'the review page works with the keyboard alone, fits a 360 px screen and passes axe',
  { tag: '@phone' },
  async ({ page, playwright }, testInfo) => {
    const id = unique(testInfo.project.name);
    const client = seedPortalClient(`keys${id}`);
    const title = `Keyboards first ${id}`;
    const other = `Keyboards second ${id}`;
    const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await deliverPost(team, client.username, title);
    await deliverPost(team, client.username, other);
    await team.dispose();
    const mail = await waitForMail(client.email, new RegExp(`ready for review: ${title}`));
    const otherMail = await waitForMail(client.email, new RegExp(`ready for review: ${other}`));

    // Request a revision: from the post, Tab reaches the comment's field and button, the feedback's
    // field and button, then the way to the portal.
    await page.goto(buttonLink(mail, 'Request a revision'));
    await page.getByRole('heading', { name: title }).click();
    await expect(page.getByText('No comments yet.', { exact: false })).toBeVisible();
    await expectUsable(page);
    const feedback = page.getByRole('textbox', { name: 'Revision feedback' });
    const submit = page.getByRole('button', { name: 'Submit Revision Request' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Add a comment' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add comment' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(feedback).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Sign in for everything else' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(submit).toBeFocused();
    // Refused feedback takes the focus back to the field, which keeps what was typed.
    await page.keyboard.press('Enter');
    await expect(feedback).toBeFocused();
    // The rule, then the count (docs/product.md, "Validation rules"): both read out with the field.
    await expect(feedback).toHaveAccessibleDescription(
      'Please provide at least 10 characters of feedback 0/1,000 characters',
    );
    await page.keyboard.type('Lead with the keyboard story.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const result = page.getByRole('main').getByRole('status');
    await expect(result).toBeFocused();
    await expect(result).toContainText('Revision requested');
    await expectUsable(page);

    // Mark the other post published, pressed with the space bar; the result takes the focus.
    await page.goto(buttonLink(otherMail, 'Mark as published'));
    await page.getByRole('heading', { name: other }).click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mark as Published' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(result).toBeFocused();
    await expect(result).toContainText('Marked as published');

    // A used link.
    await page.goto(buttonLink(otherMail, 'Mark as published'));
    await expect(page.getByText('This link was already used')).toBeVisible();
    await expectUsable(page);
  },
);
