import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '../../test/mock-api';
import { renderPages, standInPage } from '../../test/render-with-providers';
import { admin, client } from '../../test/users';
import { ConfirmEmailPage } from './confirm-email-page';

const CONFIRM = 'POST /api/email-confirmations';
const pages = {
  '/confirm-email': ConfirmEmailPage,
  '/admin/login': standInPage('Admin Login'),
  '/auth': standInPage('Sign In'),
};

describe('/confirm-email?token=…', () => {
  it('confirms the address once, says so, and offers the sign-in of the account', async () => {
    const api = mockApi({
      [CONFIRM]: {
        body: {
          message: 'Your email address is confirmed.',
          email: 'owner@example.com',
          signInPath: '/admin/login',
        },
      },
    });
    renderPages(pages, '/confirm-email?token=t0k3n');

    expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
    expect(screen.getByText('owner@example.com is the email of your account now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: 't0k3n' }]);
  });

  it('says a used or expired link no longer works, and still offers sign-in', async () => {
    mockApi({
      [CONFIRM]: failure(
        400,
        'This confirmation link is invalid, already used or expired: sign in and send a new one from Your account',
      ),
    });
    renderPages(pages, '/confirm-email?token=used');

    expect(await screen.findByText('This link no longer works')).toBeInTheDocument();
    expect(screen.getByText(/invalid, already used or expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('button', { name: /Try again/i })).not.toBeInTheDocument();
  });

  it('calls nothing without a token', async () => {
    const api = mockApi({});
    renderPages(pages, '/confirm-email');

    expect(await screen.findByText(/open the whole link from your email/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  describe('the way on, for whoever is signed in', () => {
    const confirmed = (signInPath: string) => ({
      [CONFIRM]: {
        body: { message: 'Your email address is confirmed.', email: 'owner@example.com', signInPath },
      },
    });

    it('takes a signed-in team member to their account, not to a sign-in', async () => {
      document.cookie = 'ghostline.signed-in=1; path=/';
      mockApi({ ...confirmed('/admin/login'), 'GET /api/admin/check-auth': { body: admin } });
      renderPages(pages, '/confirm-email?token=t0k3n');

      expect(await screen.findByRole('link', { name: 'Go to Your account' })).toHaveAttribute(
        'href',
        '/admin/account',
      );
      expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('takes a signed-in client to their dashboard', async () => {
      document.cookie = 'ghostline.signed-in=1; path=/';
      mockApi({ ...confirmed('/auth'), 'GET /api/client/profile': { body: client } });
      renderPages(pages, '/confirm-email?token=t0k3n');

      expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });

    it('offers the sign-in when the session has ended', async () => {
      document.cookie = 'ghostline.signed-in=1; path=/';
      mockApi({ ...confirmed('/admin/login'), 'GET /api/admin/check-auth': failure(401, 'Unauthorized') });
      renderPages(pages, '/confirm-email?token=t0k3n');

      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    });
  });
});
