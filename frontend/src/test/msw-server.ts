import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  NoticePreferencesDto,
  OutgoingMailPageDto,
  PerformanceSummaryDto,
  PostConversationDto,
  PostPublishingDto,
  SiteDto,
} from '../api';

/** The site settings every test's server answers (GET /api/site): the contact address. */
export const site: SiteDto = { contactEmail: 'hello@ghostline.test' };

/**
 * The tests' one fake API, at the network: it answers the app's own fetch calls. It starts with only
 * the site settings, which the landing page's footer and Contact Sales ask for wherever they show,
 * and an empty outgoing mail list, which the admin navigation asks for on every admin page; a
 * test adds its answers with `mockApi` (./mock-api.ts), and src/test/setup.ts removes them after each
 * test and fails a test that called anything else.
 */
/** No outgoing mail: what the admin navigation's count of failed mails asks for wherever it shows. */
export const noOutgoingMail: OutgoingMailPageDto = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 1,
  counts: { queued: 0, retrying: 0, sent: 0, failed: 0 },
};

/**
 * No numbers yet: what the Performance card asks for on the client's dashboard and the team's client
 * page, which many tests open for other reasons (a test of the card answers its own).
 */
export const noPerformance: PerformanceSummaryDto = {
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({
    month,
    published: 0,
    impressions: 0,
    engagementRate: null,
  })),
  totals: { published: 0, impressions: 0, engagementRate: null },
  bestPosts: [],
};

/**
 * Every kind of notice at once, as an admin has them until they choose: what Your account's Notices
 * card asks for (a test of the card answers its own).
 */
export const defaultNotices: NoticePreferencesDto = {
  items: (
    [
      ['new_lead', 'New leads', true],
      ['client_registered', 'Self-registrations', true],
      ['revision_requested', 'Revision requests', true],
      ['review_requested', 'Posts sent for review', true],
      ['review_returned', 'Posts sent back to you', true],
      ['client_assigned', 'Clients assigned to you', true],
      ['subscription_canceled', 'Cancellations', false],
      ['payment_failed', 'Failed payments', false],
      ['subscription_ending', 'Subscriptions ending', true],
      ['unmatched_payment', 'Payments we cannot match', true],
    ] as const
  ).map(([kind, label, canTurnOff]) => ({ kind, label, canTurnOff, delivery: 'now' })),
};

/**
 * No comments yet: what the conversation on a post asks for on the client's and the team's post pages,
 * which many tests open for other reasons (a test of the conversation answers its own).
 */
export const noConversation: PostConversationDto = { text: null, threads: [], unsent: 0 };

/**
 * LinkedIn not set up: what a post's "Publish on LinkedIn" card asks for on the client's and the
 * team's post pages, and then shows nothing (a test of the card answers its own).
 */
export const publishingNotSetUp: PostPublishingDto = {
  state: 'none',
  publishAt: null,
  timeZone: null,
  reason: null,
  attempts: 0,
  linkedinUrl: null,
  linkedinUrn: null,
  approvedBy: null,
  approvalBlock: 'not-set-up',
  connectionEndsAt: null,
};

export const server = setupServer(
  http.get('/api/site', () => HttpResponse.json(site)),
  http.get('/api/admin/outgoing-mails', () => HttpResponse.json(noOutgoingMail)),
  http.get('/api/client/performance', () => HttpResponse.json(noPerformance)),
  http.get('/api/admin/clients/:id/performance', () => HttpResponse.json(noPerformance)),
  // The client page's Post numbers card: no published posts.
  http.get('/api/admin/clients/:id/performance/posts', () => HttpResponse.json({ items: [] })),
  http.get('/api/admin/account/notices', () => HttpResponse.json(defaultNotices)),
  http.get('/api/client/content/:id/comments', () => HttpResponse.json(noConversation)),
  http.get('/api/admin/content/:id/comments', () => HttpResponse.json(noConversation)),
  http.get('/api/client/content/:id/linkedin', () => HttpResponse.json(publishingNotSetUp)),
  http.get('/api/admin/content/:id/linkedin', () => HttpResponse.json(publishingNotSetUp)),
);
