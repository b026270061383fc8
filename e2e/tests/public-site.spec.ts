import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './support/outbox';
import { answerQuestionnaire, fillQuestionnaire, openLanding, requestIdeas } from './support/visitor';

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

test('every header item scrolls to its section', { tag: '@phone' }, async ({ page }) => {
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
  // The answers' slide ends before the next click: while the first folds, the question under it moves
  // up, and on a busy machine a click aimed at where it was found nothing to press.
  await expect(page.getByText(/^About 15 minutes up front/)).toBeHidden();
  await expect(page.getByText(/^Yes\. Every plan starts with personalized voice mapping/)).toBeVisible();
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  await voice.click();
  await expect(voice).toHaveAttribute('aria-expanded', 'false');
});

test(
  'a visitor asks for 3 free ideas, then onboards through all five tabs',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
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
  },
);

test('the questionnaire waits for Submit Onboarding: Next, Back and Next again send nothing', async ({
  page,
}, testInfo) => {
  const email = `patient-${testInfo.project.name}-${Date.now()}@example.com`;
  await requestIdeas(page, { name: 'Grace Hopper', email });
  const mail = await waitForMail(email, /Your 3 free LinkedIn post ideas are on their way/);
  await page.goto(linkIn(mail, '/onboarding/'));
  await expect(page.getByText('Welcome, Grace!')).toBeVisible();
  const panel = () => page.getByRole('tabpanel');
  const cadenceError = page.getByText('Please select a posting cadence');

  // Tabs 1 to 4, then Next on Content.
  await panel().getByRole('textbox', { name: 'Job title' }).fill('Admiral');
  await panel().getByRole('textbox', { name: 'Company name' }).fill('COBOL Ltd');
  await page.getByRole('button', { name: 'Next' }).click();
  await panel().getByRole('checkbox', { name: 'Thought leadership' }).check();
  await panel().getByRole('textbox', { name: 'Target audience' }).fill('Programmers');
  await panel().getByRole('textbox', { name: 'Reader takeaway' }).fill('Ask forgiveness, not permission');
  await page.getByRole('button', { name: 'Next' }).click();
  await panel()
    .getByRole('radio', { name: /^Custom/ })
    .check();
  await panel().getByRole('textbox', { name: 'Describe your tone' }).fill('Plain and witty');
  await page.getByRole('button', { name: 'Next' }).click();
  await panel().getByRole('textbox', { name: 'Pillar 1' }).fill('Compilers');
  await page.getByRole('button', { name: 'Next' }).click();

  // The last tab opens clean: nothing was submitted, nothing is wrong yet.
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName('Prompts & Cadence');
  await expect(page.getByRole('button', { name: 'Submit Onboarding' })).toBeVisible();
  await expect(cadenceError).toBeHidden();

  // Choose a cadence, Back, change a pillar, Next: still the questionnaire, still waiting.
  await panel()
    .getByRole('radio', { name: /^Three times a week/ })
    .check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName('Content');
  await panel().getByRole('textbox', { name: 'Pillar 1' }).fill('Debugging');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { selected: true })).toHaveAccessibleName('Prompts & Cadence');
  await expect(page).toHaveURL(/\/onboarding\/\d+\?token=/);

  // The story prompts are still there to answer; only Submit Onboarding sends it all.
  await panel().getByRole('textbox', { name: 'Mistake story (optional)' }).fill('Trusted a moth');
  await page.getByRole('button', { name: 'Submit Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding-complete$/);
  await expect(page.getByText('Success!', { exact: true })).toBeVisible();
});

test(
  'the questionnaire sends on a press of Submit Onboarding only: Enter on every control of every tab sends nothing',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // Some seconds: each control of the five tabs is pressed and checked in turn, as a person would.
    const email = `keyboard-${testInfo.project.name}-${Date.now()}@example.com`;
    await requestIdeas(page, { name: 'Ada Lovelace', email });
    const mail = await waitForMail(email, /Your 3 free LinkedIn post ideas are on their way/);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/api\/leads\/\d+\/onboarding$/.test(new URL(request.url()).pathname)
      )
        sent.push(request.url());
    });
    await page.goto(linkIn(mail, '/onboarding/'));
    await expect(page.getByText('Welcome, Ada!')).toBeVisible();
    // Every answer right, so an implicit submission would go through.
    await fillQuestionnaire(page);
    const selectedTab = page.getByRole('tab', { selected: true });

    for (const label of ['Basics', 'Goals & Audience', 'Voice & Tone', 'Content', 'Prompts & Cadence']) {
      await page.getByRole('tab', { name: label }).click();
      await expect(selectedTab).toHaveAccessibleName(label);
      const controls = await page
        .getByRole('tabpanel')
        .locator('input:visible, textarea:visible, select:visible')
        .all();
      expect(controls.length).toBeGreaterThan(1);
      for (const control of controls) {
        const multiline = await control.evaluate((element) => element.tagName === 'TEXTAREA');
        const before = await control.evaluate((element) => (element as HTMLInputElement).value);
        // Focused and pressed in one action, as a hand does; then the press must have landed there.
        await control.press('Enter');
        await expect(control).toBeFocused();
        // A text area takes the new line; nothing else moves.
        if (multiline) await expect(control).toHaveValue(`${before}\n`);
        await expect(selectedTab).toHaveAccessibleName(label);
        await expect(page).toHaveURL(/\/onboarding\/\d+\?token=/);
      }
    }

    // The walk's way: a cadence picked with Space, then Enter.
    const daily = page.getByRole('tabpanel').getByRole('radio', { name: /^Daily/ });
    await daily.focus();
    await page.keyboard.press('Space');
    await expect(daily).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(selectedTab).toHaveAccessibleName('Prompts & Cadence');

    // The button itself sends, once.
    await page.getByRole('button', { name: 'Submit Onboarding' }).press('Enter');
    await expect(page).toHaveURL(/\/onboarding-complete$/);
    expect(sent).toHaveLength(1);
  },
);

test('a bad onboarding link shows Invalid Request', async ({ page }) => {
  for (const path of ['/onboarding/abc', '/onboarding/1?token=not-the-token', '/onboarding/999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Invalid Request' })).toBeVisible();
  }
});
