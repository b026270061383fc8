import { MikroORM } from '@mikro-orm/core';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import { DATABASE_OPTIONS, type DatabaseOptions } from '../database/database-options.js';
import type { HealthDto, HealthIndicatorDto } from './dto/health.dto.js';
import { type ReadinessCheck, ReadinessChecks } from './readiness-checks.js';

/** The deadline of each readiness check (connecting included). */
export const READY_CHECK_TIMEOUT_MS = 2000;

const DEFAULT_MIGRATIONS_TABLE = 'mikro_orm_migrations';

/**
 * How long a check that answered before may go without answering in time and still count as up:
 * a saturated process (or database) answers late, and busy is not down. A check that fails (an
 * error, not a late answer), or stays silent longer than this, is down.
 */
export const READY_BUSY_GRACE_MS = 15_000;

class NoAnswerInTime extends Error {
  constructor() {
    super('no answer in time');
  }
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime()), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Answers /api/health/ready: the database is reachable and every migration this build knows is
 * applied, then each check of the ReadinessChecks registry (the queue's).
 *
 * The database is probed on a connection of its own (a pool of one), never the app's pool: under
 * load every app connection may be busy, and a probe queued behind them would read "busy" as
 * "down" and have an orchestrator restart a healthy server. A check that answered lately and is
 * only late now counts as up for READY_BUSY_GRACE_MS. Probes that arrive together share one run.
 */
@Injectable()
export class ReadinessService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Readiness');
  private readonly probe: pg.Pool;
  private readonly migrationsTable: string;
  /** Every migration this build has, read once at start (after MigrationRunner ran them). */
  private knownMigrations: string[] = [];
  private running?: Promise<HealthDto>;
  /** When each check last answered up (Date.now()). */
  private readonly lastUp = new Map<string, number>();

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: ReadinessChecks,
    @Inject(DATABASE_OPTIONS) private readonly options: DatabaseOptions,
  ) {
    this.probe = new pg.Pool({
      connectionString: options.url,
      max: 1,
      // Past the deadline the probe goes on in the background: a late answer still proves the
      // database up for the next probes (READY_BUSY_GRACE_MS); a refused connection fails at once.
      connectionTimeoutMillis: READY_BUSY_GRACE_MS,
      query_timeout: READY_BUSY_GRACE_MS,
      idleTimeoutMillis: 60_000,
      application_name: 'ghostline-readiness',
    });
    this.probe.on('error', (error) => this.logger.warn(`The readiness connection ended: ${error.message}`));
    const configured = orm.config.get('migrations') as { tableName?: string } | undefined;
    this.migrationsTable = configured?.tableName ?? DEFAULT_MIGRATIONS_TABLE;
  }

  async onApplicationBootstrap(): Promise<void> {
    // Without migrating (the OpenAPI export) the app never connects nor serves.
    if (!this.options.migrate) return;
    const [executed, pending] = await Promise.all([
      this.orm.migrator.getExecuted(),
      this.orm.migrator.getPending(),
    ]);
    this.knownMigrations = [...executed, ...pending].map((migration) => migration.name);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.probe.end();
  }

  /** Runs every check (a run already under way is shared). */
  check(): Promise<HealthDto> {
    this.running ??= this.runChecks().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runChecks(): Promise<HealthDto> {
    const checks: ReadinessCheck[] = [
      { name: 'database', check: () => this.checkDatabase() },
      ...this.registry.list(),
    ];
    const results = await Promise.all(checks.map((check) => this.run(check)));
    const details = Object.fromEntries(results);
    const ok = results.every(([, result]) => result.status === 'up');
    return { status: ok ? 'ok' : 'error', details };
  }

  private async run(check: ReadinessCheck): Promise<[string, HealthIndicatorDto]> {
    const started = performance.now();
    try {
      // An answer that comes after the deadline still counts for the next probes.
      await withDeadline(
        check.check().then(() => void this.lastUp.set(check.name, Date.now())),
        READY_CHECK_TIMEOUT_MS,
      );
      return [check.name, { status: 'up', responseTime: Math.round(performance.now() - started) }];
    } catch (error) {
      const responseTime = Math.round(performance.now() - started);
      const lastUp = this.lastUp.get(check.name);
      if (
        error instanceof NoAnswerInTime &&
        lastUp !== undefined &&
        Date.now() - lastUp < READY_BUSY_GRACE_MS
      ) {
        this.logger.warn(
          `${check.name}: no answer in ${READY_CHECK_TIMEOUT_MS} ms, up ${Date.now() - lastUp} ms ago: busy`,
        );
        return [check.name, { status: 'up', responseTime }];
      }
      const message = error instanceof Error ? error.message : String(error);
      return [check.name, { status: 'down', responseTime, message }];
    }
  }

  private async checkDatabase(): Promise<void> {
    let applied: Set<string>;
    try {
      const { rows } = await this.probe.query<{ name: string }>(
        `SELECT name FROM ${pg.escapeIdentifier(this.migrationsTable)}`,
      );
      applied = new Set(rows.map((row) => row.name));
    } catch (error) {
      // The cause goes to the log; the answer says it plainly (a driver's message may name hosts).
      this.logger.warn(`Database not ready: ${error instanceof Error ? error.message : String(error)}`);
      throw new Error((error as { code?: string }).code === '42P01' ? 'not migrated' : 'unreachable', {
        cause: error,
      });
    }
    const pending = this.knownMigrations.filter((name) => !applied.has(name)).length;
    if (pending > 0) throw new Error(`${pending} migration${pending === 1 ? '' : 's'} pending`);
  }
}
