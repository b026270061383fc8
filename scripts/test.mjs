// `npm test`: every suite, in order, on Node 24, then one closing line `N passed, N failed`.
// A suite that cannot even report counts as one failure; the run goes on so the total is whole.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const results = resolve('.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const out = (name) => join(results, `${name}.json`);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** Jest's and Vitest's JSON reports share these fields. */
const jestCounts = (file) => {
  const report = readJson(file);
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    }
  );
};
const playwrightCounts = (file) => {
  const stats = readJson(file)?.stats;
  // A test that passed only on a retry is a flake: it counts as failed (retries are 0 anyway).
  return stats && { passed: stats.expected, failed: stats.unexpected + stats.flaky };
};

/** Passed or failed as a whole: 1 passed, or 1 failed. */
const wholeCounts = (status) => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });

const suites = [
  {
    name: 'lint (typecheck, ESLint, Prettier)',
    command: ['npm', 'run', 'lint'],
    counts: wholeCounts,
  },
  {
    // The backup suite needs a pg_dump as new as the embedded server; built once into .tools/.
    name: 'tools (pg_dump 18 for the backup suite)',
    command: ['bash', 'scripts/install-pg-tools.sh'],
    counts: wholeCounts,
  },
  {
    name: 'backend (Jest + supertest, embedded PostgreSQL)',
    command: ['npm', 'test', '-w', 'backend', '--', '--json', `--outputFile=${out('backend')}`],
    counts: () => jestCounts(out('backend')),
  },
  {
    name: 'frontend (Vitest + Testing Library)',
    command: [
      'npm',
      'test',
      '-w',
      'frontend',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out('frontend')}`,
    ],
    counts: () => jestCounts(out('frontend')),
  },
  {
    name: 'contract (openapi.json and the generated client)',
    command: ['node', 'scripts/check-drift.mjs', out('contract')],
    counts: () => readJson(out('contract')),
  },
  {
    name: 'build (frontend and backend, for the e2e suite)',
    command: ['npm', 'run', 'build'],
    counts: wholeCounts,
  },
  {
    name: 'ops (the built server: database outage, SIGTERM, two servers on one database)',
    command: ['npm', 'run', 'test:ops', '-w', 'backend', '--', '--json', `--outputFile=${out('ops')}`],
    counts: () => jestCounts(out('ops')),
  },
  {
    name: 'e2e (Playwright on Chromium)',
    command: ['npm', 'test', '-w', 'e2e'],
    counts: () => playwrightCounts(join('e2e', 'test-results', 'results.json')),
    before: () => rmSync(join('e2e', 'test-results'), { recursive: true, force: true }),
  },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`);
  suite.before?.();
  const started = Date.now();
  const { status } = spawnSync(suite.command[0], suite.command.slice(1), { stdio: 'inherit' });
  const counts = suite.counts(status) ?? { passed: 0, failed: 1 };
  // A runner that exits non-zero with every test green still failed (a crash after the tests, say).
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `  ${counts.failed ? '✗' : '✓'} ${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
