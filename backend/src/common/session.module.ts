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
import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import { resolveSessionSecret } from '../config/session-secret.js';
import type { Environment } from '../config/environment.js';
import { PG_POOL, SESSION_TABLE } from '../database/library-tables.js';
import { DAY_MS } from './dates.js';
import { sessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

const SESSION_LIFETIME_MS = 14 * DAY_MS;

declare module 'express-session' {
  interface SessionData {
    /** Set by passport at sign-in: the session keeps the user id only. */
    passport?: { user?: number };
  }
}

/**
 * Sessions live in PostgreSQL (the `session` table comes from a migration), so signing in
 * survives a restart. The cookie is HttpOnly, SameSite=Lax, and in production over https
 * Secure and `__Host-` prefixed (session-cookie.ts). Passport
 * reads the signed-in user from the session on every request (auth/session.serializer.ts).
 */
@Global()
@Module({ providers: [SessionsService], exports: [SessionsService] })
export class SessionModule implements NestModule, OnApplicationShutdown {
  private readonly store: connectPgSimple.PGStore;

  constructor(
    private readonly config: ConfigService<Environment, true>,
    @Inject(PG_POOL) pool: pg.Pool,
  ) {
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool,
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    });
  }

  configure(consumer: MiddlewareConsumer): void {
    const production = this.config.get('isProduction', { infer: true });
    const cookie = sessionCookie(this.config.get('secureCookies', { infer: true }));
    consumer
      .apply(
        (request: Request, _response: Response, next: NextFunction) => {
          request.sessionCookie = cookie;
          next();
        },
        session({
          name: cookie.name,
          secret: resolveSessionSecret(
            this.config.get('SESSION_SECRET', { infer: true }),
            this.config.get('DATA_DIR', { infer: true }),
          ),
          store: this.store,
          resave: false,
          saveUninitialized: false,
          rolling: true,
          proxy: production,
          cookie: { ...cookie.options, maxAge: SESSION_LIFETIME_MS },
        }),
        passport.initialize(),
        passport.session(),
      )
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
