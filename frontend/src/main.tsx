import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { makeStore } from './app/store';

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={makeStore()}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
