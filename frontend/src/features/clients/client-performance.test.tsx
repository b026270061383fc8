import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { failure, mockApi, listPage } from '../../test/mock-api';
import { summary } from '../../test/performance-data';
import { renderPages } from '../../test/render-with-providers';
import { stubResizeObserver } from '../../test/resize-observer';
import { signedInTeam, teamReply, writer } from '../../test/team-session';
import { admin } from '../../test/users';
import { ClientDetailsPage } from './client-details-page';
import { clientDetail, paymentsReply } from '../../test/clients-data';

const PERFORMANCE = 'GET /api/admin/clients/42/performance';

function openClient(member = admin) {
  mockApi({
    'GET /api/admin/clients/42': { body: clientDetail({ id: 42 }) },
    'GET /api/admin/clients/42/subscription-events': { body: [] },
    ...paymentsReply,
    'GET /api/admin/content': { body: listPage([]) },
    'GET /api/admin/billing': { body: { provider: 'manual' } },
    ...teamReply,
  });
  renderPages({ '/admin/clients/:id': ClientDetailsPage }, '/admin/clients/42', signedInTeam(member));
}

const card = async () => within(await screen.findByRole('region', { name: 'Performance' }));

describe("/admin/clients/{id}'s Performance card", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    stubResizeObserver();
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows the client's figures from the team's endpoint, the best posts linking to their post pages", async () => {
    mockApi({ [PERFORMANCE]: { body: summary } });
    openClient();
    const performance = await card();
    expect(await performance.findByText('12,480')).toBeInTheDocument();
    const best = within(performance.getByRole('region', { name: 'Best posts' }));
    expect(best.getByRole('link', { name: 'Hiring for one' })).toHaveAttribute('href', '/admin/content/41');
  });

  it("is a writer's too, and tells the team where numbers come from", async () => {
    openClient(writer);
    const performance = await card();
    expect(await performance.findByText('No numbers yet')).toBeInTheDocument();
    expect(performance.getByText(/Numbers come from the client's published posts/)).toBeInTheDocument();
  });

  it('tells a failure without hiding the rest of the page', async () => {
    mockApi({ [PERFORMANCE]: failure(500, 'The database is away') });
    openClient();
    const performance = await card();
    expect(await performance.findByText('Failed to load performance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Details' })).toBeInTheDocument();
  });
});
