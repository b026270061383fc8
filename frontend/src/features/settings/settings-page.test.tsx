import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The client layout is another feature's: the app's dashboard area holds both.
import { ClientLayout } from '../../test/pages';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { SettingsPage } from './settings-page';

async function openSettings(handlers: Handlers = {}, tab?: 'Security') {
  const api = mockApi({
    'GET /api/client/reviewers': { body: [] },
    'GET /api/client/linkedin': { body: { available: false, connection: null } },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  // In the client layout, whose account menu shows the saved name.
  const rendered = renderPages({ '/dashboard/settings': SettingsPage }, '/dashboard/settings', {
    layout: ClientLayout,
    signedInAs: client,
  });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  if (tab) await user.click(screen.getByRole('tab', { name: tab }));
  const panel = within(screen.getByRole('tabpanel'));
  return { api, user, panel, ...rendered };
}

describe('settings: Profile', () => {
  it('is prefilled; Save Changes is enabled only while the form differs from the saved profile', async () => {
    const { user, panel } = await openSettings();

    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
    expect(panel.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Doe');
    const email = panel.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('jane@example.com');
    expect(email).toHaveAccessibleDescription(
      "This is the email where we'll send content updates and account notifications.",
    );
    const save = panel.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    await user.type(panel.getByRole('textbox', { name: 'First Name' }), 't');
    expect(save).toBeEnabled();
    await user.type(panel.getByRole('textbox', { name: 'First Name' }), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('saves the profile, sets the cached user and is unchanged again', async () => {
    const updated = { ...client, firstName: 'Janet' };
    const { api, user, panel, store } = await openSettings({
      'PATCH /api/client/profile': { body: { user: updated } },
    });

    await user.clear(panel.getByRole('textbox', { name: 'First Name' }));
    await user.type(panel.getByRole('textbox', { name: 'First Name' }), 'Janet');
    // Names need no password.
    expect(panel.queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Profile updated');
    expect(toast).toHaveTextContent('Your profile has been updated successfully.');
    expect(api.bodiesOf('PATCH /api/client/profile')).toEqual([
      { firstName: 'Janet', lastName: 'Doe', reviewDigest: false },
    ]);
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toEqual(updated);
    expect(panel.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    // The account menu shows the new name.
    await user.click(screen.getByRole('button', { name: /account menu/ }));
    expect(screen.getByRole('menu')).toHaveTextContent('Janet Doe');
  });

  it('chooses a time zone: the browser’s offered, or one found by typing part of its name', async () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { api, user, panel } = await openSettings({
      'PATCH /api/client/profile': { body: { user: { ...client, timeZone: 'Europe/Paris' } } },
    });
    const field = panel.getByRole('combobox', { name: 'Time zone' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      'The posts you approve go out at times in this zone, where your audience reads them.',
    );
    await user.click(
      panel.getByRole('button', { name: `Use ${here.replaceAll('_', ' ').replaceAll('/', ' / ')}` }),
    );
    expect(field).toHaveValue(here.replaceAll('_', ' ').replaceAll('/', ' / '));

    await user.clear(field);
    await user.type(field, 'paris');
    await user.click(await screen.findByRole('option', { name: 'Europe / Paris' }));
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('status');
    expect(api.bodiesOf('PATCH /api/client/profile')).toEqual([
      { firstName: 'Jane', lastName: 'Doe', reviewDigest: false, timeZone: 'Europe/Paris' },
    ]);
  });

  it('saves the weekly review digest choice and shows it as saved', async () => {
    const updated = { ...client, reviewDigest: true };
    const { api, user, panel, store } = await openSettings({
      'PATCH /api/client/profile': { body: { user: updated } },
    });
    const digest = panel.getByRole('switch', {
      name: 'Send me one weekly digest of posts waiting for my review instead of an email for each post',
    });
    expect(digest).not.toBeChecked();

    await user.click(digest);
    expect(digest).toBeChecked();
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(api.bodiesOf('PATCH /api/client/profile')).toEqual([
      { firstName: 'Jane', lastName: 'Doe', reviewDigest: true },
    ]);
    expect(store.getState().api.queries['getProfile(undefined)']?.data).toEqual(updated);
    // Saved: the switch stays on and the form is unchanged again.
    expect(digest).toBeChecked();
    expect(panel.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('changes the email only through a mailed link: asks the current password and says the link was sent', async () => {
    const sent = 'We sent a confirmation link to janet@example.com. Your email changes once you open it.';
    const { api, user, panel } = await openSettings({
      'POST /api/client/profile/email-change': { body: { message: sent } },
    });
    const email = panel.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.click(email);
    await user.paste('janet@example.com');
    const password = panel.getByLabelText(/Current Password/);
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));
    expect(password).toHaveAccessibleDescription('Current password is required');
    expect(api.bodiesOf('POST /api/client/profile/email-change')).toEqual([]);

    await user.click(password);
    await user.paste('my-password');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Confirmation link sent');
    expect(toast).toHaveTextContent(sent);
    expect(api.bodiesOf('POST /api/client/profile/email-change')).toEqual([
      { email: 'janet@example.com', currentPassword: 'my-password' },
    ]);
    // Nothing else was saved, and the email stays the saved one until the link is opened.
    expect(api.bodiesOf('PATCH /api/client/profile')).toEqual([]);
    expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
    expect(panel.queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    expect(within(panel.getByRole('alert')).getByText(sent)).toBeInTheDocument();
  });

  it('shows a wrong current password on its field, keeping what was typed', async () => {
    const { user, panel } = await openSettings({
      'POST /api/client/profile/email-change': failure(400, 'Your current password is incorrect'),
    });
    const email = panel.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.click(email);
    await user.paste('janet@example.com');
    await user.click(panel.getByLabelText(/Current Password/));
    await user.paste('not-it');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(panel.getByLabelText(/Current Password/)).toHaveAccessibleDescription(
        'Your current password is incorrect',
      ),
    );
    expect(panel.getByRole('textbox', { name: 'Email' })).toHaveValue('janet@example.com');
    expect(panel.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('shows the rules on the fields, and the server message when saving fails, keeping input', async () => {
    const { api, user, panel } = await openSettings({
      'PATCH /api/client/profile': failure(400, 'First name must be one line, without control characters'),
    });

    await user.clear(panel.getByRole('textbox', { name: 'First Name' }));
    await user.clear(panel.getByRole('textbox', { name: 'Last Name' }));
    await user.clear(panel.getByRole('textbox', { name: 'Email' }));
    await user.type(panel.getByRole('textbox', { name: 'Email' }), 'taken@');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(panel.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(panel.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(api.bodiesOf('PATCH /api/client/profile')).toEqual([]);

    await user.type(panel.getByRole('textbox', { name: 'First Name' }), 'Jane');
    await user.type(panel.getByRole('textbox', { name: 'Last Name' }), 'Doe');
    await user.clear(panel.getByRole('textbox', { name: 'Email' }));
    await user.type(panel.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.type(panel.getByRole('textbox', { name: 'First Name' }), 't');
    await user.click(panel.getByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('First name must be one line, without control characters');
    expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue('Janet');
    expect(panel.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('settings: Security', () => {
  it('updates the password without sending the confirmation, then empties the form', async () => {
    const { api, user, panel } = await openSettings(
      { 'POST /api/client/change-password': { body: { message: 'Password changed' } } },
      'Security',
    );
    const update = panel.getByRole('button', { name: 'Update Password' });
    expect(update).toBeDisabled();
    expect(panel.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );

    await user.type(panel.getByLabelText('Current Password'), 'old-secret');
    await user.type(panel.getByLabelText('New Password'), 'new-secret');
    await user.type(panel.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(update);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Password changed');
    expect(toast).toHaveTextContent('Your password has been updated successfully.');
    expect(api.bodiesOf('POST /api/client/change-password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
    expect(panel.getByLabelText('Current Password')).toHaveValue('');
    expect(panel.getByLabelText('New Password')).toHaveValue('');
    expect(panel.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(update).toBeDisabled();
  });

  it('checks the fields before sending', async () => {
    const { api, user, panel } = await openSettings({}, 'Security');

    await user.type(panel.getByLabelText('New Password'), 'short');
    await user.click(panel.getByRole('button', { name: 'Update Password' }));

    expect(panel.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(panel.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(panel.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(panel.getByLabelText('New Password'), '-now-long');
    await user.type(panel.getByLabelText('Confirm New Password'), 'short-now-lon');
    expect(panel.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    // Typing the rest of the new password into the confirmation clears the mismatch.
    await user.type(panel.getByLabelText('Confirm New Password'), 'g');
    expect(panel.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'false');
    expect(api.bodiesOf('POST /api/client/change-password')).toEqual([]);
  });

  it('shows the server message when the current password is wrong, keeping the input', async () => {
    const { user, panel } = await openSettings(
      { 'POST /api/client/change-password': failure(400, 'Your current password is incorrect') },
      'Security',
    );

    await user.type(panel.getByLabelText('Current Password'), 'not-it');
    await user.type(panel.getByLabelText('New Password'), 'new-secret');
    await user.type(panel.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(panel.getByRole('button', { name: 'Update Password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password change failed');
    expect(alert).toHaveTextContent('Your current password is incorrect');
    expect(panel.getByLabelText('Current Password')).toHaveValue('not-it');
    expect(panel.getByLabelText('New Password')).toHaveValue('new-secret');
  });

  it('sends a reset link to the signed-in email from the Reset Password dialog', async () => {
    const { api, user, panel } = await openSettings(
      { 'POST /api/client/forgot-password': { body: { message: 'Sent' } } },
      'Security',
    );

    await user.click(panel.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog).toHaveTextContent(
      "If you've forgotten your password, we can send a password reset link to your email address.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/client/forgot-password')).toEqual([{ email: 'jane@example.com' }]);
    expect(api.bodiesOf('POST /api/client/change-password')).toEqual([]);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Password reset email sent');
    expect(toast).toHaveTextContent(
      'If the email exists in our system, you will receive instructions to reset your password.',
    );
  });

  it('closes the Reset Password dialog with the server message when the request fails', async () => {
    const { user, panel } = await openSettings(
      { 'POST /api/client/forgot-password': failure(503, 'Mail is unavailable') },
      'Security',
    );

    await user.click(panel.getByRole('button', { name: 'Forgot Password?' }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request failed');
    expect(alert).toHaveTextContent('Mail is unavailable');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the Reset Password dialog on Cancel without a call', async () => {
    const { api, user, panel } = await openSettings({}, 'Security');

    await user.click(panel.getByRole('button', { name: 'Forgot Password?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/client/forgot-password')).toEqual([]);
  });
});
