/**
 * The fuzzer's fixed texts, apart from its generators (hostile-values.ts): test-app.ts reads
 * FIXED_HOSTILE_TEXTS in every suite, and fast-check alone costs about 0.7 s to load per file.
 */

/** Dates at and past the edges of what JavaScript, ISO 8601 and PostgreSQL can hold. */
export const EXTREME_DATES = [
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '-000001-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999Z',
  '294277-01-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '2026-02-30',
  '2025-02-29T12:00:00+02:00',
  '2026-04-31',
  '2024-13-01T00:00:00Z',
  '2024-01-01T25:61:61Z',
  '2024-01-01',
  '1970-01-01T00:00:00+99:99',
  'not a date',
];

/**
 * Attacks every field and path is sent, the same text in each: sent as a password, one is no one's
 * secret, so the log check (test-app.ts) does not count it as one when a path with it is logged.
 */
export const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
];

/**
 * The fixed texts the fuzzer sends in fields and in paths alike: sent as a password, none is anyone's
 * secret (test-app.ts does not count it as one when a path with it is logged).
 */
export const FIXED_HOSTILE_TEXTS: readonly string[] = [...INJECTIONS, ...EXTREME_DATES];
