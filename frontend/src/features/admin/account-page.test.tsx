import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountDto, UserDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam } from '../../test/team-session';
import { admin, writer } from '../../test/users';
import { AccountPage } from './account-page';
import { AdminLayout } from './components/admin-layout';

const CHANGE = 'POST /api/admin/change-password';
const ACCOUNT = 'GET /api/admin/account';
const NAMES = 'PATCH /api/admin/account';
const EMAIL_CHANGE = 'POST /api/admin/account/email-change';
const RESEND = 'POST /api/admin/account/email-change/resend';
const CANCEL = 'DELETE /api/admin/account/email-change';

/** Queries within one card of the page. */
type Card = BoundFunctions<typeof queries>;

/** GET /api/admin/account for `member`, with `overrides`. */
const accountOf = (member: UserDto, overrides: Partial<AccountDto> = {}): AccountDto => ({
  id: member.id,
  username: member.username,
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email,
  emailConfirmed: Boolean(member.email),
  pendingEmail: null,
  role: member.role === 'admin' ? 'admin' : 'writer',
  ...overrides,
});

/** Your account, in the admin header, signed in as `member`. */
async function openAccount(
  handlers: Handlers = {},
  member: UserDto = writer,
  options: { noticesReachNoOne?: boolean } = {},
) {
  const api = mockApi({ [ACCOUNT]: { body: accountOf(member) }, ...handlers });
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/account': AccountPage }, '/admin/account', {
    layout: AdminLayout,
    ...signedInTeam(member, options),
  });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  const profile = within(screen.getByRole('region', { name: 'Profile' }));
  const email = within(screen.getByRole('region', { name: 'Email' }));
  const password = within(screen.getByRole('region', { name: 'Change password' }));
  // The account has loaded once its names are in the form.
  await profile.findByLabelText('First Name');
  return { api, user, profile, email, password, ...rendered };
}

/** The description list's values by their labels. */
const fieldsOf = (profile: Card) =>
  Object.fromEntries(
    profile.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

async function fillIn(
  password: Card,
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
) {
  await user.type(password.getByLabelText('Current Password'), current);
  await user.type(password.getByLabelText('New Password'), next);
  await user.type(password.getByLabelText('Confirm New Password'), next);
}

describe('/admin/account', () => {
  it("shows the writer who they are, their names in the form, and the header's Your account marked as the current page", async () => {
    const { profile, email } = await openAccount();

    expect(fieldsOf(profile)).toEqual({ Username: 'wendy.writer', Role: 'Writer' });
    expect(profile.getByLabelText('First Name')).toHaveValue('Wendy');
    expect(profile.getByLabelText('Last Name')).toHaveValue('Writer');
    expect(profile.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(email.getByText('wendy@example.com')).toBeInTheDocument();
    expect(email.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Your account | Ghostline');
  });

  it('shows an admin without a name or an email, and the form to add one', async () => {
    const nobody = { ...admin, email: null };
    const { profile, email } = await openAccount({}, nobody);

    expect(fieldsOf(profile)).toEqual({ Username: 'admin', Role: 'Admin' });
    expect(profile.getByLabelText('First Name')).toHaveValue('');
    expect(email.getByText('Not provided')).toBeInTheDocument();
    expect(email.getByLabelText('Email')).toHaveValue('');
    expect(email.getByRole('button', { name: 'Send confirmation link' })).toBeDisabled();
  });

  it('saves a change of names at once, trimmed', async () => {
    const { api, user, profile } = await openAccount({
      [NAMES]: { body: accountOf(writer, { firstName: 'Wanda', lastName: 'Writer' }) },
      // The header's check-auth holds the names too: it is asked again.
      'GET /api/admin/check-auth': { body: { ...writer, firstName: 'Wanda', noticesReachNoOne: false } },
    });

    await user.clear(profile.getByLabelText('First Name'));
    await user.type(profile.getByLabelText('First Name'), ' Wanda ');
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(api.bodiesOf(NAMES)).toEqual([{ firstName: 'Wanda', lastName: 'Writer' }]);
    await waitFor(() => expect(profile.getByRole('button', { name: 'Save Changes' })).toBeDisabled());
  });

  it('refuses an empty first name before sending', async () => {
    const { api, user, profile } = await openAccount();

    await user.clear(profile.getByLabelText('First Name'));
    await user.click(profile.getByRole('button', { name: 'Save Changes' }));

    expect(profile.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(api.bodiesOf(NAMES)).toEqual([]);
  });

  it('asks for a new email with the current password, then shows it waiting for confirmation, as stored', async () => {
    let account = accountOf(writer);
    const { api, user, email } = await openAccount({
      [ACCOUNT]: () => ({ body: account }),
      [EMAIL_CHANGE]: () => {
        account = { ...account, pendingEmail: 'wendy@new.example' };
        return { body: account };
      },
    });

    // Typed in another case: the toast names the address as the server stored it.
    await user.type(email.getByLabelText('Email'), ' Wendy@New.Example ');
    await user.type(email.getByLabelText('Current Password'), 'my-secret');
    await user.click(email.getByRole('button', { name: 'Send confirmation link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Confirmation link sent to wendy@new.example',
    );
    expect(api.bodiesOf(EMAIL_CHANGE)).toEqual([
      { email: 'Wendy@New.Example', currentPassword: 'my-secret' },
    ]);
    expect(await email.findByText('Waiting for confirmation: wendy@new.example')).toBeInTheDocument();
    // The email stays the old one until the link is opened.
    expect(email.getByText('wendy@example.com')).toBeInTheDocument();
    expect(email.getByLabelText('Email')).toHaveValue('');
    expect(email.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password on its field, keeping what was typed', async () => {
    const { user, email } = await openAccount({
      [EMAIL_CHANGE]: failure(400, 'Your current password is incorrect'),
    });

    await user.type(email.getByLabelText('Email'), 'wendy@new.example');
    await user.type(email.getByLabelText('Current Password'), 'not-it');
    await user.click(email.getByRole('button', { name: 'Send confirmation link' }));

    await waitFor(() =>
      expect(email.getByLabelText('Current Password')).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(email.getByLabelText('Current Password')).toHaveFocus();
    expect(email.getByLabelText('Email')).toHaveValue('wendy@new.example');
  });

  it('shows an address another account has on the Email field', async () => {
    const { user, email } = await openAccount({
      [EMAIL_CHANGE]: failure(409, 'The email walt@example.com already belongs to another account'),
    });

    await user.type(email.getByLabelText('Email'), 'walt@example.com');
    await user.type(email.getByLabelText('Current Password'), 'my-secret');
    await user.click(email.getByRole('button', { name: 'Send confirmation link' }));

    await waitFor(() =>
      expect(email.getByLabelText('Email')).toHaveAccessibleDescription(
        'The email walt@example.com already belongs to another account',
      ),
    );
  });

  it('sends the link of a pending change again, or cancels the change', async () => {
    let account = accountOf(writer, { pendingEmail: 'wendy@new.example' });
    const { api, user, email } = await openAccount({
      [ACCOUNT]: () => ({ body: account }),
      [RESEND]: () => ({ body: account }),
      [CANCEL]: () => {
        account = { ...account, pendingEmail: null };
        return { body: account };
      },
    });

    const waiting = await email.findByText('Waiting for confirmation: wendy@new.example');
    const alert = within(waiting.closest('[role="alert"]') as HTMLElement);
    await user.click(alert.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Confirmation link sent to wendy@new.example',
    );
    expect(api.bodiesOf(RESEND)).toHaveLength(1);

    await user.click(alert.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(email.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
    expect(api.bodiesOf(CANCEL)).toHaveLength(1);
  });

  it('shows an address an admin set and not yet confirmed, with a way to send its link again', async () => {
    const { email } = await openAccount({
      [ACCOUNT]: { body: accountOf(writer, { emailConfirmed: false }) },
    });

    expect(await email.findByText('Not confirmed')).toBeInTheDocument();
    expect(email.getByText('Waiting for confirmation: wendy@example.com')).toBeInTheDocument();
    expect(email.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(email.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("changes the password on the team's call, without the confirmation, then empties the form", async () => {
    const { api, user, password } = await openAccount({
      [CHANGE]: { body: { message: 'Your password has been updated successfully.' } },
    });
    const update = password.getByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();
    expect(password.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    // The client's reset dialog stays on the client's side.
    expect(password.queryByRole('button', { name: 'Forgot Password?' })).not.toBeInTheDocument();

    await fillIn(password, user, 'old-secret', 'new-secret');
    await user.click(update);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Password changed');
    expect(toast).toHaveTextContent('Your password has been updated successfully.');
    expect(api.bodiesOf(CHANGE)).toEqual([{ currentPassword: 'old-secret', newPassword: 'new-secret' }]);
    expect(password.getByLabelText('Current Password')).toHaveValue('');
    expect(password.getByLabelText('New Password')).toHaveValue('');
    expect(password.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(update).toBeDisabled();
  });

  it('checks the fields before sending', async () => {
    const { api, user, password } = await openAccount();

    await user.type(password.getByLabelText('New Password'), 'short');
    await user.type(password.getByLabelText('Confirm New Password'), 'other');
    await user.click(password.getByRole('button', { name: 'Update Password' }));

    expect(password.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(password.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(password.getByLabelText('Current Password')).toHaveFocus();
    expect(api.bodiesOf(CHANGE)).toEqual([]);
  });

  it('shows the server message when the change fails, keeping the input', async () => {
    const { user, password } = await openAccount({
      [CHANGE]: failure(400, 'Your current password is incorrect'),
    });

    await fillIn(password, user, 'not-it', 'new-secret');
    await user.click(password.getByRole('button', { name: 'Update Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password change failed');
    expect(alert).toHaveTextContent('Your current password is incorrect');
    expect(password.getByLabelText('Current Password')).toHaveValue('not-it');
    expect(password.getByLabelText('New Password')).toHaveValue('new-secret');
    expect(password.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('shows Update Password as busy while the change is on its way', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const { user, password } = await openAccount({
      [CHANGE]: () => new Promise((resolve) => (answer = resolve)),
    });

    await fillIn(password, user, 'old-secret', 'new-secret');
    await user.click(password.getByRole('button', { name: 'Update Password' }));

    // Dirty, so only the change on its way disables it.
    await waitFor(() => expect(password.getByRole('button', { name: /Update Password/ })).toBeDisabled());
    answer({ body: { message: 'Your password has been updated successfully.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
  });
});

describe("the banner when the team's notices reach no one", () => {
  it('tells an admin, on every admin page, and links to Your account', async () => {
    await openAccount({}, admin, { noticesReachNoOne: true });

    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent("The team's notices reach no one");
    expect(banner).toHaveTextContent('new leads, cancellations, failed payments');
    expect(within(banner).getByRole('link', { name: 'Add your email' })).toHaveAttribute(
      'href',
      '/admin/account',
    );
  });

  it('tells a writer to ask an admin (they cannot fix it)', async () => {
    await openAccount({}, writer, { noticesReachNoOne: true });

    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent('Ask an admin to add their email on Your account.');
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there once an admin has a confirmed email', async () => {
    await openAccount({}, admin, { noticesReachNoOne: false });

    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText(/notices reach no one/)).not.toBeInTheDocument();
  });
});
