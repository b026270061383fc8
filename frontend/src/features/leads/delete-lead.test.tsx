import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LeadDto } from '../../api';
import { failure, mockApi, type Reply } from '../../test/mock-api';
import { renderPages, standInPage } from '../../test/render-with-providers';
import { teamReply } from '../../test/team-session';
import { LeadDetailsPage } from './lead-details-page';
import { newLead, onboardedLead } from '../../test/leads-data';

const DELETE = 'DELETE /api/leads/7';

function stubLead(lead: LeadDto = newLead(), reply: Reply = { status: 204 }) {
  return mockApi({ 'GET /api/leads/7': { body: lead }, [DELETE]: reply });
}

/** The lead's page, and the list it goes back to after a deletion. */
async function openDeletion() {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(
    { '/admin/leads/:id': LeadDetailsPage, '/admin/leads': standInPage('Leads') },
    '/admin/leads/7',
  );
  await user.click(await screen.findByRole('button', { name: 'Delete Lead' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Delete Lead' }));
  return { user, dialog, ...rendered };
}

// The team, for the assignee's select and filter (every test's, unless it answers otherwise).
beforeEach(() => {
  mockApi(teamReply);
});

describe('Delete Lead', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says what will be removed, and Cancel removes nothing', async () => {
    const api = stubLead();
    const { user, dialog } = await openDeletion();

    expect(dialog.getByText(/Delete the lead/)).toHaveTextContent(
      "Delete the lead Ada Lovelace for good? This removes their contact details, their onboarding answers, the admins' notes, the lead's activity history and the mails recorded for this lead. Other leads with the same email keep theirs.",
    );
    expect(dialog.getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.key === DELETE)).toEqual([]);
  });

  it('deletes the lead, then goes back to the leads with a toast', async () => {
    const api = stubLead();
    const { user, dialog, router } = await openDeletion();

    await user.click(dialog.getByRole('button', { name: 'Delete Lead' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(api.calls.filter((call) => call.key === DELETE)).toHaveLength(1);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Lead deleted');
    expect(toast).toHaveTextContent('Ada Lovelace has been deleted with their notes and history.');
  });

  it("shows the server's refusal and stays on the lead", async () => {
    const message = 'This lead became a client account and cannot be deleted';
    stubLead(newLead(), failure(409, message));
    const { user, dialog, router } = await openDeletion();

    await user.click(dialog.getByRole('button', { name: 'Delete Lead' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to delete lead');
    expect(toast).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/admin/leads/7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not offered for a lead who became a client: their erasure is on the client page', async () => {
    stubLead(onboardedLead({ status: 'converted', clientId: 42, allowedStatuses: ['archived'] }));
    renderPages({ '/admin/leads/:id': LeadDetailsPage }, '/admin/leads/7');

    await screen.findByRole('link', { name: 'View client' });
    expect(screen.queryByRole('button', { name: 'Delete Lead' })).not.toBeInTheDocument();
  });
});
