// The landing page rendered at build time (build/prerender.ts builds this for Node): its HTML and
// MUI's styles go into dist/landing.html, which landing-hydrate.tsx hydrates.
import { text } from 'node:stream/consumers';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createEmotionCache } from './app/emotion-cache';
import { makeStore } from './store/store';
import { LandingApp } from './landing-app';

/** The landing page: the root's HTML, and the <style> tags of the styles it uses. */
export async function render(): Promise<{ html: string; styles: string }> {
  const emotionCache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const page = () => <LandingApp store={makeStore()} emotionCache={emotionCache} />;
  // A first render loads the lazy sections (landing-page.tsx); the second has them at hand, so the
  // page comes whole, in place, without the scripts React streams late parts with.
  await text((await prerenderToNodeStream(page())).prelude);
  // React puts the page's <title> first; the shell's head has it already, and in the root it would
  // be a node hydration does not expect.
  const html = renderToString(page()).replace(/^<title>[^<]*<\/title>/, '');
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
