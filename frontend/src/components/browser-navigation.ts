/**
 * Leaving the app for another site (Stripe's pages), as a link would. An object of its own so a test
 * can spy on it (vi.spyOn(browserNavigation, 'leaveFor')): jsdom does not navigate.
 */
export const browserNavigation = {
  leaveFor(url: string) {
    window.location.assign(url);
  },
};
