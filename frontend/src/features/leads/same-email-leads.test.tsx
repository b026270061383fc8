import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LeadDto, SameEmailLeadDto } from '../../api';
import { failure, mockApi, type Handlers } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { teamReply } from '../../test/team-session';
import { LeadDetailsPage } from './lead-details-page';
import { LeadsPage } from './leads-page';
import { leadPage, leadSummary, newLead, onboardedLead } from '../../test/leads-data';

/** Leads with the same email are flagged, and a duplicate is merged into the other (docs/product.md, Leads).
 */

const pages = { '/admin/leads': LeadsPage, '/admin/leads/:id': LeadDetailsPage };
const MERGE = 'POST /api/leads/7/merge';

function other(overrides: Partial<SameEmailLeadDto> = {}): SameEmailLeadDto {
  return {
    id: 3,
    name: 'Ada Lovelace',
    status: 'contacted',
    isOnboarded: false,
    isClient: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** Lead 7, a duplicate of lead 3 (and of `more`). */
const duplicate = (overrides: Partial<LeadDto> = {}, more: SameEmailLeadDto[] = []) =>
  newLead({ sameEmailCount: 1 + more.length, sameEmailLeads: [other(), ...more], ...overrides });

async function open(path: string, handlers: Handlers) {
  const api = mockApi(handlers);
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(pages, path);
  return { api, user, ...rendered };
}

const notice = () => screen.findByRole('region', { name: 'Leads with the same email' });

async function openMerge(lead: LeadDto, more: Handlers = {}) {
  const opened = await open('/admin/leads/7', { 'GET /api/leads/7': { body: lead }, ...more });
  await opened.user.click(within(await notice()).getByRole('button', { name: 'Merge into…' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Merge into another lead' }));
  return { ...opened, dialog };
}

beforeEach(() => {
  mockApi(teamReply);
});

describe('leads with the same email', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('flags them on the list, in words a screen reader reads with the row', async () => {
    await open('/admin/leads', {
      'GET /api/leads': {
        body: leadPage([
          leadSummary({ id: 7, sameEmailCount: 1 }),
          leadSummary({ id: 3, name: 'Ada L.', sameEmailCount: 2 }),
          leadSummary({ id: 5, name: 'Grace Hopper', email: 'grace@example.com' }),
        ]),
      },
    });
    await screen.findByRole('table', { name: 'Leads', busy: false });

    expect(screen.getByRole('row', { name: /^Ada Lovelace/ })).toHaveTextContent(
      'Same email as 1 other lead',
    );
    expect(screen.getByRole('row', { name: /^Ada L\./ })).toHaveTextContent('Same email as 2 other leads');
    expect(screen.getByRole('row', { name: /^Grace Hopper/ })).not.toHaveTextContent('Same email');
  });

  it('says so on the lead page and links to each other lead', async () => {
    const { user, router } = await open('/admin/leads/7', {
      'GET /api/leads/7': {
        body: duplicate({}, [other({ id: 4, name: 'Ada K.', status: 'converted', isClient: true })]),
      },
      'GET /api/leads/3': { body: newLead({ id: 3 }) },
    });
    const section = within(await notice());

    expect(section.getByText('Same email as 2 other leads')).toBeInTheDocument();
    expect(
      section.getByText(
        'The same person may have asked more than twice. Merge this lead into one of the others to keep everything in one place.',
      ),
    ).toBeInTheDocument();
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada Lovelace (lead #3) · Contacted · came in Nov 20, 2026',
      'Ada K. (lead #4) · Converted · a client · came in Nov 20, 2026',
    ]);
    await user.click(section.getByRole('link', { name: 'Ada Lovelace (lead #3)' }));
    expect(router.state.location.pathname).toBe('/admin/leads/3');
  });

  it('shows no notice for a lead alone with its email', async () => {
    await open('/admin/leads/7', { 'GET /api/leads/7': { body: newLead() } });
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('region', { name: 'Leads with the same email' })).not.toBeInTheDocument();
  });

  it('offers no merge away from a lead that became a client', async () => {
    await open('/admin/leads/7', {
      'GET /api/leads/7': {
        body: duplicate({ clientId: 42, status: 'converted', allowedStatuses: ['archived'] }),
      },
    });
    const section = within(await notice());
    expect(section.getByText(/merge the other lead into it/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Merge into…' })).not.toBeInTheDocument();
  });

  describe('Merge into…', () => {
    it('says what moves, and Cancel merges nothing', async () => {
      const { api, user, dialog } = await openMerge(
        onboardedLead({
          sameEmailCount: 1,
          sameEmailLeads: [other()],
          adminNotes: [{ id: 1, body: 'Keen', author: 'boss', createdAt: '2026-11-21T12:00:00.000Z' }],
        }),
      );

      // One other lead: it is chosen already.
      expect(dialog.getByRole('radio', { name: /Ada Lovelace \(lead #3\)/ })).toBeChecked();
      expect(dialog.getByText(/move to/)).toHaveTextContent(
        '1 note, the history (1 entry) and the mails of this lead move to Ada Lovelace (lead #3). Its onboarding answers become those of Ada Lovelace (lead #3).',
      );
      expect(dialog.getByText(/cannot be undone/)).toHaveTextContent(
        'Then this lead is deleted, and the history of Ada Lovelace (lead #3) records the merge. It cannot be undone.',
      );
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.calls.filter((call) => call.key === MERGE)).toEqual([]);
    });

    it('asks which lead stays when there are several, and says the answers it keeps', async () => {
      const { user, dialog } = await openMerge(
        onboardedLead({
          sameEmailCount: 2,
          sameEmailLeads: [other(), other({ id: 4, name: 'Ada K.', isOnboarded: true })],
        }),
      );
      expect(dialog.getByRole('button', { name: 'Merge' })).toBeDisabled();
      expect(dialog.getByText('Choose the lead that stays.')).toBeInTheDocument();

      await user.click(dialog.getByRole('radio', { name: /Ada K\. \(lead #4\)/ }));

      expect(dialog.getByText(/move to/)).toHaveTextContent(
        'Ada K. (lead #4) keeps its own onboarding answers; this lead’s are kept as a note on it.',
      );
      expect(dialog.getByRole('button', { name: 'Merge' })).toBeEnabled();
    });

    it('merges into the chosen lead, then shows that lead with a toast', async () => {
      const survivor = newLead({
        id: 3,
        status: 'contacted',
        activity: [
          {
            id: 9,
            kind: 'merged',
            description: 'Merged lead #7 (came in 2026-11-21), Ada Lovelace, into this lead',
            ideas: null,
            actor: 'boss',
            createdAt: '2026-11-22T12:00:00.000Z',
          },
        ],
      });
      const { api, user, dialog, router } = await openMerge(duplicate(), {
        [MERGE]: { body: survivor },
        'GET /api/leads/3': { body: survivor },
      });

      await user.click(dialog.getByRole('button', { name: 'Merge' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/leads/3'));
      expect(api.bodiesOf(MERGE)).toEqual([{ intoLeadId: 3 }]);
      const toast = await screen.findByRole('status');
      expect(toast).toHaveTextContent('Leads merged');
      expect(toast).toHaveTextContent(
        'The notes, history and mails of Ada Lovelace (lead #7) are now on Ada Lovelace (lead #3).',
      );
      expect(await screen.findByText(/Merged lead #7/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Leads with the same email' })).not.toBeInTheDocument();
    });

    it('shows the server’s reason when the merge is refused, and stays on the lead', async () => {
      const message =
        'This lead became a client account and cannot be merged away: merge the other lead into it instead';
      const { user, dialog, router } = await openMerge(duplicate(), { [MERGE]: failure(409, message) });

      await user.click(dialog.getByRole('button', { name: 'Merge' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to merge leads');
      expect(alert).toHaveTextContent(message);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/admin/leads/7');
    });
  });
});

describe('Restore Lead', () => {
  it('gives an archived lead back the status it had, and says so', async () => {
    const { api, user } = await open('/admin/leads/7', {
      'GET /api/leads/7': { body: newLead({ status: 'archived', allowedStatuses: ['contacted'] }) },
      'PATCH /api/leads/7/status': { body: newLead({ status: 'contacted', allowedStatuses: ['archived'] }) },
    });
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(actions.getByText(/Restoring makes it Contacted again/)).toBeInTheDocument();
    // Only Restore Lead moves an archived lead, even to the status Mark as Contacted would give.
    expect(actions.getByRole('button', { name: 'Mark as Contacted' })).toBeDisabled();

    await user.click(actions.getByRole('button', { name: 'Restore Lead' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Lead updated');
    expect(toast).toHaveTextContent('Restored to contacted.');
    expect(api.bodiesOf('PATCH /api/leads/7/status')).toEqual([{ status: 'contacted' }]);
  });
});
