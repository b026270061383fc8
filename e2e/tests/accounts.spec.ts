import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './support/outbox';
import { admin } from './support/server';

/** A client nobody has registered yet in this run (projects run side by side). */
function newClient(project: string) {
  const id = `${project}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `e2e${id}`,
    email: `e2e-${id}@example.com`,
    password: 'plum-ladder-orbit-42',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true })).toBeVisible();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a new client registers, renames themself in Settings, logs out and logs back in', async ({
  page,
}, testInfo) => {
  const client = newClient(testInfo.project.name);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('First Name').fill(client.firstName);
  await form.getByLabel('Last Name').fill(client.lastName);
  await form.getByLabel('Username').fill(client.username);
  await form.getByLabel('Email').fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(client.password);
  await form.getByLabel('Confirm Password').fill(client.password);
  await form.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Registration successful');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('AL');

  await page.getByRole('navigation', { name: 'Client area' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  const firstName = page.getByRole('tabpanel', { name: 'Profile' }).getByLabel('First Name');
  await expect(firstName).toHaveValue('Ada');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await firstName.fill('Grace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('GL');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Grace Lovelace');
  await expect(page.getByRole('menu')).toContainText(client.email);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Logout successful');

  await logIn(page, client.username, client.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(page, 'Login successful');
});

test(
  'the client layout fits the screen: a sidebar on a desktop, a bottom bar on a phone',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const client = newClient(testInfo.project.name);
    expect((await request.post('/api/client/register', { data: client })).ok()).toBe(true);
    await logIn(page, client.username, client.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Measure the page once its content has come, not the frame before it.
    await expect(page.getByText('No Active Subscription')).toBeVisible();
    await expect(page.getByText('No Content Yet')).toBeVisible();

    const navigation = page.getByRole('navigation', { name: 'Client area' });
    for (const label of ['Dashboard', 'Content', 'Subscription', 'Settings']) {
      await expect(navigation.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const box = await navigation.boundingBox();
    const viewport = page.viewportSize()!;
    if (viewport.width < 900) {
      expect(box!.y + box!.height).toBeCloseTo(viewport.height, 0);
    } else {
      expect(box!.x).toBe(0);
      expect(box!.y).toBeLessThan(viewport.height / 4);
      expect(box!.width).toBeLessThan(viewport.width / 4);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

test('a client who forgot the password resets it from the emailed link', async ({
  page,
  request,
}, testInfo) => {
  const client = newClient(testInfo.project.name);
  expect((await request.post('/api/client/register', { data: client })).ok()).toBe(true);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(client.email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password reset email sent');

  const mail = await waitForMail(client.email, /Reset your Ghostline password/);
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByLabel('New Password', { exact: true }).fill('new-plum-ladder-43');
  await page.getByLabel('Confirm New Password').fill('new-plum-ladder-43');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password reset successful');
  // The link proved the mailbox is theirs: they are signed in, on their dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No Content Yet')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, client.username, 'new-plum-ladder-43');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin signs in to the leads and signs out', async ({ page }) => {
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expectToast(page, 'Login successful');
  await expect(page.getByText('Welcome to the admin dashboard')).toBeVisible();
  // Signed in already: the login page sends them on to where a sign-in takes an admin, the leads.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a wrong password gets the documented toast with the server message', async ({ page }) => {
  await logIn(page, 'nobody-at-all', 'wrong-password-9');
  await expectToast(page, 'Login failed');
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
