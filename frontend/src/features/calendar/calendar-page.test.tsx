import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdminCalendarDto, AdminCalendarPostDto } from '../../api';
import { failure, mockApi, type Handler } from '../../test/mock-api';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { signedInTeam } from '../../test/team-session';
import { CalendarPage } from './calendar-page';

const CALENDAR = 'GET /api/admin/calendar';

const post = (overrides: Partial<AdminCalendarPostDto>): AdminCalendarPostDto => ({
  id: 1,
  title: 'Hiring Lessons',
  status: 'delivered',
  scheduledFor: '2026-11-24T09:30:00.000Z',
  mediaKind: null,
  thumbnailUrl: null,
  plan: 'echo',
  clientId: 3,
  clientName: 'Anna Archer',
  onLinkedIn: false,
  ...overrides,
});

const calendar = (items: AdminCalendarPostDto[]): AdminCalendarDto => ({
  items,
  clients: [
    { id: 3, name: 'Anna Archer' },
    { id: 4, name: 'Bert Brook' },
  ],
});

const november = calendar([
  post({}),
  post({ id: 2, title: 'Pricing talk', status: 'scheduled', scheduledFor: '2026-11-26T14:00:00.000Z' }),
  post({
    id: 3,
    title: 'A win',
    status: 'published',
    scheduledFor: '2026-11-26T08:00:00.000Z',
    clientId: 4,
    clientName: 'Bert Brook',
  }),
]);

function open(path = '/admin/calendar?date=2026-11-24', handler: Handler = { body: november }) {
  const api = mockApi({ [CALENDAR]: handler });
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages(
    { '/admin/calendar': CalendarPage, '/admin/content/:id': () => null },
    path,
    signedInTeam(),
  );
  return { api, user, ...rendered };
}

/** A day of the calendar by its name (today's says so as well). */
const dayItem = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label}(, today)?$`) });
const day = (label: string) => within(dayItem(label));
const postsOn = (label: string) =>
  day(label)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

/** A drag's data, as a browser carries it from the post to the day it is dropped on. */
class FakeDataTransfer {
  data: Record<string, string> = {};
  dropEffect = 'none';
  effectAllowed = 'all';
  get types() {
    return Object.keys(this.data);
  }
  setData(type: string, value: string) {
    this.data[type] = value;
  }
  getData(type: string) {
    return this.data[type] ?? '';
  }
}

function drag(title: string, to: string) {
  const dataTransfer = new FakeDataTransfer();
  const chip = screen.getByRole('link', { name: new RegExp(title) }).closest('[draggable="true"]')!;
  const target = dayItem(to);
  fireEvent.dragStart(chip, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

describe('/admin/calendar', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    stubScreenWidth(1280);
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the month in whole weeks, each post on its day with its time, client and status', async () => {
    const { api } = open();
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Hiring Lessons/ });

    const days = within(screen.getByRole('list', { name: 'November 2026' })).getAllByRole('listitem', {
      name: /day,/,
    });
    expect(days).toHaveLength(42);
    expect(days[0]).toHaveAccessibleName('Monday, October 26');
    expect(postsOn('Tuesday, November 24')).toEqual(['9:30 AM Hiring Lessons, Anna Archer, Delivered']);
    expect(postsOn('Thursday, November 26')).toEqual([
      '2:00 PM Pricing talk, Anna Archer, Scheduled',
      '8:00 AM A win, Bert Brook, Published',
    ]);
    expect(screen.getByRole('link', { name: /Pricing talk/ })).toHaveAttribute('href', '/admin/content/2');
    // The words shown read as the name given, in its order: the client's name is not run on to the title.
    expect(screen.getByRole('link', { name: /Pricing talk/ })).toHaveTextContent(
      /^2:00 PM Pricing talk Anna Archer$/,
    );
    expect(api.queriesOf(CALENDAR)).toEqual([{ from: '2026-10-26', to: '2026-12-06', tz: 'UTC' }]);
  });

  it('shows a small picture of a post’s media, and names it in the post’s link', async () => {
    open('/admin/calendar?date=2026-11-24', {
      body: calendar([
        post({ mediaKind: 'images', thumbnailUrl: '/api/admin/content/1/media/5/thumbnail' }),
        post({ id: 2, title: 'Deck', scheduledFor: '2026-11-26T14:00:00.000Z', mediaKind: 'document' }),
        post({ id: 3, title: 'Words only', scheduledFor: '2026-11-27T14:00:00.000Z' }),
      ]),
    });
    const withImages = await screen.findByRole('link', { name: /Hiring Lessons/ });
    expect(withImages).toHaveAccessibleName('9:30 AM Hiring Lessons, Anna Archer, Delivered, with images');
    const chip = withImages.closest('[data-post]') as HTMLElement;
    expect(within(chip).getByTestId('media-thumb')).toHaveAttribute(
      'src',
      '/api/admin/content/1/media/5/thumbnail',
    );
    // No thumbnail given: the kind's icon.
    const deck = screen.getByRole('link', { name: /Deck/ });
    expect(deck).toHaveAccessibleName('2:00 PM Deck, Anna Archer, Delivered, PDF carousel');
    expect(within(deck.closest('[data-post]') as HTMLElement).getByTestId('media-thumb').tagName).toBe('svg');
    // Text only: as before.
    const words = screen.getByRole('link', { name: /Words only/ });
    expect(words).toHaveAccessibleName('2:00 PM Words only, Anna Archer, Delivered');
    expect(within(words.closest('[data-post]') as HTMLElement).queryByTestId('media-thumb')).toBeNull();
  });

  it('marks a post approved to go out on LinkedIn by itself, and says so in its link', async () => {
    open('/admin/calendar?date=2026-11-24', {
      body: calendar([
        post({ status: 'scheduled', onLinkedIn: true }),
        post({ id: 2, title: 'By hand', status: 'scheduled', scheduledFor: '2026-11-26T14:00:00.000Z' }),
      ]),
    });
    expect(await screen.findByRole('link', { name: /Hiring Lessons/ })).toHaveAccessibleName(
      '9:30 AM Hiring Lessons, Anna Archer, Scheduled, goes out on LinkedIn',
    );
    expect(screen.getByRole('link', { name: /By hand/ })).toHaveAccessibleName(
      '2:00 PM By hand, Anna Archer, Scheduled',
    );
    const marked = (title: RegExp) =>
      screen
        .getByRole('link', { name: title })
        .closest('[data-post]')!
        .querySelector('[data-testid="LinkedInIcon"]');
    expect(marked(/Hiring Lessons/)).not.toBeNull();
    expect(marked(/By hand/)).toBeNull();
  });

  it('switches to a week, and goes to the next one and back to today, keeping them in the URL', async () => {
    const { api, user, router } = open();
    await screen.findByRole('link', { name: /Hiring Lessons/ });

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 23 – 29, 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-24&period=week');
    expect(
      within(screen.getByRole('list', { name: 'Nov 23 – 29, 2026' })).getAllByRole('listitem', {
        name: /day,/,
      }),
    ).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nov 30 – Dec 6, 2026' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain(`date=${new Date().toISOString().slice(0, 10)}`),
    );
    expect(api.queriesOf(CALENDAR).slice(0, 3)).toEqual([
      { from: '2026-10-26', to: '2026-12-06', tz: 'UTC' },
      { from: '2026-11-23', to: '2026-11-29', tz: 'UTC' },
      { from: '2026-11-30', to: '2026-12-06', tz: 'UTC' },
    ]);
  });

  it('filters by client, kept in the URL', async () => {
    const { api, user, router } = open();
    await screen.findByRole('link', { name: /Hiring Lessons/ });

    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(screen.getByRole('option', { name: 'Bert Brook' }));

    await waitFor(() => expect(router.state.location.search).toBe('?date=2026-11-24&clientId=4'));
    await waitFor(() => expect(api.queriesOf(CALENDAR).at(-1)).toMatchObject({ clientId: '4' }));
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveTextContent('Bert Brook');
  });

  it('moves a dragged post to its new day at once, keeping its time, and says so', async () => {
    let answered = false;
    const moved = mockApi({
      'PATCH /api/admin/content/1': () => {
        answered = true;
        return { body: { id: 1 } };
      },
    });
    open('/admin/calendar?date=2026-11-24', () => ({
      body: answered ? calendar([post({ scheduledFor: '2026-11-27T09:30:00.000Z' })]) : november,
    }));
    await screen.findByRole('link', { name: /Hiring Lessons/ });

    drag('Hiring Lessons', 'Friday, November 27');

    expect(postsOn('Friday, November 27')).toEqual(['9:30 AM Hiring Lessons, Anna Archer, Delivered']);
    expect(postsOn('Tuesday, November 24')).toEqual([]);
    expect(await screen.findByText('Post moved')).toBeInTheDocument();
    expect(screen.getByText('“Hiring Lessons” is now scheduled for Nov 27, 2026.')).toBeInTheDocument();
    expect(moved.bodiesOf('PATCH /api/admin/content/1')).toEqual([
      { scheduledFor: '2026-11-27T09:30:00.000Z' },
    ]);
  });

  it('puts a refused move back, with the server’s message', async () => {
    const moved = mockApi({
      'PATCH /api/admin/content/2': failure(409, 'This post was changed meanwhile: reload it and try again'),
    });
    // The refetch after the refusal waits: only the undo can have put the post back.
    let refetched = (): void => {};
    let loads = 0;
    open('/admin/calendar?date=2026-11-24', () =>
      ++loads === 1
        ? { body: november }
        : new Promise((resolve) => (refetched = () => resolve({ body: november }))),
    );
    await screen.findByRole('link', { name: /Pricing talk/ });

    drag('Pricing talk', 'Monday, November 30');
    expect(postsOn('Monday, November 30')).toEqual(['2:00 PM Pricing talk, Anna Archer, Scheduled']);

    expect(await screen.findByText('Move failed')).toBeInTheDocument();
    expect(screen.getByText('This post was changed meanwhile: reload it and try again')).toBeInTheDocument();
    expect(postsOn('Monday, November 30')).toEqual([]);
    expect(postsOn('Thursday, November 26')).toContain('2:00 PM Pricing talk, Anna Archer, Scheduled');
    // Answered once asked: on a busy machine the refetch is asked after the toast shows.
    await waitFor(() => expect(loads).toBe(2));
    refetched();
    expect(moved.bodiesOf('PATCH /api/admin/content/2')).toEqual([
      { scheduledFor: '2026-11-30T14:00:00.000Z' },
    ]);
  });

  it('keeps a published post on its day: it does not drag, and its menu says why', async () => {
    const { user } = open();
    await screen.findByRole('link', { name: /A win/ });
    expect(document.querySelector('[data-post="3"]')).toHaveAttribute('draggable', 'false');
    expect(document.querySelector('[data-post="2"]')).toHaveAttribute('draggable', 'true');

    await user.click(screen.getByRole('button', { name: 'Actions for A win' }));
    expect(screen.getByRole('menuitem', { name: 'Published: stays on its day' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves a post with Move to date, from its menu', async () => {
    const moved = mockApi({ 'PATCH /api/admin/content/2': { body: { id: 2 } } });
    const { user } = open();
    await screen.findByRole('link', { name: /Pricing talk/ });

    await user.click(screen.getByRole('button', { name: 'Actions for Pricing talk' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move to date' }));
    const field = dialog.getByLabelText(/New date/);
    expect(field).toHaveValue('2026-11-26');
    fireEvent.change(field, { target: { value: '2026-12-02' } });
    await user.click(dialog.getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Post moved')).toBeInTheDocument();
    expect(moved.bodiesOf('PATCH /api/admin/content/2')).toEqual([
      { scheduledFor: '2026-12-02T14:00:00.000Z' },
    ]);
  });

  it('says when nothing is scheduled in the month', async () => {
    open('/admin/calendar?date=2026-11-24', { body: calendar([]) });
    expect(await screen.findByText('Nothing scheduled in November 2026')).toBeInTheDocument();
  });

  it('says when the calendar could not load, and tries again', async () => {
    const { user } = open('/admin/calendar?date=2026-11-24', failure(500, 'Something went wrong'));
    expect(await screen.findByText('Error Loading Calendar')).toBeInTheDocument();
    mockApi({ [CALENDAR]: { body: november } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Hiring Lessons/ })).toBeInTheDocument();
  });

  it('on a phone, lists the days that have posts, one under the other', async () => {
    stubScreenWidth(360);
    open();
    await screen.findByRole('link', { name: /Hiring Lessons/ });

    const days = within(screen.getByRole('list', { name: 'November 2026' })).getAllByRole('listitem', {
      name: /day,/,
    });
    expect(days.map((item) => item.getAttribute('aria-label')?.replace(', today', ''))).toEqual([
      'Tuesday, November 24',
      'Thursday, November 26',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Tue, Nov 24' })).toBeInTheDocument();
    expect(screen.queryByText('Mon')).not.toBeInTheDocument();
  });
});
