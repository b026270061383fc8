import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from '../theme/theme';

/**
 * The app's store and theme; `emotionCache` the one the prerender shares (emotion-cache.ts). The
 * toasts (LazyToaster) go inside, beside the page.
 */
export function Providers({
  store,
  emotionCache,
  children,
}: {
  store: AppStore;
  emotionCache?: EmotionCache;
  children: ReactNode;
}) {
  const app = (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
