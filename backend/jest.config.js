/**
 * Jest runs the ESM backend through @swc/jest (decorator metadata on) under
 * `node --experimental-vm-modules`; see the `test` script.
 * @type {import('jest').Config}
 */
const swc = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  // Beside the code, not inline: Jest still maps a failure's stack to the .ts line, and the hundreds of
  // modules each test file loads parse without a base64 map in their source (a fifth of that loading).
  sourceMaps: true,
};

export default {
  rootDir: '.',
  testEnvironment: '<rootDir>/test/environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // The files over 30 s start first, on a fresh clone too (test/sequencer.mjs).
  testSequencer: '<rootDir>/test/sequencer.mjs',
  // Each file's modules go once it ends (test/environment.mjs: V8's compilation cache and the vm
  // contexts it keeps held them; so did rate-limiter-flexible's timer, see common/rate-limiter.ts).
  // Every file samples its worker's heap; the run prints the peak once, at the end.
  // New password hashes are cheap in these suites (test/password-cost.ts).
  setupFilesAfterEnv: ['<rootDir>/test/heap-sampler.ts', '<rootDir>/test/password-cost.ts'],
};
