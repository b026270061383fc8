import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LeadActivityDto, LeadDto } from '../../api';
import { failure, mockApi, type Handler, type Reply } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { teamReply } from '../../test/team-session';
import { LeadDetailsPage } from './lead-details-page';
import { newLead } from '../../test/leads-data';

const LEAD = 'GET /api/leads/7';
const SEND = 'POST /api/leads/7/ideas';

const IDEAS = [
  'The hire I got wrong, and the question that would have caught it',
  'Why our best engineers write the fewest lines',
  'Three numbers I check every Monday',
];

const sentEntry = (ideas = IDEAS): LeadActivityDto => ({
  id: 3,
  kind: 'ideas_sent',
  description: 'Sent 3 free post ideas to ada@example.com',
  ideas,
  actor: 'boss',
  createdAt: '2026-11-22T12:00:00.000Z',
});

/** The lead after the ideas went: contacted, with the ideas in its history. */
const contactedLead = (): LeadDto =>
  newLead({
    status: 'contacted',
    allowedStatuses: ['archived'],
    activity: [sentEntry(), ...newLead().activity],
  });

/** Opens the lead, then Contact Lead; resolves once the dialog shows. */
async function openDialog(lead: Handler, more: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ [LEAD]: lead, ...more });
  const user = userEvent.setup({ delay: null });
  renderPages({ '/admin/leads/:id': LeadDetailsPage }, '/admin/leads/7');
  await user.click(await screen.findByRole('button', { name: 'Contact Lead' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Send the 3 free post ideas' }));
  return { api, user, dialog };
}

async function typeIdeas(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  for (const [index, idea] of IDEAS.entries()) {
    await user.type(dialog.getByLabelText(`Idea ${index + 1}`), idea);
  }
}

// The team, for the assignee's select and filter (every test's, unless it answers otherwise).
beforeEach(() => {
  mockApi(teamReply);
});

describe('Contact Lead: the 3 free post ideas', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('checks each idea before sending, naming the field', async () => {
    const { api, user, dialog } = await openDialog({ body: newLead() });

    expect(dialog.getByLabelText('Idea 1')).toHaveFocus();
    await user.type(dialog.getByLabelText('Idea 2'), 'Too short');
    await user.click(dialog.getByLabelText('Idea 3'));
    await user.paste('x'.repeat(1001));
    await user.click(dialog.getByRole('button', { name: 'Send ideas' }));

    expect(dialog.getByLabelText('Idea 1')).toHaveAccessibleDescription('Idea 1 is required');
    expect(dialog.getByLabelText('Idea 2')).toHaveAccessibleDescription(
      'Idea 2 must be at least 10 characters',
    );
    expect(dialog.getByLabelText('Idea 3')).toHaveAccessibleDescription(
      'Idea 3 must be at most 1000 characters',
    );
    expect(api.bodiesOf(SEND)).toEqual([]);
  });

  it('sends the ideas, busy while sending, then says so and shows them in the history', async () => {
    let lead = newLead();
    let answer: (reply: Reply) => void = () => {};
    const { api, user, dialog } = await openDialog(() => ({ body: lead }), {
      [SEND]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    await typeIdeas(user, dialog);
    await user.type(dialog.getByLabelText('Idea 1'), '  ');
    await user.click(dialog.getByRole('button', { name: 'Send ideas' }));

    await waitFor(() => expect(dialog.getByRole('button', { name: /Send ideas/ })).toBeDisabled());
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    lead = contactedLead();
    answer({ body: lead });

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Ideas sent');
    expect(toast).toHaveTextContent('The 3 post ideas were emailed to ada@example.com.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf(SEND)).toEqual([{ idea1: IDEAS[0], idea2: IDEAS[1], idea3: IDEAS[2] }]);

    const activity = within(screen.getByRole('region', { name: 'Activity' }));
    const sent = await activity.findByRole('list', { name: 'Ideas sent' });
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(IDEAS);
    expect(activity.getByText('Sent 3 free post ideas to ada@example.com')).toBeInTheDocument();
  });

  it('keeps every idea when sending fails, and says why', async () => {
    const { user, dialog } = await openDialog(
      { body: newLead() },
      { [SEND]: failure(503, 'The ideas could not be emailed just now: please try again') },
    );
    await typeIdeas(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Send ideas' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending failed');
    expect(alert).toHaveTextContent('The ideas could not be emailed just now: please try again');
    expect(screen.getByRole('dialog', { name: 'Send the 3 free post ideas' })).toBeInTheDocument();
    IDEAS.forEach((idea, index) => expect(dialog.getByLabelText(`Idea ${index + 1}`)).toHaveValue(idea));
    expect(dialog.getByRole('button', { name: 'Send ideas' })).toBeEnabled();
  });

  it("shows the server's refusal of one idea on that idea's field", async () => {
    const { user, dialog } = await openDialog(
      { body: newLead() },
      { [SEND]: failure(400, 'Idea 2 must be at least 10 characters') },
    );
    await typeIdeas(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Send ideas' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('Idea 2')).toHaveAccessibleDescription(
        'Idea 2 must be at least 10 characters',
      ),
    );
    expect(dialog.getByLabelText('Idea 2')).toHaveFocus();
    expect(dialog.getByLabelText('Idea 1')).toHaveValue(IDEAS[0]);
  });

  it('shows the ideas already sent, so a second set is written knowing them', async () => {
    const { dialog } = await openDialog({ body: contactedLead() });

    const already = dialog.getByRole('alert');
    expect(already).toHaveTextContent('Ideas already sent');
    expect(already).toHaveTextContent(/boss sent these on Nov 22, 2026/);
    expect(
      within(already)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(IDEAS);
    expect(dialog.getByLabelText('Idea 1')).toHaveValue('');
  });

  it('cannot contact an archived lead', async () => {
    mockApi({ [LEAD]: { body: newLead({ status: 'archived', allowedStatuses: ['new'] }) } });
    renderPages({ '/admin/leads/:id': LeadDetailsPage }, '/admin/leads/7');

    const contact = await screen.findByRole('button', { name: 'Contact Lead' });
    expect(contact).toBeDisabled();
    expect(contact).toHaveAccessibleDescription(
      'Restore the lead to contact it or convert it into a client.',
    );
  });
});
