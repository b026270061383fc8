import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking connections: admin_shutdown,
 * crash_shutdown, cannot_connect_now (starting up, shutting down), too_many_connections; class 08
 * is every connection exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg says, without a code, when a connection drops, or none comes within its timeout. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

function isUnavailableError(error: object): boolean {
  if (error instanceof ConnectionException) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)))
    return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections), rather than a fault of the request or the code: such a request is answered 503
 * and may be tried again. Looks through wrapped causes (MikroORM's, AggregateError's).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableError(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The answer's sentence while the database is unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
