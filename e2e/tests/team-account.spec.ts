import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';

const FIRST_PASSWORD = 'quill-harbour-lantern-58';
const NEW_PASSWORD = 'ink-meadow-compass-73';

/**
 * A writer changes their own password at Your account (/admin/account), reached from the header on a
 * desktop and on a phone; the old password then fails at the team's sign-in and the new one works.
 */
test(
  'a writer changes their password at Your account, signs out and signs in with the new one',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
    const email = `wren.${suffix}@example.com`;

    // An admin invites the writer, who chooses a first password from the invitation.
    await signInAsAdmin(page);
    const invited = await page.request.post('/api/admin/team', {
      data: { firstName: 'Wren', lastName: `Quill${suffix}`, email, role: 'writer' },
    });
    expect(invited.ok()).toBe(true);
    const { username } = (await invited.json()) as { username: string };
    await page.request.post('/api/admin/logout');
    const invitation = await waitForMail(email, /invited to the Ghostline team/);
    const token = new URL(linkIn(invitation, '/set-password?token=')).searchParams.get('token');
    const chosen = await page.request.post('/api/client/reset-password', {
      data: { token, newPassword: FIRST_PASSWORD },
    });
    expect(chosen.ok()).toBe(true);
    const signedIn = await page.request.post('/api/admin/login', {
      data: { username, password: FIRST_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);

    // The writer opens Your account from the header (an icon on a phone).
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Week' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText(username);
    await expect(profile).toContainText('Writer');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

    // They change the password.
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current Password').fill(FIRST_PASSWORD);
    await form.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByText('Your password has been updated successfully.')).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');

    // They sign out; the old password no longer signs in, the new one does.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The failed sign-in keeps what was typed: only the password is typed again.
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Week' })).toBeVisible();
  },
);

/**
 * A writer who forgot their password asks for a link at the team's sign-in, sets a new password from
 * the mail, and is sent back to /admin/login to sign in with it.
 */
test('a writer who forgot their password resets it from /admin/login', async ({ page }, testInfo) => {
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const email = `rhea.${suffix}@example.com`;
  await signInAsAdmin(page);
  const invited = await page.request.post('/api/admin/team', {
    data: { firstName: 'Rhea', lastName: `Reset${suffix}`, email, role: 'writer' },
  });
  expect(invited.ok()).toBe(true);
  const { username } = (await invited.json()) as { username: string };
  await page.request.post('/api/admin/logout');

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(email, /Reset your Ghostline password/);
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // A team member's link signs nobody in: they sign in where the team does.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Week' })).toBeVisible();
});
