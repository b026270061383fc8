import { rmSync } from 'node:fs';
// @ts-expect-error Jest loads globalSetup as CommonJS, which finds the .ts file only without the ESM .js suffix.
import type { EmbeddedDatabase } from '../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis as { __ghostlinePostgres?: EmbeddedDatabase; __ghostlineTestDataDir?: string };
  await state.__ghostlinePostgres?.stop();
  if (state.__ghostlineTestDataDir) rmSync(state.__ghostlineTestDataDir, { recursive: true, force: true });
}
