import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../api';
import { failure, mockApi } from '../../test/mock-api';
import { renderRoutes, standInPage } from '../../test/render-with-providers';
import { admin, writer } from '../../test/users';
import { AdminLoginPage } from './admin-login-page';
import { AdminGuard } from './components/admin-guard';
import { AdminLayout } from './components/admin-layout';
import { AdminOnly } from './components/admin-only';

/** The back office as the app routes it: leads, outgoing mail, billing and the team for admins only. */
const routes = [
  { path: '/admin/login', Component: AdminLoginPage },
  {
    path: '/admin',
    Component: AdminGuard,
    children: [
      {
        Component: AdminLayout,
        children: [
          { index: true, Component: standInPage('Production Board') },
          { path: 'clients', Component: standInPage('Clients') },
          {
            Component: AdminOnly,
            children: [
              { path: 'leads', Component: standInPage('Leads') },
              { path: 'leads/:id', Component: standInPage('Lead Details') },
              { path: 'outgoing-mail', Component: standInPage('Outgoing Mail') },
              { path: 'team', Component: standInPage('Team') },
              { path: 'reviews', Component: standInPage('Reviews') },
              { path: 'billing', Component: standInPage('Billing') },
            ],
          },
        ],
      },
    ],
  },
];

const nav = () => within(screen.getByRole('navigation', { name: 'Admin' }));
const navLinks = () =>
  nav()
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office by role', () => {
  it('shows a writer Board, Clients, Calendar and Revisions only, and never asks for the outgoing mail', async () => {
    const api = mockApi({
      'GET /api/admin/check-auth': { body: writer },
      'GET /api/admin/outgoing-mails': failure(403, 'Forbidden resource'),
    });
    renderRoutes(routes, '/admin/clients');
    await screen.findByRole('heading', { level: 1, name: 'Clients' });

    expect(navLinks()).toEqual(['Board', 'Clients', 'Calendar', 'Revisions']);
    expect(api.calls.filter((call) => call.key === 'GET /api/admin/outgoing-mails')).toEqual([]);
  });

  it('shows an admin every section, the team included', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    renderRoutes(routes, '/admin/team');
    await screen.findByRole('heading', { level: 1, name: 'Team' });

    expect(navLinks()).toEqual([
      'Board',
      'Leads',
      'Clients',
      'Calendar',
      'Revisions',
      'Reviews',
      'Billing',
      'Outgoing mail',
      'Team',
    ]);
    expect(nav().getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    '/admin/leads',
    '/admin/leads/7',
    '/admin/outgoing-mail',
    '/admin/team',
    '/admin/reviews',
    '/admin/billing',
  ])('tells a writer opening %s that the page is for admins, with a way to the board', async (path) => {
    mockApi({ 'GET /api/admin/check-auth': { body: writer } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for admins' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the board' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Production Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('/admin/login by role', () => {
  it.each([
    ['an admin', '/admin/leads', admin, 'Leads'],
    ['a writer', '/admin', writer, 'Production Board'],
  ] as [string, string, UserDto, string][])(
    'signs %s in and opens %s',
    async (_who, path, member, heading) => {
      let signedIn = false;
      mockApi({
        'POST /api/admin/login': () => {
          signedIn = true;
          return { body: { user: member } };
        },
        'GET /api/admin/check-auth': () => (signedIn ? { body: member } : failure(401, 'Unauthorized')),
      });
      const user = userEvent.setup({ delay: null });
      const { router } = renderRoutes(routes, '/admin/login');
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' });

      await user.type(screen.getByRole('textbox', { name: 'Username' }), member.username);
      await user.type(screen.getByLabelText('Password'), 'a-secret');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('sends a writer already signed in on to the board', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    mockApi({ 'GET /api/admin/check-auth': { body: writer } });
    const { router } = renderRoutes(routes, '/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Production Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});
