import { expect, test as base } from '@playwright/test';

/**
 * An API call answered 4xx is an answer the page handles (docs/product.md, "API conventions": a 401 means not
 * signed in; a wrong password is a 401 shown in a toast). Chromium still logs each as a failed resource, so
 * those lines are not errors of the page; a 5xx still is.
 */
const isHandledApiAnswer = (text: string, url: string) =>
  /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) &&
  new URL(url).pathname.startsWith('/api/');

/**
 * Every browser test fails when the page logs a console error or throws: a journey that
 * "works" while the console shows errors is not working.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isHandledApiAnswer(message.text(), message.location().url)) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
