import { rmSync } from 'node:fs';
import pg from 'pg';
// @ts-expect-error Jest loads globalSetup as CommonJS, which finds the .ts file only without the ESM .js suffix.
import type { EmbeddedDatabase } from '../src/database/embedded-postgres';
// @ts-expect-error As above.
import { checkRunLogs, LOG_DIR_VARIABLE } from './utils/log-secrets';
// @ts-expect-error As above.
import { TEMPLATE_VARIABLE } from './utils/test-postgres';
// @ts-expect-error As above.
import { heapSummary } from './utils/heap-usage';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __ghostlinePostgres?: EmbeddedDatabase; __ghostlineTestDataDir?: string };
  if (state.__ghostlinePostgres) await state.__ghostlinePostgres.stop();
  else await dropTemplate(); // a server of the run's own goes whole; another keeps what it had
  const dir = process.env[LOG_DIR_VARIABLE];
  const heap = dir && heapSummary(dir);
  if (heap) console.log(`\n${heap}`);

  if (state.__ghostlineTestDataDir) rmSync(state.__ghostlineTestDataDir, { recursive: true, force: true });
  checkLogsForSecrets();
}

/** This run's template database (test/utils/test-app.ts), on a server the run did not start. */
async function dropTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  const template = process.env[TEMPLATE_VARIABLE];
  if (!url || !template) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`ALTER DATABASE "${template}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * "A test greps the logs of a whole test run for the secrets it used": every password, session
 * cookie and token the suites saw (test/utils/log-secrets.ts) against every line the test apps
 * logged. A secret found fails the run, named by its kind and line, never printed.
 */
function checkLogsForSecrets(): void {
  const dir = process.env[LOG_DIR_VARIABLE];
  if (!dir) return;
  const started = Date.now();
  const check = checkRunLogs(dir);
  console.log(
    `\nLog check: ${check.lines} log lines scanned for ${check.secrets} secrets ` +
      `(${check.kinds.join(', ') || 'none recorded'}) in ${Date.now() - started} ms: ` +
      `${check.findings.length === 0 ? 'none found' : `${check.findings.length} found`}`,
  );
  if (check.findings.length > 0) {
    const where = check.findings
      .slice(0, 20)
      .map((finding: { kind: string; line: number }) => `  - ${finding.kind}: line ${finding.line}`)
      .join('\n');
    // The log is kept to look at; the secrets file goes, so the values are not left lying around.
    rmSync(`${dir}/secrets.jsonl`, { force: true });
    throw new Error(`Secrets were written to the test run's log ${check.file}:\n${where}`);
  }
  rmSync(dir, { recursive: true, force: true });
}
