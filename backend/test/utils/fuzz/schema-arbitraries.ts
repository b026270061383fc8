import fc from 'fast-check';
import type { Schema } from './contract.js';
import { EXTREME_DATES } from './fixed-texts.js';
import { hostileValue, numericText, RawJson } from './hostile-values.js';

/** Values that fit a property better than the schema can say (a real id, the fixture's password). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const LONGEST_VALID_STRING = 80;

/** Text that a validator of this format accepts, or is meant to. */
function formattedString(schema: Schema): fc.Arbitrary<string> | undefined {
  switch (schema.format) {
    case 'email':
      return fc.oneof(
        fc
          .stringMatching(/^[a-z][a-z0-9.]{0,20}[a-z0-9]$/)
          .map((local) => `${local.replace(/\.\.+/g, '.')}@example.com`),
        fc.emailAddress({ size: 'small' }),
      );
    case 'uri':
      return fc.oneof(
        fc.stringMatching(/^[a-z0-9-]{3,30}$/).map((slug) => `https://www.linkedin.com/in/${slug}`),
        fc.webUrl({ size: 'small' }),
      );
    case 'date-time':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    // A day, YYYY-MM-DD (the calendar's range).
    case 'date':
      return fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case undefined:
      return undefined;
    default:
      throw new Error(`No generator for strings of format ${schema.format}`);
  }
}

/** A value the schema allows (a hint, when one is given, most of the time). */
export function validValue(schema: Schema, hint?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const own = schemaValue(schema);
  const value = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function schemaValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const formatted = formattedString(schema);
      if (formatted) return formatted.filter((text) => text.length <= (schema.maxLength ?? Infinity));
      // A DTO often requires text the schema does not mark (IsNotEmpty): valid text is never empty;
      // empty strings come with the invalid values.
      const minLength = Math.max(schema.minLength ?? 0, 1);
      const maxLength = Math.min(
        schema.maxLength ?? LONGEST_VALID_STRING,
        Math.max(minLength, LONGEST_VALID_STRING),
      );
      // A pattern is generated from, not filtered for: random text almost never is a LinkedIn address,
      // and a filter that never passes makes fast-check loop for ever.
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
      return fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
        { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-composite' }) },
      );
    }
    case 'number':
    case 'integer': {
      // Without a bound, the whole range is valid: the extremes too, not only small numbers.
      const min = schema.minimum ?? -Number.MAX_SAFE_INTEGER;
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      const huge = [1e18, 1e20, 2 ** 63, 1e308].filter((value) => value >= min);
      const extremes = schema.maximum === undefined && huge.length ? [fc.constantFrom(...huge)] : [];
      if (schema.type === 'integer') return fc.oneof(whole, ...extremes);
      // Amounts are dollars with cents: two decimals at most.
      const cents = fc
        .integer({ min: Math.ceil(Math.max(min, -1e13) * 100), max: Math.floor(Math.min(max, 1e13) * 100) })
        .map((value) => value / 100);
      return fc.oneof(whole, cents, ...extremes);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (!schema.items) throw new Error('No generator for an array without items');
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)),
      });
    }
    case 'object':
      return validObject(schema, {});
    default:
      throw new Error(`No generator for schema ${JSON.stringify(schema)}`);
  }
}

/** An object with every required property and some of the optional ones, each valid. */
export function validObject(schema: Schema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, hints[name])]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [], noNullPrototype: true });
}

/** Text near a format that its validator must refuse, or must survive reading. */
const invalidFormatted: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom(
    'no',
    'a@',
    '@b',
    'a@b',
    'a\udfffb@example.com',
    'a\u0000b@example.com',
    '"a b"@example.com',
    `${'a'.repeat(65)}@example.com`,
    'a@[127.0.0.1]',
    'ａ@example.com',
  ),
  uri: fc.constantFrom(
    'http://',
    'javascript:alert(1)',
    'https://evil.example/in/x',
    'https://linkedin.com.evil.example/in/x',
    'https://www.linkedin.com/in/\u0000',
    'https://www.linkedin.com/in/\udfff',
    'data:text/html,<script>alert(1)</script>',
    '//linkedin.com/in/x',
  ),
  'date-time': fc.constantFrom(...EXTREME_DATES),
};

/** A value the schema refuses: past a bound, of another type, or hostile to whatever reads it. */
export function invalidValue(schema: Schema): fc.Arbitrary<unknown> {
  const specific: fc.Arbitrary<unknown>[] = [];
  if (schema.enum)
    specific.push(fc.constantFrom(...schema.enum.map((value) => `${String(value).toUpperCase()} `)));
  if (schema.type === 'string') {
    if (schema.maxLength !== undefined) {
      specific.push(fc.integer({ min: 1, max: 3_000 }).map((extra) => 'y'.repeat(schema.maxLength! + extra)));
    }
    if (schema.minLength) specific.push(fc.string({ maxLength: schema.minLength - 1 }));
    if (schema.format) specific.push(invalidFormatted[schema.format] ?? fc.constantFrom('no', ''));
    specific.push(fc.integer(), fc.constant(['a', 'b']));
  }
  if (schema.type === 'number' || schema.type === 'integer') {
    if (schema.minimum !== undefined)
      specific.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 0.001));
    if (schema.maximum !== undefined)
      specific.push(fc.constantFrom(schema.maximum + 1, schema.maximum + 0.001));
    specific.push(numericText, fc.constant(0.125));
  }
  if (schema.type === 'boolean') specific.push(fc.constantFrom('true', 'false', 0, 1, 'yes', ''));
  if (schema.type === 'array' && schema.items) {
    specific.push(fc.array(invalidValue(schema.items), { minLength: 1, maxLength: 3 }));
    specific.push(fc.constant([]), fc.array(fc.string(), { minLength: 6, maxLength: 1_000 }));
  }
  if (schema.type === 'object') specific.push(fc.constantFrom('{}', [], 1));
  return specific.length
    ? fc.oneof({ weight: 1, arbitrary: fc.oneof(...specific) }, { weight: 1, arbitrary: hostileValue })
    : hostileValue;
}

/** Field names no DTO declares, some of them meaningful to JavaScript or to an ORM. */
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'role',
    'isAdmin',
    'password',
    'clientId',
    'status',
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/**
 * A body for this schema: valid, or valid but for one thing (a property invalid, a required one
 * missing, an unknown one added), or not an object at all.
 */
export function bodyValue(schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.type !== 'object') throw new Error(`No generator for a ${schema.type ?? 'untyped'} body`);
  const valid = validObject(schema, hints);
  const names = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, extraKey, hostileValue)
        .map(([body, key, value]) => withKey(body, key, value)),
    },
    { weight: 1, arbitrary: hostileValue },
  ];
  if (names.length) {
    const oneInvalid = fc
      .constantFrom(...names)
      .chain((name) => fc.tuple(valid, fc.constant(name), invalidValue(schema.properties![name]!)))
      .map(([body, name, value]) => withKey(body, name, value));
    variants.push({ weight: 6, arbitrary: oneInvalid });
  }
  if (required.length) {
    const oneMissing = fc.tuple(valid, fc.constantFrom(...required)).map(([body, name]) => {
      const rest = { ...body };
      delete rest[name];
      return rest;
    });
    variants.push({ weight: 1, arbitrary: oneMissing });
  }
  return fc.oneof(...variants);
}

/** The object with `key` set as an own property (`__proto__` included, as JSON.parse would make it). */
function withKey(body: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * JSON text for a generated value, writing `RawJson` parts out verbatim; `replace` swaps placeholders
 * (a fixture's id) for their value first.
 */
export function toJsonText(value: unknown, replace: (value: unknown) => unknown = (same) => same): string {
  const current = replace(value);
  if (current instanceof RawJson) return current.text;
  if (Array.isArray(current)) return `[${current.map((item) => toJsonText(item, replace)).join(',')}]`;
  if (current !== null && typeof current === 'object') {
    const entries = Object.keys(current).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((current as Record<string, unknown>)[key], replace)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(current) ?? 'null';
}
