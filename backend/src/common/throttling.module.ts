import { Global, Inject, Injectable, Module } from '@nestjs/common';
import pg from 'pg';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PG_POOL } from '../database/library-tables.js';
import { postgresRateLimiter } from './rate-limiter.js';
import { allowance, THROTTLES, type ThrottleName } from './throttles.js';
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

/** The limits of common/throttles.ts, counted in PostgreSQL. */
@Injectable()
export class Throttles {
  private readonly limiters: Record<ThrottleName, RateLimiterPostgres>;
  private readonly allowances: Record<ThrottleName, number>;

  constructor(@Inject(PG_POOL) pool: pg.Pool, @Inject(THROTTLE_SCALE) scale: number) {
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

  /** The allowance of a limit in this app (scaled). */
  allowance(name: ThrottleName): number {
    return this.allowances[name];
  }

  /** Counts one request; past the allowance, a 429 saying when to try again. */
  async consume(name: ThrottleName, key: string): Promise<void> {
    const refusal = await this.take(name, key);
    if (refusal) throw this.tooMany(name, refusal.msBeforeNext);
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

/** Throttles for every module; the scale is 1 unless a test app overrides THROTTLE_SCALE. */
@Global()
@Module({
  providers: [{ provide: THROTTLE_SCALE, useValue: 1 }, Throttles],
  exports: [Throttles],
})
export class ThrottlingModule {}
