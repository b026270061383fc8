import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { failure, mockApi, listPage } from '../../test/mock-api';
import { summary } from '../../test/performance-data';
import { renderPages } from '../../test/render-with-providers';
import { stubResizeObserver } from '../../test/resize-observer';
import { client } from '../../test/users';
import { DashboardPage } from './dashboard-page';

function portal() {
  mockApi({
    'GET /api/client/subscriptions': { body: [] },
    'GET /api/client/content': { body: listPage([]) },
  });
}

async function openDashboard() {
  renderPages({ '/dashboard': DashboardPage }, '/dashboard', { signedInAs: client });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
}

const card = async () => within(await screen.findByRole('region', { name: 'Performance' }));

describe("/dashboard's Performance card", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    stubResizeObserver();
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the client's totals, a chart of each figure and the best posts, linking to them", async () => {
    portal();
    mockApi({ 'GET /api/client/performance': { body: summary } });
    await openDashboard();
    const performance = await card();
    expect(await performance.findByText('12,480')).toBeInTheDocument();
    expect(performance.getByText('3.5%')).toBeInTheDocument();
    expect(await performance.findByRole('img', { name: 'Impressions' })).toHaveAccessibleDescription(
      /November 2026: 9,280/,
    );
    expect(performance.getByRole('img', { name: 'Engagement rate' })).toHaveAccessibleDescription(
      /September 2026: 4\.3%; October 2026: —/,
    );
    const best = within(performance.getByRole('region', { name: 'Best posts' }));
    expect(best.getByRole('link', { name: 'Hiring for one' })).toHaveAttribute(
      'href',
      '/dashboard/content/41',
    );
    expect(best.getByText(/5\.0% engagement · 800 impressions · Published Jul 3, 2026/)).toBeInTheDocument();
    expect(best.getByRole('link', { name: 'Pricing mistakes' })).toHaveAttribute(
      'href',
      '/dashboard/content/42',
    );
  });

  it('draws the charts only once the card comes near the screen, a placeholder of their size until then', async () => {
    // The card far below the fold, as on a phone.
    const top = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 5000, 300, 300));
    portal();
    mockApi({ 'GET /api/client/performance': { body: summary } });
    await openDashboard();
    const performance = await card();
    expect(await performance.findByText('12,480')).toBeInTheDocument();
    // The charts' code is in and every pending render done: still the placeholder.
    await act(async () => {
      await import('../../components/performance/performance-charts');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(performance.getByLabelText('Loading the charts')).toBeInTheDocument();
    expect(performance.queryByRole('img', { name: 'Impressions' })).not.toBeInTheDocument();

    top.mockReturnValue(new DOMRect(0, 400, 300, 300));
    fireEvent.scroll(window);
    expect(await performance.findByRole('img', { name: 'Impressions' })).toBeInTheDocument();
    top.mockRestore();
  });

  it('shows the months as a table on request', async () => {
    const user = userEvent.setup({ delay: null });
    portal();
    mockApi({ 'GET /api/client/performance': { body: summary } });
    await openDashboard();
    const performance = await card();
    await user.click(await performance.findByRole('button', { name: 'Table' }));
    expect(performance.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    expect(performance.queryByRole('img', { name: 'Impressions' })).not.toBeInTheDocument();
    const table = within(performance.getByRole('table', { name: 'Performance per month' }));
    const november = table.getByRole('row', { name: /Nov 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '9,280', '3.1%']);
    expect(table.getByRole('row', { name: /Jun 2026/ })).toHaveTextContent('Jun 202600—');
  });

  it('says there are no numbers yet, and where they come from', async () => {
    portal();
    await openDashboard();
    const performance = await card();
    expect(await performance.findByText('No numbers yet')).toBeInTheDocument();
    expect(performance.getByText(/Your numbers come from your published posts/)).toBeInTheDocument();
    expect(performance.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  });

  it('tells a failure, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    portal();
    // Down until the client tries again (the card, drawn after the page asked, may ask once more).
    let down = true;
    mockApi({
      'GET /api/client/performance': () => (down ? failure(500, 'The database is away') : { body: summary }),
    });
    await openDashboard();
    const performance = await card();
    expect(await performance.findByText('Failed to load performance')).toBeInTheDocument();
    expect(performance.getByText('The database is away')).toBeInTheDocument();
    down = false;
    await user.click(performance.getByRole('button', { name: 'Try Again' }));
    expect(await performance.findByText('12,480')).toBeInTheDocument();
  });
});
