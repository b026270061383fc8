import connectPgSimple from 'connect-pg-simple';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import pg from 'pg';
import { SESSION_TABLE } from '../database/library-tables.js';
import type { SessionUser } from './session-user.js';

/** Where the store puts the signed-in user it read with the session: a symbol, so never saved nor hashed. */
const ACCOUNT = Symbol('account');

declare module 'express-session' {
  interface SessionData {
    /** Set by passport at sign-in: the session keeps the user id only. */
    passport?: { user?: number; [ACCOUNT]?: SessionUser };
    /** When the session was last extended (session.module.ts), which makes the extension a change to save. */
    extendedAt?: number;
  }
}

const PgStore = connectPgSimple(session);

/**
 * connect-pg-simple's store, whose read also reads the session's user (one query, no ORM): a request
 * sees the user's row as it is now, whichever process changed it, and a session whose user is gone
 * (erased) or deactivated has no user: it counts as signed out, even one endSessionsOf missed. The store never touches a row on its own (`disableTouch`): extendSession
 * does, once in a while.
 */
export class SessionStore extends PgStore {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    super({
      pool,
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    });
    this.pool = pool;
  }

  override get(sid: string, done: (error: unknown, data?: session.SessionData | null) => void): void {
    this.pool.query<SessionRow>({ ...READ_SESSION, values: [sid] }).then(({ rows: [row] }) => {
      if (!row) return done(null, null);
      const { sess } = row;
      if (sess.passport && row.user_id !== null) sess.passport[ACCOUNT] = accountOf(row);
      done(null, sess);
    }, done);
  }
}

/**
 * Every signed-in request's read, as a named (prepared) statement: PostgreSQL parses and plans it once
 * per connection rather than on every request, which was a share of the signed-in routes' cost on a
 * machine where the database and the server share the cores (docs/architecture.md, "What a request
 * costs"). It names its columns, so a column added to `users` does not change what it returns.
 */
const READ_SESSION = {
  name: 'ghostline-read-session',
  text: `select s.sess, u.id as user_id, u.username, u.role, u.email, u.first_name, u.last_name,
                u.created_at, u.last_login, u.review_digest, u.time_zone, u.reviews_for_id
           from ${pg.escapeIdentifier(SESSION_TABLE)} s
           left join users u on u.id = (s.sess #>> '{passport,user}')::int and u.deactivated_at is null
          where s.sid = $1 and s.expire >= now()`,
};

/** A session row, with its user's columns (all null when the user is gone, deactivated, or nobody signed in). */
interface SessionRow {
  sess: session.SessionData;
  user_id: number | null;
  username: string;
  role: SessionUser['role'];
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  last_login: Date | null;
  review_digest: boolean;
  time_zone: string | null;
  reviews_for_id: number | null;
}

const accountOf = (row: SessionRow): SessionUser => ({
  id: Number(row.user_id),
  username: row.username,
  role: row.role,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at,
  lastLogin: row.last_login,
  reviewDigest: row.review_digest,
  timeZone: row.time_zone,
  reviewsForId: row.reviews_for_id === null ? null : Number(row.reviews_for_id),
});

/** Puts the session's user (read with it by SessionStore) on the request, in place of passport.session(). */
export function signedInUser(request: Request, _response: Response, next: NextFunction): void {
  const account = request.session?.passport?.[ACCOUNT];
  if (account) request.user = account;
  next();
}
