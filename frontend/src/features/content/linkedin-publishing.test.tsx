import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostPublishingDto } from '../../api';
import { ContentDetailsPage } from './content-details-page';
import { failure, mockApi, listPage, type Handlers } from '../../test/mock-api';
import { publishingNotSetUp } from '../../test/msw-server';
import { content } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { client, reviewer } from '../../test/users';

const STATE = 'GET /api/client/content/7/linkedin';
const APPROVE = 'POST /api/client/content/7/linkedin';
const NOW = 'POST /api/client/content/7/linkedin/now';
const CANCEL = 'DELETE /api/client/content/7/linkedin';

/** Connected, nothing approved yet, the client in Paris. */
const open: PostPublishingDto = {
  ...publishingNotSetUp,
  timeZone: 'Europe/Paris',
  approvalBlock: null,
  connectionEndsAt: '2027-02-04T10:00:00.000Z',
};
const scheduled: PostPublishingDto = {
  ...open,
  state: 'scheduled',
  publishAt: '2027-01-12T07:30:00.000Z',
  approvedBy: 'Jane Doe',
};

async function openPost(handlers: Handlers, signedInAs = client) {
  const api = mockApi({
    'GET /api/client/content/7': { body: content({ scheduledFor: '2027-01-05T16:00:00.000Z' }) },
    'GET /api/client/content': { body: listPage([]) },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/dashboard/content/:id': ContentDetailsPage }, '/dashboard/content/7', { signedInAs });
  await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
  return { api, user };
}

const card = async () => within(await screen.findByRole('region', { name: 'Publish on LinkedIn' }));

/**
 * Content details → "Publish on LinkedIn" (docs/product.md, "Publishing on LinkedIn"): the times in the
 * client's zone with the reader's own beside them, approving (by the button or Enter), publishing now
 * after asking, taking it back, and each state and block in words.
 */
describe('Publish on LinkedIn', () => {
  // The reader's browser is in New York; the client's audience in Paris.
  beforeAll(() => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('shows nothing while LinkedIn is not set up', async () => {
    await openPost({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as Published' })).toBeVisible());
    expect(screen.queryByRole('region', { name: 'Publish on LinkedIn' })).not.toBeInTheDocument();
  });

  it('offers the post’s own time in the client’s zone, and approves it with Enter', async () => {
    const { api, user } = await openPost({
      [STATE]: { body: open },
      [APPROVE]: {
        body: { publishing: scheduled, fit: 'gap', note: '02:30 does not exist on …: it goes out at 03:30' },
      },
    });
    const region = await card();
    expect(region.getByText(/In Europe \/ Paris time/)).toBeVisible();
    // 16:00 UTC is 17:00 in Paris.
    expect(region.getByLabelText(/Day/)).toHaveValue('2027-01-05');
    const time = region.getByLabelText(/Time/);
    expect(time).toHaveValue('17:00');
    expect(region.getByRole('button', { name: 'Approve and publish at Tue, Jan 5, 5:00 PM' })).toBeVisible();
    await user.clear(time);
    await user.type(time, '08:30{Enter}');
    await waitFor(() => expect(api.bodiesOf(APPROVE)).toEqual([{ date: '2027-01-05', time: '08:30' }]));
    expect(await screen.findByText('02:30 does not exist on …: it goes out at 03:30')).toBeVisible();
  });

  it('sends this browser’s zone while the client has none', async () => {
    const { api, user } = await openPost({
      [STATE]: { body: { ...open, timeZone: null } },
      [APPROVE]: { body: { publishing: scheduled, fit: 'exact', note: null } },
    });
    const region = await card();
    expect(region.getByText(/In America \/ New York time, this browser’s/)).toBeVisible();
    await user.click(region.getByRole('button', { name: /^Approve and publish at/ }));
    await waitFor(() =>
      expect(api.bodiesOf(APPROVE)).toEqual([
        { date: '2027-01-05', time: '11:00', timeZone: 'America/New_York' },
      ]),
    );
  });

  it('shows a refused time on its field, the form as filled', async () => {
    const { user } = await openPost({
      [STATE]: { body: open },
      [APPROVE]: failure(400, 'time must be later than now'),
    });
    const region = await card();
    await user.click(region.getByRole('button', { name: /^Approve and publish at/ }));
    expect(await region.findByText('Time must be later than now.')).toBeVisible();
    expect(region.getByLabelText(/Time/)).toHaveValue('17:00');
    expect(region.getByLabelText(/Time/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a scheduled post’s time in Paris with the reader’s own, changes it, or takes it back', async () => {
    const { api, user } = await openPost({
      [STATE]: { body: scheduled },
      [CANCEL]: { body: open },
    });
    const region = await card();
    expect(region.getByRole('status')).toHaveTextContent(
      'Scheduled for LinkedIn by Jane Doe: Tue, Jan 12, 8:30 AM (Europe / Paris) · Tue, Jan 12, 2:30 AM your time',
    );
    expect(region.getByRole('button', { name: 'Change the time to Tue, Jan 12, 8:30 AM' })).toBeVisible();
    await user.click(region.getByRole('button', { name: 'Don’t publish on LinkedIn' }));
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain(CANCEL));
    expect(await screen.findByText('Not scheduled for LinkedIn')).toBeVisible();
  });

  it('publishes now only once asked, by keyboard too', async () => {
    const { api, user } = await openPost({
      [STATE]: { body: open },
      [NOW]: { body: { publishing: { ...open, state: 'publishing' }, fit: 'exact', note: null } },
    });
    const region = await card();
    region.getByRole('button', { name: 'Publish now' }).focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Publish on LinkedIn now' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.key)).not.toContain(NOW);
    region.getByRole('button', { name: 'Publish now' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain(NOW));
    expect(await screen.findByText('Publishing on LinkedIn')).toBeVisible();
  });

  it('says why a post did not go out, and offers it again', async () => {
    await openPost({
      [STATE]: {
        body: {
          ...open,
          state: 'not_published',
          reason: 'Your LinkedIn connection has ended: connect LinkedIn again in Settings.',
        },
      },
    });
    const region = await card();
    expect(region.getByRole('alert')).toHaveTextContent(
      'Not published. Your LinkedIn connection has ended: connect LinkedIn again in Settings.',
    );
    expect(region.getByRole('button', { name: 'Publish now' })).toBeVisible();
  });

  it('asks to check LinkedIn after a lost answer, and “It went out” opens Mark as Published', async () => {
    const { user } = await openPost({ [STATE]: { body: { ...open, state: 'check_linkedin' } } });
    const region = await card();
    expect(region.getByRole('alert')).toHaveTextContent(/^Check LinkedIn\. The post was sent/);
    await user.click(region.getByRole('button', { name: 'It went out' }));
    expect(await screen.findByRole('dialog', { name: /Mark as Published/i })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(region.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByRole('dialog', { name: 'Publish on LinkedIn now' })).toHaveTextContent(
      /if the post is there already, it would appear twice/,
    );
  });

  it('links a client without LinkedIn to Settings, and tells a reviewer without leave why not', async () => {
    await openPost({ [STATE]: { body: { ...open, approvalBlock: 'not-connected' } } });
    const region = await card();
    expect(region.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings?linkedin=connect',
    );
    expect(region.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('tells a reviewer without the client’s leave why they cannot approve', async () => {
    await openPost({ [STATE]: { body: { ...scheduled, approvalBlock: 'not-allowed' } } }, reviewer);
    const region = await card();
    expect(region.getByText(/they have not let reviewers approve posts for it/)).toBeVisible();
    expect(
      region.queryByRole('button', { name: /Publish now|Approve|Don’t publish/ }),
    ).not.toBeInTheDocument();
  });

  it('tells a reviewer the client lets approve that it is the client’s profile', async () => {
    await openPost({ [STATE]: { body: open } }, reviewer);
    const region = await card();
    expect(
      region.getByText(
        'Approve the post for a time, and it goes out on the client’s LinkedIn profile by itself.',
      ),
    ).toBeVisible();
    expect(region.getByRole('button', { name: /^Approve and publish at/ })).toBeVisible();
  });
});
