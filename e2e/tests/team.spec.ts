import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliverInEditor } from './support/team-posts';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

const WRITER_PASSWORD = 'quill-harbour-lantern-58';

/** Signs the page's browser in as someone else through the API: first out of whoever it was. */
async function switchTo(page: Page, signIn: () => Promise<void>): Promise<void> {
  await page.request.post('/api/admin/logout');
  await page.request.post('/api/client/logout');
  await signIn();
}

async function signInAsWriter(page: Page, username: string): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    data: { username, password: WRITER_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Each role's journey (docs/product.md, The team): an admin invites a writer and assigns them a client whose
 * posts are reviewed; the writer sets a password, signs in and sees only their work; they write a post and
 * send it for review; the admin sends it back with a note; the writer answers it and sends it again; the
 * admin approves; the writer delivers; the client receives it; the post's history says who wrote, reviewed
 * and delivered it.
 */
test('an admin invites a writer and assigns a client; the writer writes, the admin reviews, the client receives', async ({
  page,
}, testInfo) => {
  test.slow();
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const client = seedPortalClient(`team${suffix}`);
  const writerEmail = `joan.${suffix}@example.com`;
  const writerName = `Joan Didion${suffix}`;
  const title = `Slouching towards launch ${suffix}`;

  // The admin invites a writer from /admin/team.
  await signInAsAdmin(page);
  await page.goto('/admin/team');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite member' });
  await invite.getByRole('textbox', { name: 'First Name' }).fill('Joan');
  await invite.getByRole('textbox', { name: 'Last Name' }).fill(`Didion${suffix}`);
  await invite.getByRole('textbox', { name: 'Email' }).fill(writerEmail);
  await invite.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Writer' }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${writerEmail}`)).toBeVisible();
  await expect(invite).toBeHidden();

  // The admin assigns them the client, whose posts an admin reviews before delivery.
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id: clientId }] = (await found.json()).items as { id: number }[];
  await page.goto(`/admin/clients/${clientId}`);
  const production = page.getByRole('region', { name: 'Production' });
  await production.getByRole('combobox', { name: 'Writer' }).click();
  await page.getByRole('option', { name: writerName }).click();
  await production.getByRole('switch', { name: 'Review before delivery' }).check();
  await production.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Production saved', { exact: true })).toBeVisible();
  await waitForMail(writerEmail, /A new client for you/);

  // The writer chooses a password from the invitation and signs in at the team's sign-in.
  const invitation = await waitForMail(writerEmail, /invited to the Ghostline team/);
  const username = /Your username is (\S+)\. Choose/.exec(invitation.text ?? '')![1]!;
  await page.request.post('/api/admin/logout');
  await page.goto(linkIn(invitation, '/set-password?token='));
  await page.getByLabel('Password', { exact: true }).fill(WRITER_PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(WRITER_PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(WRITER_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Week' })).toBeVisible();

  // The writer sees their sections and clients only; the admins' pages say so.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Board', 'Clients', 'Calendar', 'Revisions']);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is for admins' })).toBeVisible();
  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'My Clients' })).toBeVisible();

  // The writer writes a post for their client: it cannot be delivered before review.
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole('region', { name: 'Production' })).toHaveCount(0);
  await page.getByRole('link', { name: 'New post' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Post' })
    .fill('The centre was holding.\n\nThen we shipped on a Friday.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/\d+$/);
  const postPage = page.url();
  await expect(page.getByRole('button', { name: 'Deliver to client' })).toBeDisabled();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review', { exact: true })).toBeVisible();

  // The admin finds it among the reviews and sends it back with a note.
  await switchTo(page, () => signInAsAdmin(page));
  await page.goto('/admin/reviews');
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(postPage);
  await page.getByRole('button', { name: 'Send back' }).click();
  const sendBack = page.getByRole('dialog', { name: 'Send back to the writer' });
  await sendBack.getByRole('textbox', { name: 'What to change' }).fill('End on the reader, not on us.');
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Sent back', { exact: true })).toBeVisible();

  // The writer reads the note, answers it and sends the draft again.
  await switchTo(page, () => signInAsWriter(page, username));
  await page.goto(postPage);
  await expect(page.getByText('End on the reader, not on us.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Post' })
    .fill('The centre was holding.\n\nWhat did you ship on a Friday?');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Sent for review', { exact: true })).toBeVisible();

  // The admin approves it.
  await switchTo(page, () => signInAsAdmin(page));
  await page.goto(postPage);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Draft approved', { exact: true })).toBeVisible();

  // The writer delivers it; the history names who wrote, reviewed and delivered it.
  await switchTo(page, () => signInAsWriter(page, username));
  await page.goto(postPage);
  await deliverInEditor(page);
  const history = page.getByRole('region', { name: 'Revision history' });
  await expect(history).toContainText(`Written by ${writerName}`);
  await expect(history).toContainText('Reviewed by');
  await expect(history).toContainText(`Delivered by ${writerName}`);

  // The client receives it.
  const ready = await waitForMail(client.email, new RegExp(`ready for review: ${title}`));
  await switchTo(page, async () => {
    const response = await page.request.post('/api/client/login', {
      data: { username: client.username, password: client.password },
    });
    expect(response.ok()).toBe(true);
  });
  await page.goto(linkIn(ready, '/dashboard/content/'));
  // The body, not its LinkedIn preview beside it, which shows the same words.
  await expect(page.getByTestId('content-body')).toContainText('What did you ship on a Friday?');
});
