import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoticePreferencesDto, UpdateNoticePreferencesDto, UserDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { defaultNotices } from '../../test/msw-server';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam } from '../../test/team-session';
import { admin, writer } from '../../test/users';
import { AccountPage } from './account-page';

const NOTICES = 'GET /api/admin/account/notices';
const UPDATE = 'PUT /api/admin/account/notices';

/** What a writer gets: the notices about their clients and their work. */
const writersNotices: NoticePreferencesDto = {
  items: defaultNotices.items.filter((item) =>
    ['revision_requested', 'review_returned', 'client_assigned', 'subscription_canceled'].includes(item.kind),
  ),
};

/** Your account's Notices card, signed in as `member`. */
async function openNotices(handlers: Handlers = {}, member: UserDto = admin) {
  // Your account's other cards load the member's account beside the notices.
  const account = { ...member, role: member.role, emailConfirmed: Boolean(member.email), pendingEmail: null };
  const api = mockApi({ 'GET /api/admin/account': { body: account }, ...handlers });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/account': AccountPage }, '/admin/account', signedInTeam(member));
  const card = within(await screen.findByRole('region', { name: 'Notices' }));
  return { api, user, card };
}

describe('the Notices card on /admin/account', () => {
  it('lists each kind an admin gets with its three choices; cancellations and failed payments have no Off, and say why', async () => {
    const { card } = await openNotices();

    const groups = await card.findAllByRole('radiogroup');
    expect(card.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'New leads',
      'Self-registrations',
      'Revision requests',
      'Posts sent for review',
      'Posts sent back to you',
      'Clients assigned to you',
      'Cancellations',
      'Failed payments',
      'Subscriptions ending',
      'Payments we cannot match',
    ]);
    expect(groups).toHaveLength(10);
    const newLeads = within(card.getByRole('group', { name: 'New leads' }));
    expect(newLeads.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'now',
      'digest',
      'off',
    ]);
    expect(newLeads.getByRole('radio', { name: 'At once' })).toBeChecked();

    for (const locked of ['Cancellations', 'Failed payments']) {
      const group = within(card.getByRole('group', { name: locked }));
      expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'now',
        'digest',
      ]);
      expect(group.queryByRole('radio', { name: 'Off' })).not.toBeInTheDocument();
      expect(group.getByRole('radiogroup')).toHaveAccessibleDescription(
        'Always reaches you, at once or in the digest: the team must act on it.',
      );
    }
  });

  it('shows a writer only the notices they get', async () => {
    const { card } = await openNotices({ [NOTICES]: { body: writersNotices } }, writer);
    await card.findAllByRole('radiogroup');
    expect(card.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Revision requests',
      'Posts sent back to you',
      'Clients assigned to you',
      'Cancellations',
    ]);
  });

  it('saves a choice as it is made, and shows it saved', async () => {
    let current = defaultNotices;
    const { api, user, card } = await openNotices({
      [NOTICES]: () => ({ body: current }),
      [UPDATE]: (body) => {
        const [choice] = (body as UpdateNoticePreferencesDto).choices;
        current = {
          items: current.items.map((item) =>
            item.kind === choice!.kind ? { ...item, delivery: choice!.delivery } : item,
          ),
        };
        return { body: current };
      },
    });
    const newLeads = within(await card.findByRole('group', { name: 'New leads' }));

    await user.click(newLeads.getByRole('radio', { name: 'Morning digest' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Notices saved');
    expect(toast).toHaveTextContent('New leads: in your morning digest.');
    expect(api.bodiesOf(UPDATE)).toEqual([
      { choices: [{ kind: 'new_lead', delivery: 'digest' }] } satisfies UpdateNoticePreferencesDto,
    ]);
    await waitFor(() => expect(newLeads.getByRole('radio', { name: 'Morning digest' })).toBeChecked());
  });

  it('says why a choice was refused, and keeps the one stored', async () => {
    const { user, card } = await openNotices({
      [UPDATE]: failure(400, 'choices.0.kind: new_lead is not a notice you get'),
    });
    const newLeads = within(await card.findByRole('group', { name: 'New leads' }));

    await user.click(newLeads.getByRole('radio', { name: 'Off' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saving failed');
    expect(alert).toHaveTextContent('choices.0.kind: new_lead is not a notice you get');
    expect(newLeads.getByRole('radio', { name: 'At once' })).toBeChecked();
  });

  it('says when the notices could not be loaded, and tries again', async () => {
    let answer = failure(500, 'The server could not answer');
    const { user, card } = await openNotices({ [NOTICES]: () => answer });

    expect(await card.findByText('Your notices could not be loaded')).toBeInTheDocument();
    answer = { body: defaultNotices };
    await user.click(card.getByRole('button', { name: 'Try Again' }));

    expect(await card.findByRole('group', { name: 'New leads' })).toBeInTheDocument();
  });
});
