import Stripe from 'stripe';
import type { Agent, Response } from 'supertest';
import { FakeLinkedIn } from './utils/fake-linkedin.js';
import { FakeStripe, stripeEvent, STRIPE_WEBHOOK_SECRET } from './utils/fake-stripe.js';
import { Mailbox } from './utils/mailbox.js';
import { ADMIN, createTestApp, type TestApp } from './utils/test-app.js';
import {
  buildWorld,
  PASSWORD,
  PAYABLE_PERIOD_START,
  PUBLIC_URL,
  type Target,
  type World,
} from './utils/matrix-fixtures.js';
import { openApiOperations } from './utils/openapi-operations.js';
import { writePdf } from '../src/media/pdf-writer.js';
import { seedOutgoingMail } from './utils/outgoing-mails.js';
import { ONBOARDING_ANSWERS } from './utils/samples.js';

/**
 * Who may call what, for every operation of openapi.json: anonymous, client A, client B acting on
 * A's rows, writer A (client A is assigned to them), writer B (client B's writer) acting on A's rows,
 * and the admin; and client A's reviewer (their assistant). The table is written by hand and checked against the document both ways, so an
 * operation added without its row, or a row left behind by a removed operation, fails.
 *
 * The rules the table follows: anonymous on a protected operation → 401; a client on a team
 * operation → 403, and the team on a client's → 403; a writer on an admin-only operation (leads,
 * prices, subscriptions, billing, mails, exports, erasure, the team) → 403; client B on A's rows,
 * and writer B on A's client and posts → 404, as for a row that does not exist (never 403, never
 * 200); a public operation answers its usual success to anyone. The reviewer's column follows one
 * rule where it cannot differ from the rest (reviewerCell): a public operation answers them as it
 * answers anyone, a team operation refuses them as it refuses a client (403); every operation of the
 * client portal states the reviewer's cell itself (read, comment and send feedback on A's posts; 403
 * for the subscription, publishing, the numbers, the profile and the reviewers). Every call sends a valid body, so a status says who called, not what was sent, and the
 * allowed cells prove the call works.
 */

type Role = 'anonymous' | 'clientA' | 'clientB' | 'writerA' | 'writerB' | 'admin' | 'reviewer';
const ROLES: Role[] = ['anonymous', 'clientA', 'clientB', 'writerA', 'writerB', 'admin', 'reviewer'];

/** What one cell sends; the method and path come from the row's key, `{id}` replaced by `id`. */
interface Call {
  id?: number;
  /** For `{commentId}` in the path. */
  commentId?: number;
  /** For `{mediaId}` in the path (`{variant}` is `thumbnail`, `{page}` 1). */
  mediaId?: number;
  /** A file sent as multipart/form-data (an upload) instead of a JSON body. */
  file?: { field: string; bytes: Buffer; name: string };
  query?: Record<string, string>;
  /** An object sent as JSON, or JSON already written (a signed webhook's exact bytes). */
  body?: object | string;
  headers?: Record<string, string>;
}

interface Row {
  /**
   * Builds the row this cell acts on afresh, for a call that uses it up (deletes, cancels, sends); a
   * cell refused for who calls (401, 403) gets STAND_IN instead.
   */
  fresh?: (w: World) => Promise<Target>;
  /** The session each role calls with: shared, or `fresh` where the call ends or replaces the session. */
  session?: 'fresh';
  call: (w: World, role: Role, target: Target | undefined) => Call;
  /** The reviewer's cell may be left to reviewerCell's rule, except on a client operation. */
  expect: Record<Exclude<Role, 'reviewer'>, number> & { reviewer?: number };
  /** More to see in an answer than its status: that nothing of A's shows. */
  check?: Partial<Record<Role, (body: never, w: World) => void>>;
}

/**
 * The token a role brings to a lead's onboarding link: the holder of the lead's own link counts as
 * its owner (client A here); client B brings its own lead's, another lead's; anonymous, the writers
 * and the admin none (writers see no leads).
 */
const linkToken = (w: World, role: Role, own: string): Record<string, string> =>
  role === 'clientA' ? { token: own } : role === 'clientB' ? { token: w.b.leadToken } : {};

const ideas = {
  idea1: 'The hire that taught me to write job ads for one person',
  idea2: 'Why our interview loop has a paid trial day',
  idea3: 'Three questions I ask every reference',
};
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
/** A post's numbers as read today. */
const TODAY = new Date().toISOString().slice(0, 10);
/** Tomorrow, as a publishing day (read in the client's zone, UTC until they choose one). */
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * A post of A's just delivered, A's LinkedIn connected (a token nobody sealed: nothing is ever sent
 * with it), the team let publish or not; with `approved`, approved for LinkedIn tomorrow.
 */
async function deliveredWithLinkedIn(
  w: World,
  { team, approved = false }: { team: boolean; approved?: boolean },
): Promise<Target> {
  const post = await w.freshDeliveredPostOfA();
  await w.t.query(
    `insert into linkedin_connections (client_id, member_sub, member_name, token, expires_at, scopes, team_may_publish)
     values ($1, 'sub-a', 'A on LinkedIn', 'v1.x.y.z', now() + interval '50 days', 'openid profile w_member_social', $2)
     on conflict (client_id) do update set team_may_publish = $2, expires_at = now() + interval '50 days'`,
    [w.a.clientId, team],
  );
  if (approved) {
    await w.t.query(
      `insert into linkedin_publications (post_id, state, publish_at, next_try_at, version_number, approved_at)
       values ($1, 'scheduled', now() + interval '1 day', now() + interval '1 day', 1, now())`,
      [post.id],
    );
    await w.t.query(`update content_deliverables set status = 'scheduled' where id = $1`, [post.id]);
  }
  return post;
}

const POST_NUMBERS = { impressions: 1200, reactions: 38, comments: 9, reposts: 2 };

/** A and B's delivered posts put on a day of the calendar's range (the same each time: a cell may run it again). */
const CALENDAR_RANGE = { from: '2031-03-01', to: '2031-03-31' };
const scheduleForCalendar = async (w: World): Promise<Target> => {
  await w.t.query(
    `update content_deliverables set scheduled_for = '2031-03-02T09:00:00Z' where id in ($1, $2)`,
    [w.a.postId, w.b.postId],
  );
  return { id: w.a.postId };
};

/** For each duplicate lead a cell merges, the lead with the same email it merges into. */
const mergeTargets = new Map<number, number>();
/** Two leads with the same email (the same person asking twice): the later one is the duplicate to merge. */
const freshDuplicateLead = async (w: World): Promise<Target> => {
  const keep = await w.freshLead();
  const duplicate = await w.freshLead();
  await w.t.query('update leads set email = (select email from leads where id = $1) where id = $2', [
    keep.id,
    duplicate.id,
  ]);
  mergeTargets.set(duplicate.id, keep.id);
  return duplicate;
};

/**
 * The reviewer's expected status: the row's own, else by the rule (see above). A client operation
 * must state it: the rule refuses to guess, and the cell fails naming the row.
 */
function reviewerCell(key: string, row: Row): number {
  if (row.expect.reviewer !== undefined) return row.expect.reviewer;
  if (row.expect.anonymous !== 401) return row.expect.anonymous;
  if (row.expect.clientA === 403) return 403;
  throw new Error(`${key}: a client operation must state the reviewer's cell`);
}
const expectedOf = (key: string, row: Row, role: Role): number =>
  role === 'reviewer' ? reviewerCell(key, row) : row.expect[role];

/** A reader of A's delivered file (World.mediaOfA): by its post's address, or by the review link's token. */
const mediaOfA = (expect: Row['expect'], byLink = false): Row => ({
  fresh: (w) => w.mediaOfA(),
  call: (_w, _role, media) =>
    byLink
      ? { mediaId: media!.mediaId!, query: { token: media!.token! } }
      : { id: media!.id, mediaId: media!.mediaId! },
  expect,
});
const TEAM_SEES_MEDIA = {
  anonymous: 401,
  clientA: 403,
  clientB: 403,
  writerA: 200,
  writerB: 404,
  admin: 200,
};
const CLIENT_SEES_MEDIA = {
  anonymous: 401,
  clientA: 200,
  clientB: 404,
  writerA: 403,
  writerB: 403,
  admin: 403,
  reviewer: 200,
};
const LINK_HOLDER_SEES_MEDIA = {
  anonymous: 200,
  clientA: 200,
  clientB: 200,
  writerA: 200,
  writerB: 200,
  admin: 200,
};

const MATRIX: Record<string, Row> = {
  // The admin's back office: the admin only.
  'GET /api/admin/board': {
    call: () => ({}),
    check: {
      writerB: (body: { clients: { clientId: number }[]; leadsWaitingTotal: number }, w) => {
        expect(body.clients.map((row) => row.clientId)).not.toContain(w.a.clientId);
        expect(body.leadsWaitingTotal).toBe(0);
      },
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/admin/change-password': {
    // Each member's own password again, as the client's row does: the call works, every later sign-in
    // still does, and the shared session that calls stays (only the member's other sessions end).
    call: (_w, role) => {
      const password = role === 'admin' ? ADMIN.password : PASSWORD;
      return { body: { currentPassword: password, newPassword: password } };
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  // A team member's own notices (Your account): each their own, never a client's.
  'GET /api/admin/account/notices': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'PUT /api/admin/account/notices': {
    call: () => ({ body: { choices: [{ kind: 'subscription_canceled', delivery: 'now' }] } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  // Your account: each team member their own; the email changes only through a mailed link.
  'GET /api/admin/account': {
    call: () => ({}),
    check: {
      writerA: (body: { id: number }, w) => expect(body.id).toBe(w.writerA.id),
      writerB: (body: { id: number }, w) => expect(body.id).toBe(w.writerB.id),
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'PATCH /api/admin/account': {
    call: () => ({ body: { firstName: 'Joan' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/admin/account/email-change': {
    call: (_w, role) => ({
      body: {
        email: `${role.toLowerCase()}.new@example.com`,
        currentPassword: role === 'admin' ? ADMIN.password : PASSWORD,
      },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/admin/account/email-change/resend': {
    // The change the row above asked for waits for its link.
    fresh: async (w) => {
      for (const agent of [w.admin, w.writerA.agent, w.writerB.agent]) {
        await agent
          .post('/api/admin/account/email-change')
          .send({
            email: `resend.${Math.random().toString(36).slice(2)}@example.com`,
            currentPassword: agent === w.admin ? ADMIN.password : PASSWORD,
          })
          .expect(200);
      }
      return { id: 0 };
    },
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'DELETE /api/admin/account/email-change': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/admin/check-auth': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/admin/clients': {
    call: () => ({ query: { page: '1', pageSize: '200' } }),
    check: {
      writerA: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toEqual([w.a.clientId]),
      writerB: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toEqual([w.b.clientId]),
      admin: (body: { items: { id: number }[] }, w) =>
        expect(idsOf(body.items)).toEqual(expect.arrayContaining([w.a.clientId, w.b.clientId])),
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/admin/clients/{id}': {
    call: (w) => ({ id: w.a.clientId }),
    check: {
      // No prices for a writer: the subscriptions are the admins'.
      writerA: (body: { subscriptions: unknown[]; writableSubscriptions: unknown[] }) => {
        expect(body.subscriptions).toEqual([]);
        expect(body.writableSubscriptions).not.toEqual([]);
      },
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'GET /api/admin/clients/{id}/performance': {
    call: (w) => ({ id: w.a.clientId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'PATCH /api/admin/clients/{id}': {
    call: (w) => ({ id: w.a.clientId, body: { firstName: 'Ada' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/clients/{id}/erasure': {
    fresh: (w) => w.freshClient(),
    call: (_w, _role, client) => ({ id: client!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/clients/{id}/invitation': {
    fresh: (w) => w.freshClient(),
    call: (_w, _role, client) => ({ id: client!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 204 },
  },
  'GET /api/admin/clients/{id}/subscription-events': {
    call: (w) => ({ id: w.a.clientId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/admin/calendar': {
    fresh: scheduleForCalendar,
    call: () => ({ query: CALENDAR_RANGE }),
    check: {
      writerA: (body: { items: { id: number }[]; clients: { id: number }[] }, w) => {
        expect(idsOf(body.items)).toEqual([w.a.postId]);
        expect(idsOf(body.clients)).toEqual([w.a.clientId]);
      },
      writerB: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).not.toContain(w.a.postId),
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/admin/billing': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/clients/{id}/subscriptions': {
    call: (w) => ({ id: w.a.clientId, body: { plan: 'ghost', amount: 99 } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 201 },
  },
  'GET /api/admin/content': {
    call: (w) => ({ query: { clientId: String(w.a.clientId) } }),
    check: {
      writerA: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toContain(w.a.postId),
      writerB: (body: { items: unknown[] }) => expect(body.items).toEqual([]),
    },
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/admin/content': {
    call: (w) => ({
      body: { subscriptionId: w.a.subscriptionId, title: 'Hiring in public', content: 'What we learned.' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 201, writerB: 400, admin: 201 },
  },
  'DELETE /api/admin/content/{id}': {
    fresh: (w) => w.freshDraftOfA(),
    call: (_w, _role, draft) => ({ id: draft!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 204, writerB: 404, admin: 204 },
  },
  'GET /api/admin/content/{id}/linkedin': {
    call: (w) => ({ id: w.a.postId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/linkedin': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: true }),
    call: (_w, _role, post) => ({ id: post!.id, body: { date: TOMORROW, time: '09:00' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/linkedin/now': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: true }),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'DELETE /api/admin/content/{id}/linkedin': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: true, approved: true }),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  // A's connection taken away first: a connected client is not asked again (409).
  'POST /api/admin/clients/{id}/linkedin-invitation': {
    fresh: async (w) => {
      await w.t.query(`delete from linkedin_connections where client_id = $1`, [w.a.clientId]);
      return { id: w.a.clientId };
    },
    call: (_w, _role, client) => ({ id: client!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 204, writerB: 404, admin: 204 },
  },
  'GET /api/admin/content/{id}': {
    call: (w) => ({ id: w.a.postId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  // A published post's numbers, and a client's many at once.
  'GET /api/admin/content/{id}/performance': {
    fresh: (w) => w.freshPublishedPostOfA(),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/performance': {
    fresh: (w) => w.freshPublishedPostOfA(),
    call: (_w, _role, post) => ({ id: post!.id, body: { recordedOn: TODAY, ...POST_NUMBERS } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 201, writerB: 404, admin: 201 },
  },
  'GET /api/admin/clients/{id}/performance/posts': {
    call: (w) => ({ id: w.a.clientId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/clients/{id}/performance': {
    fresh: (w) => w.freshPublishedPostOfA(),
    call: (w, _role, post) => ({
      id: w.a.clientId,
      body: { recordedOn: TODAY, rows: [{ postId: post!.id, ...POST_NUMBERS }] },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 201, writerB: 404, admin: 201 },
  },
  'GET /api/admin/clients/{id}/performance.csv': {
    call: (w) => ({ id: w.a.clientId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'GET /api/client/content/{id}/performance': {
    fresh: (w) => w.freshPublishedPostOfA(),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/content/{id}/performance': {
    fresh: (w) => w.freshPublishedPostOfA(),
    call: (_w, _role, post) => ({ id: post!.id, body: { recordedOn: TODAY, ...POST_NUMBERS } }),
    expect: {
      anonymous: 401,
      clientA: 201,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'GET /api/client/performance.csv': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'PATCH /api/admin/content/{id}': {
    call: (w) => ({ id: w.a.draftId, body: { title: 'Hiring in public, revised' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'PATCH /api/admin/clients/{id}/production': {
    // A's writer stays A's writer: the call sets what is set already.
    call: (w) => ({ id: w.a.clientId, body: { assignedToId: w.writerA.id, reviewRequired: false } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'PUT /api/admin/content/{id}/media': {
    // No media is a valid set: it proves the call works without a file uploaded first.
    call: (w) => ({ id: w.a.draftId, body: { items: [] } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/review-request': {
    fresh: (w) => w.freshDraftOfA(),
    call: (_w, _role, draft) => ({ id: draft!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/review': {
    fresh: (w) => w.freshDraftOfAReadyForReview(),
    call: (_w, _role, draft) => ({ id: draft!.id, body: { decision: 'approve' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/admin/team': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/team': {
    call: (_w, role) => ({
      body: {
        firstName: 'Joan',
        lastName: 'Didion',
        email: `joan.${role.toLowerCase()}@example.com`,
        role: 'writer',
      },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 201 },
  },
  'PATCH /api/admin/team/{id}': {
    fresh: (w) => w.freshMember(),
    call: (_w, _role, member) => ({ id: member!.id, body: { role: 'admin' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'PATCH /api/admin/team/{id}/profile': {
    fresh: (w) => w.freshMember(),
    call: (_w, _role, member) => ({
      id: member!.id,
      body: { firstName: 'Joan', lastName: 'Didion', email: `corrected${member!.id}@example.com` },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/team/{id}/deactivation': {
    fresh: (w) => w.freshMember(),
    call: (_w, _role, member) => ({ id: member!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/team/{id}/reactivation': {
    fresh: (w) => w.freshMember({ deactivated: true }),
    call: (_w, _role, member) => ({ id: member!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/team/{id}/invitation': {
    fresh: (w) => w.freshMember(),
    call: (_w, _role, member) => ({ id: member!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 204 },
  },
  'POST /api/admin/content/{id}/status': {
    fresh: (w) => w.freshDraftOfA(),
    call: (_w, _role, draft) => ({ id: draft!.id, body: { status: 'delivered' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'GET /api/admin/outgoing-mails': {
    call: () => ({ query: { status: 'failed', search: 'example.com' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/outgoing-mails/{id}/retry': {
    fresh: async (w) => ({ id: await seedOutgoingMail(w.t, { status: 'failed' }) }),
    call: (_w, _role, mail) => ({ id: mail!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/admin/leads/{id}/conversion': {
    call: (w) => ({ id: w.lead.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/leads/{id}/convert': {
    fresh: (w) => w.freshLead(),
    call: (_w, _role, lead) => ({
      id: lead!.id,
      body: {
        username: `grace${lead!.id}`,
        email: `grace.hopper${lead!.id}@example.com`,
        firstName: 'Grace',
        lastName: 'Hopper',
        plan: 'echo',
        amount: 299,
      },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 201 },
  },
  'POST /api/admin/logout': {
    session: 'fresh',
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/admin/subscriptions/{id}/payments': {
    fresh: (w) => w.freshPayableSubscriptionOfA(),
    call: (_w, _role, subscription) => ({
      id: subscription!.id,
      body: { outcome: 'paid', periodStart: PAYABLE_PERIOD_START, note: 'Bank transfer' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/admin/subscriptions/{id}/payments': {
    call: (w) => ({ id: w.a.subscriptionId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/payments/{id}/void': {
    fresh: (w) => w.freshPaymentOfA(),
    call: (_w, _role, payment) => ({ id: payment!.id, body: { reason: 'Entered twice by mistake' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/admin/billing/summary': {
    call: () => ({}),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/admin/subscriptions/{id}/payment-link': {
    fresh: (w) => w.freshPendingStripeSubscriptionOfA(),
    call: (_w, _role, subscription) => ({ id: subscription!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'PATCH /api/admin/subscriptions/{id}': {
    call: (w) => ({ id: w.a.subscriptionId, body: { autoRenew: true } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/leads': {
    call: () => ({ query: { page: '1', search: 'Grace' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'GET /api/leads/export.csv': {
    call: () => ({ query: { status: 'new' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'DELETE /api/leads/{id}': {
    fresh: (w) => w.freshLead(),
    call: (_w, _role, lead) => ({ id: lead!.id }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 204 },
  },
  'GET /api/leads/{id}/export': {
    call: (w) => ({ id: w.lead.id, query: { format: 'json' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/leads/{id}/ideas': {
    call: (w) => ({ id: w.lead.id, body: ideas }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/leads/{id}/merge': {
    fresh: freshDuplicateLead,
    // A refused cell's stand-in has no twin: the shared lead keeps its body valid.
    call: (w, _role, lead) => ({
      id: lead!.id,
      body: { intoLeadId: mergeTargets.get(lead!.id) ?? w.lead.id },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'POST /api/leads/{id}/notes': {
    call: (w) => ({ id: w.lead.id, body: { body: 'Prefers calls in the morning' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 201 },
  },
  'PUT /api/leads/{id}/assignment': {
    call: (w) => ({ id: w.lead.id, body: { assignedToId: null } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },
  'PATCH /api/leads/{id}/status': {
    fresh: (w) => w.freshLead(),
    call: (_w, _role, lead) => ({ id: lead!.id, body: { status: 'contacted' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 403, writerB: 403, admin: 200 },
  },

  // The client portal: a client, on its own account and rows only.
  'GET /api/client/linkedin': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
    check: {
      clientB: (body: { available: boolean; connection: unknown }) =>
        expect(body).toEqual({ available: true, connection: null }),
    },
  },
  'POST /api/client/linkedin/connect': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'GET /api/client/linkedin/callback': {
    // A state no session holds: back to Settings, refused, and nothing stored. Open to anyone (a
    // browser back from LinkedIn never meets an error page): without a client's session, back to
    // Settings too, saying so.
    call: () => ({ query: { code: 'a-code', state: 'not-the-sessions' } }),
    expect: {
      anonymous: 303,
      clientA: 303,
      clientB: 303,
      writerA: 303,
      writerB: 303,
      admin: 303,
      reviewer: 303,
    },
  },
  'DELETE /api/client/linkedin': {
    // A's connection, made afresh (its token sealed by nobody: nothing to revoke); B has none.
    fresh: async (w) => {
      await w.t.query(
        `insert into linkedin_connections (client_id, member_sub, member_name, token, expires_at, scopes)
         values ($1, 'sub-a', 'A on LinkedIn', 'v1.x.y.z', now() + interval '50 days', 'openid profile w_member_social')
         on conflict (client_id) do nothing`,
        [w.a.clientId],
      );
      return { id: 0 };
    },
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 204,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  // Publishing on LinkedIn: the client (a reviewer only with the client's leave, not given here); the
  // team only with the client's leave, given for the team's rows (a writer for their own clients).
  'GET /api/client/content/{id}/linkedin': {
    call: (w) => ({ id: w.a.postId }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'POST /api/client/content/{id}/linkedin': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: false }),
    call: (_w, _role, post) => ({ id: post!.id, body: { date: TOMORROW, time: '09:00' } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/content/{id}/linkedin/now': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: false }),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'DELETE /api/client/content/{id}/linkedin': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: false, approved: true }),
    call: (_w, _role, post) => ({ id: post!.id }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'PUT /api/client/linkedin/permissions': {
    fresh: (w) => deliveredWithLinkedIn(w, { team: false }),
    call: () => ({ body: { teamMayPublish: false, reviewersMayPublish: false } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'GET /api/client/profile': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
    check: {
      clientB: (body: { username: string }, w) => expect(body.username).toBe(w.b.username),
      reviewer: (body: { id: number; role: string; reviewsForId: number }, w) =>
        expect(body).toMatchObject({ id: w.reviewerA.id, role: 'reviewer', reviewsForId: w.a.clientId }),
    },
  },
  'PATCH /api/client/profile': {
    call: () => ({ body: { lastName: 'Lovelace' } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/profile/email-change': {
    // Each client's own, with its password: a link goes to the new address, the email stays as it is.
    call: (_w, role) => ({
      body: { email: `${role.toLowerCase()}.moved@example.com`, currentPassword: PASSWORD },
    }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/change-password': {
    // The same password again: the call works and every later sign-in still does.
    call: () => ({ body: { currentPassword: PASSWORD, newPassword: PASSWORD } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'POST /api/client/logout': {
    session: 'fresh',
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'GET /api/client/calendar': {
    fresh: scheduleForCalendar,
    call: () => ({ query: CALENDAR_RANGE }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
    check: {
      clientA: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toEqual([w.a.postId]),
      clientB: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toEqual([w.b.postId]),
      reviewer: (body: { items: { id: number }[] }, w) => expect(idsOf(body.items)).toEqual([w.a.postId]),
    },
  },
  'GET /api/client/content': {
    call: () => ({ query: { page: '1', pageSize: '200' } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
    check: {
      clientB: (body: { items: { id: number }[] }, w) => {
        expect(idsOf(body.items)).not.toContain(w.a.postId);
        expect(idsOf(body.items)).toContain(w.b.postId);
      },
      reviewer: (body: { items: { id: number }[] }, w) => {
        expect(idsOf(body.items)).toContain(w.a.postId);
        expect(idsOf(body.items)).not.toContain(w.b.postId);
      },
    },
  },
  'GET /api/client/content/{id}': {
    call: (w) => ({ id: w.a.postId }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'POST /api/client/content/{id}/publish': {
    fresh: (w) => w.freshDeliveredPostOfA(),
    call: (_w, _role, post) => ({
      id: post!.id,
      body: {
        publishedUrl: 'https://www.linkedin.com/posts/ada-lovelace_hiring-activity-7212345678901234567-abcd',
      },
    }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/content/{id}/revision': {
    fresh: (w) => w.freshDeliveredPostOfA(),
    call: (_w, _role, post) => ({
      id: post!.id,
      body: { feedbackNotes: 'Open with the story about our first hire.' },
    }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'GET /api/client/content/{id}/comments': {
    call: (w) => ({ id: w.a.postId }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'POST /api/client/content/{id}/comments': {
    call: (w) => ({ id: w.a.postId, body: { body: 'The second line is not how I talk.' } }),
    expect: {
      anonymous: 401,
      clientA: 201,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 201,
    },
  },
  // A's own draft: the reviewer's drafts are theirs alone, as A's are A's (404, as one not there).
  'PATCH /api/client/content/{id}/comments/{commentId}': {
    fresh: (w) => w.freshUnsentCommentOfA(),
    call: (_w, _role, comment) => ({ ...comment, body: { body: 'The opening is not me at all.' } }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 404,
    },
  },
  'DELETE /api/client/content/{id}/comments/{commentId}': {
    fresh: (w) => w.freshUnsentCommentOfA(),
    call: (_w, _role, comment) => ({ ...comment }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 404,
    },
  },
  'POST /api/client/content/{id}/comments/{commentId}/resolve': {
    fresh: (w) => w.freshThreadOfA(),
    call: (_w, _role, thread) => ({ ...thread }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  'POST /api/client/content/{id}/comments/{commentId}/reopen': {
    fresh: (w) => w.freshThreadOfA({ resolved: true }),
    call: (_w, _role, thread) => ({ ...thread }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 200,
    },
  },
  // A's reviewers: A's own, managed by A alone (B's answer is B's own, empty list).
  'GET /api/client/reviewers': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
    check: {
      clientA: (body: { id: number }[], w) => expect(idsOf(body)).toContain(w.reviewerA.id),
      clientB: (body: { id: number }[]) => expect(body).toEqual([]),
    },
  },
  'POST /api/client/reviewers': {
    // The reviewers invited by earlier cells lose their address (see quietReviewersOfA).
    fresh: async (w) => {
      await w.quietReviewersOfA();
      return { id: 0 };
    },
    call: (_w, role) => ({
      body: { firstName: 'Ines', lastName: 'Assistant', email: `ines.${role.toLowerCase()}@example.com` },
    }),
    expect: {
      anonymous: 401,
      clientA: 201,
      clientB: 201,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'DELETE /api/client/reviewers/{id}': {
    fresh: (w) => w.freshReviewerOfA(),
    call: (_w, _role, reviewer) => ({ id: reviewer!.id }),
    expect: {
      anonymous: 401,
      clientA: 204,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'GET /api/admin/content/{id}/comments': {
    call: (w) => ({ id: w.a.postId }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/comments': {
    call: (w) => ({ id: w.a.postId, body: { body: 'She prefers short openers.' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 201, writerB: 404, admin: 201 },
  },
  'POST /api/admin/content/{id}/comments/{commentId}/resolve': {
    fresh: (w) => w.freshThreadOfA(),
    call: (_w, _role, thread) => ({ ...thread }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/comments/{commentId}/reopen': {
    fresh: (w) => w.freshThreadOfA({ resolved: true }),
    call: (_w, _role, thread) => ({ ...thread }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/comments/{commentId}/accept': {
    fresh: (w) => w.freshSuggestionOfA(),
    call: (_w, _role, suggestion) => ({ ...suggestion }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'POST /api/admin/content/{id}/comments/{commentId}/decline': {
    fresh: (w) => w.freshSuggestionOfA(),
    call: (_w, _role, suggestion) => ({ ...suggestion, body: { reason: 'The opening stays short.' } }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 200, writerB: 404, admin: 200 },
  },
  'GET /api/client/performance': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'GET /api/client/subscriptions': {
    call: () => ({}),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 200,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
    check: {
      clientB: (body: { id: number }[], w) => {
        expect(idsOf(body)).not.toContain(w.a.subscriptionId);
        expect(idsOf(body)).toContain(w.b.subscriptionId);
      },
    },
  },
  'POST /api/client/subscriptions/{id}/cancel': {
    fresh: (w) => w.freshSubscriptionOfA(),
    call: (_w, _role, subscription) => ({
      id: subscription!.id,
      body: { reason: 'Budget cuts this quarter' },
    }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },

  'POST /api/client/subscriptions/{id}/checkout': {
    fresh: (w) => w.freshPendingStripeSubscriptionOfA(),
    call: (_w, _role, subscription) => ({ id: subscription!.id }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },
  'POST /api/client/subscriptions/{id}/billing-portal': {
    call: (w) => ({ id: w.a.stripeSubscriptionId }),
    expect: {
      anonymous: 401,
      clientA: 200,
      clientB: 404,
      writerA: 403,
      writerB: 403,
      admin: 403,
      reviewer: 403,
    },
  },

  // Stripe's webhook: anyone may post, and only a body signed with the webhook's secret is taken.
  'POST /api/stripe/webhook': {
    call: () => {
      const payload = JSON.stringify(
        stripeEvent('customer.created', { id: 'cus_matrix', object: 'customer' }),
      );
      return {
        body: payload,
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: STRIPE_WEBHOOK_SECRET,
          }),
        },
      };
    },
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },

  // Signing in and out of accounts, open to anyone (each cell in a new session, which the call replaces).
  'POST /api/admin/login': {
    session: 'fresh',
    call: () => ({ body: ADMIN }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/client/login': {
    session: 'fresh',
    call: (w) => ({ body: { username: w.a.username, password: PASSWORD } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/client/register': {
    session: 'fresh',
    call: (_w, role) => {
      const n = ROLES.indexOf(role) + 1;
      return {
        body: {
          username: `newcomer${n}`,
          email: `newcomer${n}@example.com`,
          password: PASSWORD,
          firstName: 'Alan',
          lastName: 'Turing',
        },
      };
    },
    expect: { anonymous: 201, clientA: 201, clientB: 201, writerA: 201, writerB: 201, admin: 201 },
  },
  'POST /api/client/forgot-password': {
    call: (w) => ({ body: { email: w.a.email } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  // An email confirmation link: the token is the key, whoever holds it, signed in or not.
  'POST /api/email-confirmations': {
    fresh: (w) => w.freshEmailConfirmation(),
    call: (_w, _role, link) => ({ body: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  // Checking a link tells only whether it works (an unknown one: 'unknown'), to anyone.
  'GET /api/client/reset-password': {
    call: () => ({ query: { token: 'not-a-link-anyone-was-sent' } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/client/reset-password': {
    session: 'fresh',
    fresh: (w) => w.freshClient(),
    call: (_w, _role, invited) => ({ body: { token: invited!.token, newPassword: PASSWORD } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },

  // One-click review links: the token is the key, whoever holds it, signed in or not.
  'GET /api/review-links': {
    fresh: (w) => w.freshReviewLinkOfA('publish'),
    call: (_w, _role, link) => ({ query: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/review-links/publish': {
    fresh: (w) => w.freshReviewLinkOfA('publish'),
    call: (_w, _role, link) => ({ query: { token: link!.token! }, body: {} }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/review-links/revision': {
    fresh: (w) => w.freshReviewLinkOfA('revision'),
    call: (_w, _role, link) => ({
      query: { token: link!.token! },
      body: { feedbackNotes: 'Open with the story, please.' },
    }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  // The revision link's conversation: as its client, whoever holds the token; none of it uses the link.
  'GET /api/review-links/comments': {
    fresh: (w) => w.freshReviewLinkOfA('revision'),
    call: (_w, _role, link) => ({ query: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/review-links/comments': {
    fresh: (w) => w.freshReviewLinkOfA('revision'),
    call: (_w, _role, link) => ({
      query: { token: link!.token! },
      body: { body: 'The second line is not how I talk.' },
    }),
    expect: { anonymous: 201, clientA: 201, clientB: 201, writerA: 201, writerB: 201, admin: 201 },
  },
  'PATCH /api/review-links/comments/{commentId}': {
    fresh: (w) => w.freshReviewLinkOfA('revision', { draft: true }),
    call: (_w, _role, link) => ({
      commentId: link!.commentId!,
      query: { token: link!.token! },
      body: { body: 'The opening is not me at all.' },
    }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'DELETE /api/review-links/comments/{commentId}': {
    fresh: (w) => w.freshReviewLinkOfA('revision', { draft: true }),
    call: (_w, _role, link) => ({ commentId: link!.commentId!, query: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/review-links/comments/{commentId}/resolve': {
    fresh: (w) => w.freshReviewLinkOfA('revision', { thread: 'open' }),
    call: (_w, _role, link) => ({ commentId: link!.commentId!, query: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/review-links/comments/{commentId}/reopen': {
    fresh: (w) => w.freshReviewLinkOfA('revision', { thread: 'resolved' }),
    call: (_w, _role, link) => ({ commentId: link!.commentId!, query: { token: link!.token! } }),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },

  // A post's media: the team uploads for a post it may work on and sees any file of the post's client;
  // the client and their reviewer see what was delivered; the review link's holder, its post's.
  'POST /api/admin/content/{id}/media': {
    fresh: (w) => w.freshDraftOfA(),
    call: (_w, _role, draft) => ({
      id: draft!.id,
      file: { field: 'file', bytes: writePdf({ pages: [['Slide']] }), name: 'slide.pdf' },
    }),
    expect: { anonymous: 401, clientA: 403, clientB: 403, writerA: 201, writerB: 404, admin: 201 },
  },
  'GET /api/admin/content/{id}/media/{mediaId}/{variant}': mediaOfA(TEAM_SEES_MEDIA),
  'GET /api/admin/content/{id}/media/{mediaId}/pages/{page}': mediaOfA(TEAM_SEES_MEDIA),
  'GET /api/client/content/{id}/media/{mediaId}/{variant}': mediaOfA(CLIENT_SEES_MEDIA),
  'GET /api/client/content/{id}/media/{mediaId}/pages/{page}': mediaOfA(CLIENT_SEES_MEDIA),
  'GET /api/review-links/media/{mediaId}/{variant}': mediaOfA(LINK_HOLDER_SEES_MEDIA, true),
  'GET /api/review-links/media/{mediaId}/pages/{page}': mediaOfA(LINK_HOLDER_SEES_MEDIA, true),

  // The public site: anyone.
  'GET /api/health': {
    call: () => ({}),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/health/live': {
    call: () => ({}),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/health/ready': {
    call: () => ({}),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'GET /api/site': {
    call: () => ({}),
    expect: { anonymous: 200, clientA: 200, clientB: 200, writerA: 200, writerB: 200, admin: 200 },
  },
  'POST /api/leads': {
    call: (_w, role) => ({
      body: {
        name: 'Katherine Johnson',
        email: `katherine.${role.toLowerCase()}@example.com`,
        linkedin: 'https://www.linkedin.com/in/katherine-johnson',
        industry: 'education',
      },
    }),
    expect: { anonymous: 201, clientA: 201, clientB: 201, writerA: 201, writerB: 201, admin: 201 },
  },

  // A lead's onboarding link: its token holder (client A holds A's lead's) and the admin.
  'GET /api/leads/{id}': {
    call: (w, role) => ({ id: w.a.leadId, query: linkToken(w, role, w.a.leadToken) }),
    expect: { anonymous: 404, clientA: 200, clientB: 404, writerA: 404, writerB: 404, admin: 200 },
    check: {
      clientA: (body: object) => expect(Object.keys(body).sort()).toEqual(['firstName', 'id', 'isOnboarded']),
      admin: (body: { email: string }, w) => expect(body.email).toBe(w.a.email),
    },
  },
  'POST /api/leads/{id}/onboarding': {
    fresh: (w) => w.freshLead(),
    call: (w, role, lead) => ({
      id: lead!.id,
      query: linkToken(w, role, lead!.token!),
      body: ONBOARDING_ANSWERS,
    }),
    expect: { anonymous: 404, clientA: 200, clientB: 404, writerA: 404, writerB: 404, admin: 200 },
  },
};

/** The onboarding link held with no session, which the four roles do not show: the lead's own, or another's. */
const LINK_CELLS: Record<
  string,
  {
    fresh?: (w: World) => Promise<Target>;
    call: (w: World, lead: Target | undefined) => Call;
    expect: number;
  }
> = {
  "GET /api/leads/{id} · anonymous with the lead's own link": {
    call: (w) => ({ id: w.a.leadId, query: { token: w.a.leadToken } }),
    expect: 200,
  },
  "GET /api/leads/{id} · anonymous with another lead's link": {
    call: (w) => ({ id: w.a.leadId, query: { token: w.b.leadToken } }),
    expect: 404,
  },
  "POST /api/leads/{id}/onboarding · anonymous with the lead's own link": {
    fresh: (w) => w.freshLead(),
    call: (_w, lead) => ({ id: lead!.id, query: { token: lead!.token! }, body: ONBOARDING_ANSWERS }),
    expect: 200,
  },
  "POST /api/leads/{id}/onboarding · anonymous with another lead's link": {
    fresh: (w) => w.freshLead(),
    call: (w, lead) => ({ id: lead!.id, query: { token: w.b.leadToken }, body: ONBOARDING_ANSWERS }),
    expect: 404,
  },
};

/** What a refused cell acts on in place of a fresh row: ids no row has, a token no link has. */
const STAND_IN: Target = { id: 2_147_483_647, token: 'unused', commentId: 2_147_483_647 };

/** Sends a cell's call for the operation `key` ("METHOD /api/path"). */
function send(agent: Agent, key: string, call: Call): Promise<Response> {
  const [method, template] = key.split(' ') as [string, string];
  const path = template
    .replace('{id}', String(call.id))
    .replace('{commentId}', String(call.commentId))
    .replace('{mediaId}', String(call.mediaId))
    .replace('{variant}', 'thumbnail')
    .replace('{page}', '1');
  const request = (
    agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path) as ReturnType<
      Agent['get']
    >
  )
    .query(call.query ?? {})
    .set(call.headers ?? {});
  if (call.file) return request.attach(call.file.field, call.file.bytes, call.file.name);
  return call.body ? request.send(call.body) : request;
}

/** The status, and for a refusal the API's one error shape with that status. */
function expectStatus(response: Response, expected: number): void {
  expect({ status: response.status, body: response.body }).toMatchObject({ status: expected });
  if (expected >= 400) {
    expect(response.body).toEqual({
      statusCode: expected,
      message: expect.any(String),
      error: expect.any(String),
    });
  }
}

describe('the authorization matrix', () => {
  const mailbox = new Mailbox();
  // Stripe billing on (its calls answered by a local fake), so the billing operations answer as they do for people.
  const stripe = new FakeStripe();
  // LinkedIn set up (a local stand-in), so its operations answer as they do for people.
  const linkedIn = new FakeLinkedIn();
  const operations = openApiOperations();
  let t: TestApp;
  let w: World;
  let passed = 0;
  let linkCellsPassed = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SMTP_URL: await mailbox.start(),
        PUBLIC_URL,
        ...(await stripe.start()),
        ...(await linkedIn.start().then(() => linkedIn.env())),
      },
    });
    w = await buildWorld(t, mailbox);
  }, 60_000);

  afterAll(async () => {
    const cells = operations.length * ROLES.length;
    const links = Object.keys(LINK_CELLS).length;
    process.stdout.write(
      `\nAuthorization matrix: ${operations.length} operations × ${ROLES.length} roles = ${cells} cells, ${passed} passed;` +
        ` onboarding links without a session: ${links} cells, ${linkCellsPassed} passed\n`,
    );
    await t?.mailsSettled();
    await t?.close();
    await mailbox.stop();
    await stripe.stop();
    await linkedIn.stop();
  });

  describe('against openapi.json', () => {
    it('has a row for every operation of the document', () => {
      expect(operations.map((operation) => operation.key).filter((key) => !(key in MATRIX))).toEqual([]);
    });

    it('has no row for an operation the document no longer has', () => {
      const documented = new Set(operations.map((operation) => operation.key));
      expect(Object.keys(MATRIX).filter((key) => !documented.has(key))).toEqual([]);
    });

    it('agrees with the document on who needs a session, and expects only statuses the document lists', () => {
      const disagreements = operations.flatMap((operation) => {
        const row = MATRIX[operation.key];
        if (!row) return [];
        const anonymousRefused = row.expect.anonymous === 401;
        const undocumented = ROLES.filter(
          (role) => !operation.statuses.includes(expectedOf(operation.key, row, role)),
        ).map(
          (role) =>
            `${operation.key}: ${role} expects ${expectedOf(operation.key, row, role)}, not in the document`,
        );
        return anonymousRefused === operation.needsSession
          ? undocumented
          : [`${operation.key}: the document says needsSession=${operation.needsSession}`, ...undocumented];
      });
      expect(disagreements).toEqual([]);
    });
  });

  /** The role's session for a cell: none, the shared one, or a new one when the call ends or replaces it. */
  async function sessionOf(role: Role, row: Row): Promise<Agent> {
    if (role === 'anonymous') return w.browser();
    const who = {
      admin: 'admin' as const,
      clientA: w.a,
      clientB: w.b,
      writerA: w.writerA,
      writerB: w.writerB,
      reviewer: w.reviewerA,
    }[role];
    if (row.session === 'fresh') return w.signIn(who);
    return who === 'admin' ? w.admin : who.agent;
  }

  describe.each(Object.entries(MATRIX))('%s', (key, row) => {
    it.each(ROLES.map((role) => [role, expectedOf(key, row, role)] as const))(
      '%s → %i',
      async (role, expected) => {
        // The matrix is about who may call, not how often: no cell meets another cell's throttle.
        await t.query('delete from rate_limits');
        // A cell refused for who calls (401 without a session, 403 for the role) gets a stand-in for the
        // row a fresh one would be: no row at all, so that only the refusal answers its status (a call let
        // through would meet a 404) and no fixture is built for a call that may not touch it (building them
        // took about a third of the file's time, and their mails slowed the queue).
        const target = row.fresh
          ? expected === 401 || expected === 403
            ? STAND_IN
            : await row.fresh(w)
          : undefined;
        const response = await send(await sessionOf(role, row), key, row.call(w, role, target));
        expectStatus(response, expected);
        (row.check?.[role] as ((body: unknown, w: World) => void) | undefined)?.(response.body, w);
        passed++;
      },
    );
  });

  describe.each(Object.entries(LINK_CELLS))('%s', (key, cell) => {
    it(`→ ${cell.expect}`, async () => {
      await t.query('delete from rate_limits');
      const lead = cell.fresh ? await cell.fresh(w) : undefined;
      const response = await send(w.browser(), key.split(' · ')[0]!, cell.call(w, lead));
      expectStatus(response, cell.expect);
      linkCellsPassed++;
    });
  });
});
