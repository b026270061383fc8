import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { createOrmConfig } from '../mikro-orm.config.js';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

export interface DatabaseOptions {
  /** The PostgreSQL connection string the whole app uses (ORM and session store). */
  url: string;
  /** Apply pending migrations when the app starts (off when only the OpenAPI document is wanted). */
  migrate: boolean;
}

/** Brings the schema up to date before the app serves its first request. */
@Injectable()
class MigrationRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Migrations');

  constructor(
    private readonly orm: MikroORM,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.migrate) return;
    const applied = await this.orm.migrator.up();
    if (applied.length > 0) this.logger.log(`Applied ${applied.map((migration) => migration.name).join(', ')}`);
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot(createOrmConfig(options.url))],
      providers: [{ provide: DATABASE_OPTIONS, useValue: options }, MigrationRunner],
      exports: [DATABASE_OPTIONS],
    };
  }
}
