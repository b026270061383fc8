import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { makeStore } from './store/store';
import { Toaster } from './components/toast/toaster';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
      <Toaster />
    </Providers>
  </StrictMode>,
);
