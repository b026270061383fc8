import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamMemberDto } from '../../api';
import { failure, mockApi } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { TeamPage } from './team-page';

const base: TeamMemberDto = {
  id: 2,
  username: 'boss',
  name: 'Bea Boss',
  firstName: 'Bea',
  lastName: 'Boss',
  email: 'bea@example.com',
  emailConfirmed: true,
  role: 'admin',
  active: true,
  deactivatedAt: null,
  invitationPending: false,
  lastLogin: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-01-02T10:00:00.000Z',
  clientsAssigned: 0,
  isYou: true,
};
const you = base;
const wendy: TeamMemberDto = {
  ...base,
  id: 3,
  username: 'wendy.writer',
  name: 'Wendy Writer',
  email: 'wendy@example.com',
  role: 'writer',
  clientsAssigned: 4,
  isYou: false,
};
const ivan: TeamMemberDto = {
  ...wendy,
  id: 4,
  username: 'ivan.invited',
  name: 'Ivan Invited',
  email: 'ivan@example.com',
  invitationPending: true,
  lastLogin: null,
  clientsAssigned: 0,
};
const dora: TeamMemberDto = {
  ...wendy,
  id: 5,
  username: 'dora.gone',
  name: 'Dora Gone',
  email: 'dora@example.com',
  active: false,
  deactivatedAt: '2026-11-21T10:00:00.000Z',
  clientsAssigned: 0,
};

/** Wendy with her own first and last name, as the Edit dialog starts from them. */
const named: TeamMemberDto = { ...wendy, firstName: 'Wendy', lastName: 'Writer' };

const openTeam = () => {
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/team': TeamPage }, '/admin/team');
  return user;
};

/** A member's row, once the list has loaded (the table shows while it loads). */
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

describe('/admin/team', () => {
  it('lists the members with their role, status, last sign-in and clients', async () => {
    mockApi({ 'GET /api/admin/team': { body: [you, wendy, ivan, dora] } });
    openTeam();

    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Role', 'Status', 'Last sign-in', 'Clients assigned', 'Actions']);
    const wendyRow = within(await rowOf('Wendy Writer'));
    expect(wendyRow.getByText('wendy.writer · wendy@example.com')).toBeInTheDocument();
    expect(wendyRow.getByRole('combobox', { name: 'Role of Wendy Writer' })).toHaveValue('writer');
    expect(wendyRow.getByText('Active')).toBeInTheDocument();
    expect(wendyRow.getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(wendyRow.getByText('4')).toBeInTheDocument();
    expect(wendyRow.getByRole('button', { name: 'Deactivate Wendy Writer' })).toBeInTheDocument();
    expect(wendyRow.queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();

    const ivanRow = within(await rowOf('Ivan Invited'));
    expect(ivanRow.getByText('Invited')).toBeInTheDocument();
    expect(ivanRow.getByText('Never')).toBeInTheDocument();
    expect(ivanRow.getByRole('button', { name: 'Resend invitation to Ivan Invited' })).toBeInTheDocument();

    const doraRow = within(await rowOf('Dora Gone'));
    expect(doraRow.getByText('Deactivated')).toBeInTheDocument();
    expect(doraRow.getByRole('button', { name: 'Reactivate Dora Gone' })).toBeInTheDocument();

    // Yourself: no role to change, nothing to do.
    const yourRow = within(await rowOf('Bea Boss'));
    expect(yourRow.getByText('You')).toBeInTheDocument();
    expect(yourRow.queryByRole('combobox')).not.toBeInTheDocument();
    expect(yourRow.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each member as a card on a phone', async () => {
    stubScreenWidth(360);
    mockApi({ 'GET /api/admin/team': { body: [you, wendy] } });
    openTeam();

    const list = await screen.findByRole('list', { name: 'Team members' });
    const card = within(within(list).getByRole('article', { name: 'Wendy Writer' }));
    expect(card.getByRole('combobox', { name: 'Role of Wendy Writer' })).toBeInTheDocument();
    expect(card.getByText('Clients assigned: 4')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Deactivate Wendy Writer' })).toBeInTheDocument();
  });

  it('shows a failed load with a retry, and an empty team', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/team': () => (fail ? failure(500, 'Internal server error') : { body: [] }),
    });
    const user = openTeam();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the team');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
  });

  it('invites a member and says where the invitation went', async () => {
    const api = mockApi({
      'GET /api/admin/team': { body: [you] },
      'POST /api/admin/team': {
        status: 201,
        body: { ...ivan, name: 'Ada Lovelace', username: 'ada.lovelace' },
      },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ada');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Lovelace');
    await user.type(within(dialog).getByLabelText(/Email/), 'ivan@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to ivan@example.com');
    expect(api.bodiesOf('POST /api/admin/team')).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ivan@example.com', role: 'admin' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal on the field it names, keeping what was typed", async () => {
    mockApi({
      'GET /api/admin/team': { body: [you] },
      'POST /api/admin/team': failure(409, 'The email wendy@example.com already belongs to another account'),
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByLabelText(/First Name/), 'Wendy');
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Again');
    await user.type(within(dialog).getByLabelText(/Email/), 'wendy@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    const email = within(dialog).getByLabelText(/Email/);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'The email wendy@example.com already belongs to another account',
      ),
    );
    expect(email).toHaveFocus();
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Wendy');
  });

  it("edits a member's names and email, and says a link goes to the new address", async () => {
    const api = mockApi({
      'GET /api/admin/team': { body: [you, named] },
      'PATCH /api/admin/team/3/profile': {
        body: {
          ...wendy,
          name: 'Wendy Wright',
          lastName: 'Wright',
          email: 'wendy@new.example',
          emailConfirmed: false,
        },
      },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Edit Wendy Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wendy Writer' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('wendy@example.com');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Last Name'));
    await user.type(within(dialog).getByLabelText('Last Name'), 'Wright');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'Wendy@New.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Wendy Wright is saved');
    expect(toast).toHaveTextContent('A link to confirm wendy@new.example is mailed there');
    expect(api.bodiesOf('PATCH /api/admin/team/3/profile')).toEqual([
      { firstName: 'Wendy', lastName: 'Wright', email: 'wendy@new.example' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends only the names when the email is unchanged, and shows an email taken on its field', async () => {
    const api = mockApi({
      'GET /api/admin/team': { body: [you, named] },
      'PATCH /api/admin/team/3/profile': (body) =>
        (body as { email?: string }).email
          ? failure(409, 'The email bea@example.com already belongs to another account')
          : { body: { ...named, firstName: 'Wenda', name: 'Wenda Writer' } },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Edit Wendy Writer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Wendy Writer' });
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'The email bea@example.com already belongs to another account',
      ),
    );
    // The dialog stays open with what was typed.
    expect(within(dialog).getByLabelText('Email')).toHaveValue('bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Edit Wendy Writer' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Wendy Writer' });
    await user.clear(within(dialog).getByLabelText('First Name'));
    await user.type(within(dialog).getByLabelText('First Name'), 'Wenda');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wenda Writer is saved');
    expect(api.bodiesOf('PATCH /api/admin/team/3/profile').at(-1)).toEqual({
      firstName: 'Wenda',
      lastName: 'Writer',
    });
  });

  it('marks an email not confirmed, and sends the admin to Your account for their own row', async () => {
    mockApi({ 'GET /api/admin/team': { body: [you, { ...wendy, emailConfirmed: false }] } });
    openTeam();

    const wendyRow = within(await rowOf('Wendy Writer'));
    expect(wendyRow.getByText('Email not confirmed')).toBeInTheDocument();
    const yourRow = within(await rowOf('Bea Boss'));
    expect(yourRow.queryByText('Email not confirmed')).not.toBeInTheDocument();
    expect(yourRow.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(yourRow.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/admin/account');
  });

  it("changes a member's role", async () => {
    const api = mockApi({
      'GET /api/admin/team': { body: [you, wendy] },
      'PATCH /api/admin/team/3': { body: { ...wendy, role: 'admin' } },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Wendy Writer' }), 'admin');

    expect(await screen.findByRole('status')).toHaveTextContent('Wendy Writer is now an admin.');
    expect(api.bodiesOf('PATCH /api/admin/team/3')).toEqual([{ role: 'admin' }]);
  });

  it('deactivates a member after saying what follows, leaving their work unassigned', async () => {
    const api = mockApi({
      'GET /api/admin/team': { body: [you, wendy] },
      'POST /api/admin/team/3/deactivation': { body: { ...wendy, active: false, clientsAssigned: 0 } },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Deactivate Wendy Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Wendy Writer?' });
    expect(dialog).toHaveTextContent('Wendy Writer is signed out at once and can no longer sign in.');
    expect(dialog).toHaveTextContent(
      'Their 4 clients and any leads of theirs become unassigned, for you to give to someone later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'They are signed out and their clients and leads are unassigned.',
    );
    expect(api.bodiesOf('POST /api/admin/team/3/deactivation')).toEqual([{ assignedToId: null }]);
  });

  it('hands a deactivated member’s work to an active member, never to them or to a deactivated one', async () => {
    const walt: TeamMemberDto = {
      ...wendy,
      id: 6,
      username: 'walt',
      name: 'Walt Wright',
      clientsAssigned: 1,
    };
    const api = mockApi({
      'GET /api/admin/team': { body: [you, wendy, walt, dora] },
      'POST /api/admin/team/3/deactivation': { body: { ...wendy, active: false, clientsAssigned: 0 } },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Deactivate Wendy Writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Wendy Writer?' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Hand their work to' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Unassigned', 'Bea Boss', 'Walt Wright']);
    await user.click(screen.getByRole('option', { name: 'Walt Wright' }));
    expect(dialog).toHaveTextContent(
      'Their 4 clients and any leads of theirs go to Walt Wright, who is told of it as they chose in their notices.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'They are signed out, and their clients and leads are with Walt Wright now.',
    );
    expect(api.bodiesOf('POST /api/admin/team/3/deactivation')).toEqual([{ assignedToId: 6 }]);
  });

  it('cancels a deactivation without calling anything', async () => {
    const api = mockApi({ 'GET /api/admin/team': { body: [you, wendy] } });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Deactivate Wendy Writer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.key)).toEqual(['GET /api/admin/team']);
  });

  it('reactivates a member and resends an invitation', async () => {
    mockApi({
      'GET /api/admin/team': { body: [you, ivan, dora] },
      'POST /api/admin/team/5/reactivation': { body: { ...dora, active: true, deactivatedAt: null } },
      'POST /api/admin/team/4/invitation': { status: 204 },
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Reactivate Dora Gone' }));
    expect(await screen.findByText('Dora Gone is active again')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Resend invitation to Ivan Invited' }));
    expect(await screen.findByText('Invitation sent to ivan@example.com')).toBeInTheDocument();
  });

  it('shows why a resend was refused', async () => {
    mockApi({
      'GET /api/admin/team': { body: [you, ivan] },
      'POST /api/admin/team/4/invitation': failure(409, 'They are deactivated: reactivate them first'),
    });
    const user = openTeam();
    await screen.findByRole('table', { name: 'Team members' });

    await user.click(await screen.findByRole('button', { name: 'Resend invitation to Ivan Invited' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send the invitation');
    expect(alert).toHaveTextContent('They are deactivated: reactivate them first');
  });
});
