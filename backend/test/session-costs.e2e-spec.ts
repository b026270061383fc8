import { jest } from '@jest/globals';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import crypto from 'node:crypto';
import pg from 'pg';
import { LIBRARY_POOL_SIZE } from '../src/database/database.module.js';
import { PG_POOL } from '../src/database/library-tables.js';
import { DAY_MS } from '../src/common/dates.js';
import { SESSION_EXTEND_AFTER_MS, SESSION_LIFETIME_MS } from '../src/common/session.module.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

/** What a request costs the session store: the SQL every pg client of the app ran meanwhile. */
async function queriesDuring(call: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(pg.Client.prototype, 'query');
  try {
    await call();
    return spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : String((query as { text?: string }).text),
    );
  } finally {
    spy.mockRestore();
  }
}

const touchesSessions = (sql: string) => /"?session"?\s/.test(sql) && !/pgboss/.test(sql);

describe('what a request costs the session store', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ queue: false });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('an anonymous request without a cookie makes no session query', async () => {
    const queries = await queriesDuring(() => t.agent().get('/api/client/profile').expect(401));
    expect(queries.filter(touchesSessions)).toEqual([]);
  });

  it('an anonymous read without a cookie makes no session at all (nothing hashed), yet still gets its 401', async () => {
    const createHash = jest.spyOn(crypto, 'createHash');
    try {
      await t.agent().get('/api/client/profile').expect(401);
      await t.agent().get('/api/leads').expect(401);
      expect(createHash.mock.calls.filter(([algorithm]) => algorithm === 'sha1')).toEqual([]);
    } finally {
      createHash.mockRestore();
    }
  });

  it('the lead form and the health checks make no session query, even with a session cookie', async () => {
    const { agent } = await t.signedInPortalClient('nosession');
    const queries = await queriesDuring(async () => {
      // Its status does not matter here (this app runs no queue: 503).
      await agent.get('/api/health');
      await agent.get('/api/health/ready');
      await agent
        .post('/api/leads')
        .send({
          name: 'Ada Lovelace',
          email: 'ada.session@example.com',
          linkedin: 'https://www.linkedin.com/in/ada-session',
          industry: 'tech',
        })
        .expect(201);
    });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter(touchesSessions)).toEqual([]);
  });

  it('a signed-in read is one query for the session and its user, and within the day does not rewrite the session', async () => {
    const { agent } = await t.signedInPortalClient('reader');
    let setCookie: unknown;
    const queries = await queriesDuring(async () => {
      const response = await agent.get('/api/client/subscriptions').expect(200);
      setCookie = response.headers['set-cookie'];
    });
    const sessionQueries = queries.filter(touchesSessions);
    expect(sessionQueries).toHaveLength(1);
    expect(sessionQueries[0]).toMatch(/^select s\.sess, u\.id as user_id, u\.username, u\.role/);
    expect(queries.filter((sql) => /from "users"/.test(sql))).toEqual([]);
    expect(setCookie).toBeUndefined();
  });

  it('a session last extended over a day ago is extended on its next use: row and cookie, a full lifetime again', async () => {
    const { id, agent } = await t.signedInPortalClient('returning');
    // As if signed in two days ago.
    await t.query(
      `update session set expire = expire - interval '2 days',
         sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb(to_char((expire - interval '2 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::json
       where (sess -> 'passport' ->> 'user') = $1`,
      [String(id)],
    );
    const response = await agent.get('/api/client/subscriptions').expect(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Expires=/);
    const [row] = await t.query<{ expire: Date }>(
      `select expire from session where (sess -> 'passport' ->> 'user') = $1`,
      [String(id)],
    );
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - SESSION_EXTEND_AFTER_MS);
    expect(SESSION_LIFETIME_MS).toBe(14 * DAY_MS);
  });

  it('the signed-in profile is the row read with the session: one query in all, and a change made elsewhere shows at once', async () => {
    const { id, agent } = await t.signedInPortalClient('profiled');
    const queries = await queriesDuring(async () => {
      const { body } = await agent.get('/api/client/profile').expect(200);
      expect(body).toMatchObject({ id, username: 'profiled', role: 'client', lastLogin: expect.any(String) });
      expect(body).not.toHaveProperty('password');
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/^select s\.sess/);
    await t.query(`update users set first_name = 'Renamed', email = 'renamed@example.com' where id = $1`, [
      id,
    ]);
    const { body } = await agent.get('/api/client/profile').expect(200);
    expect(body).toMatchObject({ firstName: 'Renamed', email: 'renamed@example.com' });
  });

  it('the session read is a named statement (planned once per connection), read again on every request', async () => {
    const { agent } = await t.signedInPortalClient('prepared');
    const spy = jest.spyOn(pg.Client.prototype, 'query');
    try {
      await agent.get('/api/client/profile').expect(200);
      await agent.get('/api/client/profile').expect(200);
      const reads = spy.mock.calls
        .map(([query]) => query as string | { name?: string; text?: string })
        .filter((query) => typeof query !== 'string' && /^select s\.sess/.test(String(query.text)));
      expect(reads).toHaveLength(2);
      for (const read of reads) expect(read).toMatchObject({ name: 'ghostline-read-session' });
    } finally {
      spy.mockRestore();
    }
  });

  it("a change to the user's row made elsewhere (another server process) holds on the very next request", async () => {
    const { id, agent } = await t.signedInPortalClient('changing');
    await agent.get('/api/client/profile').expect(200);
    await t.query(`update users set role = 'admin' where id = $1`, [id]);
    await agent.get('/api/client/profile').expect(403);
    await t.query(`update users set role = 'client' where id = $1`, [id]);
    await agent.get('/api/client/profile').expect(200);
  });

  it('a session whose user is gone is refused on the next request', async () => {
    const { id, agent } = await t.signedInPortalClient('vanishing');
    await agent.get('/api/client/profile').expect(200);
    await t.query(`delete from client_subscriptions where client_id = $1`, [id]);
    await t.query(`delete from users where id = $1`, [id]);
    await agent.get('/api/client/profile').expect(401);
  });

  it("reads sessions on a pool as wide as the ORM's, and two processes' connections fit in PostgreSQL's", async () => {
    const library = t.app.get<pg.Pool>(PG_POOL);
    const orm: pg.Pool = await (t.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const ormMax = (orm.options as { max: number }).max;
    expect((library.options as { max: number }).max).toBe(LIBRARY_POOL_SIZE);
    expect(LIBRARY_POOL_SIZE).toBe(ormMax);
    const [{ max_connections }] = await t.query<{ max_connections: string }>('show max_connections');
    // Library, ORM, queue (3) and readiness (1) pools of two processes, with room for psql and backups.
    expect(2 * (LIBRARY_POOL_SIZE + ormMax + 3 + 1)).toBeLessThan(Number(max_connections) - 10);
  });
});
