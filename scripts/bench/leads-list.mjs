// How the admin leads list answers with many leads (default 100,000): runs the built server
// (npm run build) on a throwaway embedded database, fills it, and times GET /api/leads.
// Usage: node scripts/bench/leads-list.mjs [leads] [rounds]
import { resolve } from 'node:path';
import pg from 'pg';
import { insertLeads, startServer, timed } from './server.mjs';

const leads = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 20);
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
  await insertLeads(db, leads);
  await db.query('analyze leads');
  console.log(
    `Inserted ${leads.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await db.end();

  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];

  console.log(`GET /api/leads, ${rounds} rounds each, one server on loopback`);
  for (const [label, params] of [
    ['first page (50, newest first)', ''],
    ['page 1000 (offset 49,950)', 'page=1000'],
    ['status filter', 'status=contacted'],
    ['sort by name', 'sort=name&order=asc'],
    ['search a name fragment', 'search=lead%2042424'],
    ['search an email', 'search=lead77777%40example.com'],
    ['search a company', 'search=company%204242'],
  ]) {
    await timed(label, rounds, async () =>
      (await fetch(`${base}/leads?${params}`, { headers: { cookie } })).json(),
    );
  }
} finally {
  await stop();
}
