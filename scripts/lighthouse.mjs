// `npm run lighthouse`: Lighthouse (mobile, its default config) on the public pages, 3 runs each,
// printing the medians of the four category scores, LCP, CLS and TBT. It starts the built server
// (npm run build) on a throwaway embedded database, unless given `--url http://host:port` to audit
// a running one. Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
// Usage: node scripts/lighthouse.mjs [--url http://host:port] [--runs 3] [path ...]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import { startServer } from './bench/server.mjs';

const { values, positionals } = parseArgs({
  options: { url: { type: 'string' }, runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const paths = positionals.length > 0 ? positionals : ['/', '/auth', '/onboarding-complete'];
const runs = Number(values.runs);

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = values.url ? undefined : await startServer();
const origin = values.url?.replace(/\/+$/, '') ?? new URL(server.api).origin;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});

try {
  console.log(`Lighthouse ${runs} runs per page (mobile), medians, on ${origin}\n`);
  const rows = [];
  for (const path of paths) {
    const results = [];
    // A run Lighthouse could not record (a busy machine: NO_NAVSTART, say) is run again, twice at most.
    for (let attempt = 0; results.length < runs; attempt += 1) {
      const { lhr } = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!lhr.runtimeError) results.push(lhr);
      else if (attempt >= runs + 1) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      else console.log(`  ${path}: run again (${lhr.runtimeError.code})`);
    }
    const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score ?? 0)) * 100);
    const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue ?? 0));
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP (s)': (metric('largest-contentful-paint') / 1000).toFixed(2),
      CLS: metric('cumulative-layout-shift').toFixed(3),
      'TBT (ms)': Math.round(metric('total-blocking-time')),
      'FCP (s)': (metric('first-contentful-paint') / 1000).toFixed(2),
      'transfer (KB)': Math.round(metric('total-byte-weight') / 1024),
    });
    // What kept a category under 100 in the last run, to fix.
    const last = results.at(-1);
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const { id: audit } of last.categories[id].auditRefs) {
        const result = last.audits[audit];
        if (result.score !== null && result.score < 1 && result.scoreDisplayMode === 'binary') {
          console.log(`  ${path} ${id}: ${audit} (${result.title})`);
        }
      }
    }
  }
  console.table(rows);
} finally {
  chrome.kill();
  await server?.stop();
}
