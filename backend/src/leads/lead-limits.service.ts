import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { type RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { HOUR_MS } from '../common/dates.js';
import { postgresRateLimiter } from '../common/rate-limiter.js';
import { TooManyRequestsException } from '../common/too-many-requests.exception.js';
import { PG_POOL } from '../database/library-tables.js';

export const LEADS_PER_ADDRESS_PER_HOUR = 10;

/** Lead submissions per address, counted in PostgreSQL. */
@Injectable()
export class LeadLimitsService {
  private readonly perAddress: RateLimiterPostgres;

  constructor(@Inject(PG_POOL) pool: pg.Pool) {
    this.perAddress = postgresRateLimiter(pool, {
      keyPrefix: 'lead_ip',
      points: LEADS_PER_ADDRESS_PER_HOUR,
      duration: HOUR_MS / 1000,
    });
  }

  /** Counts a submission; past the limit, a 429 that says when to try again. */
  async consume(ip: string): Promise<void> {
    try {
      await this.perAddress.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new TooManyRequestsException(
        (wait) => `Too many requests from your network. Please try again in ${wait}.`,
        Math.ceil(error.msBeforeNext / 1000),
      );
    }
  }
}
