// The request path's speed against a bare node:http + pg server doing the same SQL on the same
// database (scripts/bench/baseline.mjs), in one run, interleaved: each round runs every scenario
// on Ghostline then on the baseline (the order swapped every other round), and the rounds are
// added up. The reads run first (every round), the lead form last: each lead queues mails that
// the mail worker then sends (writing .eml files), which would otherwise weigh on the later
// scenarios. Runs the built server (npm run build) in production mode on a throwaway embedded
// database it fills itself (100,000 leads, a client with 1,000 posts, two thirds of them scheduled
// over 12 weeks around today and half of those published), 50 connections. The board and the
// calendar are asked as the back office asks them (frontend/src/features/board and calendar: the
// calendar's month around today, in this machine's time zone).
//
// Usage: npm run bench -- [--duration <s per round, 5>] [--rounds <3>] [--quick] [--profile]
//   --quick     2 s rounds, 2 rounds
//   --profile   runs Ghostline under node --cpu-prof and prints its top costs by self time
//   --only <text>  the scenarios whose name has this text (e.g. --only leads)
//   BENCH_APP=<path to a backend/dist/main.js> benchmarks another build (an older commit's, say).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { insertLeads, signIn, startServer } from './server.mjs';
import { printProfile } from './profile.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const text = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const option = (name, fallback) => Number(text(name) ?? fallback);
const quick = flag('quick');
const duration = option('duration', quick ? 2 : 5);
const rounds = option('rounds', quick ? 2 : 3);
const connections = option('connections', 50);
const LEADS = 100_000;
const POSTS = 1_000;

const app = resolve(process.env.BENCH_APP ?? 'backend/dist/main.js');
const profileDir = flag('profile') ? mkdtempSync(join(tmpdir(), 'ghostline-profile-')) : undefined;
const admin = { username: 'bench-admin', password: 'bench admin passphrase' };
const client = { username: 'benchclient', password: 'plum-ladder-orbit-42' };
const { api, port, dataDir, stop } = await startServer(
  {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a bench secret that is long enough to be accepted',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  },
  { app, nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] },
);
const origin = `http://localhost:${port}`;
let baseline;

try {
  const { runningEmbeddedDatabaseUrl } = await import(join(dirname(app), 'database', 'embedded-postgres.js'));
  const databaseUrl = await runningEmbeddedDatabaseUrl(dataDir, 'ghostline');
  const clientId = await seed(databaseUrl);
  baseline = await startBaseline(databaseUrl, clientId);
  const adminCookie = await signIn(api, origin, '/admin/login', admin);
  const clientCookie = await signIn(api, origin, '/client/login', client);

  let lead = 0;
  const leadRequest = (request) => {
    lead += 1;
    request.headers['x-forwarded-for'] = `10.${(lead >> 16) & 255}.${(lead >> 8) & 255}.${lead & 255}`;
    request.body = JSON.stringify({
      name: `Bench Lead ${lead}`,
      email: `bench.lead.${lead}.${Date.now()}@example.com`,
      linkedin: `https://www.linkedin.com/in/bench-lead-${lead}`,
      industry: 'tech',
      package: 'echo',
    });
    return request;
  };
  const only = text('only');
  const scenarios = [
    {
      name: 'POST /api/leads',
      path: '/api/leads',
      method: 'POST',
      status: 201,
      writes: true,
      headers: { 'content-type': 'application/json', origin },
      setupRequest: leadRequest,
    },
    { name: 'GET /api/client/profile', path: '/api/client/profile', status: 200, cookie: clientCookie },
    { name: 'GET /api/client/content', path: '/api/client/content', status: 200, cookie: clientCookie },
    { name: 'GET /api/leads (first page)', path: '/api/leads', status: 200, cookie: adminCookie },
    { name: 'GET /api/admin/board', path: '/api/admin/board', status: 200, cookie: adminCookie },
    {
      name: 'GET /api/admin/calendar (month)',
      path: `/api/admin/calendar?${new URLSearchParams(monthShown(new Date()))}`,
      status: 200,
      cookie: adminCookie,
    },
    {
      name: 'GET /api/client/profile (401)',
      path: '/api/client/profile',
      baselinePath: '/api/anonymous',
      status: 401,
    },
  ].filter((scenario) => !only || scenario.name.includes(only));
  const totals = new Map(
    scenarios.flatMap((s) => ['app', 'base'].map((side) => [`${s.name}|${side}`, emptyTotal()])),
  );
  let notReady = 0;
  const notReadyReasons = new Set();
  let probes = 0;

  console.log(
    `\n${rounds} rounds of ${duration} s per scenario and side, ${connections} connections, interleaved` +
      `${profileDir ? ' (profiling: slower than usual)' : ''}\n`,
  );
  // Reads first, writes last (the lead form's mails are sent in the background long after).
  const phases = [scenarios.filter((s) => !s.writes), scenarios.filter((s) => s.writes)];
  for (const phase of phases)
    for (let round = 0; round < rounds; round += 1) {
      for (const scenario of phase) {
        const sides = round % 2 === 0 ? ['app', 'base'] : ['base', 'app'];
        for (const side of sides) {
          const base = side === 'app' ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${baseline.port}`;
          const path = side === 'base' ? (scenario.baselinePath ?? scenario.path) : scenario.path;
          const probe = side === 'app' ? probeReadiness(api) : undefined;
          await load(totals.get(`${scenario.name}|${side}`), base + path, scenario);
          if (probe) {
            const answer = await probe.stop();
            notReady += answer.failed;
            for (const reason of answer.reasons) notReadyReasons.add(reason);
            probes += answer.total;
          }
        }
        process.stdout.write('.');
      }
    }
  process.stdout.write('\n\n');
  printTable(scenarios, totals);
  const rate = (name) => totals.get(`${name}|app`)?.requests / totals.get(`${name}|app`)?.seconds;
  const anonymous = rate('GET /api/client/profile (401)');
  console.log(
    `\nsigned-in / anonymous: profile ${(rate('GET /api/client/profile') / anonymous).toFixed(3)}, ` +
      `content ${(rate('GET /api/client/content') / anonymous).toFixed(3)}`,
  );
  console.log(`/api/health/ready during Ghostline's load: ${notReady} of ${probes} probes answered non-200`);
  for (const reason of notReadyReasons) console.log(`  ${reason.slice(0, 300)}`);
} finally {
  baseline?.process.kill();
  await stop();
  if (profileDir) {
    const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
    if (file) printProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')));
    console.log(`\nThe profile: ${join(profileDir, file ?? '')} (open it in Chrome DevTools)`);
  }
}

/** The data the scenarios read: 100,000 leads and a client (signed up like anyone) with 1,000 posts. */
async function seed(url) {
  const response = await fetch(`${api}/client/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      ...client,
      email: 'bench.client@example.com',
      firstName: 'Bench',
      lastName: 'Client',
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await insertLeads(db, LEADS);
    const {
      rows: [{ id }],
    } = await db.query(`select id from users where username = $1`, [client.username]);
    const {
      rows: [subscription],
    } = await db.query(
      `insert into client_subscriptions (client_id, plan, status, amount, renewal_date, posts_per_month)
       values ($1, 'phantom', 'active', 299, now() + interval '20 days', 20) returning id`,
      [id],
    );
    // Scheduled and published posts (two in three) fall on a day from 6 weeks ahead to 6 weeks back.
    await db.query(
      `insert into content_deliverables (client_id, subscription_id, title, content, status, delivered_at, created_at,
                                         scheduled_for, published_at)
       select $1, $2, 'Post ' || n, repeat('A line of the post. ', 40),
              (array['delivered','scheduled','published'])[1 + n % 3], now() - (n || ' hours')::interval,
              now() - (n || ' hours')::interval,
              case when n % 3 <> 0 then now() + interval '42 days' - (2 * n || ' hours')::interval end,
              case when n % 3 = 2 then least(now(), now() + interval '42 days' - (2 * n || ' hours')::interval) end
         from generate_series(1, $3) as n`,
      [id, subscription.id, POSTS],
    );
    for (const table of ['leads', 'users', 'client_subscriptions', 'content_deliverables'])
      await db.query(`analyze ${table}`);
    return id;
  } finally {
    await db.end();
  }
}

async function startBaseline(url, clientId) {
  const basePort = port + 100;
  const args = [String(basePort), url, String(clientId), dirname(app)];
  const child = fork(join(import.meta.dirname, 'baseline.mjs'), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the baseline server did not start')));
  });
  return { process: child, port: basePort };
}

/**
 * The month the calendar page opens on (frontend/src/components/calendar/calendar-dates.ts, calendarDays):
 * Monday of the month's first week to Sunday of its last, local days, and the time zone.
 */
function monthShown(today) {
  const monday = (day) =>
    new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7));
  const first = monday(new Date(today.getFullYear(), today.getMonth(), 1));
  const lastMonday = monday(new Date(today.getFullYear(), today.getMonth() + 1, 0));
  const last = new Date(lastMonday.getFullYear(), lastMonday.getMonth(), lastMonday.getDate() + 6);
  const key = (day) =>
    `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return { from: key(first), to: key(last), tz: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

function emptyTotal() {
  return { requests: 0, seconds: 0, errors: 0, unexpected: 0, latencies: [] };
}

/** One short autocannon run, its answers added to `total` (latencies kept to take percentiles over every round). */
function load(total, url, scenario) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: scenario.method ?? 'GET',
        connections,
        duration,
        headers: { ...scenario.headers, ...(scenario.cookie ? { cookie: scenario.cookie } : {}) },
        ...(scenario.setupRequest ? { requests: [{ setupRequest: scenario.setupRequest }] } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        total.seconds += result.duration;
        total.errors += result.errors + result.timeouts;
        resolve();
      },
    );
    instance.on('response', (_client, status, _bytes, time) => {
      total.requests += 1;
      total.latencies.push(time);
      if (status !== scenario.status) total.unexpected += 1;
    });
  });
}

/** Asks /api/health/ready every 250 ms until stopped; counts the answers that are not 200 (or none in 5 s). */
function probeReadiness(api) {
  let running = true;
  const reasons = new Set();
  let failed = 0;
  let total = 0;
  const loop = (async () => {
    while (running) {
      total += 1;
      try {
        const response = await fetch(`${api}/health/ready`, { signal: AbortSignal.timeout(5000) });
        const body = await response.text();
        if (response.status !== 200) {
          failed += 1;
          reasons.add(`${response.status} ${body}`);
        }
      } catch (error) {
        failed += 1;
        reasons.add(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { failed, total, reasons };
    },
  };
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function printTable(scenarios, totals) {
  const head = ['scenario', 'side', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'unexpected', 'ratio', 'p99 x'];
  const rows = [];
  for (const scenario of scenarios) {
    const stats = {};
    for (const side of ['app', 'base']) {
      const total = totals.get(`${scenario.name}|${side}`);
      const sorted = total.latencies.sort((a, b) => a - b);
      stats[side] = {
        rate: total.requests / total.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        errors: total.errors,
        unexpected: total.unexpected,
      };
    }
    for (const side of ['app', 'base']) {
      const s = stats[side];
      rows.push([
        side === 'app' ? scenario.name : '',
        side === 'app' ? 'Ghostline' : 'baseline',
        s.rate.toFixed(0),
        s.p50.toFixed(1),
        s.p99.toFixed(1),
        String(s.errors),
        String(s.unexpected),
        side === 'app' ? (stats.app.rate / stats.base.rate).toFixed(2) : '',
        side === 'app' ? (stats.app.p99 / stats.base.p99).toFixed(1) : '',
      ]);
    }
  }
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  console.log(
    "\nratio: Ghostline req/s over the baseline's; p99 x: Ghostline p99 over the baseline's; " +
      "unexpected: answers other than the scenario's status (201, 200 or 401)",
  );
}
