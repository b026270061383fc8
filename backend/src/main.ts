import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { resolve } from 'node:path';
import { InvalidEnvironmentError, validateEnvironment } from './config/environment.js';
import { AdminAccountsService } from './auth/admin-accounts.service.js';
import { createApp } from './create-app.js';
import { nestLoggerFor } from './common/logging/logging.module.js';
import { saveFirstStartCredentials } from './common/logging/first-start-credentials.js';
import { createRootLogger } from './common/logging/root-logger.js';
import { DemoDataService } from './seeders/demo-data.service.js';
import {
  EMBEDDED_DATABASE,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './database/embedded-postgres.js';

Logger.overrideLogger(['log', 'warn', 'error']);
const logger = new Logger('Ghostline');

async function bootstrap(): Promise<void> {
  const env = validateEnvironment(process.env);
  const root = createRootLogger({ level: env.LOG_LEVEL, json: env.isProduction });
  Logger.overrideLogger(nestLoggerFor(root));
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR);
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
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: stopping`);
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen(env.PORT);
  const url = env.publicUrl;
  const admin = app.get(AdminAccountsService).generatedCredentials;
  const demo = app.get(DemoDataService).credentials;
  // The generated passwords go to a file only its owner reads, never to the log.
  const credentials =
    admin || demo
      ? saveFirstStartCredentials(env.DATA_DIR, [
          ...(admin ? [{ what: 'Admin', url: `${url}/admin/login`, ...admin }] : []),
          ...(demo ? [{ what: 'Demo client', url: `${url}/auth`, ...demo }] : []),
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
      ...(demo
        ? [
            `Demo client: ${url}/auth as "${demo.username}", the password is in ${credentials} (\`npm run seed:demo\` sets a new one)`,
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
