import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { PostDto } from '../../api';
import { failure, mockApi, type Handler, listPage } from '../../test/mock-api';
import { asReviewerSees, content } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { drawnPdf, manyImages } from '../../test/media-data';
import { client, reviewer } from '../../test/users';
import { ContentListPage } from './content-list-page';

const items: PostDto[] = [
  content({
    id: 1,
    title: 'Hiring Lessons',
    content: 'What a bad hire taught me.',
    status: 'delivered',
    scheduledFor: '2026-11-25T12:00:00.000Z',
  }),
  content({
    id: 2,
    title: 'Pricing talk',
    content: 'Why we doubled our PRICES.',
    status: 'scheduled',
    canRequestRevision: false,
    revisionBlock: 'not-delivered',
  }),
  content({
    id: 3,
    title: 'A draft',
    content: 'Not ready yet',
    status: 'draft',
    canRequestRevision: false,
    revisionBlock: 'not-delivered',
    canPublish: false,
  }),
  content({
    id: 4,
    title: 'Used its revision',
    content: 'Ghost plan allows one revision',
    plan: 'ghost',
    revisionsPerPost: 1,
    status: 'delivered',
    revisionCount: 1,
    canRequestRevision: false,
    revisionBlock: 'plan-limit',
  }),
];

/** Delivered, and back with the writers since the client asked for a revision on Nov 22. */
const beingRevised = content({
  id: 5,
  title: 'Being revised',
  content: 'The version the client received.',
  status: 'delivered',
  feedbackNotes: 'Open with the story.',
  revisionRequested: true,
  revisionRequestedAt: '2026-11-22T12:00:00.000Z',
  revisionCount: 1,
  canRequestRevision: false,
  revisionBlock: 'in-revision',
  canPublish: false,
});

const LIST = 'GET /api/client/content';

function stubList(list: Handler = { body: listPage(items) }) {
  return mockApi({ [LIST]: list });
}

async function openList(signedInAs = client) {
  const user = userEvent.setup({ delay: null });
  renderPages({ '/dashboard/content': ContentListPage }, '/dashboard/content', { signedInAs });
  await screen.findByRole('heading', { level: 1, name: 'My Content' });
  return user;
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('/dashboard/content', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows each post with its status, dates and body', async () => {
    stubList();
    await openList();
    await screen.findByRole('article', { name: 'Hiring Lessons' });

    expect(titles()).toEqual(['Hiring Lessons', 'Pricing talk', 'A draft', 'Used its revision']);
    const hiring = card('Hiring Lessons');
    expect(hiring.getByText('Delivered')).toBeInTheDocument();
    expect(hiring.getByText('Created on Nov 20, 2026 • Scheduled for Nov 25, 2026')).toBeInTheDocument();
    expect(hiring.getByText('What a bad hire taught me.')).toBeInTheDocument();
    expect(card('A draft').getByText('Created on Nov 20, 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('media-badge')).not.toBeInTheDocument();
  });

  it('says which posts carry images or a PDF carousel', async () => {
    stubList({
      body: listPage([
        content({ id: 1, title: 'Three photos', media: manyImages(3) }),
        content({ id: 2, title: 'A deck', media: drawnPdf(8) }),
        content({ id: 3, title: 'Words only' }),
      ]),
    });
    await openList();
    await screen.findByRole('article', { name: 'Three photos' });
    expect(card('Three photos').getByRole('img', { name: '3 images' })).toBeInTheDocument();
    expect(card('A deck').getByRole('img', { name: 'PDF carousel' })).toBeInTheDocument();
    expect(card('Words only').queryByTestId('media-badge')).not.toBeInTheDocument();
  });

  it("clamps a body by its lines of text, so the clamp's … never ends a blank line", async () => {
    stubList({
      body: listPage([
        content({
          id: 6,
          title: 'Spaced out',
          content:
            'Hook line.\r\n\r\nSecond paragraph,\nstill second.\n\n  \n\nThird paragraph.\n\nFourth.\n',
        }),
      ]),
    });
    await openList();
    await screen.findByRole('article', { name: 'Spaced out' });

    const body = card('Spaced out').getByText(/^Hook line\./);
    expect(body.textContent).toBe('Hook line.\nSecond paragraph,\nstill second.\nThird paragraph.\nFourth.');
    expect(body).toHaveStyle({ whiteSpace: 'pre-line', WebkitLineClamp: '4' });
  });

  it('shows Request Revision and Mark as Published as the server allows', async () => {
    stubList();
    await openList();
    await screen.findByRole('article', { name: 'Hiring Lessons' });

    const actions = (title: string) =>
      card(title)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(actions('Hiring Lessons')).toEqual([
      ['View Full Content', '/dashboard/content/1'],
      ['Request Revision', '/dashboard/content/1/revision'],
      ['Mark as Published', '/dashboard/content/1/publish'],
    ]);
    expect(actions('Pricing talk')).toEqual([
      ['View Full Content', '/dashboard/content/2'],
      ['Mark as Published', '/dashboard/content/2/publish'],
    ]);
    expect(actions('A draft')).toEqual([['View Full Content', '/dashboard/content/3']]);
    expect(card('Pricing talk').queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
    expect(card('A draft').queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
  });

  it("keeps Request Revision on a Ghost post whose revision is used, disabled, with the plan's limit and how to get more", async () => {
    stubList();
    await openList();
    await screen.findByRole('article', { name: 'Used its revision' });

    const used = card('Used its revision');
    const button = used.getByRole('button', { name: 'Request Revision' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Used its revision Your Ghost plan includes 1 revision per post. Upgrade your plan or contact us for more.',
    );
    expect(used.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
    await waitFor(() =>
      expect(used.getByRole('link', { name: 'contact us' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:hello@ghostline\.test\?subject=/),
      ),
    );
    expect(used.getByRole('link', { name: 'Mark as Published' })).toHaveAttribute(
      'href',
      '/dashboard/content/4/publish',
    );
  });

  it('shows a post being revised as the delivered version, with the date the revision was asked, under Delivered', async () => {
    stubList({ body: listPage([beingRevised, ...items]) });
    await openList();
    await screen.findByRole('article', { name: 'Being revised' });

    const revised = card('Being revised');
    expect(revised.getByText('Delivered')).toBeInTheDocument();
    expect(revised.queryByText('Draft')).not.toBeInTheDocument();
    expect(revised.getByText('Revision requested on Nov 22, 2026')).toBeInTheDocument();
    expect(revised.getByText('The version the client received.')).toBeInTheDocument();
    const button = revised.getByRole('button', { name: 'Request Revision' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Being revised Our writers are working on the revision you asked for. We'll update your content soon.",
    );
    expect(revised.queryByRole('link', { name: 'Mark as Published' })).not.toBeInTheDocument();
  });

  it("tells a reviewer why a post takes no revision in their words: the request may be the client's, the plan is not theirs", async () => {
    stubList({ body: listPage([beingRevised, ...items].map(asReviewerSees)) });
    await openList(reviewer);
    await screen.findByRole('article', { name: 'Being revised' });

    expect(
      card('Being revised').getByRole('button', { name: 'Request Revision' }),
    ).toHaveAccessibleDescription(
      "Being revised Our writers are working on the revision that was asked for. We'll update the content soon.",
    );
    const used = card('Used its revision');
    expect(used.getByRole('button', { name: 'Request Revision' })).toHaveAccessibleDescription(
      'Used its revision The revisions included with this post are used up.',
    );
    expect(used.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('asks the server for the search once typing pauses, and for the status, each from page 1', async () => {
    const api = stubList({ body: listPage(items, { total: 60, pageSize: 25 }) });
    const user = await openList();
    await screen.findByRole('article', { name: 'Hiring Lessons' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search content...');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '2', pageSize: '25' }));

    await user.type(search, 'GHOST PLAN');
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '1', pageSize: '25', search: 'GHOST PLAN' }),
    );
    // Once, when typing paused: not a request per letter.
    expect(api.queriesOf(LIST).filter((query) => query.search)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Draft',
      'Delivered',
      'Scheduled',
      'Published',
    ]);
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await waitFor(() =>
      expect(api.queriesOf(LIST).at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        search: 'GHOST PLAN',
        status: 'delivered',
      }),
    );
  });

  it('pages the posts: the total over every page, the next page asked of the server', async () => {
    const api = stubList({ body: listPage(items, { total: 60, pageSize: 25 }) });
    const user = await openList();
    await screen.findByRole('article', { name: 'Hiring Lessons' });

    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.queriesOf(LIST).at(-1)).toEqual({ page: '2', pageSize: '25' }));
  });

  it('says when nothing matches the search or the filter', async () => {
    stubList({ body: listPage([]) });
    const user = await openList();
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Published' }));

    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
    expect(
      await screen.findByText('Try adjusting your search or filter to find what you are looking for.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/haven't delivered/)).not.toBeInTheDocument();
  });

  it('says nothing was delivered yet when the client has no content', async () => {
    stubList({ body: listPage([]) });
    await openList();

    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
    expect(
      screen.getByText("We haven't delivered any content for you yet. Check back soon!"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Try adjusting/)).not.toBeInTheDocument();
  });

  it('shows a failed load, and tries again', async () => {
    let fail = true;
    const api = stubList(() => (fail ? failure(500, 'Database unavailable') : { body: listPage(items) }));
    const user = await openList();

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Hiring Lessons' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'GET /api/client/content')).toHaveLength(2);
  });
});
