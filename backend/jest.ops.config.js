/**
 * The process-level suites (test/ops/*.ops-spec.ts): the built server in child processes, each
 * suite on a PostgreSQL of its own. They need `npm run build` first; `npm test` runs them after it.
 * @type {import('jest').Config}
 */
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/test/ops/**/*.ops-spec.ts'],
  // The heap sampler only: these suites hash no password in-process (the built server does, at OWASP's cost).
  setupFilesAfterEnv: ['<rootDir>/test/heap-sampler.ts'],
  globalSetup: undefined,
  globalTeardown: undefined,
  testTimeout: 120_000,
};
