// Starts the built server (npm run build) on a throwaway embedded database, for the benchmarks.
// `app` is the main.js to run (another build's, say); `nodeArgs` go before it (--cpu-prof); `dataDir`
// a data folder to use and keep (one filled before, say) instead of a throwaway one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startServer(
  env = {},
  { app = 'backend/dist/main.js', nodeArgs = [], dataDir: kept } = {},
) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const api = `http://127.0.0.1:${port}/api`;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'ghostline-bench-'));
  const server = spawn(process.execPath, [...nodeArgs, app], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SMTP_URL: '', DEMO_DATA: 'off', ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${api}/health`)).ok) return { api, dataDir, port, pid: server.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the server did not start');
}

/** Inserts `count` leads of every industry, package and status, one a minute back from now (pg client `db`). */
export async function insertLeads(db, count) {
  await db.query(
    `insert into leads (name, email, linkedin, industry, package, status, company_name, created_at, updated_at)
     select 'Lead ' || i || ' ' || md5(i::text), 'lead' || i || '@example.com', 'https://www.linkedin.com/in/lead' || i,
            (array['tech','finance','healthcare','marketing'])[1 + i % 4], (array['ghost','echo','phantom',null])[1 + i % 4],
            (array['new','contacted','converted','archived'])[1 + i % 4], 'Company ' || (i % 5000),
            now() - (i || ' minutes')::interval, now()
       from generate_series(1, $1) as i`,
    [count],
  );
}

/** Runs `call` `rounds` times and prints the mean and p95 of its duration. */
export async function timed(label, rounds, call) {
  const times = [];
  let last;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    last = await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / rounds;
  const p95 = times[Math.ceil(rounds * 0.95) - 1];
  console.log(
    `  ${label.padEnd(36)} mean ${mean.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`,
  );
  return last;
}

/**
 * Signs in through the API at `api` (`/api`'s URL) as a browser at `origin` would (sign-in checks
 * the Origin); answers every cookie the sign-in set, as a browser sends them back: the session's,
 * the device cookie and the signed-in hint (the first alone was the device cookie, and every
 * signed-in request answered 401).
 */
export async function signIn(api, origin, path, credentials) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) {
    throw new Error(`${path} as ${credentials.username}: ${response.status} ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
