import { readdirSync, readFileSync } from 'node:fs';
import base from './jest.config.js';

/**
 * The whole run's Jest (`npm test` at the root): the suites of test/batches/*.e2e-batch.ts run as one
 * file each, the rest as their own files, as jest.config.js runs them all. Each test file loads the
 * app's modules anew (Nest, MikroORM, the ORM's entities, Express: about 3 CPU-s a file), so the short
 * suites share that cost by batches. A suite named by no batch still runs alone: none is dropped.
 * @type {import('jest').Config}
 */
const batches = new URL('./test/batches/', import.meta.url);
const batched = readdirSync(batches)
  .filter((file) => file.endsWith('.e2e-batch.ts'))
  .flatMap((file) =>
    [...readFileSync(new URL(file, batches), 'utf8').matchAll(/^import '\.\.\/(.+)\.js';$/gm)].map(
      ([, name]) => `<rootDir>/test/${name.replaceAll('.', '\\.')}\\.ts$`,
    ),
  );

export default {
  ...base,
  testMatch: [...base.testMatch, '<rootDir>/test/batches/*.e2e-batch.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...batched],
};
