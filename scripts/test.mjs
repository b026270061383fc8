// `npm test`: the set-up, then every suite, in order (ops beside the e2e suite, which leaves it the
// CPU it needs), on Node 24, each with its time, then one closing line `N passed, N failed`.
// The set-up (scripts/setup-system.mjs: what the suites need from the system) is no test: it is
// printed and timed but not counted, and when it cannot install something the run stops there,
// saying what to install. A suite whose runner ends before any test ran is "not started", with why
// (scripts/test-report.mjs); the run goes on so the total is whole, and fails.
// One typecheck and one build a run: lint typechecks each workspace (the backend's typecheck also
// writes the swagger plugin's metadata.ts), build compiles without typechecking again, and contract
// exports openapi.json from that build and compares with the files as they were when the run began.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { snapshot } from './check-drift.mjs';
import {
  closingLine,
  jestCounts,
  playwrightCounts,
  playwrightError,
  savedCounts,
  stageOutcome,
  tapCounts,
  wholeCounts,
} from './test-report.mjs';

const results = resolve('.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const out = (name) => join(results, `${name}.json`);
/** Whole seconds, or tenths under ten (the set-up takes a fraction of one when all is there). */
const seconds = (since) => {
  const elapsed = (Date.now() - since) / 1000;
  return `${elapsed < 10 ? elapsed.toFixed(1) : Math.round(elapsed)} s`;
};
const runStarted = Date.now();

console.log('\n▶ set-up (what the suites need from the system; not a test)');
const setUp = spawnSync('node', ['scripts/setup-system.mjs'], { stdio: 'inherit' });
const setUpLine = `  set-up: ${setUp.status === 0 ? 'ready' : 'failed'} (${seconds(runStarted)})`;
console.log(setUpLine);
if (setUp.status !== 0) {
  console.log('\nThe run stops here: the suites would fail for want of what is missing above.');
  process.exit(1);
}

// The contract's files as they were before any stage could write them (lint writes metadata.ts).
const contractBefore = join(results, 'contract-before.json');
writeFileSync(contractBefore, JSON.stringify(snapshot()));

const suites = [
  {
    name: "lint (one typecheck of each workspace, ESLint, Prettier, the folders' rules)",
    command: ['npm', 'run', 'lint'],
    counts: wholeCounts,
  },
  {
    name: "scripts (node:test: the set-up's advice, the folders' check, nginx's local config, how a stage is reported)",
    command: [
      'node',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${join(results, 'scripts.tap')}`,
      'scripts/*.test.mjs',
    ],
    counts: () => tapCounts(join(results, 'scripts.tap')),
  },
  {
    name: 'build (frontend and backend, without typechecking again)',
    command: ['npm', 'run', 'build'],
    counts: wholeCounts,
  },
  {
    name: 'contract (openapi.json from that build, metadata.ts and the generated client)',
    command: ['node', 'scripts/check-drift.mjs', '--built', contractBefore, out('contract')],
    counts: () => savedCounts(out('contract')),
  },
  {
    name: 'backend (Jest + supertest, embedded PostgreSQL)',
    // The short suites in batches of one file each (backend/jest.batched.config.js), sharing their load.
    command: [
      'npm',
      'run',
      'test:batched',
      '-w',
      'backend',
      '--',
      '--json',
      `--outputFile=${out('backend')}`,
    ],
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
    name: 'e2e (Playwright on Chromium)',
    command: ['npm', 'test', '-w', 'e2e'],
    counts: () => playwrightCounts(join('e2e', 'test-results', 'results.json')),
    why: () => playwrightError(join('e2e', 'test-results', 'results.json')),
    before: () => rmSync(join('e2e', 'test-results'), { recursive: true, force: true }),
  },
  {
    name: 'ops (the built server: database outage, SIGTERM, two servers on one database, a kill before a mail)',
    command: ['npm', 'run', 'test:ops', '-w', 'backend', '--', '--json', `--outputFile=${out('ops')}`],
    counts: () => jestCounts(out('ops')),
    // Beside the e2e suite's: the ops suites mostly wait (on restarts, an outage, the mail queue's
    // supervision), about a third of one core, and so does much of the e2e suite (its pages wait on
    // answers and mails: it keeps about 1.7 of the two cores busy), while the frontend's, where they
    // ran before, keeps both busy. Their time limits are wide (an exit within Docker's 10 s took 4 s).
    // Their output is printed when the e2e suite's has ended.
    alongsidePrevious: true,
  },
];

/**
 * Runs one suite; `live` prints its output as it comes, otherwise it is kept, to be printed once the
 * suite it ran beside has ended (their outputs are never interleaved).
 */
function runSuite(suite, live) {
  console.log(`\n▶ ${suite.name}${live ? '' : ' (beside the previous; its output follows it)'}`);
  suite.before?.();
  const started = Date.now();
  const kept = [];
  const child = spawn(suite.command[0], suite.command.slice(1), {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => kept.push(chunk));
  child.stderr?.on('data', (chunk) => kept.push(chunk));
  return new Promise((resolve) => {
    let spawnError;
    child.on('error', (error) => {
      spawnError = error.message;
      kept.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (status) => {
      const outcome = stageOutcome({
        name: suite.name,
        status,
        counts: suite.counts(status),
        why: spawnError ?? suite.why?.(),
        time: seconds(started),
      });
      resolve({ suite, outcome, kept: Buffer.concat(kept).toString() });
    });
  });
}

// Each suite in turn, or with the one before it when it is marked alongsidePrevious.
const steps = [];
for (const suite of suites) {
  if (suite.alongsidePrevious) steps.at(-1).push(suite);
  else steps.push([suite]);
}

let passed = 0;
let failed = 0;
const notStarted = [];
const summary = [];
for (const step of steps) {
  const results = await Promise.all(step.map((suite, index) => runSuite(suite, index === 0)));
  for (const [index, result] of results.entries()) {
    if (index > 0) {
      console.log(`\n▶ ${result.suite.name}: its output\n`);
      process.stdout.write(result.kept);
    }
    passed += result.outcome.passed;
    failed += result.outcome.failed;
    if (result.outcome.notStarted) notStarted.push(result.suite.name.replace(/ \(.*$/, ''));
    console.log(result.outcome.line);
    summary.push(result.outcome.line);
  }
}

console.log(`\n${setUpLine}\n${summary.join('\n')}\n  all: ${seconds(runStarted)}\n`);
console.log(closingLine({ passed, failed, notStarted }));
process.exit(failed > 0 || notStarted.length > 0 ? 1 : 0);
