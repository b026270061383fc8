// How the admin leads list answers with many leads (default 100,000): runs the built server
// (npm run build) on a throwaway embedded database, fills it, and times GET /api/leads.
// Usage: node scripts/bench/leads-list.mjs [leads] [rounds]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const leads = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 20);
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-bench-'));
const admin = { username: 'bench-admin', password: 'bench admin passphrase' };
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
  stdio: 'ignore',
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

try {
  await waitForHealth();
  const { runningEmbeddedDatabaseUrl } = await import(resolve('backend/dist/database/embedded-postgres.js'));
  const db = new pg.Client({ connectionString: await runningEmbeddedDatabaseUrl(dataDir, 'ghostline') });
  await db.connect();
  let started = performance.now();
  await db.query(
    `insert into leads (name, email, linkedin, industry, package, status, company_name, created_at, updated_at)
     select 'Lead ' || i || ' ' || md5(i::text), 'lead' || i || '@example.com', 'https://www.linkedin.com/in/lead' || i,
            (array['tech','finance','healthcare','marketing'])[1 + i % 4], (array['ghost','echo','phantom',null])[1 + i % 4],
            (array['new','contacted','converted','archived'])[1 + i % 4], 'Company ' || (i % 5000),
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, $1) as i`,
    [leads],
  );
  await db.query('analyze leads');
  console.log(`Inserted ${leads.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await db.end();

  const login = await fetch(`${base}/admin/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin),
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
    const times = [];
    let total;
    for (let i = 0; i < rounds; i += 1) {
      started = performance.now();
      const response = await fetch(`${base}/leads?${params}`, { headers: { cookie } });
      total = (await response.json()).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / rounds;
    console.log(`  ${label.padEnd(32)} mean ${mean.toFixed(1).padStart(6)} ms   p95 ${times[Math.ceil(rounds * 0.95) - 1].toFixed(1).padStart(6)} ms   (${total} match)`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
