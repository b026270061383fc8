import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './support/outbox';
import { answerQuestionnaire, openLanding, requestIdeas } from './support/visitor';

const isPhone = (page: Page) => page.viewportSize()!.width < 900;

/** Runs a header item as a visitor would: straight from the header, or through the menu on a phone. */
async function useHeader(page: Page, name: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    // While the menu is open the page behind it is hidden from the accessibility tree.
    await page.getByRole('button', { name, exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  }
}

/** Whether the section's top has come to rest just under the fixed header. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top)),
    )
    .toBeLessThanOrEqual(80);
  await expect
    .poll(async () => page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(0);
}

test('every header item scrolls to its section', async ({ page }) => {
  await openLanding(page);
  for (const [name, id] of [
    ['Ghostline Why', 'why'],
    ['Packages', 'packages'],
    ['Process', 'process'],
    ['Get Started', 'form'],
  ] as const) {
    await useHeader(page, name);
    await expectScrolledTo(page, id);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'View Packages' }).click();
  await expectScrolledTo(page, 'packages');
  await page.getByRole('button', { name: 'Get 3 Free Post Ideas' }).click();
  await expectScrolledTo(page, 'form');
});

test('the FAQ opens one answer at a time, and a second click closes it', async ({ page }) => {
  await openLanding(page);
  const time = page.getByRole('button', { name: 'How much of my time does this take?' });
  const voice = page.getByRole('button', { name: 'Will the posts really sound like me?' });
  await time.click();
  await expect(time).toHaveAttribute('aria-expanded', 'true');
  await voice.click();
  await expect(voice).toHaveAttribute('aria-expanded', 'true');
  await expect(time).toHaveAttribute('aria-expanded', 'false');
  await voice.click();
  await expect(voice).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor asks for 3 free ideas, then onboards through all five tabs', async ({ page }, testInfo) => {
  const email = `lead-${testInfo.project.name}-${Date.now()}@example.com`;
  await requestIdeas(page, { name: 'Ada Lovelace', email });

  await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
  await expect(page.getByText(/We'll be in touch within 24 hours\./).first()).toBeVisible();
  const mail = await waitForMail(email, /Your 3 free LinkedIn post ideas are on their way/);
  expect(linkIn(mail, '/onboarding/')).toMatch(/\/onboarding\/\d+\?token=/);

  await page
    .getByRole('link', { name: 'Continue to Onboarding' })
    .or(page.getByRole('button', { name: 'Continue to Onboarding' }))
    .click();
  await expect(page).toHaveURL(/\/onboarding\/\d+\?token=/);
  await expect(page.getByText('Welcome, Ada!')).toBeVisible();

  await answerQuestionnaire(page);

  await expect(page).toHaveURL(/\/onboarding-complete$/);
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
  await expect(page.getByText(/1 business day/)).toBeVisible();
  await expect(page.getByText(/48 hours/)).toBeVisible();

  // The link from the mail now says the questionnaire is done.
  await page.goto(linkIn(mail, '/onboarding/'));
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
});

test('a bad onboarding link shows Invalid Request', async ({ page }) => {
  for (const path of ['/onboarding/abc', '/onboarding/1?token=not-the-token', '/onboarding/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
  }
});
