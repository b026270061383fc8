import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam } from '../../test/team-session';
import { admin, writer } from '../../test/users';
import { AccountPage } from './account-page';
import { AdminLayout } from './components/admin-layout';

const CHANGE = 'POST /api/admin/change-password';

/** Queries within one card of the page. */
type Card = BoundFunctions<typeof queries>;

/** Your account, in the admin header, signed in as `member`. */
async function openAccount(handlers: Handlers = {}, member: UserDto = writer) {
  const api = mockApi(handlers);
  const user = userEvent.setup();
  const rendered = renderPages({ '/admin/account': AccountPage }, '/admin/account', {
    layout: AdminLayout,
    ...signedInTeam(member),
  });
  await screen.findByRole('heading', { level: 1, name: 'Your account' });
  const profile = within(screen.getByRole('region', { name: 'Profile' }));
  const password = within(screen.getByRole('region', { name: 'Change password' }));
  return { api, user, profile, password, ...rendered };
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
  it("shows the writer who they are, and the header's Your account marked as the current page", async () => {
    const { profile } = await openAccount();

    expect(fieldsOf(profile)).toEqual({
      Name: 'Wendy Writer',
      Username: 'wendy.writer',
      Email: 'wendy@example.com',
      Role: 'Writer',
    });
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Your account | Ghostline');
  });

  it('shows an admin without a name as "Not provided"', async () => {
    const { profile } = await openAccount({}, admin);

    expect(fieldsOf(profile)).toEqual({
      Name: 'Not provided',
      Username: 'admin',
      Email: 'jane@example.com',
      Role: 'Admin',
    });
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
