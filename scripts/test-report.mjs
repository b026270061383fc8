// How `npm test` (scripts/test.mjs) reads each suite's report and says how its stage went: counts of
// tests passed and failed, or "not started" with why, when the runner ended before any test ran (a
// web server that could not start, a set-up that failed, a runner that could not be found).
import { existsSync, readFileSync } from 'node:fs';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** A report that is the counts themselves ({ passed, failed }), as scripts/check-drift.mjs writes. */
export const savedCounts = (file) => readJson(file);

/** Jest's and Vitest's JSON reports share these fields. */
export const jestCounts = (file) => {
  const report = readJson(file);
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    }
  );
};

export const playwrightCounts = (file) => {
  const stats = readJson(file)?.stats;
  // A test that passed only on a retry is a flake: it counts as failed (retries are 0 anyway).
  return stats && { passed: stats.expected, failed: stats.unexpected + stats.flaky };
};

/** What stopped Playwright before its tests (a web server that did not start, say): its first error. */
export const playwrightError = (file) => readJson(file)?.errors?.[0]?.message?.split('\n')[0];

/** node:test's TAP report ends with `# pass N` and `# fail N`. */
export const tapCounts = (file) => {
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1]);
  const counts = { passed: count('pass'), failed: count('fail') };
  return Number.isNaN(counts.passed) || Number.isNaN(counts.failed) ? undefined : counts;
};

/** Passed or failed as a whole: 1 passed, or 1 failed. */
export const wholeCounts = (status) => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });

/**
 * How a stage went, from its runner's exit `status` and the `counts` read from its report (undefined
 * when it wrote none). A runner that failed with no test run never started its tests: the stage is
 * "not started", with `why` (the runner's own words, if it left any), and counts no test.
 */
export function stageOutcome({ name, status, counts, why, time }) {
  const ran = counts !== undefined && counts.passed + counts.failed > 0;
  if (status !== 0 && !ran) {
    const reason = why ?? `its runner ended with ${status ?? 'no exit code'} before any test ran`;
    return {
      passed: 0,
      failed: 0,
      notStarted: true,
      line: `  ✗ ${name}: not started: ${reason}; its output above says more (${time})`,
    };
  }
  const result = { ...(counts ?? { passed: 0, failed: 0 }), notStarted: false };
  // A runner that exits non-zero with every test green still failed (a crash after the tests, say).
  if (status !== 0 && result.failed === 0) result.failed = 1;
  result.line = `  ${result.failed ? '✗' : '✓'} ${name}: ${result.passed} passed, ${result.failed} failed (${time})`;
  return result;
}

/** The run's closing line: `N passed, N failed`, and the stages that never started, if any. */
export function closingLine({ passed, failed, notStarted }) {
  const line = `${passed} passed, ${failed} failed`;
  return notStarted.length === 0 ? line : `${line}; not started: ${notStarted.join(', ')}`;
}
