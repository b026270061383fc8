import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../common/passwords.js';
import { DAY_MS } from '../common/dates.js';
import { Post } from '../content/post.entity.js';
import { PerformanceSnapshot } from '../performance/performance-snapshot.entity.js';
import { PostVersion } from '../content/post-version.entity.js';
import { type PlanName, soldTerms } from '../plans/plans.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { Payment } from '../subscriptions/payment.entity.js';
import { SubscriptionEvent } from '../subscriptions/subscription-event.entity.js';
import { User } from '../users/user.entity.js';

export interface PortalClientInput {
  username: string;
  password: string;
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * A client with what the portal shows: an active Echo subscription, a canceled Ghost one, and
 * posts in every status the client sees (one delivered on each plan, one back in draft for a
 * revision), for tests of the portal and the demo data.
 */
export async function seedPortalClient(em: EntityManager, input: PortalClientInput): Promise<User> {
  // One "now" for every date: the schedule matches a canceled subscription's end to its 'ended' event
  // exactly, and dates a millisecond apart would have it record the end a second time.
  const now = Date.now();
  const daysFromNow = (days: number) => new Date(now + days * DAY_MS);
  const client = em.create(User, {
    username: input.username,
    email: input.email.toLowerCase(),
    emailConfirmedAt: new Date(now),
    password: await hashPassword(input.password),
    firstName: input.firstName ?? 'Ada',
    lastName: input.lastName ?? 'Lovelace',
    role: 'client',
  });
  // A subscription of `plan` as sold (its terms fixed at the sale).
  const subscription = (
    plan: PlanName,
    fields: Omit<RequiredEntityData<ClientSubscription>, 'client' | 'plan' | 'postsPerMonth'>,
  ) => em.create(ClientSubscription, { client, plan, ...soldTerms(plan), ...fields });
  const echo = subscription('echo', {
    amount: '299.00',
    status: 'active',
    startDate: daysFromNow(-40),
    renewalDate: daysFromNow(20),
    paymentMethod: 'Visa ending 4242',
    paidThrough: daysFromNow(20),
  });
  const ghost = subscription('ghost', {
    amount: '99.00',
    status: 'canceled',
    startDate: daysFromNow(-120),
    endDate: daysFromNow(-60),
    autoRenew: false,
    cancelReason: 'Moved up to Echo',
  });
  // Their history, as the lifecycle would have written it: Echo paid for two periods, Ghost canceled and ended.
  const event = (
    subscription: ClientSubscription,
    kind: SubscriptionEvent['kind'],
    source: SubscriptionEvent['source'],
    days: number,
    fields: Partial<Pick<SubscriptionEvent, 'detail' | 'amount' | 'periodStart' | 'periodEnd'>> = {},
  ) => em.create(SubscriptionEvent, { subscription, kind, source, at: daysFromNow(days), ...fields });
  event(ghost, 'created', 'team', -120, { amount: '99.00', periodEnd: daysFromNow(-90) });
  event(ghost, 'canceled', 'client', -70, { detail: 'Moved up to Echo', periodEnd: daysFromNow(-60) });
  event(ghost, 'ended', 'schedule', -60, { periodEnd: daysFromNow(-60) });
  event(echo, 'created', 'team', -40, { amount: '299.00', periodEnd: daysFromNow(-10) });
  const paid = (days: number, periodStart: Date, periodEnd: Date) => {
    event(echo, 'paid', 'team', days, { amount: '299.00', periodStart, periodEnd });
    em.create(Payment, {
      subscription: echo,
      periodStart,
      periodEnd,
      amount: '299.00',
      source: 'manual',
      recordedAt: daysFromNow(days),
    });
  };
  paid(-39, daysFromNow(-40), daysFromNow(-10));
  event(echo, 'renewed', 'schedule', -10, { amount: '299.00', periodEnd: daysFromNow(20) });
  paid(-9, daysFromNow(-10), daysFromNow(20));
  const post = (
    subscription: ClientSubscription,
    title: string,
    status: Post['status'],
    extra: Partial<Post> = {},
  ) => {
    const written = em.create(Post, {
      client,
      subscription,
      title,
      status,
      content: `${title}.\n\nMost founders treat it as an afterthought. The ones who grow treat it as a system.\n\nHere is what changed for us.`,
      ...extra,
    });
    // What left the draft stage was delivered once: its first version, as the back office keeps them.
    if (status !== 'draft' || extra.revisionRequested) {
      const deliveredAt = extra.createdAt ?? new Date();
      written.deliveredAt = deliveredAt;
      em.create(PostVersion, {
        post: written,
        number: 1,
        title,
        content: written.content,
        createdAt: deliveredAt,
      });
    }
    return written;
  };
  post(echo, 'Hiring is a system, not a hunch', 'delivered', { createdAt: daysFromNow(-1) });
  post(echo, 'Three pricing mistakes we made', 'scheduled', {
    createdAt: daysFromNow(-2),
    scheduledFor: daysFromNow(3),
  });
  const published = post(echo, 'What losing a client taught me', 'published', {
    createdAt: daysFromNow(-5),
    publishedUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:1',
    publishedAt: daysFromNow(-4),
    // Both reminders counted as sent: the seeded post asks for no numbers by mail.
    performanceRemindersSent: 2,
  });
  // Its numbers as the client read them off LinkedIn, a day after publishing and yesterday.
  const snapshot = (
    days: number,
    impressions: number,
    reactions: number,
    comments: number,
    reposts: number,
  ) =>
    em.create(PerformanceSnapshot, {
      post: published,
      recordedOn: daysFromNow(days).toISOString().slice(0, 10),
      impressions,
      reactions,
      comments,
      reposts,
      recordedBy: client,
    });
  snapshot(-3, 1200, 38, 9, 2);
  snapshot(-1, 2480, 71, 16, 5);
  // Delivered, then sent back by the client: the writers are revising it.
  post(echo, 'The first 90 days of a new hire', 'draft', {
    createdAt: daysFromNow(-3),
    revisionRequested: true,
    revisionRequestedAt: daysFromNow(-2),
    revisionCount: 1,
    feedbackNotes: 'Can it open with what went wrong in our first 90 days?',
  });
  post(ghost, 'Why I stopped cold outreach', 'delivered', { createdAt: daysFromNow(-70) });
  await em.flush();
  return client;
}
