import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/outbox';
import { seedPortalClient } from './support/seed';

/** Invites a writer through the API; answers their id. */
async function inviteWriter(request: APIRequestContext, firstName: string, lastName: string, email: string) {
  const response = await request.post('/api/admin/team', {
    data: { firstName, lastName, email, role: 'writer' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A writer leaves: the admin deactivates them from /admin/team and hands their clients to another
 * writer, who is mailed a link to the clients now theirs.
 */
test('an admin deactivates a writer and hands their clients to another, who is told', async ({
  page,
}, testInfo) => {
  const suffix = `${testInfo.project.name}${Date.now().toString(36)}`;
  const client = seedPortalClient(`handover${suffix}`);
  await signInAsAdmin(page);
  const leaving = `Lena Leaving${suffix}`;
  const taking = `Theo Taking${suffix}`;
  const takingEmail = `theo.${suffix}@example.com`;
  const leavingId = await inviteWriter(
    page.request,
    'Lena',
    `Leaving${suffix}`,
    `lena.${suffix}@example.com`,
  );
  const takingId = await inviteWriter(page.request, 'Theo', `Taking${suffix}`, takingEmail);
  const found = await page.request.get(`/api/admin/clients?search=${client.username}`);
  const [{ id: clientId }] = (await found.json()).items as { id: number }[];
  const assigned = await page.request.patch(`/api/admin/clients/${clientId}/production`, {
    data: { assignedToId: leavingId },
  });
  expect(assigned.ok()).toBe(true);

  await page.goto('/admin/team');
  await page.getByRole('button', { name: `Deactivate ${leaving}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${leaving}?` });
  await expect(dialog).toContainText('Their client and any leads of theirs become unassigned');
  await dialog.getByRole('combobox', { name: 'Hand their work to' }).click();
  await expect(page.getByRole('option', { name: leaving })).toHaveCount(0);
  await page.getByRole('option', { name: taking }).click();
  await expect(dialog).toContainText(`go to ${taking}, who is told of it as they chose in their notices`);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`their clients and leads are with ${taking} now`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(takingEmail, /work is yours now/);
  expect(mail.text).toContain('their 1 client is yours now');
  await page.goto(linkIn(mail, '/admin/clients?assignedTo='));
  await expect(page).toHaveURL(new RegExp(`assignedTo=${takingId}$`));
  await expect(page.getByText(client.username).first()).toBeVisible();
});
