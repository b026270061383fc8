// The product at ten times the data: runs the built server (npm run build) on a throwaway embedded
// database, seeds it with set-based SQL (1,000 clients with subscriptions and writers, 200,000
// posts, 1,000,000 performance snapshots, 500,000 leads, comments, payments, mails), then times
// single requests (one at a time) to every list page's API the back office and the portal read,
// signed in as an admin, a writer and a client, and prints p50, p95, max and rows for each (a p95
// over 150 ms is marked). Last, it downloads the leads CSV export of every lead and prints its time
// to first byte, total time and the server's peak resident memory growth meanwhile.
//
// Usage: npm run bench:scale -- [--scale <1 = the sizes above; 0.1 for a quick run>] [--rounds <30>]
//                                [--only <text in an endpoint's name>] [--no-export] [--data <folder>]
//   --data <folder>  keeps the database in that folder, and on a later run with the same folder skips
//                    the seeding (to measure a change without seeding again)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { insertLeads, signIn, startServer } from './server.mjs';

const args = process.argv.slice(2);
const text = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const scale = Number(text('scale') ?? 1);
const rounds = Number(text('rounds') ?? 30);
const only = text('only');
const BUDGET_MS = 150;
const CLIENTS = Math.round(1_000 * scale);
const WRITERS = Math.max(2, Math.round(20 * scale));
const POSTS_PER_CLIENT = 200;
const SNAPSHOTS_PER_PUBLISHED_POST = 13;
const LEADS = Math.round(500_000 * scale);
const MAILS = Math.round(100_000 * scale);
const kept = text('data') && resolve(text('data'));
const seeded = kept && join(kept, 'bench-scale-seeded');
if (kept) mkdirSync(kept, { recursive: true });

const admin = { username: 'bench-admin', password: 'bench admin passphrase' };
const { api, dataDir, pid, stop } = await startServer(
  {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a bench secret that is long enough to be accepted',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  },
  { dataDir: kept },
);

try {
  const { runningEmbeddedDatabaseUrl } = await import(resolve('backend/dist/database/embedded-postgres.js'));
  const db = new pg.Client({ connectionString: await runningEmbeddedDatabaseUrl(dataDir, 'ghostline') });
  await db.connect();
  if (seeded && existsSync(seeded)) console.log(`Seeded before, in ${kept}`);
  else {
    await seed(db);
    if (seeded) writeFileSync(seeded, `${new Date().toISOString()}\n`);
  }
  const ids = await seededIds(db);
  await db.end();

  // Everyone seeded shares the admin's password hash: each signs in with the admin's passphrase.
  const adminCookie = await signInAs('/admin/login', admin.username);
  const writerCookie = await signInAs('/admin/login', ids.writer.username);
  const clientCookie = await signInAs('/client/login', ids.client.username);
  const today = new Date().toISOString().slice(0, 10);
  const month = monthGrid(today);
  const week = weekOf(today);
  const { client, writer } = ids;

  const endpoints = [
    // The back office, as an admin.
    ['admin', 'leads: page 1', '/leads'],
    ['admin', 'leads: search', '/leads?search=lead%2042424'],
    ['admin', 'leads: status filter', '/leads?status=contacted'],
    ['admin', 'leads: a late page', `/leads?page=${Math.max(1, Math.floor(LEADS / 50) - 10)}`],
    ['admin', 'leads: sort by name', '/leads?sort=name&order=asc'],
    ['admin', "a lead's page", `/leads/${ids.lead}`],
    ['admin', 'clients: page 1', '/admin/clients'],
    ['admin', 'clients: search', '/admin/clients?search=number%2042'],
    ['admin', "a client's page", `/admin/clients/${client.id}`],
    ['admin', "a client's subscription events", `/admin/clients/${client.id}/subscription-events`],
    ['admin', "a client's performance card", `/admin/clients/${client.id}/performance`],
    ['admin', "a client's performance posts", `/admin/clients/${client.id}/performance/posts`],
    ['admin', "a client's posts", `/admin/content?clientId=${client.id}`],
    ['admin', 'board', '/admin/board'],
    ['admin', 'calendar: a month', `/admin/calendar?from=${month.from}&to=${month.to}&tz=UTC`],
    ['admin', 'calendar: a week', `/admin/calendar?from=${week.from}&to=${week.to}&tz=UTC`],
    [
      'admin',
      'calendar: a month, one client',
      `/admin/calendar?from=${month.from}&to=${month.to}&tz=UTC&clientId=${client.id}`,
    ],
    ['admin', 'posts: page 1', '/admin/content'],
    ['admin', 'posts: search', '/admin/content?search=post%2042'],
    ['admin', 'posts: status filter', '/admin/content?status=delivered'],
    ['admin', 'revision queue', '/admin/content?revisionRequested=true'],
    ['admin', 'review queue', '/admin/content?reviewState=ready'],
    ['admin', 'a post', `/admin/content/${client.post}`],
    ['admin', "a post's comments", `/admin/content/${client.post}/comments`],
    ['admin', "a post's performance", `/admin/content/${client.post}/performance`],
    ['admin', 'outgoing mail: page 1', '/admin/outgoing-mails'],
    ['admin', 'outgoing mail: failed', '/admin/outgoing-mails?status=failed'],
    ['admin', 'outgoing mail: search', '/admin/outgoing-mails?search=client42%40'],
    ['admin', 'billing', '/admin/billing'],
    ['admin', 'billing summary', '/admin/billing/summary'],
    ['admin', "a subscription's payments", `/admin/subscriptions/${client.subscription}/payments`],
    ['admin', 'team', '/admin/team'],
    ['admin', 'signed-in check', '/admin/check-auth'],
    ['admin', 'account', '/admin/account'],
    // The back office, as a writer (their clients only).
    ['writer', 'board', '/admin/board'],
    ['writer', 'clients: page 1', '/admin/clients'],
    ['writer', "a client's page", `/admin/clients/${writer.client}`],
    ['writer', "a client's performance card", `/admin/clients/${writer.client}/performance`],
    ['writer', 'calendar: a month', `/admin/calendar?from=${month.from}&to=${month.to}&tz=UTC`],
    ['writer', 'posts: page 1', '/admin/content'],
    ['writer', 'revision queue', '/admin/content?revisionRequested=true'],
    ['writer', 'review queue', '/admin/content?reviewState=ready'],
    // The portal, as a client.
    ['client', 'profile', '/client/profile'],
    ['client', 'content: page 1', '/client/content'],
    ['client', 'content: a late page', '/client/content?page=6'],
    ['client', 'content: status filter', '/client/content?status=published'],
    ['client', 'a post', `/client/content/${client.post}`],
    ['client', "a post's comments", `/client/content/${client.post}/comments`],
    ['client', "a post's performance", `/client/content/${client.post}/performance`],
    ['client', 'performance card', '/client/performance'],
    ['client', 'calendar: a month', `/client/calendar?from=${month.from}&to=${month.to}&tz=UTC`],
    ['client', 'subscriptions', '/client/subscriptions'],
    ['client', 'reviewers', '/client/reviewers'],
  ].filter(([who, name]) => !only || `${who} ${name}`.includes(only));
  const cookies = { admin: adminCookie, writer: writerCookie, client: clientCookie };

  console.log(`\nSingle requests, one at a time: ${rounds} each after 3 warm-ups, one server on loopback\n`);
  const rows = [];
  for (const [who, name, path] of endpoints) {
    const get = async () => {
      const response = await fetch(`${api}${path}`, { headers: { cookie: cookies[who] } });
      if (!response.ok) throw new Error(`${who} GET ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    for (let i = 0; i < 3; i += 1) await get();
    const times = [];
    let body;
    for (let i = 0; i < rounds; i += 1) {
      const started = performance.now();
      body = await get();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row = {
      endpoint: `${who.padEnd(6)} ${name}`,
      path,
      p50: times[Math.floor(rounds / 2)],
      p95: times[Math.ceil(rounds * 0.95) - 1],
      max: times[rounds - 1],
      rows: rowsOf(body),
    };
    rows.push(row);
    printRow(row);
  }
  const slow = rows.filter((row) => row.p95 > BUDGET_MS);
  console.log(
    slow.length === 0
      ? `\nEvery p95 is within ${BUDGET_MS} ms.`
      : `\n${slow.length} over ${BUDGET_MS} ms at p95 (marked !): ${slow.map((row) => row.endpoint.trim()).join('; ')}`,
  );

  if (!args.includes('--no-export')) {
    console.log('\nCSV exports, each downloaded once (server memory sampled every 100 ms)\n');
    await exportOnce('admin leads.csv (every lead)', '/leads/export.csv', adminCookie);
    await exportOnce(
      "admin a client's performance.csv",
      `/admin/clients/${client.id}/performance.csv`,
      adminCookie,
    );
    await exportOnce('client performance.csv', '/client/performance.csv', clientCookie);
  }
} finally {
  await stop();
}

function printRow({ endpoint, p50, p95, max, rows }) {
  const ms = (value) => value.toFixed(1).padStart(7);
  console.log(
    `${p95 > BUDGET_MS ? '!' : ' '} ${endpoint.padEnd(44)} p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)} ms  ` +
      `rows ${String(rows).padStart(6)}`,
  );
}

/** How many rows an answer carries: its array, its first array (a page's items, a board's columns), or 1. */
function rowsOf(body) {
  if (Array.isArray(body)) return body.length;
  const list = Object.values(body ?? {}).find((value) => Array.isArray(value));
  return list ? list.length : 1;
}

/** Downloads one export, timing its first byte and its end, with the server's VmRSS sampled meanwhile. */
async function exportOnce(label, path, cookie) {
  const rss = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  };
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 100);
  const started = performance.now();
  let firstByte;
  let bytes = 0;
  let lines = 0;
  let failure;
  try {
    const response = await fetch(`${api}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } catch (error) {
    failure = error.cause?.message ?? error.message;
  } finally {
    clearInterval(sampler);
  }
  try {
    peak = Math.max(peak, rss());
  } catch {
    // the server is gone
  }
  const total = (performance.now() - started) / 1000;
  console.log(
    `  ${label.padEnd(36)} first byte ${firstByte === undefined ? '     -' : firstByte.toFixed(0).padStart(6)} ms   ` +
      `total ${total.toFixed(2).padStart(6)} s   ${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB, ` +
      `${Math.max(lines - 1, 0)} rows   server RSS ${before.toFixed(0)} MB, peak growth ${(peak - before).toFixed(0)} MB` +
      (failure ? `   FAILED: ${failure}` : ''),
  );
}

/** Signs in as `username`: every seeded account shares the admin's password. */
function signInAs(path, username) {
  const origin = new URL(api).origin.replace('127.0.0.1', 'localhost');
  return signIn(api, origin, path, { username, password: admin.password });
}

/** The month grid the calendar page asks for: whole weeks (Monday first) around today's month, 42 days. */
function monthGrid(day) {
  const first = new Date(`${day.slice(0, 8)}01T00:00:00Z`);
  const start = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  const end = new Date(start.getTime() + 41 * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

function weekOf(day) {
  const date = new Date(`${day}T00:00:00Z`);
  const start = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  const end = new Date(start.getTime() + 6 * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * Fills the database with set-based SQL. Each client has 200 posts, one every ~3.65 days back over
 * two years: half published (scheduled and published on their day, with 13 or 14 snapshots each), 26 %
 * delivered, 20 % drafts, 4 % scheduled over the next 8 weeks; one revision waiting and one draft
 * ready for review per client. Writers get the clients round the table, as the back office assigns.
 */
async function seed(db) {
  const started = performance.now();
  const step = async (label, sql, params = []) => {
    const at = performance.now();
    const result = await db.query(sql, params);
    console.log(
      `  ${label.padEnd(28)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((performance.now() - at) / 1000).toFixed(1).padStart(5)} s`,
    );
  };
  console.log('Seeding');
  const {
    rows: [{ password }],
  } = await db.query(`select password from users where username = $1`, [admin.username]);
  await step(
    'writers',
    `insert into users (username, username_key, password, email, email_confirmed_at, first_name, last_name, role)
     select 'writer' || i, 'writer' || i, $2, 'writer' || i || '@example.com', now(), 'Writer', 'Number ' || i, 'writer'
       from generate_series(1, $1) as i`,
    [WRITERS, password],
  );
  await step(
    'clients',
    `insert into users (username, username_key, password, email, email_confirmed_at, first_name, last_name, role,
                        assigned_to_id, review_required, created_at)
     select 'client' || i, 'client' || i, $2, 'client' || i || '@example.com', now(), 'Client', 'Number ' || i, 'client',
            (select id from users where username = 'writer' || (1 + i % $3)), i % 10 = 0,
            now() - (i || ' hours')::interval
       from generate_series(1, $1) as i`,
    [CLIENTS, password, WRITERS],
  );
  await step(
    'subscriptions',
    `insert into client_subscriptions (client_id, plan, status, amount, renewal_date, posts_per_month, start_date, paid_through)
     select id, (array['ghost','echo','phantom'])[1 + id % 3],
            (array['active','active','active','active','active','active','past_due','canceled','pending','active'])[1 + id % 10],
            (array[299, 599, 999])[1 + id % 3], now() + ((id % 30) || ' days')::interval, (array[4, 12, 20])[1 + id % 3],
            now() - interval '2 years', now() + ((id % 30) || ' days')::interval
       from users where role = 'client'`,
  );
  await step(
    'posts',
    `insert into content_deliverables (client_id, subscription_id, title, content, status, scheduled_for, published_at,
                                       delivered_at, revision_requested, revision_requested_at, review_state,
                                       review_requested_at, written_by_id, pillar, performance_reminders_sent,
                                       created_at, updated_at)
     select s.client_id, s.id, 'Post ' || n || ' for client ' || s.client_id, repeat('A line of the post. ', 40),
            p.status,
            case when p.status = 'scheduled' then now() + ((n * 0.28 + s.client_id % 97 * 0.01) || ' days')::interval
                 when p.status = 'published' then p.at end,
            case when p.status = 'published' then p.at end,
            case when p.status <> 'draft' then p.at - interval '3 days' end,
            n = 7, case when n = 7 then now() - (s.client_id || ' minutes')::interval end,
            case when n = 11 then 'ready' end, case when n = 11 then now() - (s.client_id || ' minutes')::interval end,
            u.assigned_to_id, (array['Leadership','Hiring','Craft'])[1 + n % 3], 2,
            p.at - interval '5 days', p.at
       from client_subscriptions s
       join users u on u.id = s.client_id
       cross join generate_series(1, ${POSTS_PER_CLIENT}) as n
       cross join lateral (select
              case when n % 50 in (7, 11) or n % 5 = 0 then 'draft'
                   when n % 25 = 1 then 'scheduled'
                   when n % 2 = 0 then 'published'
                   else 'delivered' end as status,
              now() - ((n * 3.65 + s.client_id % 89 * 0.04) || ' days')::interval as at) p`,
  );
  await step(
    'performance snapshots',
    `insert into performance_snapshots (post_id, recorded_on, impressions, reactions, comments, reposts, recorded_by_id, created_at)
     select p.id, (p.published_at + (k * 3 || ' days')::interval)::date, 500 + (p.id * 7 + k * 131) % 5000,
            (p.id + k) % 200, (p.id + k) % 40, (p.id + k) % 15, p.client_id, p.published_at + (k * 3 || ' days')::interval
       from content_deliverables p cross join generate_series(1, ${SNAPSHOTS_PER_PUBLISHED_POST + 1}) as k
      where p.status = 'published' and (k <= ${SNAPSHOTS_PER_PUBLISHED_POST} or p.id % 6 = 0)`,
  );
  await step(
    'comments',
    `insert into post_comments (post_id, author_id, body, created_at, updated_at, version, sent_at)
     select p.id, case when p.id % 2 = 0 then p.client_id else p.written_by_id end, 'A note on post ' || p.id,
            p.created_at + interval '1 day', p.created_at + interval '1 day', 1, p.created_at + interval '1 day'
       from content_deliverables p where p.status <> 'draft'`,
  );
  await step(
    'payments',
    `insert into payments (subscription_id, period_start, period_end, amount, source, recorded_at)
     select s.id, s.start_date + (m || ' months')::interval, s.start_date + (m + 1 || ' months')::interval, s.amount,
            'manual', s.start_date + (m || ' months')::interval
       from client_subscriptions s cross join generate_series(0, 23) as m`,
  );
  await step(
    'subscription events',
    `insert into subscription_events (subscription_id, kind, source, at, amount)
     select s.id, 'paid', 'team', s.start_date + (m || ' months')::interval, s.amount
       from client_subscriptions s cross join generate_series(0, 23) as m`,
  );
  await step(
    'outgoing mails',
    `insert into outgoing_mails (kind, recipient, about, subject, text, message_id, status, attempts, sent_at, created_at, updated_at)
     select 'lead_confirmation', 'client' || (1 + i % $2) || '@example.com', null, 'Your post is ready ' || i, 'Hello',
            '<bench-' || i || '@ghostline.test>', (array['sent','sent','sent','sent','sent','sent','sent','sent','sent','failed'])[1 + i % 10],
            1, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
       from generate_series(1, $1) as i`,
    [MAILS, CLIENTS],
  );
  const at = performance.now();
  await insertLeads(db, LEADS);
  console.log(
    `  ${'leads'.padEnd(28)} ${String(LEADS).padStart(9)} rows  ${((performance.now() - at) / 1000).toFixed(1).padStart(5)} s`,
  );
  await step('vacuum analyze', 'vacuum analyze');
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** The rows the requests name: client42, their subscription and latest published post, writer1 and theirs, a lead. */
async function seededIds(db) {
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0];
  const clientRow = await one(
    `select u.id, u.username, s.id as subscription from users u join client_subscriptions s on s.client_id = u.id
      where u.username = 'client42'`,
  );
  const post = await one(
    `select id from content_deliverables where client_id = $1 and status = 'published' order by published_at desc limit 1`,
    [clientRow.id],
  );
  const writerRow = await one(`select id, username from users where username = 'writer1'`);
  const writerClient = await one(`select id from users where assigned_to_id = $1 order by id limit 1`, [
    writerRow.id,
  ]);
  const lead = await one(`select id from leads order by id desc limit 1 offset 1000`);
  return {
    client: { ...clientRow, post: post.id },
    writer: { ...writerRow, client: writerClient.id },
    lead: lead.id,
  };
}
