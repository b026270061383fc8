import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error Jest loads globalSetup as CommonJS, which finds the .ts file only without the ESM .js suffix.
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
// @ts-expect-error As above: the CommonJS loader needs the path without the .js suffix.
import { LOG_DIR_VARIABLE } from './utils/log-secrets';
// @ts-expect-error As above.
import { TEMPLATE_VARIABLE, TEST_POSTGRES_SETTINGS } from './utils/test-postgres';

/**
 * One real PostgreSQL (the same embedded server the product runs on) for the whole run; each
 * test file makes its own database on it (see test/utils/test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  // Every test app's log lines, and the secrets the suites used, for global-teardown's check.
  process.env[LOG_DIR_VARIABLE] = mkdtempSync(join(tmpdir(), 'ghostline-test-logs-'));
  process.env[TEMPLATE_VARIABLE] = `template_${randomBytes(6).toString('hex')}`;
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'ghostline-test-'));
  const quiet = { log: () => undefined, debug: () => undefined, warn: console.warn, error: console.error };
  const server = await startEmbeddedPostgres(dataDir, { logger: quiet, settings: TEST_POSTGRES_SETTINGS });
  process.env.TEST_DATABASE_ADMIN_URL = server.adminUrl;
  (globalThis as { __ghostlinePostgres?: typeof server }).__ghostlinePostgres = server;
  (globalThis as { __ghostlineTestDataDir?: string }).__ghostlineTestDataDir = dataDir;
}
