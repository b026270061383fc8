import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages, standInPage } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { AuthPage } from './auth-page';
import { ResetPasswordPage, SetPasswordPage } from './reset-password-page';

const signedOut: Handlers = {
  'GET /api/client/profile': failure(401, 'Unauthorized'),
  // The link is checked as the page opens: here it works.
  'GET /api/client/reset-password': { body: { state: 'usable' } },
};

const pages = {
  '/reset-password': ResetPasswordPage,
  '/set-password': SetPasswordPage,
  '/auth': AuthPage,
  '/dashboard': standInPage('Dashboard'),
  '/admin/login': standInPage('Admin Login'),
};
/** The link's check is answered (the form, or what to do instead, shows). */
const waitForCheck = () =>
  waitFor(() => expect(screen.queryByText('Checking your link…')).not.toBeInTheDocument());

const RESET_MESSAGE = 'Your password has been reset. You can now log in with your new password.';

async function openResetPage(path = '/reset-password?token=t0k3n') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(pages, path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  await waitForCheck();
  return { user, ...rendered };
}

describe('/reset-password', () => {
  it('sets the new password with the token of the link, signed in: the dashboard opens', async () => {
    const api = mockApi({
      ...signedOut,
      'POST /api/client/reset-password': { body: { message: RESET_MESSAGE, user: client } },
    });
    const { user, router, store } = await openResetPage();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toEqual(client);
    expect(api.bodiesOf('POST /api/client/reset-password')).toEqual([
      { token: 't0k3n', newPassword: 'new-secret' },
    ]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password reset successful');
    expect(toast).toHaveTextContent(
      'Your password has been reset. You can now log in with your new password.',
    );
  });

  it("opens the team's login page when the answer signed nobody in (a team member's account)", async () => {
    mockApi({
      ...signedOut,
      'POST /api/client/reset-password': { body: { message: RESET_MESSAGE, user: null } },
    });
    const { user, router } = await openResetPage();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successful');
  });

  it('checks both fields as the Security tab does', async () => {
    const api = mockApi(signedOut);
    const { user } = await openResetPage();

    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );

    await user.type(screen.getByLabelText('New Password'), '-but-long-now');
    await user.type(screen.getByLabelText('Confirm New Password'), 'something-else');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(api.bodiesOf('POST /api/client/reset-password')).toEqual([]);
  });

  it('shows the server message when the link has expired, and stays', async () => {
    mockApi({
      ...signedOut,
      'POST /api/client/reset-password': failure(
        400,
        'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
      ),
    });
    const { user, router } = await openResetPage();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset failed');
    expect(alert).toHaveTextContent(
      'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('new-secret');
  });

  it.each([
    ['used', 'This link was already used'],
    ['expired', 'This link has expired'],
    ['unknown', 'This link does not work'],
  ])(
    'checks the link as it opens: a %s one shows the way forward instead of the form',
    async (state, title) => {
      const api = mockApi({ ...signedOut, 'GET /api/client/reset-password': { body: { state } } });
      await openResetPage();

      expect(screen.getByText(title)).toBeInTheDocument();
      expect(screen.getByText(/“Forgot password\?” on the sign-in page/)).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
      expect(screen.getByRole('link', { name: 'Team member? Sign in to the back office' })).toHaveAttribute(
        'href',
        '/admin/login',
      );
      expect(api.queriesOf('GET /api/client/reset-password')).toEqual([{ token: 't0k3n' }]);
    },
  );

  it('offers Try Again when the link could not be checked, then shows the form', async () => {
    let attempts = 0;
    mockApi({
      ...signedOut,
      'GET /api/client/reset-password': () =>
        ++attempts === 1 ? failure(503, 'Service Unavailable') : { body: { state: 'usable' } },
    });
    const { user } = await openResetPage();

    expect(screen.getByText('Your link could not be checked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('explains a link without a token and links to the login page', async () => {
    await openResetPage('/reset-password');

    expect(screen.getByText(/This password reset link is invalid/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });
});

describe('/set-password', () => {
  async function openSetPage(path = '/set-password?token=inv1te') {
    const user = userEvent.setup({ delay: null });
    const rendered = renderPages(pages, path);
    await screen.findByRole('heading', { level: 1, name: 'Set Your Password' });
    await waitForCheck();
    return { user, ...rendered };
  }

  it('welcomes the new client, sets the password with the token of the invitation and opens the dashboard', async () => {
    const api = mockApi({
      ...signedOut,
      'POST /api/client/reset-password': { body: { message: RESET_MESSAGE, user: client } },
    });
    const { user, router, store } = await openSetPage();

    expect(screen.getByText('Welcome to Ghostline! Choose a password to sign in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    await user.type(screen.getByLabelText('Password'), 'first-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'first-secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toEqual(client);
    expect(api.bodiesOf('POST /api/client/reset-password')).toEqual([
      { token: 'inv1te', newPassword: 'first-secret' },
    ]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password set');
    expect(toast).toHaveTextContent(
      'Your password is set and you are signed in. Next time, sign in with your username or your email.',
    );
  });

  it("sends an invited team member to the team's login page (the answer signs nobody in)", async () => {
    mockApi({
      ...signedOut,
      'POST /api/client/reset-password': { body: { message: RESET_MESSAGE, user: null } },
    });
    const { user, router } = await openSetPage();

    await user.type(screen.getByLabelText('Password'), 'first-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'first-secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password set');
    expect(toast).toHaveTextContent(
      'Your password is set. Sign in to the back office with your username and your new password.',
    );
  });

  it('checks the password and its confirmation before sending anything', async () => {
    const api = mockApi(signedOut);
    const { user } = await openSetPage();

    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );

    await user.type(screen.getByLabelText('Password'), '-but-long-now');
    await user.type(screen.getByLabelText('Confirm Password'), 'something-else');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.bodiesOf('POST /api/client/reset-password')).toEqual([]);
  });

  it('shows the server message when the invitation has expired or was used, and stays', async () => {
    mockApi({
      ...signedOut,
      'POST /api/client/reset-password': failure(
        400,
        'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
      ),
    });
    const { user, router } = await openSetPage();

    await user.type(screen.getByLabelText('Password'), 'first-secret');
    await user.type(screen.getByLabelText('Confirm Password'), 'first-secret');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset failed');
    expect(alert).toHaveTextContent(
      'This link is invalid or has expired: ask for a new one with "Forgot password?" on the login page',
    );
    expect(router.state.location.pathname).toBe('/set-password');
    expect(screen.getByLabelText('Password')).toHaveValue('first-secret');
  });

  it('shows an invitation already used, instead of a form that would fail', async () => {
    mockApi({ ...signedOut, 'GET /api/client/reset-password': { body: { state: 'used' } } });
    await openSetPage();

    expect(screen.getByText('This link was already used')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('explains an invitation link without a token and links to the login page', async () => {
    await openSetPage('/set-password');

    expect(screen.getByText(/This invitation link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });
});
