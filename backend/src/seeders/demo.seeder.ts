import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../common/passwords.js';
import { usernameKey } from '../common/usernames.js';
import { DAY_MS, HOUR_MS } from '../common/dates.js';
import { PostComment } from '../comments/post-comment.entity.js';
import { PostVersion } from '../content/post-version.entity.js';
import { Post } from '../content/post.entity.js';
import { LeadActivity } from '../leads/lead-activity.entity.js';
import { Lead } from '../leads/lead.entity.js';
import { newOnboardingToken } from '../leads/onboarding-token.js';
import { ClientSubscription } from '../subscriptions/client-subscription.entity.js';
import { User } from '../users/user.entity.js';
import type { MediaStorage } from '../media/media-storage.js';
import { seedDemoMedia } from './demo-media.seeder.js';
import { seedPortalClient } from './portal-client.seeder.js';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
/** The demo's writer, who signs in at /admin/login and sees only the demo client. */
export const DEMO_WRITER_USERNAME = 'wes';

/** The passwords the demo's accounts get (each made by generatePassword). */
export interface DemoPasswords {
  client: string;
  writer: string;
}

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
 * The demo's writer, Wes Porter, with `password`: made when missing (also on a demo from before
 * writers), else given the new password. An account of that name that is no writer is left alone,
 * and the demo has no writer then (answers null).
 */
async function demoWriter(em: EntityManager, password: string): Promise<User | null> {
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(User, { usernameKey: usernameKey(DEMO_WRITER_USERNAME) });
  if (existing) {
    if (existing.role !== 'writer') return null;
    existing.password = passwordHash;
    return existing;
  }
  return em.create(User, {
    username: DEMO_WRITER_USERNAME,
    password: passwordHash,
    role: 'writer',
    email: 'wes@example.com',
    emailConfirmedAt: new Date(),
    firstName: 'Wes',
    lastName: 'Porter',
  });
}

/**
 * The demo: the client "demo" (converted from an onboarded lead) with an active Echo subscription
 * and posts in every status (one waiting for a revision, one draft not delivered yet), written by
 * the writer "wes"; and leads with and without onboarding, one waiting more than 24 hours; with
 * `storage`, two posts with media (three images, a PDF carousel; demo-media.seeder.ts). When
 * "demo" exists already, only the passwords are set (and the writer made, if the demo had none).
 */
export async function seedDemo(
  em: EntityManager,
  passwords: DemoPasswords,
  storage?: MediaStorage,
): Promise<{ created: boolean }> {
  const writer = await demoWriter(em, passwords.writer);
  const existing = await em.findOne(User, { username: DEMO_USERNAME });
  if (existing) {
    existing.password = await hashPassword(passwords.client);
    existing.assignedTo ??= writer;
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
    password: passwords.client,
    email: DEMO_EMAIL,
    firstName: 'Dana',
    lastName: 'Whitfield',
  });
  const echo = await em.findOneOrFail(ClientSubscription, { client, plan: 'echo' });
  echo.lead = converted;
  client.assignedTo = writer;

  // The writers' next post, not delivered yet: the team sees it, the client does not.
  em.create(Post, {
    client,
    subscription: echo,
    title: 'Why your first hire should be a writer',
    content:
      'Your first hire should be a writer.\n\nNot a developer. Not a salesperson. A writer.\n\nEverything else you build needs words.',
    scheduledFor: new Date(Date.now() + 4 * DAY_MS),
    writtenBy: writer,
  });
  await demoConversation(em, client, writer);
  if (storage) await seedDemoMedia(em, storage, { client, subscription: echo, writer });
  await em.flush();
  return { created: true };
}

/**
 * A post talked about: delivered twice (so the client sees what changed), a question from the writer
 * answered by the client, a note the team keeps to itself, and a comment of the client's not sent
 * yet; and the post in revision carries the comment that went with its request.
 */
async function demoConversation(em: EntityManager, client: User, writer: User | null): Promise<void> {
  const hiring = await em.findOneOrFail(Post, { client, title: 'Hiring is a system, not a hunch' });
  const first = await em.findOneOrFail(PostVersion, { post: hiring, number: 1 });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  first.createdAt = at(4);
  first.content = hiring.content.replace(
    'The ones who grow treat it as a system.',
    'The best ones hire on gut feel.',
  );
  em.create(PostVersion, {
    post: hiring,
    number: 2,
    title: hiring.title,
    content: hiring.content,
    feedbackNotes: 'The second paragraph says the opposite of what I believe.',
    writtenBy: writer,
    deliveredBy: writer,
    createdAt: at(1),
  });
  hiring.revisionCount = 1;
  hiring.feedbackNotes = 'The second paragraph says the opposite of what I believe.';
  const comment = (fields: Partial<PostComment> & Pick<PostComment, 'body'>) =>
    em.create(PostComment, { post: hiring, internal: false, ...fields });
  /** A thread on these words of the post's text (its first occurrence), as a selection would make it. */
  const onWords = (text: string, quote: string) => {
    const anchorStart = text.indexOf(quote);
    return { anchorStart, anchorEnd: anchorStart + quote.length, quote };
  };
  const question = comment({
    author: writer,
    body: 'Would you like to name the scorecard you use, or keep it general?',
    version: 2,
    sentAt: at(0.9),
    createdAt: at(0.9),
  });
  comment({
    author: client,
    parent: question,
    body: 'Keep it general, please.',
    version: 2,
    sentAt: at(0.5),
    createdAt: at(0.5),
  });
  comment({
    author: writer,
    body: 'Dana prefers plain words: no "synergy", no "leverage".',
    internal: true,
    version: 2,
    sentAt: at(3),
    createdAt: at(3),
  });
  comment({
    author: client,
    body: 'Could the last line be a question to the reader?',
    version: 2,
    createdAt: at(0.2),
    ...onWords(hiring.content, 'Here is what changed for us.'),
    suggestion: 'Want to know what changed for us?',
    suggestionState: 'pending',
  });
  const inRevision = await em.findOneOrFail(Post, { client, title: 'The first 90 days of a new hire' });
  comment({
    post: inRevision,
    author: client,
    body: 'The opening sentence is too long for a phone.',
    version: 1,
    sentAt: at(2),
    round: 1,
    createdAt: at(2.1),
    ...onWords(inRevision.content, 'The first 90 days of a new hire.'),
  });
  // A suggested edit sent with the same round, waiting for the writer's answer.
  comment({
    post: inRevision,
    author: client,
    body: '',
    version: 1,
    sentAt: at(2),
    round: 1,
    createdAt: at(2.05),
    ...onWords(inRevision.content, 'The ones who grow'),
    suggestion: 'The founders who grow',
    suggestionState: 'pending',
  });
}
