import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-with-providers';
import { failure, stubApi } from '../../test/stub-api';

const signedOut = { 'GET /api/client/profile': failure(401, 'Unauthorized') };

async function openResetPage(path = '/reset-password?token=t0k3n') {
  const user = userEvent.setup();
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return { user, ...rendered };
}

describe('/reset-password', () => {
  it('sets the new password with the token of the link, then opens the login page', async () => {
    const api = stubApi({
      ...signedOut,
      'POST /api/client/reset-password': { body: { message: 'Password reset' } },
    });
    const { user, router } = await openResetPage();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Client Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(api.bodiesOf('POST /api/client/reset-password')).toEqual([
      { token: 't0k3n', newPassword: 'new-secret' },
    ]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password reset successful');
    expect(toast).toHaveTextContent(
      'Your password has been reset. You can now log in with your new password.',
    );
  });

  it('checks both fields as the Security tab does', async () => {
    const api = stubApi(signedOut);
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
    stubApi({
      ...signedOut,
      'POST /api/client/reset-password': failure(400, 'This reset link is invalid or has expired'),
    });
    const { user, router } = await openResetPage();

    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reset failed');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired');
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByLabelText('New Password')).toHaveValue('new-secret');
  });

  it('explains a link without a token and links to the login page', async () => {
    await openResetPage('/reset-password');

    expect(screen.getByText(/This password reset link is invalid/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });
});
