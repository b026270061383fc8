import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliverInEditor } from './support/team-posts';
import { signInAsAdmin, signInAsClient } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { answerQuestionnaire, requestIdeas } from './support/visitor';

const CLIENT_PASSWORD = 'plum-ladder-orbit-42';
/** What the revision below changes: "The second was a meeting." → "What was yours?". */
const CHANGES = '2 words added, 4 removed';

/** Picks an option of an MUI select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the whole service: a visitor becomes a client whose post is written, revised, published and counted', async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const lastName = `Hopper${stamp}`;
  const name = `Grace ${lastName}`;
  const email = `grace-${stamp}@example.com`;
  // The desktop and phone runs share the server: the post's title tells theirs apart in the queue.
  const title = `Debugging is a team sport ${stamp}`;

  // A visitor asks for 3 free ideas and answers the onboarding questionnaire.
  await requestIdeas(page, { name, email });
  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
  await page
    .getByRole('link', { name: 'Continue to Onboarding' })
    .or(page.getByRole('button', { name: 'Continue to Onboarding' }))
    .click();
  await expect(page).toHaveURL(/\/onboarding\/\d+\?token=/);
  const leadId = /\/onboarding\/(\d+)/.exec(page.url())![1];
  await answerQuestionnaire(page);
  await expect(page).toHaveURL(/\/onboarding-complete$/);

  // The admin converts the lead into a client on the Echo plan.
  await signInAsAdmin(page);
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole('button', { name: 'Mark as Converted' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to client' });
  const usernameField = dialog.getByRole('textbox', { name: 'Username' });
  await expect(usernameField).toHaveValue(`grace.hopper${stamp.toLowerCase()}`);
  const username = await usernameField.inputValue();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await choose(page, 'Plan', 'Echo');
  await dialog.getByRole('spinbutton', { name: /Amount/ }).fill('299');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(page).toHaveURL(/\/admin\/clients\/\d+$/);
  await expect(page.getByText('Client created', { exact: true })).toBeVisible();
  const clientPage = page.url();

  // The client sets a password from the invitation, which names their username and says their email
  // works too, and is signed in at once; later they sign in with the email they know.
  const invitation = await waitForMail(email, /set your password/i);
  expect(invitation.text).toContain(`Your username is ${username}`);
  expect(invitation.text).toContain(email);
  await page.goto(linkIn(invitation, '/set-password?token='));
  await page.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(CLIENT_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No Content Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Username or email').fill(email.toUpperCase());
  await login.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No Content Yet')).toBeVisible();

  // The admin writes the first post and delivers it.
  await signInAsAdmin(page);
  await page.goto(clientPage);
  await page.getByRole('link', { name: 'New post' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Post' })
    .fill('The first bug was a moth.\n\nThe second was a meeting.');
  await expect(page.getByText('52 / 3,000')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  const postPage = page.url();
  await deliverInEditor(page);

  // The client reads it from the mail and asks for a revision.
  const ready = await waitForMail(email, new RegExp(`ready for review: ${title}`));
  await signInAsClient(page, username, CLIENT_PASSWORD);
  await page.goto(linkIn(ready, '/dashboard/content/'));
  // The body, not its LinkedIn preview beside it, which shows the same words.
  await expect(page.getByTestId('content-body')).toContainText('The second was a meeting.');
  await page.getByRole('button', { name: 'Request Revision' }).click();
  const revision = page.getByRole('dialog', { name: 'Request Content Revision' });
  await revision
    .getByRole('textbox', { name: 'Revision feedback' })
    .fill('Open with the moth, end with a question.');
  await revision.getByRole('button', { name: 'Submit Revision Request' }).click();
  await expect(page.getByText('Revision requested', { exact: true })).toBeVisible();

  // The admin finds it in the revision queue, revises it and delivers again.
  await signInAsAdmin(page);
  await page.goto('/admin/revisions');
  // Oldest request first: this one, the newest, is on the last page (other specs' clients wait too).
  const summary = await page.getByText(/waits? for a revision, oldest request first/).textContent();
  const waiting = Number(/\d+/.exec(summary ?? '')?.[0]);
  await page.goto(`/admin/revisions?pageSize=100&page=${Math.ceil(waiting / 100)}`);
  const request = page.getByRole('article', { name: title });
  await expect(request).toContainText('Open with the moth, end with a question.');
  await request.getByRole('link', { name: 'Revise' }).click();
  await expect(page).toHaveURL(postPage);
  await page.getByRole('textbox', { name: 'Post' }).fill('The first bug was a moth.\n\nWhat was yours?');
  await deliverInEditor(page);
  const history = page.getByRole('region', { name: 'Revision history' });
  await expect(history).toContainText('Version 2');
  await expect(history).toContainText('Open with the moth, end with a question.');
  // What the second delivery changed, word by word.
  const compare = page.getByRole('region', { name: 'Compare versions' });
  await expect(compare.getByRole('combobox', { name: 'From' })).toContainText('Version 1');
  await expect(compare.getByRole('combobox', { name: 'To' })).toContainText('Version 2');
  await expect(compare.getByTestId('diff-summary')).toHaveText(CHANGES);

  // The client publishes the revised post.
  await waitForMail(email, /revised post is ready/);
  await signInAsClient(page, username, CLIENT_PASSWORD);
  await page.goto(postPage.replace('/admin/content/', '/dashboard/content/'));
  await expect(page.getByTestId('content-body')).toContainText('What was yours?');
  // The client sees what changed since the version they sent back, added and removed words named.
  const changed = page.getByRole('region', { name: 'What changed since you last reviewed' });
  await expect(changed.getByTestId('diff-summary')).toHaveText(CHANGES);
  await expect(changed.locator('del')).toHaveText([
    'removed: The second (end of removal)',
    'removed: a meeting. (end of removal)',
  ]);
  await expect(changed.locator('ins')).toHaveText([
    'added: What (end of addition)',
    'added: yours? (end of addition)',
  ]);
  await page.getByRole('button', { name: 'Mark as Published' }).click();
  const publish = page.getByRole('dialog', { name: 'Mark as Published' });
  await publish
    .getByRole('textbox', { name: 'LinkedIn post URL (optional)' })
    .fill('https://www.linkedin.com/feed/update/urn:li:activity:42');
  await publish.getByRole('button', { name: 'Confirm Published' }).click();
  await expect(page.getByText('Marked as published', { exact: true })).toBeVisible();

  // The board counts the post delivered this week against Echo's 3.
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(
    page.getByRole('progressbar', { name: `Grace ${lastName}: 1 of 3 posts delivered this week` }),
  ).toBeVisible();
});
