import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PostPerformanceDto, SnapshotDto } from '../../api';
import { today } from '../../components/performance/snapshot-form';
import { failure, listPage, mockApi, type Handler } from '../../test/mock-api';
import { content } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { client } from '../../test/users';
import { ContentDetailsPage } from './content-details-page';

const PERFORMANCE = 'GET /api/client/content/7/performance';
const RECORD = 'POST /api/client/content/7/performance';

function snapshot(overrides: Partial<SnapshotDto> = {}): SnapshotDto {
  return {
    id: 1,
    recordedOn: '2026-11-21',
    impressions: 1200,
    reactions: 38,
    comments: 9,
    reposts: 2,
    engagementRate: 49 / 1200,
    recordedBy: 'Jane Doe',
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

const performance = (snapshots: SnapshotDto[]): PostPerformanceDto => ({
  postId: 7,
  publishedAt: '2026-11-20T12:00:00.000Z',
  earliestRecordedOn: '2026-11-20',
  snapshots,
});

function stub(numbers: Handler, more: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/client/content/7': {
      body: content({
        status: 'published',
        canPublish: false,
        canRequestRevision: false,
        revisionBlock: 'not-delivered',
      }),
    },
    'GET /api/client/content': { body: listPage([]) },
    [PERFORMANCE]: numbers,
    ...more,
  });
}

async function open(path = '/dashboard/content/7') {
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/dashboard/content/:id': ContentDetailsPage }, path, {
    signedInAs: client,
  });
  const section = await screen.findByRole('region', { name: 'Performance' });
  return { user, section: within(section), ...rendered };
}

async function fill(user: ReturnType<typeof userEvent.setup>, numbers: Record<string, string>) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Record numbers' }));
  for (const [label, value] of Object.entries(numbers)) {
    const field = dialog.getByRole('textbox', { name: label });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return dialog;
}

describe('Content Details: Performance', () => {
  it('shows the numbers over time, as a chart or a table', async () => {
    stub({
      body: performance([
        snapshot(),
        snapshot({ id: 2, recordedOn: '2026-11-23', impressions: 2480, engagementRate: 92 / 2480 }),
      ]),
    });
    const { user, section } = await open();

    expect(
      await section.findByText('Latest, Nov 23, 2026: 2,480 impressions, engagement rate 3.7%'),
    ).toBeInTheDocument();
    expect(
      section.getByRole('img', { name: /Impressions from 1,200 on Nov 21, 2026 to 2,480 on Nov 23, 2026/ }),
    ).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Table' }));
    const table = section.getByRole('table', { name: 'Numbers recorded, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Recorded onImpressionsReactionsCommentsRepostsEngagement rate',
      'Nov 21, 20261,2003892' + '4.1%',
      'Nov 23, 20262,4803892' + '3.7%',
    ]);
  });

  it('says there are no numbers yet, and why to add them', async () => {
    stub({ body: performance([]) });
    const { section } = await open();
    expect(await section.findByText('No numbers yet')).toBeInTheDocument();
    expect(section.getByText(/to see how it does over time/)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/client/performance.csv',
    );
  });

  it('says why the numbers failed to load, and tries again', async () => {
    let calls = 0;
    stub(() =>
      ++calls === 1
        ? failure(500, 'Something went wrong on our side. Please try again.')
        : { body: performance([]) },
    );
    const { user, section } = await open();
    expect(await section.findByText('The numbers could not be loaded')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByText('No numbers yet')).toBeInTheDocument();
  });

  it('checks the numbers before sending, then records them for today', async () => {
    let saved = performance([]);
    const api = stub(() => ({ body: saved }), {
      [RECORD]: (body) => {
        saved = performance([snapshot({ ...(body as object), id: 5 })]);
        return { status: 201, body: saved };
      },
    });
    const { user, section } = await open();
    await user.click(await section.findByRole('button', { name: 'Record numbers' }));
    const dialog = await fill(user, {
      Impressions: '',
      Reactions: '-1',
      Comments: '2.5',
      Reposts: '2147483648',
    });
    expect(dialog.getByLabelText('Recorded on')).toHaveValue(today());
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));
    expect(dialog.getByRole('textbox', { name: 'Impressions' })).toHaveAccessibleDescription(
      'Impressions is required',
    );
    expect(dialog.getByRole('textbox', { name: 'Reactions' })).toHaveAccessibleDescription(
      'Reactions must be a whole number of 0 or more',
    );
    expect(dialog.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(
      'Comments must be a whole number of 0 or more',
    );
    expect(dialog.getByRole('textbox', { name: 'Reposts' })).toHaveAccessibleDescription(
      'Reposts must be at most 2,147,483,647',
    );
    expect(api.bodiesOf(RECORD)).toEqual([]);

    await fill(user, { Impressions: '1,500', Reactions: '40', Comments: '9', Reposts: '2' });
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Numbers recorded');
    expect(api.bodiesOf(RECORD)).toEqual([
      { recordedOn: today(), impressions: 1500, reactions: 40, comments: 9, reposts: 2 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await section.findByText(/1,500 impressions/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field under that field', async () => {
    stub(
      { body: performance([]) },
      { [RECORD]: failure(400, 'Recorded on cannot be before the post was published on Nov 20, 2026') },
    );
    const { user, section } = await open();
    await user.click(await section.findByRole('button', { name: 'Record numbers' }));
    const dialog = await fill(user, { Impressions: '10', Reactions: '1', Comments: '0', Reposts: '0' });
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Recorded on')).toHaveAccessibleDescription(
        'Recorded on cannot be before the post was published on Nov 20, 2026',
      ),
    );
  });

  it('asks before keeping fewer impressions than recorded before, keeping the input', async () => {
    const question =
      'Impressions are fewer than the 1,200 recorded on Nov 21, 2026: confirm to keep them anyway';
    const api = stub(
      { body: performance([snapshot()]) },
      {
        [RECORD]: (body) =>
          (body as { confirmed?: boolean }).confirmed
            ? { status: 201, body: performance([snapshot()]) }
            : failure(409, question),
      },
    );
    const { user, section } = await open();
    await user.click(await section.findByRole('button', { name: 'Record numbers' }));
    const dialog = await fill(user, { Impressions: '900', Reactions: '1', Comments: '0', Reposts: '0' });
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(question);
    await user.click(dialog.getByRole('button', { name: 'Change the numbers' }));
    expect(dialog.getByRole('textbox', { name: 'Impressions' })).toHaveValue('900');
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));
    await user.click(await dialog.findByRole('button', { name: 'Keep them anyway' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Numbers recorded');
    const sent = { recordedOn: today(), impressions: 900, reactions: 1, comments: 0, reposts: 0 };
    expect(api.bodiesOf(RECORD)).toEqual([sent, sent, { ...sent, confirmed: true }]);
  });

  it('asks about each figure above the impressions at once, then keeps them', async () => {
    const questions = [
      'Reactions (12) are more than impressions (10): confirm to keep them anyway',
      'Reposts (11) are more than impressions (10): confirm to keep them anyway',
    ];
    const api = stub(
      { body: performance([snapshot()]) },
      {
        [RECORD]: (body) =>
          (body as { confirmed?: boolean }).confirmed
            ? { status: 201, body: performance([snapshot()]) }
            : {
                status: 409,
                body: { statusCode: 409, message: questions[0], errors: questions, error: 'Conflict' },
              },
      },
    );
    const { user, section } = await open();
    await user.click(await section.findByRole('button', { name: 'Record numbers' }));
    const dialog = await fill(user, { Impressions: '10', Reactions: '12', Comments: '0', Reposts: '11' });
    await user.click(dialog.getByRole('button', { name: 'Save numbers' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(questions.join(' '));
    await user.click(dialog.getByRole('button', { name: 'Keep them anyway' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Numbers recorded');
    const sent = { recordedOn: today(), impressions: 10, reactions: 12, comments: 0, reposts: 11 };
    expect(api.bodiesOf(RECORD)).toEqual([sent, { ...sent, confirmed: true }]);
  });

  it('opens the form at once from the reminder mail’s link, then drops the parameter', async () => {
    stub({ body: performance([]) });
    const { router } = renderPages(
      { '/dashboard/content/:id': ContentDetailsPage },
      '/dashboard/content/7?record=performance',
      {
        signedInAs: client,
      },
    );
    expect(await screen.findByRole('dialog', { name: 'Record numbers' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows no Performance for a post not yet published', async () => {
    mockApi({
      'GET /api/client/content/7': { body: content() },
      'GET /api/client/content': { body: listPage([]) },
    });
    renderPages({ '/dashboard/content/:id': ContentDetailsPage }, '/dashboard/content/7', {
      signedInAs: client,
    });
    await screen.findByRole('heading', { level: 2, name: 'Why I stopped cold pitching' });
    expect(screen.queryByRole('region', { name: 'Performance' })).not.toBeInTheDocument();
  });
});
