import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { expectNoSeriousViolations } from './support/axe';
import { PORTAL_PASSWORD, seedPortalClient } from './support/seed';
import { deliverNewPost } from './support/team-posts';

const unique = (project: string) =>
  `${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * docs/product.md, "The conversation on a post": a client and the team talk about a delivered post,
 * the client sends their comments as one revision round, and after the new version sees what changed;
 * the team's notes never reach them. Desktop and phone.
 */
test(
  'a client and the team discuss a post, the comments go as one round, and the redelivery shows what changed',
  { tag: '@phone' },
  async ({ page, browser, playwright }, testInfo) => {
    test.slow();
    const id = unique(testInfo.project.name);
    const client = seedPortalClient(`talk${id}`);
    const title = `Hiring in public ${id}`;
    const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const postId = await deliverNewPost(team, client.username, {
      title,
      content: 'Hiring is a system.\n\nWe treat it as an afterthought.',
    });

    // The client comments: the comment is theirs until they send it.
    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: PORTAL_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/dashboard/content/${postId}`);
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill('The second line is not how I talk.');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments.getByRole('listitem', { name: 'Comment from you' })).toContainText('Not sent yet');

    // The team does not see it yet; it leaves a note for itself and a question for the client.
    const teamPage = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    await signInAsAdmin(teamPage);
    await teamPage.goto(`/admin/content/${postId}`);
    const conversation = teamPage.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText(/^No comments yet/)).toBeVisible();
    await conversation
      .getByRole('textbox', { name: 'A note for the team' })
      .fill('She prefers short openers.');
    await conversation.getByRole('button', { name: 'Add note' }).click();
    await expect(conversation.getByRole('listitem', { name: 'Team-only note from you' })).toBeVisible();
    await conversation.getByRole('switch', { name: 'Team only' }).click();
    await conversation
      .getByRole('textbox', { name: 'A comment for the client' })
      .fill('Shall we open with the hiring story?');
    await conversation.getByRole('button', { name: 'Send to client' }).click();
    await expect(conversation.getByText('Shall we open with the hiring story?')).toBeVisible();

    // The client reads the question, never the note, and answers it at once.
    await page.reload();
    const question = comments
      .getByRole('listitem')
      .filter({ hasText: 'Shall we open with the hiring story?' });
    await expect(question).toBeVisible();
    await expect(page.getByText('She prefers short openers.')).toHaveCount(0);
    await question.getByRole('button', { name: 'Reply' }).click();
    await question.getByRole('textbox', { name: 'Your reply' }).fill('Yes, please.');
    await question.getByRole('button', { name: 'Send reply' }).click();
    await expect(question.getByText('Yes, please.')).toBeVisible();

    // Their comment goes with the revision request, the note left empty.
    await comments.getByRole('alert').getByRole('button', { name: 'Request Revision' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Content Revision' });
    await expect(dialog).toContainText('Your comment not sent yet goes with this request.');
    await dialog.getByRole('button', { name: 'Submit Revision Request' }).click();
    await expect(
      page.getByText("Your feedback has been sent to our team. We'll update your content soon.").first(),
    ).toBeVisible();
    await expect(comments.getByText('Not sent yet')).toHaveCount(0);

    // The team now sees the comment and the reply, revises and delivers again.
    await teamPage.reload();
    await expect(conversation.getByText('The second line is not how I talk.')).toBeVisible();
    await expect(conversation.getByText('Yes, please.')).toBeVisible();
    const edited = await team.patch(`/api/admin/content/${postId}`, {
      data: { content: 'Hiring is a system.\n\nWe write the scorecard before the job ad.' },
    });
    expect(edited.ok()).toBe(true);
    expect(
      (await team.post(`/api/admin/content/${postId}/status`, { data: { status: 'delivered' } })).ok(),
    ).toBe(true);
    await team.dispose();

    // The client sees exactly what changed, and their thread where they left it.
    await page.reload();
    const changed = page.getByRole('region', { name: 'What changed since you last reviewed' });
    await expect(changed).toBeVisible();
    await expect(changed.locator('ins').first()).toContainText('scorecard');
    await expect(comments.getByText('The second line is not how I talk.')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await expectNoSeriousViolations(teamPage);
    await teamPage.context().close();
  },
);
