import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';

/**
 * A lead as the landing form sends it, then onboarded through its link, both through the API: the
 * form and the questionnaire have their own journeys (public-site.spec.ts), and this one is the admin's.
 */
async function onboardedLead(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const created = await page.request.post('/api/leads', {
    data: { name, email, linkedin: 'https://www.linkedin.com/in/e2e-lead', industry: 'consulting' },
  });
  expect(created.ok()).toBe(true);
  const { leadId, onboardingUrl } = await created.json();
  const token = new URL(onboardingUrl).searchParams.get('token');
  const onboarded = await page.request.post(`/api/leads/${leadId}/onboarding?token=${token}`, {
    data: {
      jobTitle: 'Managing Partner',
      companyName: 'Northwind Advisory',
      goals: ['lead-generation'],
      targetAudience: 'CFOs of mid-size retailers',
      targetReaderTakeaway: 'Cash flow beats profit',
      toneOfVoice: 'polished',
      contentPillars: ['Cash flow', 'Pricing'],
      postingCadence: 'daily',
    },
  });
  expect(onboarded.ok()).toBe(true);
  return { id: leadId as number, email };
}

test('an admin finds a new lead, reads its answers, moves it on, keeps a note and downloads both exports', async ({
  page,
}, testInfo) => {
  const name = `Nora ${testInfo.project.name} ${Date.now().toString(36)}`;
  const lead = await onboardedLead(page, name);
  await signInAsAdmin(page);

  await page.goto('/admin/leads');
  await page.getByLabel('Search leads').fill(name);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Leads' });
  const row = table.getByRole('row').filter({ hasText: name });
  // The search's answer, not the list before it (nor its loading rows): every row but the header is the lead.
  await expect(table.getByRole('row').filter({ hasNotText: name })).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(lead.email);
  await expect(row).toContainText('Not specified');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'View Details' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}`));
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('link', { name: lead.email })).toHaveAttribute('href', `mailto:${lead.email}`);

  // The onboarding answers, tab by tab.
  await expect(page.getByText('Managing Partner')).toBeVisible();
  await page.getByRole('tab', { name: 'Audience' }).click();
  await expect(page.getByText('CFOs of mid-size retailers')).toBeVisible();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByText('Cash flow', { exact: true })).toBeVisible();

  // Moves along the allowed path only.
  await expect(page.getByRole('button', { name: 'Mark as Converted' })).toBeEnabled();
  await page.getByRole('button', { name: 'Mark as Contacted' }).click();
  await expect(page.getByText('Lead updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Contacted' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Mark as Converted' })).toBeEnabled();

  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('Sent the 3 ideas; call booked for Friday.');
  await dialog.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Sent the 3 ideas; call booked for Friday.')).toBeVisible();
  await expect(page.getByText('Status changed from new to contacted')).toBeVisible();

  const stem = name.replace(/\s+/g, '_');
  for (const [item, suffix] of [
    ['JSON', '_onboarding_data.json'],
    ['Content Brief', '_content_brief.txt'],
  ] as const) {
    await page.getByRole('button', { name: 'Export Data' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${stem}${suffix}`);
    // The toast shows from the moment the download starts, for 5 s: look for it now, and for this file's,
    // as the previous export's toast may still be up.
    const toast = page.getByRole('status').filter({ hasText: `${stem}${suffix} has been downloaded.` });
    await expect(toast).toContainText('Export Successful');
    const content = readFileSync((await file.path())!, 'utf8');
    if (suffix.endsWith('.json')) {
      expect(JSON.parse(content)).toMatchObject({
        lead: { id: lead.id, name, email: lead.email },
        onboarding: {
          basics: { companyName: 'Northwind Advisory' },
          content: { contentPillars: ['Cash flow', 'Pricing'] },
        },
      });
    } else {
      expect(content).toContain(`CONTENT BRIEF: ${name}`);
      expect(content).toContain('Posting cadence: Daily (Phantom plan)');
    }
  }
});

test('an unknown lead shows Lead not found', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/leads/999999');
  await expect(page.getByText('Lead not found')).toBeVisible();
});
