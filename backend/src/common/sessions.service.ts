import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL } from '../database/library-tables.js';
import { SESSION_TABLE } from '../database/library-tables.js';

/** The sessions kept in PostgreSQL by connect-pg-simple, seen by whose they are. */
@Injectable()
export class SessionsService {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Signs the user out everywhere, but for the session `keepSessionId` (the one making the change). */
  async endSessionsOf(userId: number, keepSessionId?: string): Promise<number> {
    const { rowCount } = await this.pool.query(
      `delete from "${SESSION_TABLE}" where ("sess" -> 'passport' ->> 'user') = $1 and "sid" is distinct from $2`,
      [String(userId), keepSessionId ?? null],
    );
    return rowCount ?? 0;
  }
}
