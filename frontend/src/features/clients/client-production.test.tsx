import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ClientDetailDto, UpdateClientProductionDto } from '../../api';
import { failure, mockApi, type Handlers, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, team, TEAM, teamReply, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { ClientDetailsPage } from './client-details-page';
import { clientDetail, post, paymentsReply } from '../../test/clients-data';

const CLIENT = 'GET /api/admin/clients/42';
const PRODUCTION = 'PATCH /api/admin/clients/42/production';
const POSTS = 'GET /api/admin/content';
const HISTORY = 'GET /api/admin/clients/42/subscription-events';

const wendy = { id: 9, name: 'Wendy Writer', active: true };

function stubClient(client: ClientDetailDto = clientDetail({ assignedTo: wendy }), more: Handlers = {}) {
  let current = client;
  return mockApi({
    [CLIENT]: () => ({ body: current }),
    [POSTS]: { body: listPage([post()]) },
    [HISTORY]: { body: [] },
    ...paymentsReply,
    'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
    ...teamReply,
    // As the server does: the member's reference for their id, the review as sent.
    [PRODUCTION]: (body) => {
      const { assignedToId, reviewRequired } = body as UpdateClientProductionDto;
      const member = team.find((candidate) => candidate.id === assignedToId);
      current = {
        ...current,
        ...(assignedToId !== undefined && {
          assignedTo: member ? { id: member.id, name: member.name, active: member.active } : null,
        }),
        ...(reviewRequired !== undefined && { reviewRequired }),
      };
      return { body: current };
    },
    ...more,
  });
}

async function openClient(member = admin) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(
    { '/admin/clients/:id': ClientDetailsPage },
    '/admin/clients/42',
    signedInTeam(member),
  );
  await screen.findByRole('region', { name: 'Profile' });
  return { user, ...rendered };
}

const production = () => within(screen.getByRole('region', { name: 'Production' }));
const writerSelect = () => production().getByRole('combobox', { name: 'Writer' });
const reviewSwitch = () => production().getByRole('switch', { name: 'Review before delivery' });

describe('/admin/clients/{id}: production', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the client's writer and review, offering the active team members and Unassigned", async () => {
    stubClient();
    const { user } = await openClient();

    expect(writerSelect()).toHaveTextContent('Wendy Writer');
    expect(reviewSwitch()).not.toBeChecked();
    expect(reviewSwitch()).toHaveAccessibleDescription(
      "A writer's posts for this client wait for an admin's approval before they can be delivered.",
    );
    // Nothing changed yet: nothing to save.
    expect(production().getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(writerSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Active members only: the deactivated Sam Gone cannot be given work.
    expect(options.map((option) => option.textContent)).toEqual([
      'Unassigned',
      'admin',
      'Wendy Writer',
      'Walt Whitman',
    ]);
  });

  it('saves only what changed, with a toast, and shows what the server says then', async () => {
    const api = stubClient();
    const { user } = await openClient();

    await user.click(writerSelect());
    await user.click(await screen.findByRole('option', { name: 'Walt Whitman' }));
    await user.click(production().getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.bodiesOf(PRODUCTION)).toEqual([{ assignedToId: 10 }]));
    expect(await screen.findByRole('status')).toHaveTextContent('Production saved');
    await waitFor(() => expect(writerSelect()).toHaveTextContent('Walt Whitman'));
    expect(production().getByRole('button', { name: 'Save' })).toBeDisabled();

    // The review alone, the next time; unassigning sends null.
    await user.click(reviewSwitch());
    await user.click(writerSelect());
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await user.click(production().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(PRODUCTION)[1]).toEqual({ assignedToId: null, reviewRequired: true }),
    );
  });

  it("keeps the choice and shows the server's refusal when saving fails", async () => {
    stubClient(undefined, {
      [PRODUCTION]: failure(409, 'Sam Gone is deactivated: choose an active team member'),
    });
    const { user } = await openClient();

    await user.click(reviewSwitch());
    await user.click(production().getByRole('button', { name: 'Save' }));

    const alert = await production().findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save');
    expect(alert).toHaveTextContent('Sam Gone is deactivated: choose an active team member');
    expect(reviewSwitch()).toBeChecked();
    expect(production().getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a deactivated writer as such, asking for an active one', async () => {
    stubClient(
      clientDetail({ assignedTo: { id: 11, name: 'Sam Gone', active: false }, reviewRequired: true }),
    );
    await openClient();

    expect(writerSelect()).toHaveTextContent('Sam Gone (deactivated)');
    expect(
      production().getByText('Sam Gone is deactivated: choose an active team member'),
    ).toBeInTheDocument();
    expect(reviewSwitch()).toBeChecked();
  });

  it('says when the team cannot be loaded', async () => {
    stubClient(undefined, { [TEAM]: failure(500, 'Database unavailable') });
    await openClient();

    expect(
      await production().findByText('Failed to load the team: Database unavailable'),
    ).toBeInTheDocument();
  });
});

describe('/admin/clients/{id} as a writer', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the profile, the voice brief and the posts, with none of the admins’ actions or prices', async () => {
    const api = stubClient(clientDetail({ assignedTo: wendy, lastLogin: null, subscriptions: [] }));
    await openClient(writer);

    expect(screen.getByRole('region', { name: 'Voice Brief' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/admin/content/new?clientId=42',
    );

    for (const region of ['Production', 'Subscriptions', 'Subscription history']) {
      expect(screen.queryByRole('region', { name: region })).not.toBeInTheDocument();
    }
    for (const action of ['Edit profile', 'Erase personal data', 'Resend invitation']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'View lead' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    // Nothing a writer would be refused.
    expect(api.calls.map((call) => call.key).sort()).toEqual([
      CLIENT,
      'GET /api/admin/clients/42/performance/posts',
      POSTS,
    ]);
  });

  it('says an admin adds a subscription when there is none to write for', async () => {
    stubClient(clientDetail({ assignedTo: wendy, subscriptions: [], writableSubscriptions: [] }));
    await openClient(writer);

    const newPost = await screen.findByRole('button', { name: 'New post' });
    expect(newPost).toBeDisabled();
    expect(newPost).toHaveAccessibleDescription(
      'An admin adds a subscription first: each post belongs to one.',
    );
  });
});
