import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, listPage, mockApi } from '../test/mock-api';
import { callsInFlight, renderWithProviders } from '../test/render-with-providers';
import { admin, client, reviewer, writer } from '../test/users';
import { makeStore } from '../store/store';
import { board } from '../test/board-data';
import { appRoutes } from './router';
import { ROUTE_BUDGETS } from '../../build/route-budgets';

/** The app's real routes, lazy pages, guards and layouts, at `path`. */
function renderRoute(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, { store }) };
}

/** A promise and the function that settles it. */
function signal() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('router', () => {
  beforeEach(() => {
    // A visitor who is signed in as a client, and as an admin: every guarded page opens. The pages'
    // own calls answer with nothing to show: these tests are about which page opens.
    mockApi({
      'GET /api/client/profile': { body: client },
      'GET /api/admin/check-auth': { body: admin },
      'GET /api/leads': { body: { items: [], total: 0, page: 1, pageSize: 50 } },
      'GET /api/leads/7': failure(404, 'Lead not found'),
      'GET /api/admin/team': { body: [] },
      'GET /api/client/subscriptions': { body: [] },
      'GET /api/client/reviewers': { body: [] },
      'GET /api/client/linkedin': { body: { available: false, connection: null } },
      'GET /api/client/content': { body: listPage([]) },
      'GET /api/client/content/7': failure(404, 'Content not found'),
      'GET /api/admin/content': { body: listPage([]) },
      'GET /api/client/reset-password': { body: { state: 'usable' } },
      'GET /api/admin/account': {
        body: { ...admin, role: 'admin', emailConfirmed: true, pendingEmail: null },
      },
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the landing page at /', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional LinkedIn Content Writing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ghostline')).toBeInTheDocument();
    expect(screen.getByText('We ghostwrite LinkedIn content. You take the credit.')).toBeInTheDocument();
    expect(screen.getByText('Thought leadership. Brand growth. No burnout.')).toBeInTheDocument();
    expect(document.title).toBe('Professional LinkedIn Content Writing');
  });

  it.each([
    ['/reset-password?token=abc', 'Reset Password'],
    ['/confirm-email', 'Confirm your email'],
    ['/onboarding/7', 'Onboarding Questionnaire'],
    ['/onboarding-complete', 'Thank You!'],
    ['/admin/leads', 'Leads'],
    ['/admin/leads/7', 'Lead Details'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/account', 'Your account'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/content', 'My Content'],
    ['/dashboard/content/7', 'Content Details'],
    // The post's page, with the revision dialog or the publish confirmation open (when the post allows it).
    ['/dashboard/content/7/revision', 'Content Details'],
    ['/dashboard/content/7/publish', 'Content Details'],
    ['/dashboard/subscription', 'My Subscription'],
    ['/dashboard/settings', 'Settings'],
  ])('routes %s to its page', async (path, title) => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Ghostline`);
  });

  it('routes /auth to the sign-in page when nobody is signed in', async () => {
    mockApi({ 'GET /api/client/profile': failure(401, 'Unauthorized') });
    renderRoute('/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(document.title).toBe('Client Login | Ghostline');
  });

  it.each([
    ['/auth', 'Client Login'],
    ['/onboarding/7', 'Onboarding Questionnaire'],
    ['/onboarding-complete', 'Thank You!'],
    ['/admin/login', 'Admin Login'],
    ['/no-such-page', '404 Page Not Found'],
  ])('gives %s the wordmark, a way back to the home page', async (path, title) => {
    // Nobody is signed in: /admin/login asks whether an admin is before it shows its form.
    mockApi({
      'GET /api/client/profile': failure(401, 'Unauthorized'),
      'GET /api/admin/check-auth': failure(401, 'Unauthorized'),
    });
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Ghostline' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor who is not signed in from a client page to /auth', async () => {
    mockApi({ 'GET /api/client/profile': failure(401, 'Unauthorized') });
    const { router } = renderRoute('/dashboard/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('routes /admin/login to its page when no admin is signed in', async () => {
    mockApi({ 'GET /api/admin/check-auth': failure(401, 'Unauthorized') });
    renderRoute('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Login | Ghostline');
  });

  it('sends an admin already signed in from /admin/login on to the leads, where a sign-in takes them', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    mockApi({ 'GET /api/leads': failure(503, 'Unavailable') });
    const { router } = renderRoute('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leads');
  });

  it('opens Your account to a writer too (it is not one of the admins-only pages)', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: writer } });
    const { router } = renderRoute('/admin/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
  });

  it('sends a visitor who is not an admin from an admin page to /admin/login', async () => {
    mockApi({ 'GET /api/admin/check-auth': failure(403, 'Forbidden resource') });
    const { router } = renderRoute('/admin/leads/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  describe("a page's first reads", () => {
    // A browser with a session has the server's hint (store/signed-in-hint.ts).
    beforeEach(() => {
      document.cookie = 'ghostline.signed-in=1; path=/';
    });

    // Each asked for while the signed-in check is still on its way (not once it has answered), and
    // answered once: the page's own call is the prefetched one (same endpoint, same arguments).
    it.each([
      ['/dashboard', 'GET /api/client/profile', 'GET /api/client/content', 'Dashboard'],
      [
        '/dashboard/content?q=plan&status=scheduled&page=2',
        'GET /api/client/profile',
        'GET /api/client/content',
        'My Content',
      ],
      ['/dashboard/content/7', 'GET /api/client/profile', 'GET /api/client/content/7', 'Content Details'],
      ['/admin', 'GET /api/admin/check-auth', 'GET /api/admin/board', 'Board'],
      ['/admin/leads?status=new&sort=name&order=asc', 'GET /api/admin/check-auth', 'GET /api/leads', 'Leads'],
      [
        '/admin/calendar?period=week&date=2026-11-23&clientId=4',
        'GET /api/admin/check-auth',
        'GET /api/admin/calendar',
        'Calendar',
      ],
      ['/admin/clients/7', 'GET /api/admin/check-auth', 'GET /api/admin/clients/7', 'Client'],
    ] as const)('%s asks for %s and %s at once, each once', async (path, guard, read, title) => {
      const asked = signal();
      const released = signal();
      const user = guard === 'GET /api/client/profile' ? client : admin;
      const api = mockApi({
        // The guard answers only once the page's read has been asked for; the read once the page shows.
        [guard]: () => asked.promise.then(() => ({ body: user })),
        [read]: () => {
          asked.settle();
          // A list answers (an error would be asked again by a part of the page mounting after it).
          return released.promise.then(() =>
            read.endsWith('/content') ? { body: listPage([]) } : failure(503, 'Unavailable'),
          );
        },
        'GET /api/client/subscriptions': { body: [] },
        'GET /api/client/performance': failure(503, 'Unavailable'),
        'GET /api/client/content/7/comments': failure(503, 'Unavailable'),
        'GET /api/admin/outgoing-mails': { body: { ...listPage([]), counts: { failed: 0 } } },
        'GET /api/admin/team': { body: [] },
        'GET /api/admin/clients': { body: listPage([]) },
      });
      renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: new RegExp(title) })).toBeInTheDocument();
      // The page's effects run (its own subscription to the read) before the read answers: an error
      // that came first would be asked again by that subscription, as on a slow machine it was.
      await act(async () => {});
      released.settle();
      await waitFor(() => expect(callsInFlight()).toEqual([]));
      expect(api.calls.filter((call) => call.key === guard)).toHaveLength(1);
      expect(api.calls.filter((call) => call.key === read)).toHaveLength(1);
    });
  });

  it.each(['/dashboard', '/dashboard/content', '/dashboard/content/7', '/dashboard/settings'])(
    "asks nothing of a reviewer at %s that is the client's alone (subscriptions, performance)",
    async (path) => {
      document.cookie = 'ghostline.signed-in=1; path=/';
      const api = mockApi({
        'GET /api/client/profile': { body: reviewer },
        'GET /api/client/content/7/comments': failure(503, 'Unavailable'),
        'GET /api/client/subscriptions': { body: [] },
        'GET /api/client/performance': failure(503, 'Unavailable'),
      });
      renderRoute(path);

      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(callsInFlight()).toEqual([]));
      expect(
        api.calls.map((call) => call.key).filter((key) => !key.startsWith('GET /api/client/content')),
      ).toEqual(['GET /api/client/profile']);
    },
  );

  it('asks a visitor with no session for nothing before the signed-in check, then sends them to /auth', async () => {
    const api = mockApi({ 'GET /api/client/profile': failure(401, 'Unauthorized') });
    const { router } = renderRoute('/dashboard/content');

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/client/profile']);
  });

  it('asks for the board afresh on every visit from the navigation', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    const api = mockApi({
      'GET /api/admin/board': { body: board() },
      'GET /api/admin/outgoing-mails': { body: { ...listPage([]), counts: { failed: 0 } } },
      'GET /api/admin/content': { body: listPage([]) },
    });
    const user = userEvent.setup({ delay: null });
    renderRoute('/admin');
    await screen.findByText('Week of Nov 16, 2026');
    const nav = () => within(screen.getByRole('navigation', { name: 'Admin' }));

    await user.click(nav().getByRole('link', { name: 'Revisions' }));
    await screen.findByRole('heading', { level: 1, name: 'Revision Requests' });
    await user.click(nav().getByRole('link', { name: 'Board' }));
    await screen.findByRole('heading', { level: 1, name: 'Production Board' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.key === 'GET /api/admin/board')).toHaveLength(2),
    );
  });

  // The build checks each route's first JavaScript from the modules it names (build/route-budgets.ts):
  // they must be the ones the router loads there.
  it.each(ROUTE_BUDGETS.map((budget) => [budget.route, budget] as const))(
    'loads at %s the modules its budget names',
    (_route, { example, modules }) => {
      const matches = matchRoutes(appRoutes(makeStore()), example) ?? [];
      const loaded = matches.flatMap((match) => {
        const handle = match.route.handle as { module?: string } | undefined;
        return handle?.module ? [handle.module] : [];
      });
      expect(loaded).toEqual(modules);
    },
  );

  it('asks who is signed in as /auth opens, when someone may be, before the page code has loaded', () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    mockApi({ 'GET /api/client/profile': failure(401, 'Unauthorized') });
    const store = makeStore();
    createMemoryRouter(appRoutes(store), { initialEntries: ['/auth'] });

    expect(Object.values(store.getState().api.queries).map((query) => query?.endpointName)).toEqual([
      'getProfile',
    ]);
  });
});
