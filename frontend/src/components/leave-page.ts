/**
 * Leaves the app for `url` (Stripe's pages), as a link would. Its own module so a test can stand in for
 * the browser's navigation, which jsdom does not do.
 */
export function leavePageFor(url: string) {
  window.location.assign(url);
}
