/**
 * The process-level suites (test/ops/*.ops-spec.ts): the built server in child processes, each
 * suite on a PostgreSQL of its own. They need `npm run build` first; `npm test` runs them after it.
 * @type {import('jest').Config}
 */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/ops/**/*.ops-spec.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  testTimeout: 120_000,
};
