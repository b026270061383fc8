import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './support/outbox';
import { PORTAL_PASSWORD, seedPortalClient } from './support/seed';

/**
 * docs/product.md, "Settings": a client's new email asks for the current password and changes only
 * once the link mailed to it is opened; the old address is told. Desktop and phone.
 */
test(
  'a client changes their email in Settings: the current password, a link to the new address, the email once it is opened',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const id = `${testInfo.project.name}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const client = seedPortalClient(`mover${id}`);
    const signIn = await page.request.post('/api/client/login', {
      data: { username: client.username, password: client.password },
    });
    expect(signIn.ok()).toBe(true);

    await page.goto('/dashboard/settings');
    const profile = page.getByRole('tabpanel', { name: 'Profile' });
    const newEmail = `moved.${id}@example.com`;
    await profile.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await profile.getByLabel('Current Password').fill(PORTAL_PASSWORD);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    const sent = `We sent a confirmation link to ${newEmail}. Your email changes once you open it.`;
    await expect(profile.getByRole('alert')).toContainText(sent);
    // The email stays the saved one until the link is opened.
    await expect(profile.getByRole('textbox', { name: 'Email' })).toHaveValue(client.email);

    expect((await waitForMail(client.email, /is changing/)).text).toContain(newEmail);
    const mail = await waitForMail(newEmail, /Confirm your email address/);
    await page.goto(linkIn(mail, '/confirm-email?token='));
    await expect(page.getByText(`${newEmail} is the email of your account now.`)).toBeVisible();
    await page.goto('/dashboard/settings');
    await expect(
      page.getByRole('tabpanel', { name: 'Profile' }).getByRole('textbox', { name: 'Email' }),
    ).toHaveValue(newEmail);
  },
);
