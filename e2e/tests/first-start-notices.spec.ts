import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstStart, type FirstStart } from './support/first-start';
import { linkIn, waitForMailIn } from './support/outbox';
import { requestIdeas } from './support/visitor';

/**
 * The owner hears of new leads, from a real first start (`npm start` on a new machine:
 * the built server, an empty DATA_DIR, the embedded PostgreSQL, no ADMIN_USERNAME/ADMIN_PASSWORD),
 * first without ADMIN_EMAIL (the admin adds their email on Your account), then with it.
 */
// Each test starts a server of its own from nothing (initdb and every migration, about half a minute
// of the machine's two cores), and nothing here depends on the screen's width: desktop only (not
// tagged @phone, so the phone project does not run it).
test.setTimeout(240_000);
// One first start at a time, on one port.
test.describe.configure({ mode: 'serial' });

/** Beside the suite's own server (E2E_PORT) and the web container's (E2E_PORT + 1 and + 2). */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });

let server: FirstStart | undefined;
test.afterEach(async ({ page }) => {
  // The page first: left open, the mail list it shows asks again on its own, and that request,
  // refused by the stopped server, would be a console error after the test.
  await page.close();
  await server?.stop();
  server = undefined;
});

const bannerOf = (page: Page) =>
  page.getByRole('note').filter({ hasText: "The team's notices reach no one" });

/** A visitor, in a browser of their own, asks for the 3 free ideas on the landing page. */
async function visitorRequestsIdeas(browser: Browser, lead: { name: string; email: string }): Promise<void> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await requestIdeas(page, lead);
  await expect(page.getByRole('heading', { name: 'Your request is in' })).toBeVisible();
  await context.close();
}

/** The outgoing mail list, searched: the rows (a table on a desktop) that match. */
async function outgoingMail(page: Page, search: string) {
  await page.goto('/admin/outgoing-mail');
  await page.getByRole('searchbox', { name: 'Search mail' }).fill(search);
  await expect(page).toHaveURL(/search=/);
  return page.getByRole('row').filter({ hasText: search });
}

test('without ADMIN_EMAIL the admin is warned, adds and confirms an email, and then hears of new leads', async ({
  page,
  browser,
}) => {
  server = await firstStart(PORT);
  expect(server.output()).toContain(
    'Team notices (new leads, cancellations, failed payments …) reach no one',
  );
  const response = await page.request.post('/api/admin/login', { data: server.admin });
  expect(response.ok()).toBe(true);
  expect(server.admin.username).toBe('admin');

  await page.goto('/admin/leads');
  await expect(bannerOf(page)).toBeVisible();
  await expect(bannerOf(page)).toContainText('new leads, cancellations, failed payments');

  // A lead comes in: only the visitor's confirmation is recorded, no notice to anyone.
  const first = { name: `Ada Unheard ${Date.now().toString(36)}`, email: 'ada.unheard@example.com' };
  await visitorRequestsIdeas(browser, first);
  await expect(await outgoingMail(page, first.email)).toHaveCount(1);
  await expect(await outgoingMail(page, first.email)).toContainText(
    'Your 3 free LinkedIn post ideas are on their way',
  );
  await outgoingMail(page, `New lead: ${first.name}`);
  await expect(page.getByText('No mail matches')).toBeVisible();

  // The banner's link: Your account, where the admin adds an email with their password.
  await bannerOf(page).getByRole('link', { name: 'Add your email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const emailCard = page.getByRole('region', { name: 'Email' });
  await emailCard.getByRole('textbox', { name: 'Email', exact: true }).fill('owner@agency.example');
  await emailCard.getByLabel('Current Password').fill(server.admin.password);
  await emailCard.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(emailCard.getByText('Waiting for confirmation: owner@agency.example')).toBeVisible();
  // Not confirmed yet: still no one hears.
  await expect(bannerOf(page)).toBeVisible();

  const mail = await waitForMailIn(server.outbox, 'owner@agency.example', /Confirm your email address/);
  await page.goto(linkIn(mail, '/confirm-email?token='));
  await expect(page.getByText('Your email address is confirmed')).toBeVisible();
  // Still signed in: the way on is their account, not a sign-in; no banner shows now.
  const onward = page.getByRole('link', { name: 'Go to Your account' });
  await expect(onward).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await onward.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);

  // The next lead's notice reaches the owner.
  const second = { name: `Bea Heard ${Date.now().toString(36)}`, email: 'bea.heard@example.com' };
  await visitorRequestsIdeas(browser, second);
  const notice = await outgoingMail(page, `New lead: ${second.name}`);
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('owner@agency.example');
  await waitForMailIn(server.outbox, 'owner@agency.example', new RegExp(`New lead: ${second.name}`));
});

test('with ADMIN_EMAIL the first admin has a confirmed address from the start and hears of the first lead', async ({
  page,
  browser,
}) => {
  server = await firstStart(PORT, { ADMIN_EMAIL: 'Founder@Agency.example' });
  expect(server.output()).toContain(
    'Team notices (new leads, cancellations, failed payments …) go to founder@agency.example',
  );
  const response = await page.request.post('/api/admin/login', { data: server.admin });
  expect(response.ok()).toBe(true);

  await page.goto('/admin/account');
  const emailCard = page.getByRole('region', { name: 'Email' });
  await expect(emailCard.getByText('founder@agency.example')).toBeVisible();
  await expect(emailCard.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);

  const lead = { name: `Cy First ${Date.now().toString(36)}`, email: 'cy.first@example.com' };
  await visitorRequestsIdeas(browser, lead);
  const notice = await waitForMailIn(
    server.outbox,
    'founder@agency.example',
    new RegExp(`New lead: ${lead.name}`),
  );
  expect(notice.subject).toBe(`New lead: ${lead.name}`);
});
