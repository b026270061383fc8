import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../test/mock-api';
import { noOutgoingMail } from '../../test/msw-server';
import { renderRoutes, standInPage } from '../../test/render-with-providers';
import { admin } from '../../test/users';
import { AdminLoginPage } from './admin-login-page';
import { AdminGuard } from './components/admin-guard';
import { AdminLayout } from './components/admin-layout';
import { currentAdminNavItem } from './components/admin-nav';

/** The admin area as the app routes it: the login, then the guard and the layout around its pages. */
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
          { path: 'leads', Component: standInPage('Leads') },
          { path: 'leads/:id', Component: standInPage('Lead Details') },
          { path: 'account', Component: standInPage('Your account') },
        ],
      },
    ],
  },
];

const renderAdmin = (path: string) => renderRoutes(routes, path);

/** Nobody signed in as an admin: what the login page checks first. */
const signedOut = { 'GET /api/admin/check-auth': failure(401, 'Unauthorized') };

async function openAdminLogin() {
  const user = userEvent.setup({ delay: null });
  const rendered = renderAdmin('/admin/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return { user, ...rendered };
}

describe('admin guard', () => {
  it.each([
    ['not signed in', 401, 'Unauthorized'],
    ['signed in as a client', 403, 'Forbidden resource'],
  ])('sends a visitor %s to /admin/login', async (_who, status, message) => {
    mockApi({ 'GET /api/admin/check-auth': failure(status, message) });
    const { router } = renderAdmin('/admin/leads/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('shows an admin the page inside the admin header', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    renderAdmin('/admin/leads');

    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('admin header', () => {
  it('logs out and goes to /admin/login', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/admin/check-auth': () => (signedIn ? { body: admin } : failure(401, 'Unauthorized')),
      'POST /api/admin/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/leads');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    expect(api.bodiesOf('POST /api/admin/logout')).toHaveLength(1);
  });

  it("links the member's own account beside Logout, on every admin page", async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/leads');

    const account = await screen.findByRole('link', { name: 'Your account' });
    expect(account).toHaveAttribute('href', '/admin/account');
    expect(account).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toContainElement(account);
    await user.click(account);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/account');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
    // Not one of the sections: none of them is marked current.
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).queryByRole('link', { current: 'page' }),
    ).toBeNull();
  });

  it('stays when logout fails', async () => {
    mockApi({
      'GET /api/admin/check-auth': { body: admin },
      'POST /api/admin/logout': failure(500, 'Internal Server Error'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/leads');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to logout. Please try again.');
    expect(router.state.location.pathname).toBe('/admin/leads');
  });
});

describe('admin navigation', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Admin' }));

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links every section and marks the current one', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });

    const links = nav().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Board', '/admin'],
      ['Leads', '/admin/leads'],
      ['Clients', '/admin/clients'],
      ['Calendar', '/admin/calendar'],
      ['Revisions', '/admin/revisions'],
      ['Reviews', '/admin/reviews'],
      ['Billing', '/admin/billing'],
      ['Outgoing mail', '/admin/outgoing-mail'],
      ['Team', '/admin/team'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      nav().getByRole('link', { name: 'Leads' }),
    ]);

    await user.click(nav().getByRole('link', { name: 'Board' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Production Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(nav().getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
    // The header keeps its other buttons.
    expect(screen.getByRole('link', { name: 'View Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows that sections are hidden sideways on a narrow screen, with arrows that scroll to them', async () => {
    // A 360 px row holding 900 px of sections (jsdom lays nothing out).
    let scrolled = 0;
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrolled);
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    const user = userEvent.setup({ delay: null });
    renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });

    const more = await nav().findByRole('button', { name: 'Show more sections' });
    expect(nav().queryByRole('button', { name: 'Show the sections before' })).not.toBeInTheDocument();
    // Not in the keyboard's way: the links themselves are.
    expect(more).toHaveAttribute('tabindex', '-1');
    await user.click(more);
    expect(scrollBy).toHaveBeenCalledWith({ left: 252, behavior: 'smooth' });

    scrolled = 540;
    fireEvent.scroll(screen.getByTestId('admin-nav-row'));
    const before = await nav().findByRole('button', { name: 'Show the sections before' });
    expect(nav().queryByRole('button', { name: 'Show more sections' })).not.toBeInTheDocument();
    await user.click(before);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -252, behavior: 'smooth' });
  });

  it('brings a section the keyboard reaches wholly into view', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });

    const team = nav().getByRole('link', { name: 'Team' });
    fireEvent.focus(team);

    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    expect(scrollIntoView.mock.contexts).toEqual([team]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows no arrows when every section fits', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });
    expect(nav().queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the failed mails beside Outgoing mail, from any admin page', async () => {
    const api = mockApi({
      'GET /api/admin/check-auth': { body: admin },
      'GET /api/admin/outgoing-mails': {
        body: { ...noOutgoingMail, total: 7, counts: { queued: 1, retrying: 1, sent: 2, failed: 3 } },
      },
    });
    renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });

    const link = await nav().findByRole('link', { name: /^Outgoing mail\s*, 3 failed$/ });
    expect(link).toHaveAttribute('href', '/admin/outgoing-mail');
    // The count shows; the screen reader hears it once, as words.
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('3');
    expect(api.queriesOf('GET /api/admin/outgoing-mails')).toEqual([{ pageSize: '1' }]);
  });

  it('shows no count while no mail failed', async () => {
    mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Leads' });
    await waitFor(() =>
      expect(nav().getByRole('link', { name: 'Outgoing mail' })).toHaveTextContent(/^Outgoing mail$/),
    );
  });

  it.each([
    ['/admin/outgoing-mail', 'Outgoing mail'],
    ['/admin', 'Board'],
    ['/admin/', 'Board'],
    ['/admin/leads/7', 'Leads'],
    ['/admin/clients', 'Clients'],
    ['/admin/clients/3', 'Clients'],
    ['/admin/revisions', 'Revisions'],
    ['/admin/calendar', 'Calendar'],
    ['/admin/team', 'Team'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/content/7', undefined],
    ['/admin/leadsx', undefined],
  ])('places %s under %s', (path, label) => {
    expect(currentAdminNavItem(path)?.label).toBe(label);
  });
});

describe('/admin/login', () => {
  it('signs an admin in and opens the leads, checking the session afresh', async () => {
    let signedIn = false;
    const api = mockApi({
      'POST /api/admin/login': () => {
        signedIn = true;
        return { body: { user: admin } };
      },
      'GET /api/admin/check-auth': () => (signedIn ? { body: admin } : failure(401, 'Unauthorized')),
    });
    const user = userEvent.setup({ delay: null });
    // Sent from the leads to the login first: the failed check must not stay cached.
    const { router } = renderAdmin('/admin/leads');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(api.bodiesOf('POST /api/admin/login')).toEqual([{ username: 'admin', password: 'admin-secret' }]);
    // The guard's check, then afresh after login; the login page asks nothing more of a browser
    // without the signed-in hint.
    expect(api.bodiesOf('GET /api/admin/check-auth')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome to the admin dashboard');
  });

  it('requires both fields', async () => {
    const api = mockApi(signedOut);
    const { user } = await openAdminLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username is required',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.bodiesOf('POST /api/admin/login')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['the server message', failure(401, 'Invalid username or password'), 'Invalid username or password'],
    ['the fallback without one', { status: 502 }, 'Invalid username or password'],
    [
      'the throttling message',
      failure(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ],
  ])('shows %s when login fails, keeping what was typed', async (_case, reply, message) => {
    const api = mockApi({ ...signedOut, 'POST /api/admin/login': reply });
    const { user, router } = await openAdminLogin();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/admin/login');
    // Nothing is lost: the form stays as typed (no check afresh swaps it for a spinner).
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    expect(api.calls.filter((call) => call.key === 'GET /api/admin/check-auth')).toHaveLength(0);
  });

  it('sends a team member a reset link from Forgot password?, keeping the sign-in form as typed', async () => {
    const api = mockApi({ ...signedOut, 'POST /api/client/forgot-password': { body: { message: 'ok' } } });
    const { user } = await openAdminLogin();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'wendy');

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'wendy@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent');
    expect(api.bodiesOf('POST /api/client/forgot-password')).toEqual([{ email: 'wendy@example.com' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/admin/login')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('wendy');
  });

  it('asks a visitor nothing: the form at once, with no check of a session the browser cannot have', async () => {
    const api = mockApi({});
    await openAdminLogin();

    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'GET /api/admin/check-auth')).toHaveLength(0);
  });

  it('sends an admin already signed in on to the leads, where a sign-in takes them', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    const api = mockApi({ 'GET /api/admin/check-auth': { body: admin } });
    const { router } = renderAdmin('/admin/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/login')).toEqual([]);
  });

  it('shows the form to a client signed in on the client side (the check answers 403)', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    mockApi({ 'GET /api/admin/check-auth': failure(403, 'Forbidden resource') });
    const { router } = await openAdminLogin();

    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
