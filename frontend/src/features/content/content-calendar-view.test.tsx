import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CalendarPostDto } from '../../api';
import { listPage, mockApi } from '../../test/mock-api';
import { content } from '../../test/portal-data';
import { renderPages } from '../../test/render-with-providers';
import { stubScreenWidth } from '../../test/screen-width';
import { client } from '../../test/users';
import { ContentListPage } from './content-list-page';

const LIST = 'GET /api/client/content';
const CALENDAR = 'GET /api/client/calendar';

const hiringLessons: CalendarPostDto = {
  id: 1,
  title: 'Hiring Lessons',
  status: 'delivered',
  scheduledFor: '2026-11-25T12:00:00.000Z',
  plan: 'echo',
  mediaKind: null,
  thumbnailUrl: null,
};

function open(path: string, item: CalendarPostDto = hiringLessons) {
  const api = mockApi({
    [LIST]: { body: listPage([content({ id: 1, title: 'Hiring Lessons' })]) },
    [CALENDAR]: { body: { items: [item] } },
  });
  const user = userEvent.setup({ delay: null });
  const rendered = renderPages({ '/dashboard/content': ContentListPage }, path, { signedInAs: client });
  return { api, user, ...rendered };
}

describe('My Content: List or Calendar', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    stubScreenWidth(1280);
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the list first, then the calendar of the client’s posts, read-only, kept in the URL', async () => {
    const { api, user, router } = open('/dashboard/content?date=2026-11-24');
    expect(await screen.findByRole('article', { name: 'Hiring Lessons' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.queriesOf(CALENDAR)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Calendar' }));

    const link = await screen.findByRole('link', { name: /Hiring Lessons/ });
    expect(link).toHaveAttribute('href', '/dashboard/content/1');
    expect(link).toHaveAccessibleName('12:00 PM Hiring Lessons, Delivered');
    expect(router.state.location.search).toBe('?date=2026-11-24&view=calendar');
    expect(api.queriesOf(CALENDAR)).toEqual([{ from: '2026-10-26', to: '2026-12-06', tz: 'UTC' }]);
    const day = within(screen.getByRole('listitem', { name: /^Wednesday, November 25/ }));
    expect(day.getByRole('link')).toBe(link);
    // Read-only: no actions, nothing to drag.
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(link.closest('[draggable="true"]')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('article', { name: 'Hiring Lessons' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=2026-11-24');
  });

  it('shows a post’s media on the client’s calendar too', async () => {
    open('/dashboard/content?view=calendar&date=2026-11-24', {
      ...hiringLessons,
      mediaKind: 'document',
      thumbnailUrl: '/api/client/content/1/media/9/thumbnail',
    });
    const link = await screen.findByRole('link', { name: /Hiring Lessons/ });
    expect(link).toHaveAccessibleName('12:00 PM Hiring Lessons, Delivered, PDF carousel');
    expect(within(link.closest('[data-post]') as HTMLElement).getByTestId('media-thumb')).toHaveAttribute(
      'src',
      '/api/client/content/1/media/9/thumbnail',
    );
  });

  it('opens on the calendar from its URL, by week', async () => {
    const { api } = open('/dashboard/content?view=calendar&period=week&date=2026-11-24');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 23 – 29, 2026' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Hiring Lessons/ });
    expect(api.queriesOf(CALENDAR)).toEqual([{ from: '2026-11-23', to: '2026-11-29', tz: 'UTC' }]);
    expect(api.queriesOf(LIST)).toEqual([]);
  });
});
