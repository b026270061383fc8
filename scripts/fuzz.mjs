// `npm run fuzz -- --runs N [--seed S]`: the contract fuzzing suite (backend/test/fuzz.e2e-spec.ts)
// run longer than in `npm test`, with a new random seed unless one is given to replay a failure.
// Jest runs it, so the test database of test/global-setup.ts is there as in `npm test`.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number above 0, not ${values.runs}`);
if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${values.seed}`);

console.log(`Fuzzing every operation of openapi.json: ${runs} cases each, seed ${seed}`);
console.log(`(replay with: npm run fuzz -- --runs ${runs} --seed ${seed})\n`);
const { status } = spawnSync('npm', ['test', '-w', 'backend', '--', 'test/fuzz.e2e-spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) },
});
console.log(
  `\nseed ${seed}, ${runs} cases per operation: ${status === 0 ? 'every rule held' : 'a rule broke (see above)'}`,
);
process.exit(status ?? 1);
