import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// Where a client goes once signed in: the dashboard area's guard and pages.
import { DashboardPage, ProtectedRoute, SettingsPage } from '../../test/pages';
import { failure, listPage, mockApi, type Handlers } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { AuthPage } from './auth-page';

const signedOut: Handlers = { 'GET /api/client/profile': failure(401, 'Unauthorized') };
/** What the dashboard loads when it opens. */
const dashboard: Handlers = {
  'GET /api/client/subscriptions': { body: [] },
  'GET /api/client/content': { body: listPage([]) },
};

const routes = [
  { path: '/auth', Component: AuthPage },
  {
    path: '/dashboard',
    Component: ProtectedRoute,
    children: [
      { index: true, Component: DashboardPage },
      { path: 'settings', Component: SettingsPage },
    ],
  },
];

/** The visible tab panel: the hidden one keeps its own, identically labelled fields. */
const panel = () => within(screen.getByRole('tabpanel'));

async function openAuth(path = '/auth') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Client Login' });
  return { user, ...rendered };
}

describe('/auth', () => {
  it('shows Login and Register tabs, each with its own panel', async () => {
    mockApi(signedOut);
    const { user } = await openAuth();

    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Login');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Register');
    expect(panel().getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('asks for the username or the email to sign in, the username only to register', async () => {
    mockApi(signedOut);
    const { user } = await openAuth();

    expect(panel().getByRole('textbox', { name: 'Username or email' })).toHaveAttribute(
      'autocomplete',
      'username',
    );
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(panel().getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('signs a client in: the cached user is set and the dashboard opens', async () => {
    // The profile keeps answering 401: only the login answer can have signed the client in.
    const api = mockApi({ ...signedOut, ...dashboard, 'POST /api/client/login': { body: { user: client } } });
    const { user, store, router } = await openAuth();

    await user.type(panel().getByRole('textbox', { name: 'Username or email' }), 'janedoe');
    await user.type(panel().getByLabelText('Password'), 'secret123');
    await user.click(panel().getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.bodiesOf('POST /api/client/login')).toEqual([{ username: 'janedoe', password: 'secret123' }]);
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toEqual(client);
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
  });

  it('returns to the page the client was going to after signing in', async () => {
    mockApi({
      ...signedOut,
      'POST /api/client/login': { body: { user: client } },
      // The client's Settings lists their reviewers.
      'GET /api/client/reviewers': { body: [] },
      'GET /api/client/linkedin': { body: { available: false, connection: null } },
    });
    const { user, router } = await openAuth('/dashboard/settings');

    await user.type(panel().getByRole('textbox', { name: 'Username or email' }), 'janedoe');
    await user.type(panel().getByLabelText('Password'), 'secret123');
    await user.click(panel().getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('shows the server message when login fails, and keeps what was typed', async () => {
    mockApi({ ...signedOut, 'POST /api/client/login': failure(401, 'Invalid username or password') });
    const { user, router } = await openAuth();

    await user.type(panel().getByRole('textbox', { name: 'Username or email' }), 'janedoe');
    await user.type(panel().getByLabelText('Password'), 'wrong-password');
    await user.click(panel().getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(router.state.location.pathname).toBe('/auth');
    expect(panel().getByRole('textbox', { name: 'Username or email' })).toHaveValue('janedoe');
    expect(panel().getByLabelText('Password')).toHaveValue('wrong-password');
  });

  it('checks the login fields before sending anything', async () => {
    const api = mockApi(signedOut);
    const { user } = await openAuth();

    await user.type(panel().getByRole('textbox', { name: 'Username or email' }), 'jd');
    await user.click(panel().getByRole('button', { name: 'Login' }));

    const username = panel().getByRole('textbox', { name: 'Username or email' });
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(panel().getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.bodiesOf('POST /api/client/login')).toEqual([]);
  });

  it('shows every registration rule on its field, the mismatch on the confirmation', async () => {
    const api = mockApi(signedOut);
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));

    await user.type(panel().getByRole('textbox', { name: 'Username' }), 'jd');
    await user.type(panel().getByRole('textbox', { name: 'Email' }), 'jane@');
    await user.type(panel().getByLabelText('Password'), 'short');
    await user.type(panel().getByLabelText('Confirm Password'), 'short');
    await user.click(panel().getByRole('button', { name: 'Register' }));

    expect(panel().getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(panel().getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(panel().getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(panel().getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(panel().getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );

    await user.clear(panel().getByLabelText('Password'));
    await user.type(panel().getByLabelText('Password'), 'secret123');
    await user.clear(panel().getByLabelText('Confirm Password'));
    await user.type(panel().getByLabelText('Confirm Password'), 'secret124');

    expect(panel().getByLabelText('Password')).toHaveAttribute('aria-invalid', 'false');
    const confirmation = panel().getByLabelText('Confirm Password');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/client/register')).toEqual([]);
  });

  it('refuses a username with @ at registration: the email has its own field', async () => {
    const api = mockApi(signedOut);
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));

    await user.type(panel().getByRole('textbox', { name: 'Username' }), 'jane@example.com');
    await user.click(panel().getByRole('button', { name: 'Register' }));

    expect(panel().getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Username may not contain @',
    );
    expect(api.bodiesOf('POST /api/client/register')).toEqual([]);
  });

  it('registers without sending the confirmation, then opens the dashboard', async () => {
    const api = mockApi({
      ...signedOut,
      ...dashboard,
      'POST /api/client/register': { status: 201, body: { user: client } },
    });
    const { user, router } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));

    await user.type(panel().getByRole('textbox', { name: 'First Name' }), 'Jane');
    await user.type(panel().getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await user.type(panel().getByRole('textbox', { name: 'Username' }), 'janedoe');
    await user.type(panel().getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.type(panel().getByLabelText('Password'), 'secret123');
    await user.type(panel().getByLabelText('Confirm Password'), 'secret123');
    await user.click(panel().getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.bodiesOf('POST /api/client/register')).toEqual([
      {
        username: 'janedoe',
        email: 'jane@example.com',
        password: 'secret123',
        firstName: 'Jane',
        lastName: 'Doe',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful');
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been created!');
  });

  it('shows the server message when registration fails', async () => {
    mockApi({ ...signedOut, 'POST /api/client/register': failure(409, 'This username is already taken') });
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: 'Register' }));

    await user.type(panel().getByRole('textbox', { name: 'First Name' }), 'Jane');
    await user.type(panel().getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await user.type(panel().getByRole('textbox', { name: 'Username' }), 'janedoe');
    await user.type(panel().getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.type(panel().getByLabelText('Password'), 'secret123');
    await user.type(panel().getByLabelText('Confirm Password'), 'secret123');
    await user.click(panel().getByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed');
    expect(alert).toHaveTextContent('This username is already taken');
    expect(panel().getByRole('textbox', { name: 'Username' })).toHaveValue('janedoe');
  });

  it('sends a signed-in client on to the dashboard', async () => {
    document.cookie = 'ghostline.signed-in=1; path=/';
    mockApi({ 'GET /api/client/profile': { body: client }, ...dashboard });
    const { router } = renderRoutes(routes, '/auth');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a reset link from the Forgot password? dialog', async () => {
    const api = mockApi({
      ...signedOut,
      'POST /api/client/forgot-password': { body: { message: 'If the email exists, a link was sent' } },
    });
    const { user } = await openAuth();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/client/forgot-password')).toEqual([{ email: 'jane@example.com' }]);
    expect(api.bodiesOf('POST /api/client/login')).toEqual([]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password reset email sent');
    expect(toast).toHaveTextContent(
      'If the email exists in our system, you will receive instructions to reset your password.',
    );
  });

  it('keeps the Forgot password? dialog open with the server message when the request fails', async () => {
    mockApi({ ...signedOut, 'POST /api/client/forgot-password': failure(429, 'Too many requests') });
    const { user } = await openAuth();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request failed');
    expect(alert).toHaveTextContent('Too many requests');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
  });

  it('shows the form at once to a browser with no session, without asking who is signed in', async () => {
    const api = mockApi({ 'GET /api/client/profile': { body: client } });
    await openAuth();

    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
