import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { appRoutes } from './app/router';
import { makeStore } from './store/store';
import { LazyToaster } from './components/toast/lazy-toaster';

const store = makeStore();
const router = createBrowserRouter(appRoutes(store));

// A transition: the first render yields to the browser between components instead of holding the
// main thread for the whole page (a phone stays responsive while the page is drawn).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
        <LazyToaster />
      </Providers>
    </StrictMode>,
  );
});
