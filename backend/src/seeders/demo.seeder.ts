import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../common/passwords.js';
import { DAY_MS, HOUR_MS } from '../common/dates.js';
import { Post } from '../content/post.entity.js';
import { LeadActivity } from '../leads/lead-activity.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { newOnboardingToken } from '../leads/onboarding-token.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import { seedPortalClient } from './portal-client.seeder.js';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

const ANSWERS = {
  jobTitle: 'Founder & CEO',
  companyName: 'Northwind Hiring',
  goals: ['thought-leadership', 'hiring'],
  targetAudience: 'Founders of seed to Series A startups hiring their first 20 people',
  targetReaderTakeaway: 'Hiring is a system you can build, not luck',
  toneOfVoice: 'authentic',
  contentPillars: ['Hiring', 'Founder lessons', 'Team culture'],
  voiceSamples: 'We hired fast and fired slow. Then we flipped it.\nHere is what happened.',
  avoidWords: 'synergy, rockstar, ninja',
  mistakeStory: 'Hired a VP of Sales before we had a repeatable sale.',
  postingCadence: '3x-week',
} as const;

function lead(
  em: EntityManager,
  fields: {
    name: string;
    email: string;
    hours: number;
    status?: Lead['status'];
    onboarded?: boolean;
    package?: string;
  },
): Lead {
  const created = em.create(Lead, {
    name: fields.name,
    email: fields.email,
    linkedin: `https://www.linkedin.com/in/${fields.name.toLowerCase().replace(/\s+/g, '-')}`,
    industry: 'tech',
    package: fields.package ?? null,
    status: fields.status ?? 'new',
    onboardingToken: newOnboardingToken(),
    createdAt: hoursAgo(fields.hours),
    updatedAt: hoursAgo(fields.onboarded ? fields.hours - 1 : fields.hours),
    ...(fields.onboarded && {
      ...ANSWERS,
      goals: [...ANSWERS.goals],
      contentPillars: [...ANSWERS.contentPillars],
      isOnboarded: true,
    }),
  });
  em.create(LeadActivity, {
    lead: created,
    kind: 'created',
    description: 'Asked for 3 free post ideas on the landing page',
    createdAt: hoursAgo(fields.hours),
  });
  return created;
}

/**
 * The demo: the client "demo" (converted from an onboarded lead) with an active Echo subscription
 * and posts in every status (one waiting for a revision, one draft not delivered yet); and leads with and without
 * onboarding, one waiting more than 24 hours. When "demo" exists already, only its password is set.
 */
export async function seedDemo(em: EntityManager, password: string): Promise<{ created: boolean }> {
  const existing = await em.findOne(User, { username: DEMO_USERNAME });
  if (existing) {
    existing.password = await hashPassword(password);
    await em.flush();
    return { created: false };
  }

  const converted = lead(em, {
    name: 'Dana Whitfield',
    email: DEMO_EMAIL,
    hours: 24 * 45,
    status: 'converted',
    onboarded: true,
    package: 'echo',
  });
  lead(em, { name: 'Priya Patel', email: 'priya@example.com', hours: 30, package: 'ghost' });
  lead(em, { name: 'Marcus Chen', email: 'marcus@example.com', hours: 5, onboarded: true, package: 'echo' });
  lead(em, { name: 'Sofia Rossi', email: 'sofia@example.com', hours: 60, status: 'contacted' });
  await em.flush();

  const client = await seedPortalClient(em, {
    username: DEMO_USERNAME,
    password,
    email: DEMO_EMAIL,
    firstName: 'Dana',
    lastName: 'Whitfield',
  });
  const echo = await em.findOneOrFail(ClientSubscription, { client, plan: 'echo' });
  echo.lead = converted;

  // The writers' next post, not delivered yet: the team sees it, the client does not.
  em.create(Post, {
    client,
    subscription: echo,
    title: 'Why your first hire should be a writer',
    content:
      'Your first hire should be a writer.\n\nNot a developer. Not a salesperson. A writer.\n\nEverything else you build needs words.',
    scheduledFor: new Date(Date.now() + 4 * DAY_MS),
  });
  await em.flush();
  return { created: true };
}
