import { createHash, randomBytes } from 'node:crypto';
import type { Agent } from 'supertest';
import { writePdf } from '../../src/media/pdf-writer.js';
import { linkIn, type Mailbox } from './mailbox.js';
import { ADMIN, type TestApp } from './test-app.js';
import { ONBOARDING_ANSWERS } from './samples.js';

export const PUBLIC_URL = 'https://ghostline.test';
export const PASSWORD = 'plum-ladder-orbit-42';
/** The start of the first period of freshPayableSubscriptionOfA's subscriptions. */
export const PAYABLE_PERIOD_START = '2026-01-05T00:00:00.000Z';

/** A client made as the back office makes one: a lead, onboarded, converted, its invitation used. */
export interface Client {
  username: string;
  email: string;
  /** Signed in through the invitation's set-password link. */
  agent: Agent;
  clientId: number;
  /** Its Echo subscription, from the conversion. */
  subscriptionId: number;
  /** The lead it was converted from, and the token of that lead's onboarding link. */
  leadId: number;
  leadToken: string;
  /** A post delivered to it, and a draft written for it. */
  postId: number;
  draftId: number;
  /** A subscription billed through Stripe and paid there (its Stripe customer known). */
  stripeSubscriptionId: number;
}

/** A writer of the team, invited by the admin, their password set through the invitation, signed in. */
export interface Writer {
  id: number;
  username: string;
  agent: Agent;
}

/** What a cell acts on: a row's id, and the token that goes with it (an onboarding or invitation link's). */
export interface Target {
  id: number;
  token?: string;
  /** A comment on the post `id`, for an operation on one comment. */
  commentId?: number;
  /** A file of the post `id`, for an operation on one media file. */
  mediaId?: number;
}

/**
 * Everything the authorization matrix calls on, built through the API as people would: the admin
 * signs in, leads come through the landing form, clients are converted from them and set their
 * password through the invitation. The fresh* makers build a new row for a cell whose call uses it up.
 */
export interface World {
  t: TestApp;
  admin: Agent;
  a: Client;
  b: Client;
  /** Client A's writer, and client B's. */
  writerA: Writer;
  writerB: Writer;
  /** Client A's reviewer (their assistant): invited by A, their password set through the mail, signed in at /auth. */
  reviewerA: Writer;
  /** An onboarded lead nobody converted. */
  lead: Target;
  /** A browser with no session. */
  browser: () => Agent;
  /** A new session of a client or a writer (by username), or of the admin. */
  signIn: (who: Client | Writer | 'admin') => Promise<Agent>;
  freshLead: () => Promise<Target>;
  /** A client converted from a new lead who has not set a password: the id, and the invitation's token. */
  freshClient: () => Promise<Target>;
  freshDraftOfA: () => Promise<Target>;
  /** A draft of A's that A's writer sent for review. */
  freshDraftOfAReadyForReview: () => Promise<Target>;
  /** A writer just invited (never signed in), deactivated if asked. */
  freshMember: (options?: { deactivated?: boolean }) => Promise<Target>;
  freshDeliveredPostOfA: () => Promise<Target>;
  /** A post of A's delivered, then published on A's behalf: numbers can be recorded for it. */
  freshPublishedPostOfA: () => Promise<Target>;
  freshSubscriptionOfA: () => Promise<Target>;
  /** A manual subscription of A's whose first period starts at PAYABLE_PERIOD_START, none paid. */
  freshPayableSubscriptionOfA: () => Promise<Target>;
  /** A payment of A's (its first period marked paid), not voided. */
  freshPaymentOfA: () => Promise<Target>;
  /** A subscription of A billed through Stripe, waiting for its first payment (the app runs with Stripe's keys). */
  freshPendingStripeSubscriptionOfA: () => Promise<Target>;
  /** A confirmation link of a new writer's new address, whose token is known (`token`). */
  freshEmailConfirmation: () => Promise<Target>;
  /**
   * A post of A's just delivered, with a review link of `action` whose token is known (`token`); with
   * `draft`, A's comment on it not sent yet too (`commentId`); with `thread`, a thread the team wrote
   * to A instead (`commentId`), open or resolved.
   */
  freshReviewLinkOfA: (
    action: 'publish' | 'revision',
    options?: { draft?: boolean; thread?: 'open' | 'resolved' },
  ) => Promise<Target>;
  /** A reviewer A just invited (never signed in), without an address once the invitation went. */
  freshReviewerOfA: () => Promise<Target>;
  /**
   * Takes the address of A's reviewers: each post delivered to A mails every reviewer with one, and
   * the matrix's queue would lag behind its cells (their delivery mails are reviewers.e2e-spec.ts's).
   */
  quietReviewersOfA: () => Promise<void>;
  /** A post of A's just delivered, with A's comment on it not sent yet (`commentId`). */
  freshUnsentCommentOfA: () => Promise<Target>;
  /** A post of A's just delivered, with a thread the team wrote to A (`commentId`), resolved if asked. */
  freshThreadOfA: (options?: { resolved?: boolean }) => Promise<Target>;
  /** A post of A's back in draft for the revision that sent A's suggested edit (`commentId`). */
  freshSuggestionOfA: () => Promise<Target>;
  /**
   * A post of A's delivered with a 3-page PDF (`mediaId`) in its version, and a review link of it
   * (`token`): made once (pdf.js draws it), then the same for every reader.
   */
  mediaOfA: () => Promise<Target>;
}

/**
 * Our own pages send `Sec-Fetch-Site: same-origin` on every request; the matrix's browser does too,
 * so a call is judged on who makes it, not on where it comes from.
 */
export function browserOf(t: TestApp): () => Agent {
  return () => t.agent().set('Sec-Fetch-Site', 'same-origin');
}

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export async function buildWorld(t: TestApp, mailbox: Mailbox): Promise<World> {
  const browser = browserOf(t);
  const admin = (await t.signedInAdmin()).set('Sec-Fetch-Site', 'same-origin');
  let sequence = 0;

  const freshLead = async (): Promise<Target> => {
    const n = ++sequence;
    const lead = await t.submitLead({
      name: `Grace Hopper ${n}`,
      email: `grace${n}@example.com`,
      linkedin: `https://www.linkedin.com/in/grace-hopper-${n}`,
    });
    return { id: lead.id, token: lead.token };
  };

  /** Converts a new onboarded lead into a client: ids, and the token of the invitation mailed to it. */
  const convert = async (username: string) => {
    const email = `${username}@example.com`;
    const lead = await t.submitLead({
      name: `${capitalized(username)} Lovelace`,
      email,
      linkedin: `https://www.linkedin.com/in/${username}-lovelace`,
    });
    await t.onboard(lead, ONBOARDING_ANSWERS);
    const { body } = await admin
      .post(`/api/admin/leads/${lead.id}/convert`)
      .send({
        username,
        email,
        firstName: capitalized(username),
        lastName: 'Lovelace',
        plan: 'echo',
        amount: 299,
      })
      .expect(201);
    const mail = await mailbox.waitFor(email, /set your password/i);
    const invitation = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    return {
      username,
      email,
      lead,
      clientId: body.clientId as number,
      subscriptionId: body.subscriptionId as number,
      invitation,
    };
  };

  let mediaOfA: Promise<Target> | undefined;
  const draftFor = async (subscriptionId: number): Promise<number> =>
    (
      await admin
        .post('/api/admin/content')
        .send({
          subscriptionId,
          title: 'Hiring in public',
          content: 'What we learned hiring our first ten engineers.',
        })
        .expect(201)
    ).body.id;

  const deliver = async (postId: number) => {
    await admin.post(`/api/admin/content/${postId}/status`).send({ status: 'delivered' }).expect(200);
  };

  const stripeSubscriptionFor = async (clientId: number): Promise<number> =>
    (
      await admin
        .post(`/api/admin/clients/${clientId}/subscriptions`)
        .send({ plan: 'ghost', amount: 99, billing: 'stripe' })
        .expect(201)
    ).body.id;

  const client = async (username: string): Promise<Client> => {
    const converted = await convert(username);
    const agent = browser();
    await t.query('delete from rate_limits');
    await agent
      .post('/api/client/reset-password')
      .send({ token: converted.invitation, newPassword: PASSWORD })
      .expect(200);
    const postId = await draftFor(converted.subscriptionId);
    await deliver(postId);
    return {
      username,
      email: converted.email,
      agent,
      clientId: converted.clientId,
      subscriptionId: converted.subscriptionId,
      leadId: converted.lead.id,
      leadToken: converted.lead.token,
      postId,
      draftId: await draftFor(converted.subscriptionId),
      stripeSubscriptionId: await stripeSubscriptionFor(converted.clientId),
    };
  };

  /** Invites a writer: their id, and the token of the invitation mailed to them. */
  const invite = async (username: string) => {
    const email = `${username}@example.com`;
    const { body } = await admin
      .post('/api/admin/team')
      .send({ firstName: capitalized(username), lastName: 'Didion', email, role: 'writer' })
      .expect(201);
    const mail = await mailbox.waitFor(email, /invited to the Ghostline team/);
    const invitation = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    return { id: body.id as number, username: body.username as string, invitation };
  };

  /** A writer who took up their invitation, signed in at the team's sign-in, and assigned `clientId`. */
  const writer = async (name: string, clientId: number): Promise<Writer> => {
    const invited = await invite(name);
    await t.query('delete from rate_limits');
    await browser()
      .post('/api/client/reset-password')
      .send({ token: invited.invitation, newPassword: PASSWORD })
      .expect(200);
    const agent = browser();
    await agent.post('/api/admin/login').send({ username: invited.username, password: PASSWORD }).expect(200);
    await admin
      .patch(`/api/admin/clients/${clientId}/production`)
      .send({ assignedToId: invited.id })
      .expect(200);
    return { id: invited.id, username: invited.username, agent };
  };

  /** A reviewer client A invites: their id and username. */
  const inviteReviewer = async (name: string) => {
    const { body } = await a.agent
      .post('/api/client/reviewers')
      .send({ firstName: capitalized(name), lastName: 'Assistant', email: `${name}@example.com` })
      .expect(201);
    return { id: body.id as number, username: body.username as string };
  };
  /** ... and the token of the invitation mailed to them. */
  const invitedReviewer = async (name: string) => {
    const invited = await inviteReviewer(name);
    const mail = await mailbox.waitFor(`${name}@example.com`, /invited you to review their posts/);
    const invitation = linkIn(mail, `${PUBLIC_URL}/set-password?token=`).searchParams.get('token')!;
    return { ...invited, invitation };
  };

  const a = await client('ada');
  const quietReviewersOfA = async () => {
    await t.query(`update users set email = null where role = 'reviewer' and reviews_for_id = $1`, [
      a.clientId,
    ]);
  };
  const b = await client('bea');
  const writerA = await writer('wanda', a.clientId);
  const writerB = await writer('wilma', b.clientId);
  const reviewerA = await (async (): Promise<Writer> => {
    const invited = await invitedReviewer('rita');
    const agent = browser();
    await t.query('delete from rate_limits');
    await agent
      .post('/api/client/reset-password')
      .send({ token: invited.invitation, newPassword: PASSWORD })
      .expect(200);
    await quietReviewersOfA();
    return { id: invited.id, username: invited.username, agent };
  })();
  // Paid through Stripe, as its webhook would record it: the Customer Portal opens for its customer.
  await t.query(
    `update client_subscriptions set status = 'active', stripe_customer_id = 'cus_' || id, stripe_subscription_id = 'sub_' || id
     where id in ($1, $2)`,
    [a.stripeSubscriptionId, b.stripeSubscriptionId],
  );

  /** A manual subscription of A's whose first period starts at PAYABLE_PERIOD_START. */
  const payableSubscription = async (): Promise<Target> => ({
    id: (
      await admin
        .post(`/api/admin/clients/${a.clientId}/subscriptions`)
        .send({
          plan: 'ghost',
          amount: 99,
          startDate: PAYABLE_PERIOD_START,
          renewalDate: '2026-02-05T00:00:00.000Z',
        })
        .expect(201)
    ).body.id as number,
  });
  const lead = await freshLead();
  await t.onboard({ id: lead.id, token: lead.token! }, ONBOARDING_ANSWERS);

  return {
    t,
    admin,
    a,
    b,
    writerA,
    writerB,
    reviewerA,
    lead,
    browser,
    signIn: async (who) => {
      await t.query('delete from rate_limits');
      const agent = browser();
      if (who === 'admin') await agent.post('/api/admin/login').send(ADMIN).expect(200);
      else
        await agent
          .post(who === writerA || who === writerB ? '/api/admin/login' : '/api/client/login')
          .send({ username: who.username, password: PASSWORD })
          .expect(200);
      return agent;
    },
    freshDraftOfAReadyForReview: async () => {
      const id = await draftFor(a.subscriptionId);
      await writerA.agent.post(`/api/admin/content/${id}/review-request`).expect(200);
      return { id };
    },
    freshMember: async ({ deactivated = false } = {}) => {
      const { id } = await invite(`member${++sequence}`);
      if (deactivated) await admin.post(`/api/admin/team/${id}/deactivation`).expect(200);
      return { id };
    },
    freshLead,
    freshClient: async () => {
      const converted = await convert(`client${++sequence}`);
      return { id: converted.clientId, token: converted.invitation };
    },
    freshDraftOfA: async () => ({ id: await draftFor(a.subscriptionId) }),
    mediaOfA: () =>
      (mediaOfA ??= (async () => {
        const id = await draftFor(a.subscriptionId);
        const { body } = await admin
          .post(`/api/admin/content/${id}/media`)
          .attach('file', writePdf({ pages: [['One'], ['Two'], ['Three']] }), 'deck.pdf')
          .expect(201);
        await deliver(id);
        // As delivery's copy places it: in the version A received.
        await t.query(
          `insert into post_media (version_id, media_id, position, title)
           select id, $2, 0, 'Deck' from content_versions where post_id = $1 order by number desc limit 1`,
          [id, body.id],
        );
        const token = randomBytes(32).toString('base64url');
        await t.query(
          `insert into review_links (post_id, client_id, action, token_hash, post_updated_at, expires_at)
           select id, client_id, 'publish', $2, updated_at, now() + interval '14 days' from content_deliverables where id = $1`,
          [id, createHash('sha256').update(token).digest('hex')],
        );
        return { id, mediaId: body.id as number, token };
      })()),
    freshReviewerOfA: async () => {
      const { id } = await inviteReviewer(`reviewer${++sequence}`);
      await quietReviewersOfA();
      return { id };
    },
    quietReviewersOfA,
    freshReviewLinkOfA: async (action, { draft = false, thread } = {}) => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      const token = randomBytes(32).toString('base64url');
      await t.query(
        `insert into review_links (post_id, client_id, action, token_hash, post_updated_at, expires_at)
         select id, client_id, $2, $3, updated_at, now() + interval '14 days' from content_deliverables where id = $1`,
        [id, action, createHash('sha256').update(token).digest('hex')],
      );
      if (thread) {
        const { body } = await admin
          .post(`/api/admin/content/${id}/comments`)
          .send({ body: 'Shall we open with the numbers?', internal: false })
          .expect(201);
        const commentId = body.threads[0].id as number;
        if (thread === 'resolved')
          await admin.post(`/api/admin/content/${id}/comments/${commentId}/resolve`).expect(200);
        return { id, token, commentId };
      }
      if (!draft) return { id, token };
      const { body } = await a.agent
        .post(`/api/client/content/${id}/comments`)
        .send({ body: 'The opening is not quite me.' })
        .expect(201);
      return { id, token, commentId: body.threads[0].id as number };
    },
    freshEmailConfirmation: async () => {
      const { id } = await invite(`confirming${++sequence}`);
      const token = randomBytes(32).toString('base64url');
      await t.query(
        `insert into email_confirmations (user_id, email, token_hash, expires_at)
         values ($1, $2, $3, now() + interval '7 days')`,
        [id, `confirmed${sequence}@example.com`, createHash('sha256').update(token).digest('hex')],
      );
      return { id, token };
    },
    freshDeliveredPostOfA: async () => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      return { id };
    },
    freshUnsentCommentOfA: async () => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      const { body } = await a.agent
        .post(`/api/client/content/${id}/comments`)
        .send({ body: 'The opening is not quite me.' })
        .expect(201);
      return { id, commentId: body.threads[0].id as number };
    },
    freshThreadOfA: async ({ resolved = false } = {}) => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      const { body } = await admin
        .post(`/api/admin/content/${id}/comments`)
        .send({ body: 'Shall we open with the numbers?', internal: false })
        .expect(201);
      const commentId = body.threads[0].id as number;
      if (resolved) await admin.post(`/api/admin/content/${id}/comments/${commentId}/resolve`).expect(200);
      return { id, commentId };
    },
    freshSuggestionOfA: async () => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      const { body } = await a.agent
        .post(`/api/client/content/${id}/comments`)
        .send({ anchor: { version: 1, start: 0, end: 4, quote: 'What' }, suggestion: 'Here is what' })
        .expect(201);
      await a.agent.post(`/api/client/content/${id}/revision`).send({}).expect(200);
      return { id, commentId: body.threads[0].id as number };
    },
    freshPublishedPostOfA: async () => {
      const id = await draftFor(a.subscriptionId);
      await deliver(id);
      await admin
        .post(`/api/admin/content/${id}/status`)
        .send({ status: 'published', publishedUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:3' })
        .expect(200);
      return { id };
    },
    freshPendingStripeSubscriptionOfA: async () => ({ id: await stripeSubscriptionFor(a.clientId) }),
    freshPayableSubscriptionOfA: () => payableSubscription(),
    freshPaymentOfA: async () => {
      const { id } = await payableSubscription();
      await admin
        .post(`/api/admin/subscriptions/${id}/payments`)
        .send({ outcome: 'paid', periodStart: PAYABLE_PERIOD_START })
        .expect(200);
      const { body } = await admin.get(`/api/admin/subscriptions/${id}/payments`).expect(200);
      return { id: body.payments[0].id as number };
    },
    freshSubscriptionOfA: async () => ({
      id: (
        await admin
          .post(`/api/admin/clients/${a.clientId}/subscriptions`)
          .send({ plan: 'ghost', amount: 99 })
          .expect(201)
      ).body.id,
    }),
  };
}
