import type { ComponentType, ReactElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { api, type UserDto } from '../api';
import { Providers } from '../app/providers';
import { Toaster } from '../components/toast/toaster';
import { makeStore, type AppStore, type RootState } from '../store/store';
import { Page } from '../components/page';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Signed in as this user: the cached profile, as the client area's guard leaves it for its pages. */
  signedInAs?: UserDto;
}

// MUI's styles as production adds them: each rule into one sheet of the page (insertRule), not as a
// <style> element of its own, which jsdom parses as a new stylesheet. The same rules, cheaper to add and
// to look up in getComputedStyle; added once per worker, as the files share it.
const styleCache = createCache({ key: 'css', speedy: true });

/** The stores of the test's renders, whose API calls the test waits for when it ends. */
const stores = new Set<AppStore>();

/** The endpoints of the API calls still waiting for their answer, in any store rendered by the test. */
export function callsInFlight(): string[] {
  return [...stores].flatMap((store) => {
    const { queries, mutations } = store.getState().api;
    return [...Object.values(queries), ...Object.values(mutations)]
      .filter((entry) => entry?.status === 'pending')
      .map((entry) => entry!.endpointName);
  });
}

/** Once a test has ended: its stores are not waited for again. */
export function forgetStores() {
  stores.clear();
}

/** Renders `ui` inside the app's providers: a fresh store (or the given one) and the theme. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), signedInAs, ...options }: Options = {},
) {
  stores.add(store);
  if (signedInAs) {
    store.dispatch(
      api.util.upsertQueryEntries([{ endpointName: 'getProfile', arg: undefined, value: signedInAs }]),
    );
  }
  return {
    store,
    ...render(ui, {
      wrapper: ({ children }) => (
        <CacheProvider value={styleCache}>
          <Providers store={store}>
            {children}
            <Toaster />
          </Providers>
        </CacheProvider>
      ),
      ...options,
    }),
  };
}

interface PageOptions extends Options {
  /** A layout route that frames the pages, as the app's admin or client layout does. */
  layout?: ComponentType;
}

/** A page with just its title, standing in for the real one in the tests of a layout or a guard. */
export function standInPage(title: string): ComponentType {
  return function StandInPage() {
    return <Page title={title} />;
  };
}

/** Where a page goes that the test did not render: nothing of the app. */
function NotRendered() {
  return null;
}

/**
 * Renders `routes` at `path` (or at a location with its state) in a memory router of just these
 * routes: the page components themselves, not the app's lazy areas. A link or redirect to any other
 * path shows nothing; the router's location still tells where it went.
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry, options?: Options) {
  const router = createMemoryRouter([...routes, { path: '*', Component: NotRendered }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}

/**
 * Renders the given pages, keyed by their route path (`'/admin/leads/:id'`), at `path`, as
 * `renderRoutes` does; `layout` frames them as the app's admin or client layout does.
 */
export function renderPages(
  pages: Record<string, ComponentType>,
  path: InitialEntry,
  { layout, ...options }: PageOptions = {},
) {
  const children: RouteObject[] = Object.entries(pages).map(([route, Component]) => ({
    path: route,
    Component,
  }));
  return renderRoutes(layout ? [{ Component: layout, children }] : children, path, options);
}
