// `npm run lighthouse`: Lighthouse 3 runs per page, printing medians of the four category scores,
// LCP, CLS, TBT, the transfer, the element Lighthouse names as the largest contentful paint, and
// whether each page meets its goals (docs/performance.md, "Lighthouse"):
//   - the public pages and the client's (they review on their phones): mobile, performance ≥ 95,
//     LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05;
//   - the team's: desktop performance ≥ 95 and mobile ≥ 85;
//   - accessibility and best practices 100 everywhere.
// Signed-in pages are audited signed in: the script signs in through the API as the demo client and
// as the admin and puts the answer's cookies in the browser's own jar before each run, as a browser
// that signed in holds them (the page's script reads one of them, the signed-in hint, to ask for its
// data at once: a Cookie header given to Lighthouse would reach the server but not the script). The
// public pages are audited with an empty jar.
//
// By default it starts the built server (npm run build) on a throwaway embedded database with the
// demo data, and reads the first start's credentials. `--url http://host:port` audits a running
// server instead: give `--client user:password` and `--admin user:password` for its signed-in
// pages, and `--review-token <token>` for the review link's page (else those pages are skipped).
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
// `--save <folder>` writes each run's whole report there as JSON.
// Usage: node scripts/lighthouse.mjs [--url …] [--runs 3] [--client u:p] [--admin u:p]
//          [--review-token t] [--save folder] [path ...]   (paths: only those, e.g. /dashboard /admin/leads)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signIn, startServer } from './bench/server.mjs';

const { values, positionals } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    client: { type: 'string' },
    admin: { type: 'string' },
    'review-token': { type: 'string' },
    save: { type: 'string' },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);

/** The goals of a page audited as `device` for `audience`. */
const GOALS = {
  client: { mobile: { performance: 95, lcp: 2000, tbt: 150, cls: 0.05 } },
  team: { mobile: { performance: 85 }, desktop: { performance: 95 } },
};

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = values.url ? undefined : await startServer({ DEMO_DATA: 'first-start' });
// localhost: the origin the server takes for its own by default (PUBLIC_URL), which sign-in checks.
const origin = values.url?.replace(/\/+$/, '') ?? `http://localhost:${server.port}`;
const api = `${origin}/api`;

try {
  const credentials = values.url ? givenCredentials() : firstStartCredentials(server.dataDir);
  const pages = await pagesToAudit(credentials);
  const chosen = positionals.length > 0 ? pages.filter((page) => positionals.includes(page.route)) : pages;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    console.log(`Lighthouse 13, ${runs} runs per page and device, medians, on ${origin}\n`);
    const rows = [];
    const misses = [];
    for (const page of chosen) {
      for (const device of Object.keys(GOALS[page.audience])) {
        const row = await audit(chrome, page, device);
        rows.push(row.cells);
        misses.push(...row.misses.map((miss) => `${page.route} (${device}): ${miss}`));
      }
    }
    console.table(rows);
    console.log(
      misses.length === 0 ? '\nEvery page meets its goals.' : `\nGoals missed:\n  ${misses.join('\n  ')}`,
    );
  } finally {
    chrome.kill();
  }
} finally {
  await server?.stop();
}

/** Runs Lighthouse `runs` times on one page and device; the row of medians and the goals missed. */
async function audit(chrome, page, device) {
  const results = [];
  // A run Lighthouse could not record (a busy machine: NO_NAVSTART, say) is run again, twice at most.
  for (let attempt = 0; results.length < runs; attempt += 1) {
    await holdCookies(chrome, page.cookie);
    const { lhr } = await lighthouse(
      `${origin}${page.path}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      device === 'desktop' ? desktopConfig : undefined,
    );
    if (lhr.finalDisplayedUrl !== `${origin}${page.path}`) {
      throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    }
    if (values.save) {
      // Every run's whole report, for what the table leaves out (the LCP's phases, each script's time).
      mkdirSync(values.save, { recursive: true });
      const name = `${page.route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${device}-${attempt + 1}.json`;
      writeFileSync(join(values.save, name), JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) results.push(lhr);
    else if (attempt >= runs + 1) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    else console.log(`  ${page.route}: run again (${lhr.runtimeError.code})`);
  }
  const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score ?? 0)) * 100);
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
  const figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
  const goals = GOALS[page.audience][device];
  const misses = [
    figures.performance < goals.performance && `performance ${figures.performance} < ${goals.performance}`,
    goals.lcp &&
      figures.lcp > goals.lcp &&
      `LCP ${(figures.lcp / 1000).toFixed(2)} s > ${goals.lcp / 1000} s`,
    goals.tbt && figures.tbt > goals.tbt && `TBT ${Math.round(figures.tbt)} ms > ${goals.tbt} ms`,
    goals.cls !== undefined && figures.cls > goals.cls && `CLS ${figures.cls.toFixed(3)} > ${goals.cls}`,
    figures.accessibility < 100 && `accessibility ${figures.accessibility}`,
    figures.bestPractices < 100 && `best practices ${figures.bestPractices}`,
  ].filter(Boolean);
  // What kept a category under 100 in the last run, to fix.
  const last = results.at(-1);
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const { id: name } of last.categories[id].auditRefs) {
      const result = last.audits[name];
      if (result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary') {
        console.log(`  ${page.route} (${device}) ${id}: ${name} (${result.title})`);
      }
    }
  }
  return {
    misses,
    cells: {
      page: page.route,
      device,
      perf: figures.performance,
      a11y: figures.accessibility,
      BP: figures.bestPractices,
      SEO: score('seo'),
      'LCP s': (figures.lcp / 1000).toFixed(2),
      'TBT ms': Math.round(figures.tbt),
      CLS: figures.cls.toFixed(3),
      KB: Math.round(metric('total-byte-weight') / 1024),
      'LCP element': lcpElement(last),
      goals: misses.length === 0 ? 'met' : 'missed',
    },
  };
}

/** The element Lighthouse names as the largest contentful paint, shortly. */
function lcpElement(lhr) {
  // Lighthouse 13 names it in its LCP breakdown: a table of the LCP's parts, then the element.
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  if (!node) return '?';
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 38);
  return `${tag} "${label}"`;
}

/** The first start's file: `<what>: <url> as "<username>" with the password <password>`, per line. */
function firstStartCredentials(dataDir) {
  const found = {};
  for (const line of readFileSync(join(dataDir, 'first-start-credentials.txt'), 'utf8').split('\n')) {
    const match = /^(.+?): \S+ as "(.+)" with the password (\S+)$/.exec(line);
    if (match) found[match[1]] = { username: match[2], password: match[3] };
  }
  return { admin: found.Admin, client: found['Demo client'], reviewToken: undefined, dataDir };
}

function givenCredentials() {
  const pair = (value) => {
    if (!value) return undefined;
    const at = value.indexOf(':');
    return { username: value.slice(0, at), password: value.slice(at + 1) };
  };
  return { admin: pair(values.admin), client: pair(values.client), reviewToken: values['review-token'] };
}

/**
 * Empties the browser's cookie jar, then puts `cookie` (`name=value; …`, as signIn gives) in it for
 * the audited origin, through the DevTools protocol of the browser Lighthouse drives.
 */
async function holdCookies(chrome, cookie) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('no DevTools connection to the browser'));
  });
  const answers = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    answers.get(message.id)?.(message);
  };
  const send = (id, method, params = {}) =>
    new Promise((resolve, reject) => {
      answers.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(),
      );
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send(1, 'Storage.clearCookies');
    if (cookie) {
      const cookies = cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      });
      await send(2, 'Storage.setCookies', { cookies });
    }
  } finally {
    socket.close();
  }
}

async function getJson(path, cookie) {
  const response = await fetch(`${api}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** The pages, in order: each with its route (as printed), path, audience and cookie. */
async function pagesToAudit({ admin, client, reviewToken, dataDir }) {
  const pages = [
    { route: '/', path: '/', audience: 'client' },
    { route: '/auth', path: '/auth', audience: 'client' },
  ];
  if (client) {
    const cookie = await signIn(api, origin, '/client/login', client);
    const { items: posts } = await getJson('/client/content?pageSize=25', cookie);
    const post = posts.find((p) => p.status === 'delivered') ?? posts[0];
    pages.push(
      { route: '/dashboard', path: '/dashboard', audience: 'client', cookie },
      { route: '/dashboard/content', path: '/dashboard/content', audience: 'client', cookie },
      { route: '/dashboard/content/{id}', path: `/dashboard/content/${post.id}`, audience: 'client', cookie },
    );
    // A post with images (the demo data has one): the grid and its pictures on the same page.
    const pictured = posts.find((p) => p.media?.kind === 'images');
    if (pictured)
      pages.push({
        route: '/dashboard/content/{id} (images)',
        path: `/dashboard/content/${pictured.id}`,
        audience: 'client',
        cookie,
      });
    const token = reviewToken ?? (dataDir && (await issueReviewToken(dataDir, post)));
    if (token) pages.push({ route: '/review', path: `/review?token=${token}`, audience: 'client' });
  }
  if (admin) {
    const cookie = await signIn(api, origin, '/admin/login', admin);
    const { items: clients } = await getJson('/admin/clients?pageSize=100', cookie);
    const demo = clients.find((c) => c.username === 'demo') ?? clients[0];
    pages.push(
      { route: '/admin', path: '/admin', audience: 'team', cookie },
      { route: '/admin/leads', path: '/admin/leads', audience: 'team', cookie },
      { route: '/admin/calendar', path: '/admin/calendar', audience: 'team', cookie },
      { route: '/admin/clients/{id}', path: `/admin/clients/${demo.id}`, audience: 'team', cookie },
    );
  }
  return pages;
}

/**
 * A review link to `post` as a delivery mail carries (its revision button), written straight into
 * the throwaway database: the token's SHA-256, as the server keeps it.
 */
async function issueReviewToken(dataDir, post) {
  const { runningEmbeddedDatabaseUrl } = await import(resolve('backend/dist/database/embedded-postgres.js'));
  const db = new pg.Client({ connectionString: await runningEmbeddedDatabaseUrl(dataDir, 'ghostline') });
  await db.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into review_links (post_id, client_id, action, token_hash, post_updated_at, expires_at, created_at)
       select id, client_id, 'revision', $2, updated_at, now() + interval '7 days', now()
         from content_deliverables where id = $1`,
      [post.id, createHash('sha256').update(token).digest('hex')],
    );
    return token;
  } finally {
    await db.end();
  }
}
