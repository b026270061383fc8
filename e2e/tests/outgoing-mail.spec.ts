import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { seedFailedMail } from './support/outgoing-mail';

test('an admin notices a failed mail and sends it again', { tag: '@phone' }, async ({ page }, testInfo) => {
  // The desktop and phone runs share the server: the recipient tells theirs apart.
  const recipient = `ada-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const subject = 'Your 3 free LinkedIn post ideas are on their way';
  seedFailedMail(recipient, subject);

  await signInAsAdmin(page);
  await page.goto('/admin/leads');
  // The navigation counts the failed mails from any admin page.
  const navLink = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /Outgoing mail/ });
  await expect(navLink).toHaveAccessibleName(/failed$/);
  await navLink.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Outgoing mail' })).toBeVisible();
  await page.getByRole('tab', { name: /^Failed \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/outgoing-mail\?status=failed$/);
  await page.getByRole('searchbox', { name: 'Search mail' }).fill(recipient);

  // A table on a desktop, a card on a phone: either way the mail, its error and Retry.
  const mail = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: recipient });
  await expect(mail).toBeVisible();
  await expect(mail.getByText('Failed', { exact: true })).toBeVisible();
  await expect(mail.getByRole('alert')).toContainText('421 4.7.0 Try again later');

  await mail.getByRole('button', { name: `Retry the mail to ${recipient}` }).click();

  await expect(page.getByText('Mail queued', { exact: true })).toBeVisible();
  // The Failed filter no longer holds it once the list reloads; under All it is queued.
  await expect(page.getByText('No mail matches')).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  // Queued, or already sent if the queue was quick.
  await expect(mail.getByText(/^(Queued|Sent)$/)).toBeVisible();
  await expect(mail.getByRole('button', { name: /Retry/ })).toHaveCount(0);
});
