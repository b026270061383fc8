import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewerDto } from '../../api';
import { ClientLayout } from '../../test/pages';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { client, reviewer } from '../../test/users';
import { SettingsPage } from './settings-page';

const rita: ReviewerDto = {
  id: 4,
  name: 'Rita Reviewer',
  firstName: 'Rita',
  lastName: 'Reviewer',
  email: 'rita@example.com',
  username: 'rita.reviewer',
  invitationPending: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

async function openSettings(handlers: Handlers, signedInAs = client) {
  // LinkedIn is not set up here: its card shows nothing (linkedin-card.test.tsx).
  const api = mockApi({
    'GET /api/client/linkedin': { body: { available: false, connection: null } },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/dashboard/settings': SettingsPage }, '/dashboard/settings', {
    layout: ClientLayout,
    signedInAs,
  });
  // A reviewer's page is their Account.
  await screen.findByRole('heading', {
    level: 1,
    name: signedInAs.role === 'reviewer' ? 'Account' : 'Settings',
  });
  return { api, user };
}

const card = () => within(screen.getByRole('region', { name: 'Reviewers' }));

describe('settings: Reviewers', () => {
  it('lists the reviewers, with an invitation not taken up yet', async () => {
    await openSettings({ 'GET /api/client/reviewers': { body: [rita] } });
    const list = await card().findByRole('list', { name: 'Your reviewers' });
    expect(list).toHaveTextContent('Rita Reviewer');
    expect(list).toHaveTextContent('rita@example.com');
    expect(list).toHaveTextContent('Invitation sent');
  });

  it('says when there is none', async () => {
    await openSettings({ 'GET /api/client/reviewers': { body: [] } });
    expect(await card().findByText(/No reviewers yet/)).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const { user } = await openSettings({
      'GET /api/client/reviewers': () => (fail ? failure(500, 'Something broke') : { body: [rita] }),
    });
    const alert = await card().findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your reviewers');
    expect(alert).toHaveTextContent('Something broke');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await card().findByText('Rita Reviewer')).toBeInTheDocument();
  });

  it('invites a reviewer: the names and email are sent, and the list is fetched again', async () => {
    let invited = false;
    const { api, user } = await openSettings({
      'GET /api/client/reviewers': () => ({ body: invited ? [rita] : [] }),
      'POST /api/client/reviewers': () => {
        invited = true;
        return { status: 201, body: rita };
      },
    });
    await user.click(await card().findByRole('button', { name: 'Invite reviewer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite reviewer' }));
    await user.type(dialog.getByRole('textbox', { name: 'First Name' }), ' Rita ');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Reviewer');
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'rita@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to rita@example.com');
    expect(api.bodiesOf('POST /api/client/reviewers')).toEqual([
      { firstName: 'Rita', lastName: 'Reviewer', email: 'rita@example.com' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card().findByText('Rita Reviewer')).toBeInTheDocument();
  });

  it('shows a refusal (too many invitations waiting) and keeps what was typed', async () => {
    const { user } = await openSettings({
      'GET /api/client/reviewers': { body: [] },
      'POST /api/client/reviewers': failure(
        409,
        'You have 5 invitations waiting: remove one before inviting someone else',
      ),
    });
    await user.click(await card().findByRole('button', { name: 'Invite reviewer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite reviewer' }));
    await user.type(dialog.getByRole('textbox', { name: 'First Name' }), 'Rita');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Reviewer');
    await user.type(dialog.getByRole('textbox', { name: 'Email' }), 'rita@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invitation failed');
    expect(alert).toHaveTextContent(
      'You have 5 invitations waiting: remove one before inviting someone else',
    );
    expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('rita@example.com');
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Rita');
  });

  it('removes a reviewer only once confirmed', async () => {
    let removed = false;
    const { api, user } = await openSettings({
      'GET /api/client/reviewers': () => ({ body: removed ? [] : [rita] }),
      'DELETE /api/client/reviewers/4': () => {
        removed = true;
        return { status: 204 };
      },
    });
    await user.click(await card().findByRole('button', { name: 'Remove Rita Reviewer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove reviewer' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.key === 'DELETE /api/client/reviewers/4')).toEqual([]);

    await user.click(
      within(await screen.findByRole('region', { name: 'Reviewers' })).getByRole('button', {
        name: 'Remove Rita Reviewer',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove reviewer' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Reviewer removed');
    expect(api.calls.filter((call) => call.key === 'DELETE /api/client/reviewers/4')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(await card().findByText(/No reviewers yet/)).toBeInTheDocument();
  });

  it('shows a reviewer their own password change only, as their Account: no profile, no reviewers', async () => {
    await openSettings({}, reviewer);
    expect(
      within(screen.getByRole('navigation', { name: 'Client area' })).getByRole('link', { current: 'page' }),
    ).toHaveTextContent('Account');
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reviewers' })).not.toBeInTheDocument();
  });
});
