import { contractOperations } from './utils/fuzz/contract.js';
import { describeViolations, Fuzzer } from './utils/fuzz/runner.js';
import { createTestApp, type TestApp } from './utils/test-app.js';

/**
 * Fuzzing from the contract: for every operation of openapi.json, requests generated from its
 * schema (valid ones, and invalid in every way the schema allows: wrong types, missing and unknown
 * fields, null, huge and negative numbers, control characters, any code point, deep nesting, long
 * strings, malformed JSON), sent as the role that gets past its guard. Whatever comes in, the API
 * never answers a 5xx, always answers errors in its one shape, and a refused request changes no row.
 *
 * `npm run fuzz -- --runs N [--seed S]` runs it longer with a new (or the given) seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const operations = contractOperations();

describe('fuzzing every operation of openapi.json', () => {
  let t: TestApp;
  let fuzzer: Fuzzer;

  beforeAll(async () => {
    t = await createTestApp();
    fuzzer = await Fuzzer.start(t);
  });

  afterAll(async () => {
    if (fuzzer) process.stdout.write(fuzzer.figures(SEED, RUNS, operations));
    await fuzzer?.stop();
    await t?.close();
  });

  it.each(
    operations.map((operation) => [
      operation.operationId,
      operation.method.toUpperCase(),
      operation.path,
      operation,
    ]),
  )(
    '%s (%s %s): no 5xx, the one error shape, no row changed by a refused request',
    async (_id, _method, _path, operation) => {
      const violations = await fuzzer.fuzz(operation, SEED, RUNS);
      if (violations.length) throw new Error(describeViolations(violations, SEED));
    },
    Math.max(30_000, RUNS * 1_000),
  );

  it('has fuzzed every operation of the document, each with every case', () => {
    expect(Object.fromEntries(fuzzer.casesByOperation)).toEqual(
      Object.fromEntries(operations.map((operation) => [operation.operationId, RUNS])),
    );
  });
});
