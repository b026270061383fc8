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
  sourceMaps: 'inline',
};

export default {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // One file at a time (--maxWorkers=1), in a worker Jest replaces once it holds this much after a
  // file: its ESM loader keeps every file's module graph alive (about 150 MB a file), which in one
  // process would outgrow any heap as the suite grows.
  workerIdleMemoryLimit: '2GB',
};
