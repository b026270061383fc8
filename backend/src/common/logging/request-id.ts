import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What a proxy's id may look like to be kept: nginx's `$request_id` (32 hex), a UUID, a trace id.
 * Anything else (too long, spaces, quotes, line breaks: a way to forge log lines) gets a new one.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The proxy's X-Request-Id when it looks sane, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
