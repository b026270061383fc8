import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { LOG_FLUSH_MS } from '../../src/common/logging/root-logger.js';
import { MIGRATION_LOCK_KEY } from '../../src/database/migration-runner.js';
import { Mailbox } from '../utils/mailbox.js';
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

/** Two identical app processes on one PostgreSQL, as behind a proxy with N app containers. */
describe('two servers on one database', () => {
  let postgres: Postgres;
  let databaseUrl: string;
  let servers: Server[] = [];
  /** Both servers send their mail here: each mail must arrive once, whichever server's worker took it. */
  const mailbox = new Mailbox();
  let smtpUrl: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    databaseUrl = await postgres.createDatabase();
    smtpUrl = await mailbox.start();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.dispose();
    await mailbox.stop();
  });

  it('started together, migrate once: one migrates while the other waits, then finds nothing pending', async () => {
    // The test holds the migration lock while both start, so that both are surely waiting on it.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    servers = await startServers(2, { databaseUrl, env: { SMTP_URL: smtpUrl } }, async (starting) => {
      await Promise.all(starting.map((server) => waitForOutput(server, /Another process is migrating/)));
      await holder.end();
    });

    // Production lines reach the output in batches (LOG_FLUSH_MS): wait for the one server's lines,
    // then as long again for any the other might have written, before counting them.
    await Promise.any(servers.map((server) => waitForOutput(server, /Created the admin/)));
    await delay(5 * LOG_FLUSH_MS);
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

  it('runs each queued job exactly once: every mail the two servers owe arrives once, with its own Message-ID', async () => {
    // 40 more leads, alternately on each server, from addresses of their own (on top of the 100 above).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        servers[i % 2]!.request('POST', '/api/leads', { body: leadBody(), headers: forwardedFor(5000 + i) }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);

    const deadline = Date.now() + 60_000;
    let rows: { status: string; message_id: string }[];
    for (;;) {
      rows = await query(databaseUrl, 'SELECT status, message_id FROM outgoing_mails');
      if (rows.every((row) => row.status === 'sent') && mailbox.messages.length >= rows.length) break;
      if (Date.now() > deadline)
        throw new Error(`Mails still owed after 60 s: ${rows.filter((row) => row.status !== 'sent').length}`);
      await delay(200);
    }
    // Time for a second delivery of any mail to show up, were there one.
    await delay(2000);
    const received = mailbox.messages.map((message) => message.messageId);
    const distinct = new Set(received);
    console.log(
      `Two servers, one queue: ${rows.length} mails recorded, ${received.length} delivered, ${distinct.size} distinct Message-IDs`,
    );
    expect(rows.length).toBe(140);
    expect(received).toHaveLength(rows.length);
    expect(distinct.size).toBe(rows.length);
    expect([...distinct].sort()).toEqual(rows.map((row) => row.message_id).sort());
  });
});
