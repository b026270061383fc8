import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PostNumbersRowDto } from '../../api';
import { today } from '../../components/performance/snapshot-form';
import { failure, mockApi, type Handler } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostNumbersCard } from './components/post-numbers-card';

const LIST = 'GET /api/admin/clients/42/performance/posts';
const SAVE = 'POST /api/admin/clients/42/performance';

const rows: PostNumbersRowDto[] = [
  {
    postId: 7,
    title: 'What losing a client taught me',
    publishedAt: '2026-11-20T12:00:00.000Z',
    publishedUrl: null,
    latest: {
      id: 1,
      recordedOn: '2026-11-23',
      impressions: 2480,
      reactions: 71,
      comments: 16,
      reposts: 5,
      engagementRate: 92 / 2480,
      recordedBy: 'Ada Lovelace',
      createdAt: '2026-11-23T12:00:00.000Z',
    },
  },
  {
    postId: 9,
    title: 'Hiring is a system, not a hunch',
    publishedAt: '2026-11-22T12:00:00.000Z',
    publishedUrl: null,
    latest: null,
  },
];

function open(
  save: Handler = { status: 201, body: { items: rows } },
  list: Handler = { body: { items: rows } },
) {
  const api = mockApi({ [LIST]: list, [SAVE]: save });
  renderWithProviders(<PostNumbersCard clientId={42} />);
  return { api, user: userEvent.setup({ delay: null }) };
}

const field = (label: string, title: string) => screen.getByRole('textbox', { name: `${label} of ${title}` });
const A = 'What losing a client taught me';
const B = 'Hiring is a system, not a hunch';

describe('Post numbers', () => {
  it('lists the published posts with their last figures', async () => {
    open();
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: /What losing a client taught me/ }),
    ).toBeInTheDocument();
    expect(within(table).getByText('2,480 impressions, 3.7% on Nov 23, 2026')).toBeInTheDocument();
    expect(within(table).getByText('None yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/clients/42/performance.csv',
    );
  });

  it('says when there is no published post yet', async () => {
    open(undefined, { body: { items: [] } });
    expect(await screen.findByText('No published posts yet')).toBeInTheDocument();
  });

  it('says why the list failed, and tries again', async () => {
    let calls = 0;
    const { user } = open(undefined, () =>
      ++calls === 1
        ? failure(500, 'Something went wrong on our side. Please try again.')
        : { body: { items: rows } },
    );
    expect(await screen.findByText('Failed to load the post numbers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('fills the table from a block pasted from a spreadsheet, and saves every row at once', async () => {
    const { api, user } = open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('textbox', { name: 'Paste from a spreadsheet' }));
    await user.paste(`${A}\t3,000\t80\t20\t6\nA post we never wrote\t1\t1\t1\t1`);
    await user.click(screen.getByRole('button', { name: 'Fill the table' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 row filled; not matched to a post: A post we never wrote',
    );
    expect(field('Impressions', A)).toHaveValue('3,000');
    await user.type(field('Impressions', B), '120');
    await user.type(field('Reactions', B), '4');
    await user.type(field('Comments', B), '1');
    await user.type(field('Reposts', B), '0');
    await user.click(screen.getByRole('button', { name: 'Save all' }));

    expect(await screen.findByText('Numbers saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        recordedOn: today(),
        rows: [
          { postId: 7, impressions: 3000, reactions: 80, comments: 20, reposts: 6 },
          { postId: 9, impressions: 120, reactions: 4, comments: 1, reposts: 0 },
        ],
      },
    ]);
    expect(field('Impressions', A)).toHaveValue('');
  });

  it('fills rows of four numbers in the table’s order', async () => {
    const { user } = open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('textbox', { name: 'Paste from a spreadsheet' }));
    await user.paste('3000\t80\t20\t6\n120\t4\t1\t0');
    await user.click(screen.getByRole('button', { name: 'Fill the table' }));
    expect(field('Reposts', A)).toHaveValue('6');
    expect(field('Impressions', B)).toHaveValue('120');
  });

  it('shows a row’s problem on that row, sending nothing while one is typed wrong', async () => {
    const { api, user } = open(
      failure(
        400,
        'rows.0.recordedOn: "What losing a client taught me": Recorded on cannot be before the post was published on Nov 20, 2026',
      ),
    );
    await screen.findByRole('table');
    await user.type(field('Impressions', B), '-5');
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(field('Impressions', B)).toHaveAccessibleDescription(
      'Impressions must be a whole number of 0 or more Reactions is required Comments is required Reposts is required',
    );
    expect(api.bodiesOf(SAVE)).toEqual([]);

    for (const label of ['Impressions', 'Reactions', 'Comments', 'Reposts'])
      await user.clear(field(label, B));
    for (const label of ['Impressions', 'Reactions', 'Comments', 'Reposts'])
      await user.type(field(label, A), '1');
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(
      await screen.findByText('Recorded on cannot be before the post was published on Nov 20, 2026'),
    ).toBeInTheDocument();
    expect(field('Reposts', A)).toHaveAccessibleDescription(
      'Recorded on cannot be before the post was published on Nov 20, 2026',
    );
    expect(field('Reposts', A)).toHaveValue('1');
  });

  it('asks before keeping fewer impressions, then saves them anyway', async () => {
    const question =
      'rows.0.impressions: "What losing a client taught me": Impressions are fewer than the 2,480 recorded on Nov 23, 2026: confirm to keep them anyway';
    const { api, user } = open((body) =>
      (body as { confirmed?: boolean }).confirmed
        ? { status: 201, body: { items: rows } }
        : {
            status: 409,
            body: { statusCode: 409, message: question, errors: [question], error: 'Conflict' },
          },
    );
    await screen.findByRole('table');
    for (const label of ['Impressions', 'Reactions', 'Comments', 'Reposts'])
      await user.type(field(label, A), '10');
    await user.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some numbers look mistyped: impressions fewer than recorded before',
    );
    expect(field('Impressions', A)).toHaveAccessibleDescription(
      'Impressions are fewer than the 2,480 recorded on Nov 23, 2026: confirm to keep them anyway',
    );
    await user.click(screen.getByRole('button', { name: 'Keep them anyway' }));
    expect(await screen.findByText('Numbers saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE).map((body) => (body as { confirmed?: boolean }).confirmed)).toEqual([
      undefined,
      true,
    ]);
  });

  it('asks on the rows whose reactions, comments or reposts are above the impressions, then keeps them', async () => {
    const questions = [
      'rows.1.reactions: "Hiring is a system, not a hunch": Reactions (41) are more than impressions (40): confirm to keep them anyway',
      'rows.1.comments: "Hiring is a system, not a hunch": Comments (50) are more than impressions (40): confirm to keep them anyway',
    ];
    const { api, user } = open((body) =>
      (body as { confirmed?: boolean }).confirmed
        ? { status: 201, body: { items: rows } }
        : {
            status: 409,
            body: { statusCode: 409, message: questions[0], errors: questions, error: 'Conflict' },
          },
    );
    await screen.findByRole('table');
    const typed = {
      Impressions: ['9000', '40'],
      Reactions: ['10', '41'],
      Comments: ['2', '50'],
      Reposts: ['1', '0'],
    };
    for (const [label, [a, b]] of Object.entries(typed)) {
      await user.type(field(label, A), a!);
      await user.type(field(label, B), b!);
    }
    await user.click(screen.getByRole('button', { name: 'Save all' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'reactions, comments or reposts above the impressions',
    );
    // The question shows on the row it is about, and only there.
    expect(field('Reactions', B)).toHaveAccessibleDescription(
      'Reactions (41) are more than impressions (40): confirm to keep them anyway Comments (50) are more than impressions (40): confirm to keep them anyway',
    );
    expect(field('Reactions', A)).not.toHaveAccessibleDescription();
    expect(field('Comments', B)).toHaveValue('50');

    await user.click(screen.getByRole('button', { name: 'Keep them anyway' }));
    expect(await screen.findByText('Numbers saved')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        recordedOn: today(),
        rows: [
          { postId: 7, impressions: 9000, reactions: 10, comments: 2, reposts: 1 },
          { postId: 9, impressions: 40, reactions: 41, comments: 50, reposts: 0 },
        ],
      },
      {
        recordedOn: today(),
        rows: [
          { postId: 7, impressions: 9000, reactions: 10, comments: 2, reposts: 1 },
          { postId: 9, impressions: 40, reactions: 41, comments: 50, reposts: 0 },
        ],
        confirmed: true,
      },
    ]);
  });
});
