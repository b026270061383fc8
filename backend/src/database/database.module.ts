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
  /** The database is the embedded default (no DATABASE_URL): the app may set up a first admin itself. */
  embedded?: boolean;
  /** Run the durable queue's workers and schedules (src/queue/); off when only the OpenAPI document is wanted. */
  queue?: boolean;
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
    if (!this.options.migrate) return;
    this.freshDatabase = (await this.orm.migrator.getExecuted()).length === 0;
    const applied = await this.orm.migrator.up();
    if (applied.length > 0)
      this.logger.log(`Applied ${applied.map((migration) => migration.name).join(', ')}`);
  }
}

/** An idle client's connection can end (a database restart, shutdown): log it, don't crash. */
function createPool(url: string): pg.Pool {
  const logger = new Logger('Database');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('error', (error) => logger.warn(`An idle database connection ended: ${error.message}`));
  return pool;
}

@Injectable()
class PoolCloser implements OnApplicationShutdown {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot(createOrmConfig(options.url))],
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
