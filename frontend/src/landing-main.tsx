// The prerendered landing page's script (dist/landing.html, served for `/`): hydrates the page as
// entry-server.tsx rendered it, without the app's router and other pages. Its links open the app.
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from './app/emotion-cache';
import { makeStore } from './app/store';
import { LandingApp } from './landing-app';

hydrateRoot(
  document.getElementById('root')!,
  <LandingApp store={makeStore()} emotionCache={createEmotionCache()} />,
);
