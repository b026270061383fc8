import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LeadDto, LeadNoteDto, LeadStatus } from '../../api';
import { failure, mockApi, type Handler, type Handlers, type Reply } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { teamReply } from '../../test/team-session';
import { LeadDetailsPage } from './lead-details-page';
import { LeadsPage } from './leads-page';
import { leadPage, leadSummary, newLead, onboardedLead } from '../../test/leads-data';

const LEAD = 'GET /api/leads/7';

function stubLead(lead: Handler, more: Handlers = {}) {
  return mockApi({ [LEAD]: lead, ...more });
}

/** The lead's page, and the list it goes back to. */
const pages = { '/admin/leads': LeadsPage, '/admin/leads/:id': LeadDetailsPage };

async function openLead(path = '/admin/leads/7') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(pages, path);
  await screen.findByRole('heading', { level: 1, name: 'Lead Details' });
  return { user, ...rendered };
}

/** The value shown for `label` in the card named `card`. */
function field(label: string, card = 'Lead Information') {
  const term = within(screen.getByRole('region', { name: card })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const actions = () => within(screen.getByRole('region', { name: 'Actions' }));

/** The Actions card, once the lead has loaded. */
const findActions = async () => within(await screen.findByRole('region', { name: 'Actions' }));

// The team, for the assignee's select and filter (every test's, unless it answers otherwise).
beforeEach(() => {
  mockApi(teamReply);
});

describe('/admin/leads/{id}', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows a stored address that is not on LinkedIn as text, not as a link', async () => {
    stubLead({ body: newLead({ linkedin: 'https://evil.example/in/ada' }) });
    await openLead();

    await screen.findByText('Ada Lovelace', { selector: 'dd' });
    expect(field('LinkedIn')).toHaveTextContent('https://evil.example/in/ada');
    expect(within(field('LinkedIn')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows every field of the lead, its notes newest first, and its history', async () => {
    stubLead({
      body: newLead({
        package: 'echo',
        isOverdue: true,
        notes: 'Please focus on hiring posts.\nThanks!',
        adminNotes: [
          { id: 2, body: 'Sent the 3 ideas', author: 'admin', createdAt: '2026-11-22T15:30:00.000Z' },
          { id: 1, body: 'Called, no answer', author: null, createdAt: '2026-11-22T12:00:00.000Z' },
        ],
        activity: [
          {
            id: 2,
            kind: 'status_changed',
            description: 'Status changed from new to contacted',
            ideas: null,
            actor: 'admin',
            createdAt: '2026-11-22T12:00:00.000Z',
          },
          {
            id: 1,
            kind: 'created',
            description: 'Asked for 3 free post ideas',
            ideas: null,
            actor: null,
            createdAt: '2026-11-21T12:00:00.000Z',
          },
        ],
      }),
    });
    await openLead();

    expect(await screen.findByText('Ada Lovelace', { selector: 'dd' })).toBeInTheDocument();
    expect(field('Full Name')).toHaveTextContent('Ada Lovelace');
    expect(within(field('Email')).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    const linkedin = within(field('LinkedIn')).getByRole('link');
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/ada-lovelace');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(field('Industry')).toHaveTextContent('Technology');
    expect(field('Package Interest')).toHaveTextContent('Echo');
    expect(field('Status')).toHaveTextContent('New');
    expect(within(field('Status')).getByText('Overdue')).toBeInTheDocument();
    expect(field('Created Date')).toHaveTextContent('Nov 21, 2026');
    expect(field('Last Updated')).toHaveTextContent('Nov 22, 2026');

    const notes = field('Additional Notes');
    expect(notes).toHaveTextContent('Please focus on hiring posts. Thanks!');
    const adminNotes = within(notes).getAllByRole('listitem');
    expect(adminNotes.map((note) => note.textContent)).toEqual([
      expect.stringMatching(/^Sent the 3 ideasadmin · Nov 22, 2026/),
      expect.stringMatching(/^Called, no answerUnknown admin · Nov 22, 2026/),
    ]);

    const history = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Status changed from new to contacted');
    expect(history[0]).toHaveTextContent(/admin · Nov 22, 2026/);
    expect(history[1]).toHaveTextContent('Asked for 3 free post ideas');
    expect(history[1]).toHaveTextContent(/Lead · Nov 21, 2026/);

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/leads');
  });

  it("says 'Not specified' and 'No notes provided' when the lead gave neither", async () => {
    stubLead({ body: newLead({ package: null, notes: null, adminNotes: [] }) });
    await openLead();

    await screen.findByRole('region', { name: 'Lead Information' });
    expect(field('Package Interest')).toHaveTextContent('Not specified');
    expect(field('Additional Notes')).toHaveTextContent('No notes provided');
  });

  // Mark as Converted converts the lead into a client: open to a new or contacted lead that is none yet.
  it.each<[LeadStatus, LeadStatus[], string[], string[]]>([
    ['new', ['contacted', 'archived'], ['Mark as Contacted', 'Mark as Converted', 'Archive Lead'], []],
    ['contacted', ['archived'], ['Mark as Converted', 'Archive Lead'], ['Mark as Contacted']],
    ['converted', ['archived'], ['Archive Lead'], ['Mark as Contacted', 'Mark as Converted']],
    ['archived', ['new'], ['Restore Lead'], ['Mark as Contacted', 'Mark as Converted']],
    // Restored to contacted, as it was: Restore Lead does it, not Mark as Contacted.
    ['archived', ['contacted'], ['Restore Lead'], ['Mark as Contacted', 'Mark as Converted']],
  ])(
    'offers a lead that is %s only the moves it allows',
    async (status, allowedStatuses, enabled, disabled) => {
      stubLead({ body: newLead({ status, allowedStatuses }) });
      await openLead();
      await screen.findByRole('region', { name: 'Actions' });

      for (const name of enabled) expect(actions().getByRole('button', { name })).toBeEnabled();
      for (const name of disabled) expect(actions().getByRole('button', { name })).toBeDisabled();
      expect(actions().getByRole('button', { name: 'Add Note' })).toBeEnabled();
      // An archived lead is restored, not archived again.
      expect(actions().queryByRole('button', { name: 'Archive Lead' }) === null).toBe(status === 'archived');
      expect(actions().queryByRole('button', { name: 'Restore Lead' }) === null).toBe(status !== 'archived');
    },
  );

  it('marks the lead as contacted, then shows it and refreshes the list', async () => {
    let lead = newLead();
    const api = mockApi({
      'GET /api/leads': () => ({ body: leadPage([leadSummary({ status: lead.status })]) }),
      [LEAD]: () => ({ body: lead }),
      'PATCH /api/leads/7/status': () => {
        lead = newLead({ status: 'contacted', allowedStatuses: ['archived'] });
        return { body: lead };
      },
    });
    // From the list, so its cached page is there to be refreshed.
    const user = userEvent.setup({ delay: null });
    const { router } = renderPages(pages, '/admin/leads');
    await user.click(await screen.findByRole('link', { name: /^View Details/ }));
    await screen.findByRole('region', { name: 'Actions' });

    await user.click(actions().getByRole('button', { name: 'Mark as Contacted' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Lead updated');
    expect(toast).toHaveTextContent('Marked as contacted.');
    expect(api.bodiesOf('PATCH /api/leads/7/status')).toEqual([{ status: 'contacted' }]);
    await waitFor(() => expect(field('Status')).toHaveTextContent('Contacted'));
    expect(actions().getByRole('button', { name: 'Mark as Converted' })).toBeEnabled();
    expect(actions().getByRole('button', { name: 'Mark as Contacted' })).toBeDisabled();
    expect(api.bodiesOf(LEAD)).toHaveLength(2);

    // The list's cached page was dropped: back on the list, it is fetched afresh.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(await screen.findByText('Contacted')).toBeInTheDocument();
    expect(api.bodiesOf('GET /api/leads')).toHaveLength(2);
  });

  it('restores an archived lead to new', async () => {
    const api = stubLead(
      { body: newLead({ status: 'archived', allowedStatuses: ['new'] }) },
      { 'PATCH /api/leads/7/status': { body: newLead() } },
    );
    const { user } = await openLead();

    await user.click(await (await findActions()).findByRole('button', { name: 'Restore Lead' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Lead updated');
    expect(toast).toHaveTextContent('Restored to new.');
    expect(api.bodiesOf('PATCH /api/leads/7/status')).toEqual([{ status: 'new' }]);
  });

  it("shows the server's message when a move is refused", async () => {
    stubLead(
      { body: newLead({ allowedStatuses: ['contacted', 'archived'] }) },
      { 'PATCH /api/leads/7/status': failure(409, 'A new lead can only become contacted or archived') },
    );
    const { user } = await openLead();

    await user.click(await (await findActions()).findByRole('button', { name: 'Archive Lead' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Update failed');
    expect(alert).toHaveTextContent('A new lead can only become contacted or archived');
  });

  it('assigns the lead to an active team member, saved as soon as picked, with a toast', async () => {
    const ASSIGN = 'PUT /api/leads/7/assignment';
    let lead = newLead();
    const api = stubLead(() => ({ body: lead }), {
      [ASSIGN]: (body) => {
        const { assignedToId } = body as { assignedToId: number | null };
        lead = newLead({
          assignedTo: assignedToId ? { id: assignedToId, name: 'Walt Whitman', active: true } : null,
        });
        return { body: lead };
      },
    });
    const { user } = await openLead();

    const select = (await findActions()).getByRole('combobox', { name: 'Assigned to' });
    expect(select).toHaveTextContent('Unassigned');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription("Becomes the client's writer when the lead converts."),
    );
    await user.click(select);
    // Active members only.
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unassigned', 'admin', 'Wendy Writer', 'Walt Whitman']);
    await user.click(screen.getByRole('option', { name: 'Walt Whitman' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Lead assigned');
    expect(toast).toHaveTextContent('Ada Lovelace is assigned to Walt Whitman.');
    expect(api.bodiesOf(ASSIGN)).toEqual([{ assignedToId: 10 }]);
    expect(actions().getByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Walt Whitman');

    await user.click(actions().getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(api.bodiesOf(ASSIGN)).toEqual([{ assignedToId: 10 }, { assignedToId: null }]));
    expect(await screen.findByText('Lead unassigned')).toBeInTheDocument();
  });

  it("shows the server's refusal of an assignment, and the assignment as it stands", async () => {
    stubLead(
      { body: newLead({ assignedTo: { id: 9, name: 'Wendy Writer', active: true } }) },
      {
        'PUT /api/leads/7/assignment': failure(
          409,
          'Walt Whitman is deactivated: choose an active team member',
        ),
      },
    );
    const { user } = await openLead();

    await user.click((await findActions()).getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByRole('option', { name: 'Walt Whitman' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to assign the lead');
    expect(alert).toHaveTextContent('Walt Whitman is deactivated: choose an active team member');
    expect(actions().getByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Wendy Writer');
  });

  it('adds a note, which shows at once', async () => {
    let notes: LeadNoteDto[] = [];
    const api = stubLead(() => ({ body: newLead({ adminNotes: notes }) }), {
      'POST /api/leads/7/notes': (body) => {
        const note = {
          id: 9,
          body: (body as { body: string }).body,
          author: 'admin',
          createdAt: '2026-11-23T12:00:00.000Z',
        };
        notes = [note, ...notes];
        return { status: 201, body: note };
      },
    });
    const { user } = await openLead();
    await screen.findByRole('region', { name: 'Actions' });
    expect(field('Additional Notes')).toHaveTextContent('No notes provided');

    // Cancel leaves no note.
    await user.click(actions().getByRole('button', { name: 'Add Note' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Add Note' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(actions().getByRole('button', { name: 'Add Note' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('');

    // A blank note is not sent.
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(note).toHaveAccessibleDescription('Please write a note');
    expect(api.bodiesOf('POST /api/leads/7/notes')).toEqual([]);

    await user.clear(note);
    await user.type(note, 'Prefers a call on Fridays');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodiesOf('POST /api/leads/7/notes')).toEqual([{ body: 'Prefers a call on Fridays' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Note added');
    const added = within(field('Additional Notes')).getByRole('listitem');
    expect(added).toHaveTextContent('Prefers a call on Fridays');
    expect(added).toHaveTextContent('admin · Nov 23, 2026');
  });

  it("shows the server's message when a note is refused, keeping the dialog", async () => {
    stubLead({ body: newLead() }, { 'POST /api/leads/7/notes': failure(400, 'Please write a note') });
    const { user } = await openLead();

    await user.click(await (await findActions()).findByRole('button', { name: 'Add Note' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add note');
    expect(alert).toHaveTextContent('Please write a note');
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('copies the onboarding link of a lead that has not onboarded', async () => {
    stubLead({ body: newLead() });
    const { user } = await openLead();

    await user.click(await (await findActions()).findByRole('button', { name: 'Copy onboarding link' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Copied to clipboard');
    expect(toast).toHaveTextContent('The onboarding link has been copied to your clipboard.');
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/onboarding/7?token=abc123');
    // Nothing to show or export yet.
    expect(screen.queryByRole('region', { name: 'Onboarding Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Data' })).not.toBeInTheDocument();
  });

  it('says when the link could not be copied', async () => {
    stubLead({ body: newLead() });
    const { user } = await openLead();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );

    await user.click(await (await findActions()).findByRole('button', { name: 'Copy onboarding link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to copy');
    expect(alert).toHaveTextContent('There was an error copying the content.');
  });

  it('shows the onboarding answers in tabs', async () => {
    stubLead({ body: onboardedLead() });
    const { user } = await openLead();

    const card = within(await screen.findByRole('region', { name: 'Onboarding Information' }));
    expect(card.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Basics',
      'Audience',
      'Content',
      'Voice',
      'Prompts',
    ]);
    expect(actions().queryByRole('button', { name: 'Copy onboarding link' })).not.toBeInTheDocument();

    const answers = () => within(card.getByRole('tabpanel'));
    const answer = (label: string) => answers().getByText(label, { selector: 'dt' }).nextElementSibling;

    expect(card.getByRole('tabpanel')).toHaveAccessibleName('Basics');
    expect(answer('Job Title')).toHaveTextContent('Head of Engineering');
    expect(answer('Company Name')).toHaveTextContent('Analytical Engines Ltd');
    expect(answer('Industry')).toHaveTextContent('Technology');

    await user.click(card.getByRole('tab', { name: 'Audience' }));
    expect(card.getByRole('tabpanel')).toHaveAccessibleName('Audience');
    expect(
      within(answer('Goals') as HTMLElement)
        .getAllByRole('listitem')
        .map((goal) => goal.textContent),
    ).toEqual(['Thought leadership', 'Hiring and recruiting']);
    expect(answer('Target Audience')).toHaveTextContent('CTOs of fintech start-ups');
    expect(answer('Reader Takeaway')).toHaveTextContent('Small teams can ship reliable software');
    expect(answer('Audience Problem')).toHaveTextContent('Not provided');

    await user.click(card.getByRole('tab', { name: 'Content' }));
    expect(answer('Content Pillars')).toHaveTextContent('Engineering cultureHiring');
    expect(answer('Content Restrictions')).toHaveTextContent('Not provided');

    await user.click(card.getByRole('tab', { name: 'Voice' }));
    expect(answer('Tone of Voice')).toHaveTextContent('Custom');
    expect(answer('Custom Tone')).toHaveTextContent('Dry humour, no buzzwords');
    expect(answer('Voice Samples')).toHaveTextContent('We shipped. Then we slept.');
    expect(answer('Words to Avoid')).toHaveTextContent('synergy');

    await user.click(card.getByRole('tab', { name: 'Prompts' }));
    expect(answer('A Mistake They Learned From')).toHaveTextContent('We rewrote everything at once.');
    expect(answer('A Controversial Belief')).toHaveTextContent('Estimates are a waste of time.');
    expect(answer('A Transformative Story')).toHaveTextContent('Not provided');
    expect(answer('Posting Cadence')).toHaveTextContent('Three times a week (Echo plan)');
  });

  describe('Export Data', () => {
    let clickedLinks: HTMLAnchorElement[];
    let savedBlobs: Blob[];

    beforeAll(() => {
      // jsdom has no object URLs.
      URL.createObjectURL = () => 'blob:stub';
      URL.revokeObjectURL = () => {};
    });

    beforeEach(() => {
      clickedLinks = [];
      savedBlobs = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        savedBlobs.push(blob as Blob);
        return `blob:http://localhost/${savedBlobs.length}`;
      });
      // Records the download link instead of following it (jsdom cannot navigate).
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clickedLinks.push(this);
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    const exportReply = (filename: string, text: string, type: string) => ({
      text,
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${filename}"` },
    });

    it('downloads the onboarding data as JSON', async () => {
      const json = '{\n  "lead": { "name": "Ada Lovelace" }\n}\n';
      const api = stubLead(
        { body: onboardedLead() },
        {
          'GET /api/leads/7/export': exportReply(
            'Ada_Lovelace_onboarding_data.json',
            json,
            'application/json; charset=utf-8',
          ),
        },
      );
      const { user } = await openLead();

      const button = await screen.findByRole('button', { name: 'Export Data' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await user.click(button);
      const menu = screen.getByRole('menu', { name: 'Export Data' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['JSON', 'Content Brief']);
      await user.click(within(menu).getByRole('menuitem', { name: 'JSON' }));

      const toast = await screen.findByRole('status');
      expect(toast).toHaveTextContent('Export Successful');
      expect(toast).toHaveTextContent('Ada_Lovelace_onboarding_data.json');
      expect(api.queriesOf('GET /api/leads/7/export')).toEqual([{ format: 'json' }]);
      expect(clickedLinks).toHaveLength(1);
      expect(clickedLinks[0].download).toBe('Ada_Lovelace_onboarding_data.json');
      expect(clickedLinks[0].href).toBe('blob:http://localhost/1');
      expect(await savedBlobs[0].text()).toBe(json);
      // The link is gone again.
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('downloads the content brief, from the keyboard', async () => {
      const brief = 'CONTENT BRIEF: Ada Lovelace\n';
      const api = stubLead(
        { body: onboardedLead() },
        {
          'GET /api/leads/7/export': exportReply(
            'Ada_Lovelace_content_brief.txt',
            brief,
            'text/plain; charset=utf-8',
          ),
        },
      );
      const { user } = await openLead();

      (await screen.findByRole('button', { name: 'Export Data' })).focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Export Data' });
      expect(within(menu).getByRole('menuitem', { name: 'JSON' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Content Brief' })).toHaveFocus();
      await user.keyboard('{Enter}');

      const toast = await screen.findByRole('status');
      expect(toast).toHaveTextContent('Export Successful');
      expect(toast).toHaveTextContent('Ada_Lovelace_content_brief.txt');
      expect(api.queriesOf('GET /api/leads/7/export')).toEqual([{ format: 'brief' }]);
      expect(clickedLinks[0].download).toBe('Ada_Lovelace_content_brief.txt');
      expect(await savedBlobs[0].text()).toBe(brief);
    });

    it("shows the server's message when the export fails", async () => {
      stubLead(
        { body: onboardedLead() },
        {
          'GET /api/leads/7/export': failure(
            409,
            'This lead has not answered the onboarding questionnaire yet',
          ),
        },
      );
      const { user } = await openLead();

      await user.click(await screen.findByRole('button', { name: 'Export Data' }));
      await user.click(screen.getByRole('menuitem', { name: 'Content Brief' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Export failed');
      expect(alert).toHaveTextContent('This lead has not answered the onboarding questionnaire yet');
      expect(clickedLinks).toEqual([]);
    });
  });

  it.each([
    ['an unknown lead', '/admin/leads/7'],
    ['a path that names no lead', '/admin/leads/abc'],
  ])("says 'Lead not found' for %s", async (_case, path) => {
    const api = stubLead(failure(404, 'Lead not found'));
    await openLead(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'Lead not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leads' })).toHaveAttribute('href', '/admin/leads');
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/leads/'))).toHaveLength(
      path.endsWith('abc') ? 0 : 1,
    );
  });

  it('shows a loading state, then the lead', async () => {
    // Answered when the test says, whether or not the call has come by then.
    let answer: (lead: LeadDto) => void = () => {};
    const answered = new Promise<Reply>((resolve) => (answer = (lead) => resolve({ body: lead })));
    stubLead(() => answered);
    await openLead();

    expect(await screen.findByRole('progressbar', { name: 'Loading lead' })).toBeInTheDocument();
    answer(newLead());
    expect(await screen.findByRole('region', { name: 'Lead Information' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading lead' })).not.toBeInTheDocument();
  });

  it('says when the lead failed to load, and tries again', async () => {
    let healthy = false;
    const api = stubLead(() =>
      healthy ? { body: newLead() } : failure(500, 'The database is not reachable'),
    );
    const { user } = await openLead();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load lead data');
    expect(alert).toHaveTextContent('The database is not reachable');

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('region', { name: 'Lead Information' })).toBeInTheDocument();
    expect(api.bodiesOf(LEAD)).toHaveLength(2);
  });
});
