import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RATE_LIMITS_TABLE } from '../database/library-tables.js';

/** A limiter counted in PostgreSQL (its table made by a migration), so a restart does not reset it. */
export function postgresRateLimiter(
  pool: pg.Pool,
  limit: { keyPrefix: string; points: number; duration: number },
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    ...limit,
  });
}
