import createCache from '@emotion/cache';

/**
 * MUI's styles under one key on the server and in the browser: the prerendered page's <style
 * data-emotion="gl ..."> tags are the ones the browser's cache takes over on hydration.
 */
export function createEmotionCache() {
  return createCache({ key: 'gl' });
}
