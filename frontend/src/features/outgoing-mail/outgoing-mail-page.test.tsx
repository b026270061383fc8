import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { OutgoingMailDto, OutgoingMailPageDto } from '../../api';
import { failure, mockApi, type Handler } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { OutgoingMailPage } from './outgoing-mail-page';

const LIST = 'GET /api/admin/outgoing-mails';
const RETRY = 'POST /api/admin/outgoing-mails/2/retry';

const mail = (fields: Partial<OutgoingMailDto> = {}): OutgoingMailDto => ({
  id: 1,
  kind: 'lead_confirmation',
  recipient: 'ada@example.com',
  subject: 'Your 3 free LinkedIn post ideas are on their way',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-21T09:00:00.000Z',
  sentAt: '2026-11-21T09:00:05.000Z',
  ...fields,
});

const failed = mail({
  id: 2,
  kind: 'invitation',
  recipient: 'grace@example.com',
  subject: 'Set your Ghostline password',
  status: 'failed',
  attempts: 5,
  lastError: '550 5.1.1 No such user',
  sentAt: null,
});
const retrying = mail({
  id: 3,
  kind: 'password_reset',
  recipient: 'alan@example.com',
  subject: 'Reset your Ghostline password',
  status: 'retrying',
  attempts: 2,
  lastError: '421 4.7.0 Try again later',
  sentAt: null,
});
const sent = mail();

const pageOf = (
  items: OutgoingMailDto[],
  fields: Partial<OutgoingMailPageDto> = {},
): OutgoingMailPageDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  counts: { queued: 0, retrying: 1, sent: 1, failed: 1 },
  ...fields,
});

async function openOutgoingMail(list: Handler, path = '/admin/outgoing-mail', more = {}) {
  const api = mockApi({ [LIST]: list, ...more });
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/admin/outgoing-mail': OutgoingMailPage }, path);
  await screen.findByRole('heading', { level: 1, name: 'Outgoing mail' });
  return { api, user, ...rendered };
}

const row = (recipient: string) => screen.getByRole('row', { name: new RegExp(recipient) });

describe('/admin/outgoing-mail', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lists the mails with their status, tries and dates; a failed or retrying one shows its error', async () => {
    const { api } = await openOutgoingMail({ body: pageOf([retrying, failed, sent]) });

    const table = await screen.findByRole('table', { name: 'Outgoing mail', busy: false });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Recipient', 'Mail', 'Status', 'Created', 'Sent', 'Actions']);

    const grace = row('grace@example.com');
    expect(within(grace).getByText('Set your Ghostline password')).toBeInTheDocument();
    expect(within(grace).getByText('Client invitation')).toBeInTheDocument();
    expect(within(grace).getByText('Failed')).toBeInTheDocument();
    expect(within(grace).getByText('5 tries')).toBeInTheDocument();
    expect(within(grace).getByRole('alert')).toHaveTextContent('Last error: 550 5.1.1 No such user');
    expect(within(grace).getByRole('button', { name: 'Retry the mail to grace@example.com' })).toBeEnabled();
    expect(within(grace).getByText('Not yet')).toBeInTheDocument();

    const alan = row('alan@example.com');
    expect(within(alan).getByText('Retrying')).toBeInTheDocument();
    expect(within(alan).getByRole('alert')).toHaveTextContent('421 4.7.0 Try again later');
    expect(within(alan).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    const ada = row('ada@example.com');
    expect(within(ada).getByText('Sent')).toBeInTheDocument();
    expect(within(ada).getByText('1 try')).toBeInTheDocument();
    expect(within(ada).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(ada).getAllByRole('cell')[3]!.querySelector('time')).toHaveAttribute(
      'datetime',
      sent.sentAt,
    );

    expect(
      screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['All (3)', 'true'],
      ['Failed (1)', 'false'],
      ['Retrying (1)', 'false'],
      ['Queued (0)', 'false'],
      ['Sent (1)', 'false'],
    ]);
    expect(api.queriesOf(LIST)).toEqual([{ page: '1', pageSize: '50' }]);
  });

  it('filters by status from the tabs, with the keyboard too, and keeps the filter in the URL', async () => {
    const { api, user, router } = await openOutgoingMail((): { body: OutgoingMailPageDto } => ({
      body: pageOf([failed]),
    }));
    await screen.findByRole('row', { name: /grace@example.com/ });

    await user.click(screen.getByRole('tab', { name: 'Failed (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Failed (1)');

    // Arrow keys move between the tabs, as in any tab list; Enter chooses one.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Retrying (1)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=retrying'));

    await waitFor(() =>
      expect(api.queriesOf(LIST).map((query) => query.status)).toEqual([undefined, 'failed', 'retrying']),
    );
  });

  it('searches recipients and subjects, then pages', async () => {
    const { api, user } = await openOutgoingMail({
      body: pageOf([failed], { total: 120, counts: { queued: 0, retrying: 0, sent: 119, failed: 1 } }),
    });
    await screen.findByRole('row', { name: /grace@example.com/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'grace');
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '1', pageSize: '50', search: 'grace' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '2', pageSize: '50', search: 'grace' }),
    );
  });

  it('retries a failed mail: a toast says so, its row turns to Queued at once, then the list reloads', async () => {
    const queued = { ...failed, status: 'queued' as const };
    let reload: (reply: { body: OutgoingMailPageDto }) => void = () => {};
    let calls = 0;
    const { api, user } = await openOutgoingMail(
      () =>
        ++calls === 1
          ? { body: pageOf([failed], { counts: { queued: 0, retrying: 0, sent: 0, failed: 1 } }) }
          : new Promise((resolve) => (reload = resolve)),
      '/admin/outgoing-mail',
      { [RETRY]: { body: queued } },
    );
    await screen.findByRole('row', { name: /grace@example.com/ });

    await user.click(screen.getByRole('button', { name: 'Retry the mail to grace@example.com' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Mail queued');
    expect(toast).toHaveTextContent('The mail to grace@example.com will be sent again.');
    // The answer itself updates the row, while the list's reload is still on its way.
    await waitFor(() => expect(within(row('grace@example.com')).getByText('Queued')).toBeInTheDocument());
    expect(within(row('grace@example.com')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(row('grace@example.com')).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.bodiesOf(RETRY)).toHaveLength(1);

    await waitFor(() => expect(calls).toBe(2));
    reload({ body: pageOf([queued], { counts: { queued: 1, retrying: 0, sent: 0, failed: 0 } }) });
    expect(await screen.findByRole('tab', { name: 'Queued (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed (0)' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a retry in a toast", async () => {
    await openOutgoingMail({ body: pageOf([failed]) }, '/admin/outgoing-mail', {
      [RETRY]: failure(409, 'Only a failed mail can be retried: this one is sent'),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('row', { name: /grace@example.com/ });

    await user.click(screen.getByRole('button', { name: 'Retry the mail to grace@example.com' }));

    const toast = (await screen.findByText('Retry failed')).closest('[role="alert"]');
    expect(toast).toHaveTextContent('Only a failed mail can be retried: this one is sent');
  });

  it('shows skeleton rows while loading', async () => {
    let answer: (reply: { body: OutgoingMailPageDto }) => void = () => {};
    await openOutgoingMail(() => new Promise((resolve) => (answer = resolve)));

    expect(screen.getByRole('table', { name: 'Outgoing mail' })).toHaveAttribute('aria-busy', 'true');
    answer({ body: pageOf([sent]) });
    expect(await screen.findByRole('table', { name: 'Outgoing mail', busy: false })).toBeInTheDocument();
  });

  it('says there is no mail yet, and refreshes', async () => {
    const { api, user } = await openOutgoingMail({
      body: pageOf([], { counts: { queued: 0, retrying: 0, sent: 0, failed: 0 } }),
    });

    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.queriesOf(LIST)).toHaveLength(2));
  });

  it('says when no mail has the chosen status', async () => {
    await openOutgoingMail({ body: pageOf([]) }, '/admin/outgoing-mail?status=failed');
    expect(await screen.findByText('No mail matches')).toBeInTheDocument();
  });

  it('shows a load failure with the server message, and tries again', async () => {
    let fail = true;
    const { user } = await openOutgoingMail(() =>
      fail ? failure(500, 'Database unavailable') : { body: pageOf([failed]) },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load outgoing mail');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /grace@example.com/ })).toBeInTheDocument();
  });

  it('shows each mail as a card on a 360 px screen, with its error and Retry', async () => {
    stubScreenWidth(360);
    await openOutgoingMail({ body: pageOf([failed, sent]) });

    const list = await screen.findByRole('list', { name: 'Outgoing mail' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'Set your Ghostline password' });
    expect(card).toHaveTextContent('To grace@example.com · Client invitation');
    expect(within(card).getByText('Failed')).toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('550 5.1.1 No such user');
    expect(
      within(card).getByRole('button', { name: 'Retry the mail to grace@example.com' }),
    ).toBeInTheDocument();
    const other = within(list).getByRole('article', { name: sent.subject });
    expect(within(other).queryByRole('button')).not.toBeInTheDocument();
  });
});
