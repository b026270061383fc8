import Sequencer from '@jest/test-sequencer';
import { relative } from 'node:path';

/**
 * The order the suite's files start in (jest.config.js, testSequencer). Jest starts the files that
 * took longest the last time first, but a fresh clone (CI) has no last time: it goes by file size,
 * and the fuzzer, a short file that runs for a minute, started two minutes in and ended the run
 * alone. These files, each about 30 s or more, start first on every machine, then the whole run's batches; the
 * rest follow Jest's order.
 */
export const LONGEST_FIRST = [
  'test/fuzz.e2e-spec.ts',
  'test/authorization-matrix.e2e-spec.ts',
  'test/bad-input.e2e-spec.ts',
];

export default class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const path = relative(test.context.config.rootDir, test.path);
      const index = LONGEST_FIRST.indexOf(path);
      if (index !== -1) return index;
      // Then the batches of the whole run (jest.batched.config.js): short files, long runs.
      return path.endsWith('.e2e-batch.ts') ? LONGEST_FIRST.length : LONGEST_FIRST.length + 1;
    };
    // Array.prototype.sort is stable: the rest keep Jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
