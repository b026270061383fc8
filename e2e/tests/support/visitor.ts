import { expect, type Page } from '@playwright/test';

/**
 * Opens the landing page and waits until it works: it is prerendered, painted before its script
 * loads (after the first frame), and a click before the page is hydrated does nothing. The
 * sections below the hero hydrate as they come near the viewport, the lead form last: scrolled to,
 * it takes input once they have.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  const send = page.getByRole('button', { name: 'Send Me My 3 Free Ideas' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
}

/** Fills the landing page's lead form and sends it, as a visitor does. */
export async function requestIdeas(
  page: Page,
  { name, email }: { name: string; email: string },
): Promise<void> {
  await openLanding(page);
  const form = page.getByRole('form', { name: 'Request 3 free post ideas' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/ada-lovelace');
  await form.getByLabel('Industry').selectOption('Technology');
  await form.getByLabel('Package (optional)').selectOption({ index: 2 });
  await form.getByRole('button', { name: 'Send Me My 3 Free Ideas' }).click();
}

/** Answers the onboarding questionnaire's five tabs (the page is on it) and submits it. */
export async function answerQuestionnaire(page: Page): Promise<void> {
  await fillQuestionnaire(page);
  await page.getByRole('button', { name: 'Submit Onboarding' }).click();
}

/** Answers the onboarding questionnaire's five tabs (the page is on it), ending on the last, not sent. */
export async function fillQuestionnaire(page: Page): Promise<void> {
  const panel = () => page.getByRole('tabpanel');
  await panel().getByRole('textbox', { name: 'Job title' }).fill('Founder');
  await panel().getByRole('textbox', { name: 'Company name' }).fill('Analytical Engines');
  await page.getByRole('button', { name: 'Next' }).click();

  await panel().getByRole('checkbox', { name: 'Thought leadership' }).check();
  await panel().getByRole('textbox', { name: 'Target audience' }).fill('CTOs of early-stage startups');
  await panel().getByRole('textbox', { name: 'Reader takeaway' }).fill('Hiring well is a system');
  await page.getByRole('button', { name: 'Next' }).click();

  await panel()
    .getByRole('radio', { name: /^Custom/ })
    .check();
  await panel().getByRole('textbox', { name: 'Describe your tone' }).fill('Warm but exact');
  await page.getByRole('button', { name: 'Next' }).click();

  await panel().getByRole('textbox', { name: 'Pillar 1' }).fill('Hiring');
  await panel().getByRole('textbox', { name: 'Pillar 2' }).fill('Engineering culture');
  await page.getByRole('button', { name: 'Next' }).click();

  await panel()
    .getByRole('radio', { name: /^Three times a week/ })
    .check();
}
