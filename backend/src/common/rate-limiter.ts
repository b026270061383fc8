import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { RATE_LIMITS_TABLE } from '../database/library-tables.js';

/** The length of the table's `key` column (varchar(255)). */
export const MAX_RATE_LIMIT_KEY_LENGTH = 255;

/**
 * Keeps each key within the column: a prefix and a 255-character username or email would not fit
 * (PostgreSQL refused it, a 500), so a key that long is stored as its prefix and its SHA-256.
 */
class BoundedKeyRateLimiter extends RateLimiterPostgres {
  override getKey(key: string | number): string {
    const full = super.getKey(key);
    if (full.length <= MAX_RATE_LIMIT_KEY_LENGTH) return full;
    return super.getKey(`sha256:${createHash('sha256').update(String(key)).digest('hex')}`);
  }
}

/**
 * A limiter counted in PostgreSQL (its table made by a migration), so a restart does not reset it;
 * its expired rows are deleted by Throttles (throttles.ts).
 */
export function postgresRateLimiter(
  pool: pg.Pool,
  limit: { keyPrefix: string; points: number; duration: number },
): RateLimiterPostgres {
  return new BoundedKeyRateLimiter({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    // Its own clean-up is a 5-minute timer per limiter per process that nothing ever stops (it kept a
    // closed app alive in memory); Throttles prunes the table on one timer that stops with the app.
    clearExpiredByTimeout: false,
    ...limit,
  });
}
