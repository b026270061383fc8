import pg from 'pg';
import { MIGRATION_LOCK_KEY } from '../../src/database/database.module.js';
import {
  type Answer,
  forwardedFor,
  leadBody,
  type Postgres,
  query,
  type Server,
  signIn,
  startPostgres,
  startServers,
  waitForOutput,
} from './harness.js';

/**
 * Two identical app processes on one PostgreSQL, as behind a proxy with N app containers.
 * (A queued job running exactly once across both belongs here too: start jobs on `servers`.)
 */
describe('two servers on one database', () => {
  let postgres: Postgres;
  let databaseUrl: string;
  let servers: Server[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.dispose();
  });

  it('started together, migrate once: one migrates while the other waits, then finds nothing pending', async () => {
    // The test holds the migration lock while both start, so that both are surely waiting on it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    servers = await startServers(2, { databaseUrl }, async (starting) => {
      await Promise.all(starting.map((server) => waitForOutput(server, /Another process is migrating/)));
      await holder.end();
    });

    const applied = servers.filter((server) => /Applied Migration/.test(server.output()));
    expect(applied).toHaveLength(1);
    // Both found no admin once migrated; one made it from ADMIN_USERNAME, the other did not fail on it.
    expect(servers.filter((server) => /Created the admin/.test(server.output()))).toHaveLength(1);
    const [counts] = await query<{ total: number; distinct: number }>(
      databaseUrl,
      'SELECT count(*)::int AS total, count(DISTINCT name)::int AS distinct FROM mikro_orm_migrations',
    );
    expect(counts!.total).toBeGreaterThan(0);
    expect(counts!.distinct).toBe(counts!.total);
    console.log(
      `Two servers started together: both waited on the migration lock, ${applied.length} applied ${counts!.total} migrations, the other none`,
    );
  });

  it('a session made on one is valid on the other', async () => {
    const [a, b] = servers as [Server, Server];
    const cookie = await signIn(a);
    expect((await b.request('GET', '/api/admin/check-auth', { cookie })).status).toBe(200);
    expect((await b.request('POST', '/api/admin/logout', { cookie })).status).toBeLessThan(300);
    expect((await a.request('GET', '/api/admin/check-auth', { cookie })).status).toBe(401);
  });

  it("shares the rate limits: the lead form's per-address allowance counts across both", async () => {
    const address = forwardedFor(4242);
    const answers: Answer[] = [];
    // 110 leads from one address, alternately on each server, 10 at a time.
    for (let batch = 0; batch < 11; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            servers[i % 2]!.request('POST', '/api/leads', { body: leadBody(), headers: address }),
          ),
        )),
      );
    }
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    console.log(
      `Rate limit across two servers: ${accepted} leads accepted, ${refused} refused (allowance 100 per address)`,
    );
    expect(accepted).toBe(100);
    expect(refused).toBe(10);
  });
});
