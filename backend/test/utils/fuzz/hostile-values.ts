import fc from 'fast-check';
import { EXTREME_DATES, INJECTIONS } from './fixed-texts.js';

/**
 * JSON text written out as is inside a generated body: nesting thousands of levels deep, or
 * numbers JavaScript cannot hold, which JSON.stringify could not produce (see `toJsonText`).
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 80 ? `${this.text.slice(0, 40)}…(${this.text.length} chars)` : this.text;
  }
}

/** JSON nested `depth` levels deep, as arrays or as objects. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  new RawJson(
    kind === 'array'
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Characters that break naive storage or display: NUL and other controls, bidi and invisible ones. */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u200f',
  '\u202e',
  '\u2028',
  '\u2066',
  '\ufeff',
  '\ufffe',
  '\ud800',
  '\udfff',
];

const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);

/** Text around control characters: the rule under test must see them, not only a clean prefix. */
const withControls = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map((parts) => parts.join(''));

/** Strings that no field expects: empty, blank, controls, any code point, very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\\u0000',
    'null',
    'undefined',
    'NaN',
    '[object Object]',
  ),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom('ＤＥＭＯ', 'de\u200bmo', '\u202eomed', 'Ⅻ', 'ﬀ', 'İ', 'ß', '🙂👩‍👩‍👧‍👦', 'é', 'é'),
  withControls,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(...EXTREME_DATES),
  fc.constantFrom(
    '1e18',
    '-1',
    '0',
    '1.5',
    '99999999999999999999',
    '0x10',
    '+1',
    '01',
    ' 1',
    'Infinity',
    'true',
  ),
  fc.constantFrom(256, 1_001, 5_001, 20_000, 150_000).map((length) => 'x'.repeat(length)),
);

/** Numbers written as text, as a query string carries them: huge, negative, loose spellings. */
export const numericText: fc.Arbitrary<string> = fc.constantFrom(
  '1e18',
  '-1e18',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  '-1',
  '0',
  '-0',
  '1.5',
  '0.0001',
  '0x10',
  '+1',
  '01',
  ' 1',
  '1 ',
  '1e3',
  'Infinity',
  '-Infinity',
  'NaN',
  '',
  'one',
  '1,000',
  '١',
);

/** Numbers past every bound: huge, negative, fractional, and beyond what a double holds exactly. */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 0.001, 1e-7, 2_147_483_648, -2_147_483_649, 4_294_967_296),
  fc.constantFrom(
    1e18,
    -1e18,
    1e20,
    1e300,
    -1e300,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc
    .constantFrom(
      '12345678901234567890',
      '-99999999999999999999',
      '1e999',
      '-1e999',
      '1.00000000000000000001',
    )
    .map((text) => new RawJson(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value a field should refuse, whatever its type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 5, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      [],
      {},
      [null],
      [''],
      { $gt: '' },
      JSON.parse('{"__proto__":{"admin":true}}') as object,
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(64, 1_000, 5_000, 20_000), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => deepJson(depth, kind)),
  },
);

/** A path segment that is not an id: each is a loose spelling or a stranger (already URL-encoded). */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '0x10',
    '+1',
    '01',
    '%201',
    '1%20',
    '1e3',
    '1.5',
    '1.0',
    '2147483648',
    '4294967297',
  ),
  fc.constantFrom('99999999999999999999', '9'.repeat(400), 'abc', 'null', 'NaN', 'Infinity', '%00', '1%00'),
  fc.constantFrom('%E2%80%AE1', '%EF%BC%91', '%D9%A1', '%ZZ', '%', '1;2', '1,2', '%2F', '1%2F..', '%C0%AE'),
  fc.integer({ min: 2_000_000, max: 2_147_483_647 }).map(String),
  hostileString
    .filter((text) => text.length > 0 && text.length < 2_000)
    .map((text) => encodeURIComponent(text.toWellFormed())),
);

/** Bodies sent as `application/json` that are not JSON, or not what JSON.stringify writes. */
export const malformedJsonBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom('{', '}', '{"a":}', "{'a':1}", '{"a":1,}', '[1,]', '{"a":1}}', 'nul', 'tru', '"', ''),
  fc.constantFrom('NaN', 'Infinity', '-', '01', '1e999', '{"a":1e999}', '{"a":"\\u00"}', '{"a":"\\ud800"}'),
  fc.constantFrom('\u0000', '{"a":"\u0000"}', '{"a"\u0000:1}', '\ufeff{}', '{"__proto__":{"isAdmin":true}}'),
  fc.constantFrom('{"a":1,"a":2}', '{"constructor":{"prototype":{"x":1}}}', '  \n\t ', '/* */{}', '{}//'),
  fc.constantFrom(1_000, 5_000, 50_000).map((depth) => deepJson(depth, 'array').text),
  fc.constantFrom(1_000, 5_000, 50_000).map((depth) => deepJson(depth, 'object').text),
  fc.constantFrom(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Buffer.from([0xc0, 0xaf]),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Query values no parameter expects, or repeated (an array). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((text) => text.length < 2_000) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }) },
);
