/** Tables that belong to libraries rather than entities; migrations make them, the schema diff leaves them alone. */

/** express-session's store (connect-pg-simple). */
export const SESSION_TABLE = 'session';
/** rate-limiter-flexible's counters: failed sign-ins, lead submissions. */
export const RATE_LIMITS_TABLE = 'rate_limits';

export const LIBRARY_TABLES = [SESSION_TABLE, RATE_LIMITS_TABLE];

/**
 * A small pg pool for the library tables, beside the ORM's own (DatabaseModule provides it). Its
 * token lives here, apart from the module, so what uses the pool does not import every entity.
 */
export const PG_POOL = Symbol('PG_POOL');
