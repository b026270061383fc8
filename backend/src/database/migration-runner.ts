import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DATABASE_OPTIONS, type DatabaseOptions } from './database-options.js';

/**
 * Brings the schema up to date when the modules start, before any bootstrap hook that reads
 * or writes data (the first admin) and before the first request.
 */
@Injectable()
export class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger('Migrations');
  /** This start found an empty database and built it: the product's very first start on it. */
  freshDatabase = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.options.migrate) {
      if (this.options.connect) await this.orm.connect();
      return;
    }
    await withMigrationLock(this.options.url, this.logger, async () => {
      this.freshDatabase = (await this.orm.migrator.getExecuted()).length === 0;
      const applied = await this.orm.migrator.up();
      if (applied.length > 0)
        this.logger.log(`Applied ${applied.map((migration) => migration.name).join(', ')}`);
    });
  }
}

/** The advisory lock key every Ghostline process migrates under (any constant bigint; "ghostmig"). */
export const MIGRATION_LOCK_KEY = 0x67686f73746d6967n;

/**
 * Several processes on one database (N app containers, the compose `migrate` job) may start at the
 * same moment: a session-level advisory lock, held on a connection of its own for the whole run,
 * lets one migrate while the others wait, then find nothing pending (and an existing database, so
 * that only the first seeds a fresh one). The lock goes with its connection if the process dies.
 */
async function withMigrationLock(url: string, logger: Logger, run: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => logger.warn(`The migration lock's connection ended: ${error.message}`));
  await client.connect();
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      key,
    ]);
    if (!rows[0]?.locked) {
      logger.log('Another process is migrating this database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
