/**
 * `npm run migrate` (in the image: `node backend/dist/bin/migrate.js`): applies the pending
 * migrations to DATABASE_URL and exits, 0 when the schema is up to date. docker-compose.yml runs it
 * once before the api containers, which then start with MIGRATE_ON_START=false. It starts only the
 * configuration and the database module, so the migrations run through the same MigrationRunner as
 * a server's start-up, and no queue, mail or first-admin hook comes along.
 */
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { InvalidEnvironmentError, validateEnvironment } from '../config/environment.js';
import { DatabaseModule } from '../database/database.module.js';

const logger = new Logger('Migrate');

async function migrate(): Promise<void> {
  const env = validateEnvironment(process.env);
  if (!env.DATABASE_URL) {
    throw new InvalidEnvironmentError([
      'DATABASE_URL is required: the embedded database is migrated by the server itself when it starts',
    ]);
  }
  @Module({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnvironment }),
      DatabaseModule.forRoot({ url: env.DATABASE_URL, migrate: true }),
    ],
  })
  class MigrateModule {}

  const context = await NestFactory.createApplicationContext(MigrateModule, {
    logger: ['log', 'warn', 'error'],
  });
  await context.close();
  logger.log('The database schema is up to date');
}

migrate().catch((error: unknown) => {
  logger.error(
    error instanceof InvalidEnvironmentError || !(error instanceof Error)
      ? String(error instanceof Error ? error.message : error)
      : (error.stack ?? error.message),
  );
  process.exit(1);
});
