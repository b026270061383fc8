import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's parser errors that mean the request's headers (its URL included) are too large. */
const TOO_LARGE = new Set(['HPE_HEADER_OVERFLOW']);

/**
 * The raw HTTP answer to a request Node refuses before the app sees it (a URL or headers over
 * 16 KB, a malformed request line): the API's one error shape, where Node would answer a bare
 * 400 or 431 with no body.
 */
export function clientErrorResponse(code: string | undefined): string {
  const statusCode = code && TOO_LARGE.has(code) ? 431 : 400;
  const body = JSON.stringify({
    statusCode,
    message: statusCode === 431 ? 'The request address or headers are too large' : 'The request is malformed',
    error: STATUS_CODES[statusCode],
  });
  return [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Answers Node's client errors in the one error shape (see clientErrorResponse). */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or already answered has no one left to read an answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code));
  });
}
