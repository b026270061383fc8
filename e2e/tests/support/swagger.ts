import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls Swagger UI down until `operation` shows: with 150 tags and operations or more, Swagger UI
 * (5.x) draws only those in view, as a person scrolling meets them.
 */
export async function scrollToOperation(page: Page, operation: Locator): Promise<void> {
  await expect(async () => {
    if (!(await operation.isVisible())) {
      await page.mouse.wheel(0, 400);
      throw new Error('not in view yet');
    }
  }).toPass({ timeout: 15_000, intervals: [100] });
}
