import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { PORTAL_PASSWORD, seedPortalClient } from './support/seed';
import { deliverNewPost } from './support/team-posts';

const unique = (project: string) =>
  `${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const ASSISTANT_PASSWORD = 'quill-meadow-lantern-77';

/**
 * docs/product.md, "Roles" and "Settings": a client invites their assistant as a reviewer; the
 * assistant chooses a password from the mail, reads the post, comments and sends feedback under their
 * own name, which the team sees. Desktop and phone.
 */
test(
  'a client invites their assistant, who comments and sends feedback under their own name',
  { tag: '@phone' },
  async ({ page, browser, playwright }, testInfo) => {
    test.slow();
    const id = unique(testInfo.project.name);
    const client = seedPortalClient(`exec${id}`);
    const title = `Hiring in public ${id}`;
    const team = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const postId = await deliverNewPost(team, client.username, {
      title,
      content: 'Hiring is a system.\n\nWe treat it as an afterthought.',
    });
    const email = `assistant.${id}@example.com`;

    // The client invites their assistant from Settings.
    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: PORTAL_PASSWORD },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto('/dashboard/settings');
    const reviewers = page.getByRole('region', { name: 'Reviewers' });
    await expect(reviewers.getByText(/No reviewers yet/)).toBeVisible();
    await reviewers.getByRole('button', { name: 'Invite reviewer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite reviewer' });
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Ava');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Assistant');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(reviewers.getByRole('list', { name: 'Your reviewers' })).toContainText('Ava Assistant');
    await expect(reviewers).toContainText('Invitation sent');

    // The assistant chooses a password from the mail and lands on the client's content.
    const invitation = await waitForMail(email, /invited you to review their posts/);
    const assistant = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    // What only the client may read, asked by the assistant's pages (none should be).
    const refused: string[] = [];
    assistant.on('request', (request) => {
      if (/^\/api\/client\/(subscriptions|performance)/.test(new URL(request.url()).pathname))
        refused.push(request.url());
    });
    await assistant.goto(linkIn(invitation, '/set-password?token='));
    await assistant.getByLabel('Password', { exact: true }).fill(ASSISTANT_PASSWORD);
    await assistant.getByLabel('Confirm Password', { exact: true }).fill(ASSISTANT_PASSWORD);
    await assistant.getByRole('button', { name: 'Set Password' }).click();
    await expect(assistant).toHaveURL(/\/dashboard\/content$/);
    const nav = assistant.getByRole('navigation', { name: 'Client area' });
    await expect(nav.getByRole('link')).toHaveText(['Content', 'Account']);
    // The dashboard is not theirs: it leads to My Content, asking for nothing of the client's.
    await assistant.goto('/dashboard');
    await expect(assistant).toHaveURL(/\/dashboard\/content$/);
    await expect(assistant.getByRole('heading', { level: 1, name: 'My Content' })).toBeVisible();

    // They read the post, comment, and send their feedback; publishing is not theirs.
    await assistant.goto(`/dashboard/content/${postId}`);
    await expect(assistant.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(assistant.getByRole('button', { name: 'Mark as Published' })).toHaveCount(0);
    // LinkedIn's preview names the client (the seed's Ada Lovelace) as the author, not who reads it.
    const preview = assistant.getByRole('region', { name: 'LinkedIn preview' });
    await expect(preview).toContainText('Ada Lovelace');
    await expect(preview).not.toContainText('Ava Assistant');
    const comments = assistant.getByRole('region', { name: 'Comments' });
    await comments
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Too formal for her: shorter sentences.');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(comments.getByRole('listitem', { name: 'Comment from you' })).toContainText('Not sent yet');
    await comments.getByRole('alert').getByRole('button', { name: 'Request Revision' }).click();
    const revision = assistant.getByRole('dialog', { name: 'Request Content Revision' });
    await revision.getByRole('button', { name: 'Submit Revision Request' }).click();
    await expect(
      assistant.getByText("Your feedback has been sent to our team. We'll update your content soon.").first(),
    ).toBeVisible();

    // The writer sees the assistant's name on the comment.
    const teamPage = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    await signInAsAdmin(teamPage);
    await teamPage.goto(`/admin/content/${postId}`);
    const conversation = teamPage.getByRole('region', { name: 'Conversation' });
    const comment = conversation.getByRole('listitem').filter({ hasText: 'Too formal for her' });
    await expect(comment).toContainText('Ava Assistant');
    expect(refused).toEqual([]);
  },
);
