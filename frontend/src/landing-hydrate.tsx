// Hydrates the prerendered landing page (dist/landing.html, served for `/`) as entry-server.tsx
// rendered it, without the app's router and other pages (its links open the app). Loaded by
// landing-main.tsx once the page is on screen.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './app/emotion-cache';
import { makeStore } from './store/store';
import { LandingApp } from './landing-app';

// In a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread until the whole page is done: the page, already painted, stays responsive.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <LandingApp store={makeStore()} emotionCache={createEmotionCache()} />,
  );
});
