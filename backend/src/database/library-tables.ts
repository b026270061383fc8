/** Tables that belong to libraries rather than entities; migrations make them, the schema diff leaves them alone. */

/** express-session's store (connect-pg-simple). */
export const SESSION_TABLE = 'session';
/** rate-limiter-flexible's counters: failed sign-ins, lead submissions. */
export const RATE_LIMITS_TABLE = 'rate_limits';

export const LIBRARY_TABLES = [SESSION_TABLE, RATE_LIMITS_TABLE];
