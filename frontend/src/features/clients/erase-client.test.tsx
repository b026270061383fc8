import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ClientDetailDto } from '../../api';
import { failure, mockApi, type Reply, listPage } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { signedInTeam, teamReply } from '../../test/team-session';
import { ClientDetailsPage } from './client-details-page';
import { clientDetail, paymentsReply } from '../../test/clients-data';

const CLIENT = 'GET /api/admin/clients/42';
const ERASE = 'POST /api/admin/clients/42/erasure';

const erased = (): ClientDetailDto =>
  clientDetail({
    username: 'erased-42',
    name: 'Erased client',
    firstName: 'Erased',
    lastName: 'client',
    email: null,
    voiceBrief: null,
    erasure: { erasedAt: '2026-11-24T12:00:00.000Z', erasedBy: 'boss' },
  });

/** The client's page; after an erasure it loads the erased client. */
function stubClient(reply: Reply = { body: erased() }) {
  let current = clientDetail();
  const api = mockApi({
    [CLIENT]: () => ({ body: current }),
    'GET /api/admin/content': { body: listPage([]) },
    'GET /api/admin/clients/42/subscription-events': { body: [] },
    ...paymentsReply,
    'GET /api/admin/clients/42/performance/posts': { body: { items: [] } },
    ...teamReply,
    [ERASE]: () => {
      if ((reply.status ?? 200) < 400) current = erased();
      return reply;
    },
  });
  return api;
}

async function openErasure() {
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/clients/:id': ClientDetailsPage }, '/admin/clients/42', signedInTeam());
  await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Erase personal data' }));
  return { user, dialog };
}

describe('Erase personal data', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says what will be removed and what stays, and erases only once ERASE is typed', async () => {
    const api = stubClient();
    const { user, dialog } = await openErasure();

    expect(dialog.getByText(/Erase the personal data of/)).toHaveTextContent(
      'Erase the personal data of Ada Lovelace (adalovelace)? This removes:',
    );
    const removed = dialog.getAllByRole('listitem').map((item) => item.textContent);
    expect(removed).toEqual([
      'their name, email and username; their password stops working and they are signed out everywhere',
      'their onboarding answers, the notes kept on their lead and its history',
      'the words of their posts, and the mails we saved for them',
      'any link we emailed them (invitation, password reset, onboarding)',
    ]);
    expect(dialog.getByText(/stay for the books/)).toHaveTextContent(
      'Their subscriptions end now (one billed through Stripe is canceled there too) and leave the board; they, their amounts and post counts stay for the books, under "Erased client". This cannot be undone.',
    );
    const confirm = dialog.getByRole('button', { name: 'Erase personal data' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type ERASE to confirm'), 'erase');
    expect(confirm).toBeDisabled();
    await user.clear(dialog.getByLabelText('Type ERASE to confirm'));
    await user.type(dialog.getByLabelText('Type ERASE to confirm'), 'ERASE');
    expect(confirm).toBeEnabled();
    expect(api.calls.filter((call) => call.key === ERASE)).toEqual([]);

    await user.click(confirm);

    await waitFor(() => expect(api.calls.filter((call) => call.key === ERASE)).toHaveLength(1));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Personal data erased');
    expect(toast).toHaveTextContent("Ada Lovelace's personal data has been erased.");
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page shows the erasure instead of the fields that are gone.
    const profile = within(screen.getByRole('region', { name: 'Profile' }));
    expect(await profile.findByText(/Personal data erased on/)).toHaveTextContent(
      'Personal data erased on Nov 24, 2026 by boss',
    );
    expect(profile.queryByText('Username', { selector: 'dt' })).not.toBeInTheDocument();
    expect(profile.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
    expect(profile.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('Cancel erases nothing', async () => {
    const api = stubClient();
    const { user, dialog } = await openErasure();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.key === ERASE)).toEqual([]);
  });

  it("shows the server's refusal in a toast and keeps the dialog", async () => {
    stubClient(failure(404, 'Client not found'));
    const { user, dialog } = await openErasure();

    await user.type(dialog.getByLabelText('Type ERASE to confirm'), 'ERASE');
    await user.click(dialog.getByRole('button', { name: 'Erase personal data' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erasure failed');
    expect(toast).toHaveTextContent('Client not found');
    expect(screen.getByRole('dialog', { name: 'Erase personal data' })).toBeInTheDocument();
  });
});
