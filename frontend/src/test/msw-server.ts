import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SiteDto } from '../api';

/** The site settings every test's server answers (GET /api/site): the contact address. */
export const site: SiteDto = { contactEmail: 'hello@ghostline.test' };

/**
 * The tests' one fake API, at the network: it answers the app's own fetch calls. It starts with only
 * the site settings, which the landing page's footer and Contact Sales ask for wherever they show; a
 * test adds its answers with `mockApi` (./mock-api.ts), and src/test/setup.ts removes them after each
 * test and fails a test that called anything else.
 */
export const server = setupServer(http.get('/api/site', () => HttpResponse.json(site)));
