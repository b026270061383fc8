import {
  Global,
  Inject,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import { resolveSessionSecret } from '../config/session-secret.js';
import type { Environment } from '../config/environment.js';
import { PG_POOL } from '../database/library-tables.js';
import { DAY_MS } from './dates.js';
import { sessionCookie } from './session-cookie.js';
import { SessionStore, signedInUser } from './session-store.js';
import { SessionsService } from './sessions.service.js';
import { keepSignedInHint, signedInHint, type SignedInHint } from './signed-in-hint.js';

/** A session ends this long after it was last extended. */
export const SESSION_LIFETIME_MS = 14 * DAY_MS;
/**
 * A signed-in session in use is extended (its row and cookie rewritten for another full lifetime)
 * once this has passed since it last was, not on every request: it lasts 13 to 14 days unused.
 */
export const SESSION_EXTEND_AFTER_MS = DAY_MS;

/** Paths that never read a session: the lead form, health checks, and everything outside the API (the app's files). */
export function needsSession(request: Request): boolean {
  const path = request.path;
  if (!path.startsWith('/api/')) return false;
  if (path === '/api/health' || path.startsWith('/api/health/')) return false;
  return !(request.method === 'POST' && path === '/api/leads');
}

/**
 * Whether express-session has anything to do: not for a read (GET, HEAD) without the session
 * cookie, which has no session to load and never starts one (sign-ins are POSTs). It would make,
 * hash and drop an empty session for each (two SHA-1s of the anonymous 401's time).
 */
export function mayHaveSession(request: Request, cookieName: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true;
  return request.headers.cookie?.includes(`${cookieName}=`) ?? false;
}

/** Extends a signed-in session once a day of its lifetime has passed (a change, so express-session saves it and sends the cookie). */
function extendSession(request: Request, _response: Response, next: NextFunction): void {
  const current = request.session;
  const left = current?.cookie.maxAge;
  if (
    current?.passport?.user !== undefined &&
    left != null &&
    left < SESSION_LIFETIME_MS - SESSION_EXTEND_AFTER_MS
  ) {
    current.touch();
    current.extendedAt = Date.now();
  }
  next();
}

/**
 * Runs `handlers` in turn for the requests that need a session and may have one, skips them for the
 * rest; for every request that needs one, keeps the signed-in hint (signed-in-hint.ts) true: a read
 * without the session cookie has no user.
 */
function forSessionRequests(
  cookieName: string,
  hint: SignedInHint,
  handlers: RequestHandler[],
): RequestHandler {
  return (request, response, next) => {
    if (!needsSession(request)) return next();
    keepSignedInHint(request, response, hint, () => Boolean(request.user));
    if (!mayHaveSession(request, cookieName)) return next();
    const run = (index: number, error?: unknown): void => {
      if (error !== undefined || index === handlers.length) return next(error);
      handlers[index](request, response, (failure?: unknown) => run(index + 1, failure));
    };
    run(0);
  };
}

/**
 * Sessions live in PostgreSQL (the `session` table comes from a migration), so signing in
 * survives a restart. The cookie is HttpOnly, SameSite=Lax, and in production over https
 * Secure and `__Host-` prefixed (session-cookie.ts). A request that needs a session reads it and
 * its user in one query (session-store.ts); one without a cookie reads nothing (a read without one
 * skips express-session altogether: mayHaveSession), and a request that needs none (needsSession) never looks.
 */
@Global()
@Module({ providers: [SessionsService], exports: [SessionsService] })
export class SessionModule implements NestModule, OnApplicationShutdown {
  private readonly store: SessionStore;

  constructor(
    private readonly config: ConfigService<Environment, true>,
    @Inject(PG_POOL) pool: pg.Pool,
  ) {
    this.store = new SessionStore(pool);
  }

  configure(consumer: MiddlewareConsumer): void {
    const production = this.config.get('isProduction', { infer: true });
    const secure = this.config.get('secureCookies', { infer: true });
    const cookie = sessionCookie(secure);
    consumer
      .apply(
        (request: Request, _response: Response, next: NextFunction) => {
          request.sessionCookie = cookie;
          next();
        },
        forSessionRequests(cookie.name, signedInHint(secure, SESSION_LIFETIME_MS), [
          session({
            name: cookie.name,
            secret: resolveSessionSecret(
              this.config.get('SESSION_SECRET', { infer: true }),
              this.config.get('DATA_DIR', { infer: true }),
            ),
            store: this.store,
            resave: false,
            saveUninitialized: false,
            rolling: false,
            proxy: production,
            cookie: { ...cookie.options, maxAge: SESSION_LIFETIME_MS },
          }),
          extendSession,
          passport.initialize(),
          signedInUser,
        ]),
      )
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
