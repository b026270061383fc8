import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over the page as it stands: every rule axe runs by default, plus
 * label-content-name-mismatch (shipped switched off as experimental); a serious or critical
 * violation fails, naming the rule and the elements, and so does a skipped heading level
 * (heading-order, which axe rates moderate only).
 */
export async function expectNoSeriousViolations(page: Page) {
  // Transitions settle first: a toast or a menu fading in is half-transparent, which axe reads as low contrast.
  await page.waitForLoadState('networkidle');
  // What is drawn only as the reader scrolls near it (the charts) is drawn, and checked too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  // A dialog's fade-in is a CSS transition: wait for every running one to end, not for the network.
  // (One cancelled on the way rejects its promise: that one is over too.)
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  const { violations } = await new AxeBuilder({ page })
    // Only the violations are read: axe then details one passing or inapplicable node per rule, not all.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter(({ id, impact }) => impact === 'serious' || impact === 'critical' || id === 'heading-order')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map(({ target }) => target) }));
  expect(serious, `serious or critical axe violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
