import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastAdded } from '../../components/toast/toasts-slice';
import { failure, mockApi, type Handlers, type Reply } from '../../test/mock-api';
import { renderRoutes, standInPage } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { admin, client, reviewer } from '../../test/users';
import { ClientLayout } from './components/client-layout';
import { ProtectedRoute } from './components/protected-route';

/** The client area as the app routes it: the guard and the layout around its pages, and the sign-in. */
const routes = [
  { path: '/auth', Component: standInPage('Client Login') },
  {
    path: '/dashboard',
    Component: ProtectedRoute,
    children: [
      {
        Component: ClientLayout,
        children: [
          { index: true, Component: standInPage('Dashboard') },
          { path: 'content', Component: standInPage('My Content') },
          { path: 'content/:id', Component: standInPage('Content Details') },
          { path: 'subscription', Component: standInPage('My Subscription') },
          { path: 'settings', Component: standInPage('Settings') },
        ],
      },
    ],
  },
];

const renderArea = (path: string) => renderRoutes(routes, path);

describe('protected route', () => {
  it('sends a visitor who is not signed in to /auth', async () => {
    mockApi({ 'GET /api/client/profile': failure(401, 'Unauthorized') });
    const { router } = renderArea('/dashboard/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an admin to /auth too: the client area is for clients', async () => {
    mockApi({ 'GET /api/client/profile': { body: admin } });
    const { router } = renderArea('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a spinner while the user loads, then the page for a client', async () => {
    let answer: () => void = () => {};
    const api = mockApi({
      'GET /api/client/profile': () =>
        new Promise<Reply>((resolve) => (answer = () => resolve({ body: client }))),
    });
    renderArea('/dashboard/subscription');

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Subscription' })).toBeInTheDocument();
  });
});

describe('client layout', () => {
  const signedIn: Handlers = { 'GET /api/client/profile': { body: client } };

  it('has the wordmark, and an account menu with initials, name, email and Profile', async () => {
    mockApi(signedIn);
    const user = userEvent.setup({ delay: null });
    const { router } = renderArea('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    expect(screen.getByRole('link', { name: 'Ghostline' })).toHaveAttribute('href', '/');
    const accountButton = screen.getByRole('button', { name: 'JD, account menu' });
    expect(accountButton).toHaveTextContent('JD');

    await user.click(accountButton);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Jane Doe');
    expect(menu).toHaveTextContent('jane@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('logs out: clears the user and goes to /auth', async () => {
    let signedInNow = true;
    const api = mockApi({
      'GET /api/client/profile': () => (signedInNow ? { body: client } : failure(401, 'Unauthorized')),
      'POST /api/client/logout': () => {
        signedInNow = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderArea('/dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toBeNull();
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toBeUndefined();
    expect(api.bodiesOf('POST /api/client/logout')).toHaveLength(1);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Logout successful');
    expect(toast).toHaveTextContent('You have been logged out.');
  });

  it('stays signed in when logout fails', async () => {
    mockApi({ ...signedIn, 'POST /api/client/logout': failure(500, 'Session store unavailable') });
    const user = userEvent.setup({ delay: null });
    const { router } = renderArea('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    await user.click(screen.getByRole('button', { name: /account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Logout failed');
    expect(alert).toHaveTextContent('Session store unavailable');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['a sidebar on a wide screen', 1280, false],
    ['a bottom bar on a 360 px screen', 360, true],
  ])('navigates with %s, marking the current item', async (_layout, width, bottomBar) => {
    stubScreenWidth(width);
    mockApi(signedIn);
    const user = userEvent.setup({ delay: null });
    renderArea('/dashboard/content/7');
    await screen.findByRole('heading', { level: 1, name: 'Content Details' });

    const nav = screen.getByRole('navigation', { name: 'Client area' });
    expect(nav.querySelector('.MuiBottomNavigation-root') !== null).toBe(bottomBar);
    expect(screen.getAllByRole('navigation', { name: 'Client area' })).toHaveLength(1);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Content', '/dashboard/content'],
      ['Subscription', '/dashboard/subscription'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Content');

    await user.click(within(nav).getByRole('link', { name: 'Subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Subscription' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Subscription');
  });

  it.each([
    ['above the bottom bar on a 360 px screen', 360, '64px'],
    ["at the screen's bottom on a wide one", 1280, ''],
  ])('shows toasts %s', async (_where, width, bottom) => {
    stubScreenWidth(width);
    mockApi(signedIn);
    const { store } = renderArea('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    act(() => {
      store.dispatch(toastAdded({ title: 'Copied to clipboard' }));
    });
    const snackbar = (await screen.findByRole('status')).closest<HTMLElement>('.MuiSnackbar-root');
    expect(snackbar?.style.bottom).toBe(bottom);
  });
});

describe("a client's reviewer in the client area", () => {
  it.each([
    ['a sidebar on a wide screen', 1280],
    ['a bottom bar on a 360 px screen', 360],
  ])('has Content and their Account only, with %s', async (_layout, width) => {
    stubScreenWidth(width);
    mockApi({ 'GET /api/client/profile': { body: reviewer } });
    const user = userEvent.setup({ delay: null });
    renderArea('/dashboard/content/7');
    await screen.findByRole('heading', { level: 1, name: 'Content Details' });

    const nav = screen.getByRole('navigation', { name: 'Client area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Content', '/dashboard/content'],
      ['Account', '/dashboard/settings'],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Account' }));
    // (The page of their account, a stand-in here.)
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'RR, account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/dashboard/settings');
  });

  it.each(['/dashboard', '/dashboard/subscription'])(
    'lands on My Content from %s: the dashboard and the subscription are not theirs',
    async (path) => {
      mockApi({ 'GET /api/client/profile': { body: reviewer } });
      const { router } = renderArea(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'My Content' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard/content');
    },
  );
});
