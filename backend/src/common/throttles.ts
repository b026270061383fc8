import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PG_POOL, RATE_LIMITS_TABLE } from '../database/library-tables.js';
import { postgresRateLimiter } from './rate-limiter.js';
import { allowance, THROTTLES, type ThrottleName } from './throttle-limits.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/**
 * Multiplies every allowance of THROTTLES: 1 in the product. A provider, not an environment
 * variable, so that only code (a test app's override) can relax the limits, never a setting an
 * operator could leave on by accident.
 */
export const THROTTLE_SCALE = Symbol('THROTTLE_SCALE');

/** What a counter holds now. */
export interface ThrottleState {
  consumed: number;
  msBeforeNext: number;
}

/** How often the counters whose window ended are deleted, and how long after it ended. */
export const RATE_LIMITS_PRUNE_MS = 5 * 60 * 1000;
export const EXPIRED_COUNTER_KEPT_MS = 60 * 60 * 1000;

/**
 * The limits of common/throttle-limits.ts, counted in PostgreSQL. Every 5 minutes it deletes the counters
 * whose window ended over an hour ago, on one timer that stops with the app: rate-limiter-flexible's
 * own clean-up (turned off in rate-limiter.ts) ran a timer per limiter that nothing ever stopped.
 */
@Injectable()
export class Throttles implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Throttles');
  private readonly limiters: Record<ThrottleName, RateLimiterPostgres>;
  private readonly allowances: Record<ThrottleName, number>;
  private pruning?: NodeJS.Timeout;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(THROTTLE_SCALE) scale: number,
  ) {
    const names = Object.keys(THROTTLES) as ThrottleName[];
    this.allowances = Object.fromEntries(names.map((name) => [name, allowance(name, scale)])) as Record<
      ThrottleName,
      number
    >;
    this.limiters = Object.fromEntries(
      names.map((name) => [
        name,
        postgresRateLimiter(pool, {
          keyPrefix: THROTTLES[name].keyPrefix,
          points: this.allowances[name],
          duration: THROTTLES[name].seconds,
        }),
      ]),
    ) as Record<ThrottleName, RateLimiterPostgres>;
  }

  onApplicationBootstrap(): void {
    this.pruning = setInterval(() => {
      this.prune().catch((error: unknown) =>
        this.logger.warn(
          `Deleting ended counters failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }, RATE_LIMITS_PRUNE_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruning);
  }

  /** Deletes the counters whose window ended over an hour before `now`; answers how many went. */
  async prune(now = Date.now()): Promise<number> {
    const { rowCount } = await this.pool.query(
      `delete from ${pg.escapeIdentifier(RATE_LIMITS_TABLE)} where expire < $1`,
      [now - EXPIRED_COUNTER_KEPT_MS],
    );
    return rowCount ?? 0;
  }

  /** The allowance of a limit in this app (scaled). */
  allowance(name: ThrottleName): number {
    return this.allowances[name];
  }

  /** Counts one request; past the allowance, a 429 saying when to try again. */
  async consume(name: ThrottleName, key: string): Promise<void> {
    const refusal = await this.take(name, key);
    if (refusal) throw this.tooMany(name, refusal.msBeforeNext);
  }

  /**
   * Counts one request against several limits in one statement (one round trip), in order, as
   * consume() one after the other would: a limit is counted only if every one before it allowed
   * the request, and the first refusing limit answers the 429.
   */
  async consumeInOrder(steps: readonly (readonly [ThrottleName, string])[]): Promise<void> {
    const table = pg.escapeIdentifier(RATE_LIMITS_TABLE);
    const now = Date.now();
    const values: unknown[] = [now];
    const counts = steps.map(([name, key], index) => {
      values.push(this.limiters[name].getKey(key), now + THROTTLES[name].seconds * 1000);
      const [k, expire] = [`$${values.length - 1}`, `$${values.length}`];
      // Counted only when every earlier limit allowed it (its points within its allowance).
      const allowedSoFar = steps
        .slice(0, index)
        .map(([earlier], at) => `(select points from c${at}) <= ${this.allowances[earlier]}`);
      return `c${index} as (
        insert into ${table} (key, points, expire) select ${k}::varchar, 1, ${expire}::bigint
         ${allowedSoFar.length ? `where ${allowedSoFar.join(' and ')}` : ''}
        on conflict (key) do update set
          points = case when ${table}.expire <= $1::bigint then 1 else ${table}.points + 1 end,
          expire = case when ${table}.expire <= $1::bigint then excluded.expire else ${table}.expire end
        returning points, expire)`;
    });
    const { rows } = await this.pool.query<{ step: number; points: number; expire: string }>({
      // Prepared once per list of limits (its text depends on their names and allowances only).
      name: `throttles:${steps.map(([name]) => name).join(',')}`,
      text: `with ${counts.join(', ')} ${steps
        .map((_, index) => `select ${index} as step, points, expire from c${index}`)
        .join(' union all ')} order by step`,
      values,
    });
    for (const { step, points, expire } of rows) {
      const [name] = steps[step]!;
      if (points > this.allowances[name]) throw this.tooMany(name, Math.max(Number(expire) - Date.now(), 0));
    }
  }

  /** Counts one request; answers null within the allowance, else the counter's state (no throw). */
  async take(name: ThrottleName, key: string): Promise<ThrottleState | null> {
    try {
      await this.limiters[name].consume(key);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return { consumed: error.consumedPoints, msBeforeNext: error.msBeforeNext };
    }
  }

  /** What the counter holds, without counting (null when nothing is counted). */
  async state(name: ThrottleName, key: string): Promise<ThrottleState | null> {
    const state = await this.limiters[name].get(key);
    return state ? { consumed: state.consumedPoints, msBeforeNext: state.msBeforeNext } : null;
  }

  /** The counter's state when its allowance is used up, else null. */
  async exhausted(name: ThrottleName, key: string): Promise<ThrottleState | null> {
    const state = await this.state(name, key);
    return state && state.consumed >= this.allowances[name] ? state : null;
  }

  /** Counts one (a failure, say) without refusing anything. */
  async record(name: ThrottleName, key: string): Promise<void> {
    await this.take(name, key);
  }

  /** Forgets the counter. */
  async reset(name: ThrottleName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }

  /** The 429 of a limit, for a wait in milliseconds. */
  tooMany(name: ThrottleName, msBeforeNext: number): TooManyRequestsException {
    return new TooManyRequestsException(THROTTLES[name].message, Math.max(1, Math.ceil(msBeforeNext / 1000)));
  }
}
