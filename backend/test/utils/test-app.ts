import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DestinationStream, pino } from 'pino';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { AdminAccountsService } from '../../src/auth/admin-accounts.service.js';
import { CONVERSATION_MAILS_SCHEDULE } from '../../src/comments/conversation-mails.js';
import { REVIEW_DIGEST_SCHEDULE } from '../../src/review-links/review-digest.js';
import { DEVICE_COOKIE } from '../../src/common/device-cookie.js';
import { THROTTLE_SCALE } from '../../src/common/throttles.js';
import { APP_OPTIONS, configureApp } from '../../src/create-app.js';
import { PERFORMANCE_REMINDERS } from '../../src/performance/performance-reminders.js';
import { PERFORMANCE_REPORT } from '../../src/performance/performance-report.js';
import { NOTICE_DIGEST_SCHEDULE } from '../../src/notices/notice-digest.js';
import { LIFECYCLE_SCHEDULE } from '../../src/subscriptions/subscription-schedule.js';
import { seedPortalClient } from '../../src/seeders/portal-client.seeder.js';
import { FIXED_HOSTILE_TEXTS } from './fuzz/fixed-texts.js';
import { LOG_DIR_VARIABLE, logFile, recordSecret } from './log-secrets.js';
import { TEMPLATE_VARIABLE } from './test-postgres.js';

/** The password of the clients signedInPortalClient makes. */
export const CLIENT_PASSWORD = 'plum-ladder-orbit-42';

/** The admin the suites sign in as. */
export const ADMIN = { username: 'boss', password: 'an admin passphrase' };

export interface TestApp {
  app: INestApplication;
  orm: MikroORM;
  databaseUrl: string;
  /** A supertest agent that keeps cookies between calls, like a browser. */
  agent: () => ReturnType<typeof request.agent>;
  /** An agent signed in as the admin `boss` (created, or its password reset, first). */
  signedInAdmin: () => Promise<ReturnType<typeof request.agent>>;
  /**
   * A client with the demo's subscriptions and posts (seedPortalClient), `<username>@example.com`,
   * password CLIENT_PASSWORD, and an agent signed in as it.
   */
  signedInPortalClient: (
    username: string,
  ) => Promise<{ id: number; agent: ReturnType<typeof request.agent> }>;
  /**
   * A lead sent through the landing form (the address's hourly allowance reset first), with the id and
   * onboarding token its answer gives; fields default to a valid lead.
   */
  submitLead: (fields?: Record<string, unknown>) => Promise<{ id: number; token: string; email: string }>;
  /** Sends a lead's onboarding answers through its link, as the questionnaire does. */
  onboard: (lead: { id: number; token: string }, answers: Record<string, unknown>) => Promise<void>;
  /**
   * Resolves once no recorded mail waits for its first try: every mail the requests so far caused has
   * been sent (or has failed a try). Throws after `timeoutMs`.
   */
  mailsSettled: (timeoutMs?: number) => Promise<void>;
  /** Runs SQL on this app's database, to look at or arrange what the API does not show. */
  query: <T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the tests through `npm test`');
  return url;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The database's connection string on the test server. */
function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database on the test server: empty, or a copy of `template`. */
async function newDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    url: databaseUrl(name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** A fresh, empty database on the test server (a first start, or a migration's own suite). */
export function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return newDatabase();
}

/** The name of the run's template database (global-setup.ts chooses it). */
function templateDatabase(): string {
  const name = process.env[TEMPLATE_VARIABLE];
  if (!name) throw new Error(`${TEMPLATE_VARIABLE} is not set: run the tests through \`npm test\``);
  return name;
}
/** Held while the template is made, so that two workers do not both make it. */
const TEMPLATE_LOCK = 0x67686f7374746d70n; // "ghosttmp"
/** This file's wait for the template (each test file has its own copy of this module). */
let template: Promise<void> | undefined;

/**
 * Makes the run's template, once: the database an app's first start leaves (every migration run, the
 * queue's schema and queues made, no row of the product's own), which each test app gets a copy of
 * (CREATE DATABASE … TEMPLATE), a fraction of the cost of migrating.
 */
async function ensureTemplate(): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  const name = templateDatabase();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK.toString()]);
    const { rowCount } = await client.query(
      'SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate',
      [name],
    );
    if (rowCount) return;
    // A template half made by a run that stopped is made again.
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
    const first = await createTestApp({
      databaseUrl: databaseUrl(name),
      env: { ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined, ADMIN_EMAIL: undefined },
    });
    // What the start queued or scheduled is each copy's own start to do again.
    await first.query('DELETE FROM pgboss.job; DELETE FROM pgboss.schedule');
    await first.close();
    await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK.toString()]).catch(() => undefined);
    await client.end();
  }
}

/** A database as an app's first start leaves it (a copy of the run's template). */
export async function createMigratedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  template ??= ensureTemplate();
  await template;
  return newDatabase(templateDatabase());
}

let runLog: DestinationStream | undefined;

/**
 * Where every test app of the run logs, at the product's own level (LOG_LEVEL, so the request
 * lines too): one file per run (global-teardown checks it for secrets); errors also on stderr.
 */
function runLogDestination(): DestinationStream | undefined {
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir) return undefined;
  runLog ??= pino.multistream([
    { level: 'trace', stream: pino.destination({ dest: logFile(dir), append: true, sync: true }) },
    { level: 'error', stream: process.stderr },
  ]);
  return runLog;
}

const SECRET_FIELDS: Record<string, string> = {
  password: 'password sent',
  currentPassword: 'password sent',
  newPassword: 'password sent',
  token: 'token sent',
};

/**
 * The cookies an answer set: the session cookie's value and the session id inside it
 * (`s:<id>.<signature>`), and the device cookie's value (auth/device-cookies.ts).
 */
function recordSessionCookies(header: unknown): void {
  for (const cookie of [header].flat()) {
    if (typeof cookie !== 'string') continue;
    const [name, ...rest] = cookie.split(';')[0].split('=');
    const value = rest.join('=');
    if (name.endsWith(DEVICE_COOKIE)) {
      recordSecret('device cookie', value);
      continue;
    }
    recordSecret('session cookie', value);
    const signed = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(value));
    if (signed) recordSecret('session id', signed[1]);
  }
}

/**
 * Records what each request of a suite carried that must never be logged: passwords and tokens
 * in its body or query, the tokens of links in its answer (a lead's onboarding link), and the
 * session cookie the answer set.
 */
function recordRequestSecrets(req: Request, res: Response, next: NextFunction): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body === 'string') {
      for (const [, token] of body.matchAll(/[?&]token=([^&"\s]+)/g))
        recordSecret('token in an answer', token);
    }
    return send(body);
  };
  res.on('finish', () => {
    // A token is a secret when it is one the server issued, which is what it accepts; the junk the
    // bad-input and fuzz suites send as tokens (`../../etc/passwd`) is refused, and may well be logged
    // in a path. Every password is a secret, accepted or not.
    const accepted = res.statusCode < 400;
    const body: unknown = req.body;
    if (body && typeof body === 'object') {
      for (const [field, kind] of Object.entries(SECRET_FIELDS)) {
        const value = (body as Record<string, unknown>)[field];
        // The fuzzer's fixed attacks and dates go into every field and path alike: as a password, no one's secret.
        if ((accepted || kind !== 'token sent') && !FIXED_HOSTILE_TEXTS.includes(value as string))
          recordSecret(kind, value);
      }
    }
    // A link's check (GET /api/client/reset-password) answers 200 for any token, saying whether it
    // is one: the junk the bad-input and fuzz suites send there is no one's link (and goes into paths
    // too). The real links it checks are recorded where they are mailed.
    const linkCheck = req.method === 'GET' && req.path === '/api/client/reset-password';
    if (accepted && !linkCheck) recordSecret('token in a link', req.query.token);
    recordSessionCookies(res.getHeader('set-cookie'));
  });
  next();
}

/** Sets environment variables for one app and gives back a function that puts the old ones back. */
function withEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  embedded?: boolean;
  /** false: the job queue does not start (recorded mails stay as they are: a suite about the list of them). */
  queue?: false;
  /**
   * Multiplies every request limit of src/common/throttle-limits.ts (1000: a fuzzer's hundreds of
   * requests are not 429s). Unset, the app has the product's limits.
   */
  throttleScale?: number;
  /**
   * Trusts one proxy, as production does behind nginx, so a request's X-Forwarded-For is its
   * address: a test can then send requests from several addresses.
   */
  trustProxy?: boolean;
  /** An existing database to run on (another app's: a restart), left in place on close; else a fresh one. */
  databaseUrl?: string;
  /** Providers replaced by values (a sign-in's sleep, to see the waits it asks). */
  overrides?: { provide: unknown; useValue: unknown }[];
  /**
   * true: the subscription lifecycle's schedule (every 10 minutes) stays on the queue. Else it is taken
   * off once the app has started, so a due time falling mid-test never renews or ends what a suite
   * arranged: suites run the lifecycle themselves (SubscriptionSchedule.run), the clock moved.
   */
  lifecycleSchedule?: boolean;
}

/**
 * The whole app on its own new database (a copy of the migrated template; empty for `embedded`), as
 * `npm start` would run it.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const restoreEnv = withEnv({
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ghostline-app-')),
    ...options.env,
  });
  recordSecret('session secret', process.env.SESSION_SECRET);
  recordSecret('admin password', ADMIN.password);
  recordSecret('client password', CLIENT_PASSWORD);
  recordSecret('admin password', process.env.ADMIN_PASSWORD);
  recordSecret('S3 secret key', process.env.S3_SECRET_ACCESS_KEY);
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : // The embedded default's first start (a first admin, the demo) needs a database never started on.
      options.embedded
      ? await createTestDatabase()
      : await createMigratedDatabase();
  const builder = Test.createTestingModule({
    imports: [
      AppModule.forRoot(
        { url: database.url, migrate: true, embedded: options.embedded, queue: options.queue },
        { destination: runLogDestination() },
      ),
    ],
  });
  if (options.throttleScale !== undefined)
    builder.overrideProvider(THROTTLE_SCALE).useValue(options.throttleScale);
  for (const { provide, useValue } of options.overrides ?? [])
    builder.overrideProvider(provide).useValue(useValue);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication({ ...APP_OPTIONS, bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.use(recordRequestSecrets);
  await configureApp(app);
  if (options.trustProxy) (app as NestExpressApplication).set('trust proxy', 1);
  await app.init();
  if (options.queue !== false && !options.lifecycleSchedule) {
    // On the app's own pool: the queue's tables are in the app's database.
    await app
      .get(MikroORM)
      .em.getConnection()
      .execute('delete from pgboss.schedule where name in (?, ?, ?, ?, ?, ?)', [
        LIFECYCLE_SCHEDULE,
        // The performance reminders (hourly) and report (monthly): suites run them at the clock they set.
        PERFORMANCE_REMINDERS,
        PERFORMANCE_REPORT,
        // The team's morning digest (08:00 UTC), run by its suite at the clock it sets.
        NOTICE_DIGEST_SCHEDULE,
        // The conversation's mails (every minute) and the reviewers' weekly digest: suites run their
        // passes themselves (test/utils/conversation-bursts.ts). A pass of the minute's, mid-request,
        // mailed news the fuzzer had counted, and it read as a refused request changing rows.
        CONVERSATION_MAILS_SCHEDULE,
        REVIEW_DIGEST_SCHEDULE,
      ]);
  }
  // The suites' own SQL (query below), on two connections kept open: a connection per statement cost a
  // PostgreSQL process and a SCRAM sign-in each, thousands of times a run.
  const queries = new pg.Pool({ connectionString: database.url, max: 2 });
  // A connection the server ends (a database dropped under it) is replaced, not a crash.
  queries.on('error', () => undefined);
  let leads = 0;
  const testApp: TestApp = {
    app,
    orm: app.get(MikroORM),
    databaseUrl: database.url,
    agent: () => request.agent(app.getHttpServer()),
    signedInPortalClient: async (username) => {
      const { id } = await seedPortalClient(app.get(MikroORM).em.fork(), {
        username,
        password: CLIENT_PASSWORD,
        email: `${username}@example.com`,
      });
      const agent = request.agent(app.getHttpServer());
      await agent.post('/api/client/login').send({ username, password: CLIENT_PASSWORD }).expect(200);
      return { id, agent };
    },
    signedInAdmin: async () => {
      await app.get(AdminAccountsService).createOrReset(ADMIN.username, ADMIN.password);
      const admin = request.agent(app.getHttpServer());
      await admin.post('/api/admin/login').send(ADMIN).expect(200);
      return admin;
    },
    submitLead: async (fields = {}) => {
      await testApp.query('delete from rate_limits');
      const lead = {
        name: 'Ada Lovelace',
        email: `lead${++leads}@example.com`,
        linkedin: 'https://www.linkedin.com/in/x',
        industry: 'tech',
        ...fields,
      };
      const response = await request(app.getHttpServer()).post('/api/leads').send(lead).expect(201);
      const token = new URL(response.body.onboardingUrl).searchParams.get('token')!;
      recordSecret('onboarding token', token);
      return { id: response.body.leadId as number, token, email: String(lead.email) };
    },
    onboard: async (lead, answers) => {
      await request(app.getHttpServer())
        .post(`/api/leads/${lead.id}/onboarding`)
        .query({ token: lead.token })
        .send(answers)
        .expect(200);
    },
    mailsSettled: async (timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // On the app's own pool: the fuzzer asks after every case.
        const [{ waiting }] = await testApp.orm.em
          .getConnection()
          .execute<{ waiting: number }[]>(
            `select count(*)::int as waiting from outgoing_mails where status = 'queued'`,
          );
        if (waiting === 0) return;
        if (Date.now() > deadline) throw new Error(`${waiting} mails still queued after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    query: async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
      (await queries.query<T>(sql, values)).rows,
    close: async () => {
      await app.close();
      await queries.end();
      await database.drop();
      restoreEnv();
    },
  };
  return testApp;
}
