import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import pg from 'pg';
import { createOrmConfig } from '../mikro-orm.config.js';
import { PG_POOL } from './library-tables.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  /** The PostgreSQL connection string the whole app uses (ORM and session store). */
  url: string;
  /** Apply pending migrations when the app starts (off when only the OpenAPI document is wanted). */
  migrate: boolean;
  /**
   * Open the connection when the modules start even when not migrating (MIGRATE_ON_START=false,
   * after the one-shot migrate): MikroORM connects on its first query, and until then the health
   * check reads "not connected". Off for the OpenAPI export, which has no database.
   */
  connect?: boolean;
  /** The database is the embedded default (no DATABASE_URL): the app may set up a first admin itself. */
  embedded?: boolean;
  /** Run the durable queue's workers and schedules (src/queue/); off when only the OpenAPI document is wanted. */
  queue?: boolean;
}

/** The app has a database to work on (not the OpenAPI export's placeholder): it migrates or connects. */
export function hasLiveDatabase(options: DatabaseOptions): boolean {
  return options.migrate || options.connect === true;
}

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

/**
 * How long a request waits for a new database connection before it fails (a 503): with PostgreSQL
 * down or unreachable, requests fail within seconds rather than hang (pg's default waits for ever).
 */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * The library pool's size: every signed-in request reads its session here (and the lead form its
 * rate limits), so it is as wide as the ORM's (10): at 4, requests queued for it under load while
 * the database had room. Per process: 10 + 10 ORM + 3 queue + 1 readiness, well within
 * PostgreSQL's 100 connections for two processes on one database.
 */
export const LIBRARY_POOL_SIZE = 10;

/** An idle client's connection can end (a database restart, shutdown): log it, don't crash. */
function createPool(url: string): pg.Pool {
  const logger = new Logger('Database');
  const pool = new pg.Pool({
    connectionString: url,
    max: LIBRARY_POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', (error) => logger.warn(`An idle database connection ended: ${error.message}`));
  return pool;
}

@Injectable()
class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onApplicationShutdown(): Promise<void> {
    // Once: an app context closed twice (a test's cleanup) must not fail its second close.
    if (!this.pool.ending) await this.pool.end();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRoot(
          createOrmConfig(options.url, { driverOptions: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS } }),
        ),
      ],
      providers: [
        { provide: DATABASE_OPTIONS, useValue: options },
        { provide: PG_POOL, useFactory: () => createPool(options.url) },
        MigrationRunner,
        PoolCloser,
      ],
      exports: [DATABASE_OPTIONS, PG_POOL, MigrationRunner],
    };
  }
}
