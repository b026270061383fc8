import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '../../test/mock-api';
import { renderPages, standInPage } from '../../test/render-with-providers';
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
});
