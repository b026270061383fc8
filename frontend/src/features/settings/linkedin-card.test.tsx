import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkedInStatusDto } from '../../api';
import { ClientLayout } from '../../test/pages';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { SettingsPage } from './settings-page';

const connected: LinkedInStatusDto = {
  available: true,
  connection: {
    name: 'Dana Whitfield',
    pictureUrl: null,
    expiresAt: '2027-02-04T10:00:00.000Z',
    connectedAt: '2026-12-06T10:00:00.000Z',
    teamMayPublish: false,
    reviewersMayPublish: false,
  },
};

async function openSettings(handlers: Handlers, path = '/dashboard/settings') {
  const api = mockApi({ 'GET /api/client/reviewers': { body: [] }, ...handlers });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/dashboard/settings': SettingsPage }, path, { layout: ClientLayout, signedInAs: client });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return { api, user };
}

const card = () => within(screen.getByRole('region', { name: 'LinkedIn' }));

describe('settings: LinkedIn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nothing of LinkedIn until the server is set up for it', async () => {
    await openSettings({ 'GET /api/client/linkedin': { body: { available: false, connection: null } } });
    await screen.findByRole('region', { name: 'Reviewers' });
    expect(screen.queryByRole('region', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });

  it('sends the client to LinkedIn’s own page to connect', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = await openSettings({
      'GET /api/client/linkedin': { body: { available: true, connection: null } },
      'POST /api/client/linkedin/connect': {
        body: { authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization?state=s' },
      },
    });
    await user.click(await card().findByRole('button', { name: 'Connect LinkedIn' }));
    expect(assign).toHaveBeenCalledWith('https://www.linkedin.com/oauth/v2/authorization?state=s');
  });

  it('shows whose profile is connected and until when, and disconnects after asking', async () => {
    const { api, user } = await openSettings({
      'GET /api/client/linkedin': { body: connected },
      'DELETE /api/client/linkedin': { status: 204 },
    });
    expect(await card().findByText('Dana Whitfield')).toBeInTheDocument();
    expect(card().getByText(/Connected until Feb 4, 2027/)).toBeInTheDocument();
    await user.click(card().getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect LinkedIn' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('LinkedIn disconnected')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'DELETE /api/client/linkedin')).toHaveLength(1);
  });

  it.each([
    ['connected', 'LinkedIn connected.'],
    ['cancelled', 'Connecting LinkedIn was cancelled: nothing changed.'],
    ['other-profile', 'That is another LinkedIn profile: disconnect the one connected first.'],
  ])('says how the return from LinkedIn went (%s), until dismissed', async (outcome, text) => {
    const { user } = await openSettings(
      { 'GET /api/client/linkedin': { body: connected } },
      `/dashboard/settings?linkedin=${outcome}`,
    );
    expect(await card().findByText(text)).toBeInTheDocument();
    await user.click(card().getByRole('button', { name: 'Close' }));
    expect(card().queryByText(text)).not.toBeInTheDocument();
  });

  it('says when the connection cannot be loaded', async () => {
    await openSettings({ 'GET /api/client/linkedin': failure(500, 'Something went wrong') });
    expect(await card().findByText('Could not load your LinkedIn connection')).toBeInTheDocument();
  });

  it('lets the team and the reviewers publish, each switch saved as it is turned', async () => {
    const { api, user } = await openSettings({
      'GET /api/client/linkedin': { body: connected },
      'PUT /api/client/linkedin/permissions': {
        body: { ...connected, connection: { ...connected.connection!, teamMayPublish: true } },
      },
    });
    const team = await card().findByRole('switch', { name: /The Ghostline team may approve my posts/ });
    expect(team).not.toBeChecked();
    await user.click(team);
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/client/linkedin/permissions')).toEqual([
        { teamMayPublish: true, reviewersMayPublish: false },
      ]),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // By keyboard: Space turns the reviewers' switch.
    card().getByRole('switch', { name: 'My reviewers may approve posts for LinkedIn' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.bodiesOf('PUT /api/client/linkedin/permissions')).toHaveLength(2));
    expect(api.bodiesOf('PUT /api/client/linkedin/permissions')[1]).toEqual({
      teamMayPublish: false,
      reviewersMayPublish: true,
    });
  });

  it('offers to connect again once the connection ends within the week, or has ended', async () => {
    const ended = {
      ...connected,
      connection: { ...connected.connection!, expiresAt: '2026-01-01T10:00:00.000Z' },
    };
    await openSettings({ 'GET /api/client/linkedin': { body: ended } });
    expect(await card().findByText(/The connection ended on Jan 1, 2026: connect again/)).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
  });

  it('shows no “Connect again” while the connection has weeks left', async () => {
    await openSettings({
      'GET /api/client/linkedin': {
        body: {
          ...connected,
          connection: { ...connected.connection!, expiresAt: '2099-01-01T10:00:00.000Z' },
        },
      },
    });
    expect(await card().findByText('Dana Whitfield')).toBeInTheDocument();
    expect(card().queryByRole('button', { name: 'Connect again' })).not.toBeInTheDocument();
  });
});
