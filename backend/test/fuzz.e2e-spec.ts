import { FORGOT_PASSWORD_SLEEP } from '../src/auth/login-throttle.service.js';
import type { Response } from 'supertest';
import { contractOperations, readContract } from './utils/fuzz/contract.js';
import { changedCounts, errorShapeProblem } from './utils/fuzz/properties.js';
import { caseArbitrary } from './utils/fuzz/requests.js';
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
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const operations = contractOperations();

describe('fuzzing every operation of openapi.json', () => {
  let t: TestApp;
  let fuzzer: Fuzzer;

  beforeAll(async () => {
    // Every allowance a thousand times the product's, so the cases reach validation and the services
    // instead of all being 429s after the first few.
    t = await createTestApp({
      throttleScale: 1000,
      // The forgot-password answers' floor (400 ms) is not sat through: auth.e2e-spec times it.
      overrides: [{ provide: FORGOT_PASSWORD_SLEEP, useValue: () => Promise.resolve() }],
    });
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

describe('the contract fuzzer itself', () => {
  /** openapi.json with one more operation, as a new controller method would add it. */
  const documentWith = (path: string, operation: Record<string, unknown>) => {
    const document = readContract();
    document.paths[path] = { get: { responses: {}, ...operation } as never };
    return document;
  };
  const adminOnly = {
    security: [{ 'ghostline.sid': [] }],
    responses: { '403': { description: 'Signed in without the admin role' } },
  };

  it('reads every operation of the document with the role its guard lets through', () => {
    const roles = Object.fromEntries(operations.map((operation) => [operation.operationId, operation.role]));
    expect(roles).toMatchObject({ createLead: 'anonymous', getProfile: 'client', listLeads: 'admin' });
    const document = readContract();
    const count = Object.values(document.paths).reduce(
      (sum, methods) => sum + Object.keys(methods).length,
      0,
    );
    expect(operations).toHaveLength(count);
  });

  it('fails on an operation it has no generator for, rather than skipping it', () => {
    const widget = contractOperations(
      documentWith('/api/widgets/{id}', {
        operationId: 'getWidget',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
        ...adminOnly,
      }),
    ).find((operation) => operation.operationId === 'getWidget')!;
    expect(() => caseArbitrary(widget)).toThrow('No fixture for the {id} of /api/widgets/{id}');
    expect(() =>
      contractOperations(
        documentWith('/api/widgets', { operationId: 'listWidgets', security: [{ 'ghostline.sid': [] }] }),
      ),
    ).toThrow('its 403 does not say which role it needs');
    expect(() =>
      contractOperations(
        documentWith('/api/widgets', {
          operationId: 'listWidgets',
          parameters: [{ name: 'X-Widget', in: 'header', schema: { type: 'string' } }],
        }),
      ),
    ).toThrow('no generator for header parameter X-Widget');
    const upload = contractOperations(
      documentWith('/api/widgets', {
        operationId: 'listWidgets',
        parameters: [{ name: 'since', in: 'query', schema: { type: 'string', format: 'time' } }],
      }),
    ).find((operation) => operation.operationId === 'listWidgets')!;
    expect(() => caseArbitrary(upload)).toThrow('No generator for strings of format time');
  });

  it('accepts only the one error shape, with the HTTP status in it', () => {
    const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
      ({
        status,
        body,
        text: JSON.stringify(body),
        headers: { 'content-type': contentType },
      }) as unknown as Response;
    const ok = { statusCode: 400, message: 'Name must be at least 2 characters', error: 'Bad Request' };
    expect(errorShapeProblem(answer(400, ok))).toBeUndefined();
    expect(
      errorShapeProblem(answer(400, { ...ok, errors: ['Name must be at least 2 characters'] })),
    ).toBeUndefined();
    expect(errorShapeProblem(answer(200, { anything: true }))).toBeUndefined();
    expect(errorShapeProblem(answer(404, ok))).toBe('statusCode 400 with HTTP 404');
    expect(errorShapeProblem(answer(400, { ...ok, stack: 'at x' }))).toBe(
      'unknown keys in the error body: stack',
    );
    expect(errorShapeProblem(answer(400, { ...ok, message: ['a'] }))).toBe('a message that is not a string');
    expect(errorShapeProblem(answer(400, { ...ok, errors: [1] }))).toBe(
      'errors that are not a list of strings',
    );
    expect(errorShapeProblem(answer(431, '', 'text/plain'))).toMatch(/^an error answered as text\/plain/);
  });

  it('names the tables whose row counts a request changed', () => {
    const before = { leads: 3, users: 2, lead_notes: 0 };
    expect(changedCounts(before, { ...before })).toEqual([]);
    expect(changedCounts(before, { leads: 3, users: 1, lead_notes: 1 })).toEqual([
      'users: 2 → 1',
      'lead_notes: 0 → 1',
    ]);
  });
});
