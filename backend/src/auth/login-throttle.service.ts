import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DAY_MS } from '../common/dates.js';
import { postgresRateLimiter } from '../common/rate-limiter.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { PG_POOL } from '../database/library-tables.js';

export const MAX_FAILURES_IN_A_ROW = 10;
export const MAX_FAILURES_PER_IP_A_DAY = 100;
const USERNAME_LOCK_SECONDS = 15 * 60;

/**
 * Failed sign-ins are counted in PostgreSQL, so a restart does not reset them: 10 in a row for
 * an account (a success clears them) and 100 a day from one IP address. The account is named by
 * its username whichever way it was typed (the caller passes the username of the account it
 * found, else what was typed), so "Bob", "bob" and bob's email count as one.
 */
@Injectable()
export class LoginThrottleService {
  private readonly byUsername: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    this.byUsername = postgresRateLimiter(pool, {
      keyPrefix: 'login_username',
      points: MAX_FAILURES_IN_A_ROW,
      duration: USERNAME_LOCK_SECONDS,
    });
    this.byIp = postgresRateLimiter(pool, {
      keyPrefix: 'login_ip',
      points: MAX_FAILURES_PER_IP_A_DAY,
      duration: DAY_MS / 1000,
    });
  }

  /** Throws a 429 while either limit is used up. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const [user, address] = await Promise.all([this.byUsername.get(key(account)), this.byIp.get(ip)]);
    const blocked = [
      [user, MAX_FAILURES_IN_A_ROW],
      [address, MAX_FAILURES_PER_IP_A_DAY],
    ].filter(
      ([state, limit]) => state instanceof RateLimiterRes && state.consumedPoints >= (limit as number),
    );
    if (blocked.length > 0) {
      const waitMs = Math.max(...blocked.map(([state]) => (state as RateLimiterRes).msBeforeNext));
      throw new TooManyRequestsException(
        (wait) => `Too many failed sign-in attempts. Please try again in ${wait}.`,
        Math.ceil(waitMs / 1000),
      );
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([penalise(this.byUsername, key(account)), penalise(this.byIp, ip)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.byUsername.delete(key(account));
  }
}

const key = (account: string) => account.trim().toLowerCase();

/** Counts a failure; going past the limit rejects with the state, which is all we wanted. */
async function penalise(limiter: RateLimiterPostgres, limiterKey: string): Promise<void> {
  try {
    await limiter.penalty(limiterKey, 1);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
