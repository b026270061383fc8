// How `npm test` tells a stage that never started from one whose tests failed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { closingLine, playwrightCounts, playwrightError, stageOutcome } from './test-report.mjs';

const E2E = 'e2e (Playwright on Chromium)';

/** Playwright's JSON report when a web server of its config exited before the tests. */
const webServerFailed = {
  stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
  errors: [{ message: 'Error: Process from config.webServer was not able to start. Exit code: 1' }],
  suites: [],
};

test('a web server that could not start: the stage is not started, with why, and no test counted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghostline-test-report-'));
  try {
    const file = join(dir, 'results.json');
    writeFileSync(file, JSON.stringify(webServerFailed));
    const outcome = stageOutcome({
      name: E2E,
      status: 1,
      counts: playwrightCounts(file),
      why: playwrightError(file),
      time: '3.1 s',
    });
    assert.equal(outcome.notStarted, true);
    assert.equal(outcome.passed + outcome.failed, 0);
    assert.equal(
      outcome.line,
      `  ✗ ${E2E}: not started: Error: Process from config.webServer was not able to start. Exit code: 1; its output above says more (3.1 s)`,
    );
    assert.doesNotMatch(outcome.line, /0 passed, 1 failed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a runner that wrote no report and said nothing: not started, with its exit code', () => {
  const outcome = stageOutcome({ name: 'backend', status: 1, counts: undefined, time: '2 s' });
  assert.equal(outcome.notStarted, true);
  assert.match(outcome.line, /backend: not started: its runner ended with 1 before any test ran/);
});

test('tests that ran and failed are counted as ever; a crash after green tests is one failure', () => {
  const failed = stageOutcome({ name: 'frontend', status: 1, counts: { passed: 8, failed: 2 }, time: '9 s' });
  assert.deepEqual([failed.notStarted, failed.passed, failed.failed], [false, 8, 2]);
  assert.equal(failed.line, '  ✗ frontend: 8 passed, 2 failed (9 s)');
  const crashed = stageOutcome({ name: 'ops', status: 1, counts: { passed: 5, failed: 0 }, time: '9 s' });
  assert.deepEqual([crashed.notStarted, crashed.failed], [false, 1]);
  const green = stageOutcome({ name: 'lint', status: 0, counts: { passed: 1, failed: 0 }, time: '9 s' });
  assert.equal(green.line, '  ✓ lint: 1 passed, 0 failed (9 s)');
});

test('the closing line names the stages that never started', () => {
  assert.equal(closingLine({ passed: 120, failed: 0, notStarted: [] }), '120 passed, 0 failed');
  assert.equal(
    closingLine({ passed: 120, failed: 0, notStarted: ['e2e'] }),
    '120 passed, 0 failed; not started: e2e',
  );
});
