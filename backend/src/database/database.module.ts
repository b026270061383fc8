import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import { createOrmConfig } from '../mikro-orm.config.js';
import { DATABASE_OPTIONS, type DatabaseOptions } from './database-options.js';
import { PG_POOL } from './library-tables.js';
import { MigrationRunner } from './migration-runner.js';

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
