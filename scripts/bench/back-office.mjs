// How the back office answers with a busy team (default 500 clients, 40 posts each, 20,000 leads):
// runs the built server (npm run build) on a throwaway embedded database, fills it, and times the
// production board, the clients list, a client's page and the revision queue.
// Usage: node scripts/bench/back-office.mjs [clients] [postsPerClient] [leads] [rounds]
import { resolve } from 'node:path';
import pg from 'pg';
import { startServer, timed } from './server.mjs';

const clients = Number(process.argv[2] ?? 500);
const postsPerClient = Number(process.argv[3] ?? 40);
const leads = Number(process.argv[4] ?? 20_000);
const rounds = Number(process.argv[5] ?? 20);
const admin = { username: 'bench-admin', password: 'bench admin passphrase' };
const {
  api: base,
  dataDir,
  stop,
} = await startServer({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password });

try {
  const { runningEmbeddedDatabaseUrl } = await import(resolve('backend/dist/database/embedded-postgres.js'));
  const db = new pg.Client({ connectionString: await runningEmbeddedDatabaseUrl(dataDir, 'ghostline') });
  await db.connect();
  const started = performance.now();
  await db.query(
    `insert into leads (name, email, linkedin, industry, status, is_onboarded, created_at, updated_at)
     select 'Lead ' || i, 'lead' || i || '@example.com', 'https://www.linkedin.com/in/lead' || i, 'tech',
            (array['new','contacted','converted','archived'])[1 + i % 4], i % 3 = 0,
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, $1) as i`,
    [leads],
  );
  await db.query(
    `insert into users (username, password, email, first_name, last_name, role)
     select 'client' || i, 'x', 'client' || i || '@example.com', 'Client', 'Number ' || i, 'client'
       from generate_series(1, $1) as i`,
    [clients],
  );
  await db.query(
    `insert into client_subscriptions (client_id, plan, status, amount, renewal_date, posts_per_month)
     select id, (array['ghost','echo','phantom'])[1 + id % 3], (array['active','active','active','past_due','canceled'])[1 + id % 5],
            299, now() + interval '20 days', (array[4, 12, 20])[1 + id % 3]
       from users where role = 'client'`,
  );
  await db.query(
    `insert into content_deliverables (client_id, subscription_id, title, content, status, delivered_at,
                                       revision_requested, revision_requested_at, created_at)
     select s.client_id, s.id, 'Post ' || n, repeat('A line of the post. ', 40),
            (array['draft','delivered','scheduled','published'])[1 + n % 4],
            case when n % 4 = 0 then null else now() - (n || ' days')::interval end,
            n % 20 = 1, case when n % 20 = 1 then now() - (n || ' hours')::interval end,
            now() - (n || ' days')::interval
       from client_subscriptions s, generate_series(1, $1) as n`,
    [postsPerClient],
  );
  for (const table of ['leads', 'users', 'client_subscriptions', 'content_deliverables'])
    await db.query(`analyze ${table}`);
  console.log(
    `Inserted ${clients} clients, ${(clients * postsPerClient).toLocaleString('en-US')} posts and ` +
      `${leads.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const [{ id: someClient }] = (await db.query(`select id from users where username = 'client42'`)).rows;
  await db.end();

  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const get = async (path) => (await fetch(`${base}${path}`, { headers: { cookie } })).json();

  console.log(`${rounds} rounds each, one server on loopback`);
  for (const [label, path] of [
    ['GET /admin/board', '/admin/board'],
    ['GET /admin/clients (page 1)', '/admin/clients'],
    ['GET /admin/clients?search=', '/admin/clients?search=number%2042'],
    ['GET /admin/clients/{id}', `/admin/clients/${someClient}`],
    ['GET /admin/content?clientId= (40)', `/admin/content?clientId=${someClient}`],
    ['GET /admin/content?revisionRequested=true', '/admin/content?revisionRequested=true'],
  ]) {
    await timed(label, rounds, () => get(path));
  }
} finally {
  await stop();
}
