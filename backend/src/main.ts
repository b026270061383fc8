import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { resolve } from 'node:path';
import { InvalidEnvironmentError, validateEnvironment } from './config/environment.js';
import { AdminAccountsService } from './auth/admin-accounts.service.js';
import { HttpDrain } from './common/web/http-drain.js';
import { createApp } from './create-app.js';
import { nestLoggerFor } from './common/logging/logging.module.js';
import { saveFirstStartCredentials } from './common/logging/first-start-credentials.js';
import { createRootLogger } from './common/logging/root-logger.js';
import { JobQueue } from './queue/job-queue.js';
import { DemoDataService } from './seeders/demo-data.service.js';
import {
  EMBEDDED_DATABASE,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './database/embedded-postgres.js';

Logger.overrideLogger(['log', 'warn', 'error']);
const logger = new Logger('Ghostline');

/** The signals that stop the server (a terminal's Ctrl-C and hang-up, an orchestrator's stop). */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Past this, a stop that hangs (a hook that never returns) ends the process anyway, with code 1. */
const STOP_WATCHDOG_MS = 15_000;

async function bootstrap(): Promise<void> {
  const env = validateEnvironment(process.env);
  const root = createRootLogger({ level: env.LOG_LEVEL, json: env.isProduction });
  Logger.overrideLogger(nestLoggerFor(root));
  let embedded: EmbeddedDatabase | undefined;
  /** Set once the app exists: what a stop drains and closes. */
  const started: { app?: NestExpressApplication; drain?: HttpDrain } = {};
  let stopping = false;
  /**
   * Within Docker's 10 s between SIGTERM and SIGKILL: new connections are refused and the requests
   * in flight finish (DRAIN_DEADLINE_MS at most) while the queue stops taking jobs and lets the
   * running ones finish (QUEUE_STOP_GRACE_MS, then they are aborted and retried at the next start);
   * then Nest's shutdown hooks close the pools, then the embedded database stops (fast mode): exit
   * code 0. Each step logs how long it took. A second signal does not cut this short.
   */
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} received again: already stopping`);
      return;
    }
    stopping = true;
    setTimeout(() => {
      logger.error(`Stopping took over ${STOP_WATCHDOG_MS / 1000} s: exiting now`);
      process.exit(1);
    }, STOP_WATCHDOG_MS).unref();
    try {
      const { app, drain } = started;
      const began = performance.now();
      let step = began;
      const took = () => {
        const now = performance.now();
        const ms = Math.round(now - step);
        step = now;
        return ms;
      };
      if (app && drain) {
        logger.log(`${signal} received: finishing ${drain.inFlight} request(s) in flight, refusing new ones`);
        // The queue's workers wind down beside the drain (their grace is shorter than its deadline):
        // a mail job caught mid-send would otherwise hold its database connection past the pools' close.
        const [{ forced }] = await Promise.all([drain.drain(), app.get(JobQueue).stopWorking()]);
        if (forced) logger.warn('Requests still running at the deadline were cut');
        logger.log(`Requests finished and the queue stopped in ${took()} ms`);
        await app.close();
        logger.log(`Shutdown hooks ran in ${took()} ms`);
      } else {
        logger.log(`${signal} received while starting: stopping`);
      }
      await embedded?.stop();
      if (embedded) logger.log(`The embedded PostgreSQL stopped in ${took()} ms`);
    } catch (error) {
      logger.error(
        `Stopping failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      process.exit(1);
    }
    logger.log('Stopped');
    process.exit(0);
  };
  // embedded-postgres registers an exit hook (async-exit-hook) on these signals when it is loaded
  // (lazily, by startEmbeddedPostgres): it stops PostgreSQL under the requests still running and
  // exits with 128 + the signal (143 on SIGTERM). This process owns its signals, taken again once the
  // embedded server is up: the database stops last, after the drain.
  const ownStopSignals = () => {
    for (const signal of STOP_SIGNALS) {
      process.removeAllListeners(signal);
      process.on(signal, (received: NodeJS.Signals) => void shutdown(received));
    }
  };
  ownStopSignals();

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR);
    ownStopSignals();
    databaseUrl = await embedded.ensureDatabase(EMBEDDED_DATABASE);
  }

  const app = await createApp(
    {
      url: databaseUrl,
      migrate: env.MIGRATE_ON_START,
      connect: true,
      embedded: embedded !== undefined,
    },
    { logging: { root } },
  );
  started.app = app;
  started.drain = new HttpDrain(app.getHttpServer());

  await app.listen(env.PORT);
  const url = env.publicUrl;
  const admin = app.get(AdminAccountsService).generatedCredentials;
  const demo = app.get(DemoDataService).credentials;
  const noticesTo = await app.get(AdminAccountsService).noticeAddresses();
  // The generated passwords go to a file only its owner reads, never to the log.
  const credentials =
    admin || demo
      ? saveFirstStartCredentials(env.DATA_DIR, [
          ...(admin ? [{ what: 'Admin', url: `${url}/admin/login`, ...admin }] : []),
          ...(demo
            ? [
                { what: 'Demo client', url: `${url}/auth`, ...demo.client },
                { what: 'Demo writer', url: `${url}/admin/login`, ...demo.writer },
              ]
            : []),
        ])
      : undefined;
  logger.log(
    [
      `Ghostline is running at ${url}`,
      `API docs: ${url}/api/docs`,
      `Database: ${embedded ? `embedded PostgreSQL in ${resolve(env.DATA_DIR, 'postgres')}` : 'DATABASE_URL'}`,
      admin
        ? `Admin sign-in: ${url}/admin/login as "${admin.username}", the password is in ${credentials}\n` +
          '  (readable by you only: delete it once signed in; set another with `npm run admin:create -- --username admin`)'
        : `Admin sign-in: ${url}/admin/login (reset an admin's password with \`npm run admin:create -- --username <name>\`)`,
      noticesTo.length > 0
        ? `Team notices (new leads, cancellations, failed payments …) go to ${noticesTo.join(', ')}`
        : `Team notices (new leads, cancellations, failed payments …) reach no one: no active admin has a confirmed email.\n` +
          `  Add yours at ${url}/admin/account once signed in (or start with ADMIN_EMAIL, or run \`npm run admin:create -- --username <name> --email <address>\`)`,
      ...(demo
        ? [
            `Demo client: ${url}/auth as "${demo.client.username}", and their writer: ${url}/admin/login as "${demo.writer.username}"; the passwords are in ${credentials} (\`npm run seed:demo\` sets new ones)`,
          ]
        : []),
    ].join('\n'),
  );
}

bootstrap().catch((error: unknown) => {
  if (error instanceof InvalidEnvironmentError) {
    logger.error(error.message);
  } else {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
