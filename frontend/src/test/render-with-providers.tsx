import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders `ui` inside the app's providers: a fresh store (or the given one) and the theme. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), ...options }: Options = {},
) {
  return {
    store,
    ...render(ui, { wrapper: ({ children }) => <Providers store={store}>{children}</Providers>, ...options }),
  };
}

/** Renders the app's real routes at `path`. */
export function renderRoute(path: string, options?: Options) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
