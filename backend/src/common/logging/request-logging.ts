import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import { ROOT_LOGGER, SECRET_FIELDS } from './root-logger.js';

/** The path alone: a query string can carry a token (the onboarding link's ?token=). */
function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/** The message of a request's line, e.g. `POST /api/leads 201` (its fields say the rest). */
function lineFor(req: IncomingMessage, res: ServerResponse): string {
  const original = (req as Partial<Request>).originalUrl ?? req.url;
  return `${req.method} ${pathOf(original)} ${res.statusCode}`;
}

/**
 * One line per request (method, path, status, duration, the signed-in user's id and role) and a
 * request id on every line logged while it is served, sent back in X-Request-Id. No headers, no
 * bodies, no query strings: cookies, session ids, passwords and tokens never reach a log line.
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    // Its own fields are known (the serializers below): the top-level names are enough. The root's
    // any-depth redaction (a wildcard path costs ~30 µs a line) stays for what services log.
    logger: logger.child({}, { redact: { paths: [...SECRET_FIELDS], censor: '[redacted]' } }),
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'reqId', responseTime: 'durationMs' },
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // Read again when the response ends: by then passport has put the signed-in user on the request.
    customProps: (req) => {
      const user = (req as Partial<Request>).user;
      return user ? { userId: user.id, role: user.role } : {};
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: lineFor,
    customErrorMessage: lineFor,
  });
}

/**
 * The request logger, mounted by configureApp before every other middleware so that even a
 * request the API's boundary refuses is logged and answered with its id. Everything after it runs
 * in the request's logging context: a `new Logger(...)` line in a service carries the request id.
 */
@Injectable()
export class RequestLogging {
  private readonly http: HttpLogger;

  constructor(
    @Inject(ROOT_LOGGER) logger: Logger,
    private readonly context: PinoLogger,
  ) {
    this.http = createHttpLogger(logger);
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    this.http(req, res);
    this.context.runInContext(next, { bindings: { reqId: req.id } });
  };
}
