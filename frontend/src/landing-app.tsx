import { StrictMode } from 'react';
import type { EmotionCache } from '@emotion/react';
import type { AppStore } from './store/store';
import { Providers } from './app/providers';
import { LazyToaster } from './components/toast/lazy-toaster';
import { LandingPage } from './features/landing/landing-page';

/**
 * The landing page alone, without the router: prerendered by entry-server.tsx and hydrated by
 * landing-hydrate.tsx, the same tree on both sides. Inside the app (main.tsx) it is the `/` route.
 */
export function LandingApp({ store, emotionCache }: { store: AppStore; emotionCache: EmotionCache }) {
  return (
    <StrictMode>
      <Providers store={store} emotionCache={emotionCache}>
        <LandingPage />
        <LazyToaster />
      </Providers>
    </StrictMode>
  );
}
