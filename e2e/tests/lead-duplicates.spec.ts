import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';

/** A lead as the landing form sends it (the form has its own journey in public-site.spec.ts). */
async function submitLead(page: Page, name: string, email: string): Promise<number> {
  const created = await page.request.post('/api/leads', {
    data: { name, email, linkedin: 'https://www.linkedin.com/in/e2e-lead', industry: 'consulting' },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).leadId as number;
}

test(
  'the same person asks twice: both leads are flagged, and merging keeps one lead with both histories',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // A long journey (two leads, the list, a merge, the list again) on a shared machine.
    test.slow();
    const tag = `${testInfo.project.name} ${Date.now().toString(36)}`;
    const email = `twice.${tag.replace(/\W+/g, '.')}@example.com`;
    const first = await submitLead(page, `Nora First ${tag}`, email);
    const again = await submitLead(page, `Nora Again ${tag}`, email);
    await signInAsAdmin(page);
    for (const [id, body] of [
      [first, 'Called her on Monday'],
      [again, 'She wrote again: prefers mornings'],
    ] as const)
      expect((await page.request.post(`/api/leads/${id}/notes`, { data: { body } })).ok()).toBe(true);

    // The list flags both rows.
    await page.goto('/admin/leads');
    await page.getByLabel('Search leads').fill(email);
    await expect(page).toHaveURL(/search=/);
    const table = page.getByRole('table', { name: 'Leads' });
    const rows = table.getByRole('row').filter({ hasText: email });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('Same email as 1 other lead');
    // Its words are whole on a phone too: they wrap inside the chip instead of being cut off.
    const label = rows.first().locator('.MuiChip-root', { hasText: 'Same email' }).locator('.MuiChip-label');
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // The later lead's page names the first, and merges into it.
    await rows
      .filter({ hasText: 'Nora Again' })
      .getByRole('link', { name: /^View Details/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${again}$`));
    const notice = page.getByRole('region', { name: 'Leads with the same email' });
    await expect(notice).toContainText('Same email as 1 other lead');
    await expect(notice.getByRole('link', { name: `Nora First ${tag} (lead #${first})` })).toBeVisible();
    await notice.getByRole('button', { name: 'Merge into…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Merge into another lead' });
    await expect(dialog.getByRole('radio', { name: new RegExp(`lead #${first}`) })).toBeChecked();
    await expect(dialog).toContainText(
      `1 note, the history (2 entries) and the mails of this lead move to Nora First ${tag}`,
    );
    await dialog.getByRole('button', { name: 'Merge' }).click();

    // One lead is left, with both histories and both notes.
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${first}$`));
    await expect(page.getByText('Leads merged', { exact: true })).toBeVisible();
    const history = page.getByRole('region', { name: 'Activity' });
    await expect(history).toContainText(`Merged lead #${again}`);
    await expect(history.getByText('Asked for 3 free post ideas on the landing page')).toHaveCount(2);
    await expect(page.getByText('Called her on Monday')).toBeVisible();
    await expect(page.getByText('She wrote again: prefers mornings')).toBeVisible();
    await expect(notice).toHaveCount(0);

    await page.goto(`/admin/leads/${again}`);
    await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible();
    await page.goto(`/admin/leads?search=${encodeURIComponent(email)}`);
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    await expect(table).not.toContainText('Same email');
  },
);
