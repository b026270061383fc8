import fc from 'fast-check';
import request, { type Response } from 'supertest';
import type { Operation, Parameter } from './contract.js';
import { bodyHints, FixtureRef, fixtureId, type FuzzWorld, queryHints } from './fixtures.js';
import { hostilePathSegment, hostileQueryValue, hostileValue, malformedJsonBody } from './hostile-values.js';
import { bodyValue, invalidValue, toJsonText, validValue } from './schema-arbitraries.js';

type Text = string | FixtureRef;

/** One generated request: its path values, its query pairs (a key may repeat), and its body. */
export interface FuzzCase {
  path: Record<string, Text>;
  query: [string, Text][];
  body?: { json: unknown } | { raw: string | Buffer } | { file: Buffer; field: string; name: string };
}

/** A PDF's or an image's first bytes, then anything: what a file upload is sent. */
const FILE_HEADS = [
  '%PDF-1.4\n',
  '\x89PNG\r\n\x1a\n',
  '\xff\xd8\xff\xe0',
  'GIF89a',
  'RIFF\x00\x00\x00\x00WEBPVP8 ',
  '<svg>',
  '',
];
const uploadedFile = fc.record({
  file: fc
    .tuple(fc.constantFrom(...FILE_HEADS), fc.uint8Array({ maxLength: 2048 }))
    .map(([head, tail]) => Buffer.concat([Buffer.from(head, 'latin1'), tail])),
  field: fc.oneof(
    { weight: 4, arbitrary: fc.constant('file') },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  ),
  name: fc.oneof(
    fc.constantFrom('photo.jpg', '../../etc/passwd', 'a\u0000b.pdf', ''),
    fc.string({ maxLength: 300 }),
  ),
});

/**
 * A query parameter's value as the URL carries it, cut at 1,500 characters: Node refuses a request
 * line past 16 KB (a bare 431, or a reset connection) before the app sees it, and a long value
 * tells nothing more than a 1,500-character one.
 */
const asQueryText = (value: unknown): Text =>
  value instanceof FixtureRef
    ? value
    : (typeof value === 'string' ? value : toJsonText(value)).slice(0, 1_500);

function pathValue(operation: Operation, parameter: Parameter): fc.Arbitrary<Text> {
  // A media file's variant: one of its names mostly, else anything.
  if (parameter.schema.enum)
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...parameter.schema.enum.map(String)) },
      { weight: 3, arbitrary: hostilePathSegment },
    );
  // A document's drawn page: the first few, one past them, or anything.
  if (parameter.name === 'page')
    return fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: -1, max: 12 }).map(String) },
      { weight: 3, arbitrary: hostilePathSegment },
    );
  if (parameter.schema.type !== 'number' && parameter.schema.type !== 'integer') {
    throw new Error(
      `${operation.operationId}: no generator for the ${parameter.schema.type} path parameter ${parameter.name}`,
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fixtureId(operation.path, parameter.name) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }).map(String) },
    { weight: 3, arbitrary: hostilePathSegment },
  );
}

/**
 * Query pairs: mostly every parameter valid or absent but one, which is invalid (so the invalid
 * value meets the service, not another parameter's 400); sometimes all valid, or all at random,
 * or with an unknown key.
 */
function queryPairs(operation: Operation): fc.Arbitrary<[string, Text][]> {
  const parameters = operation.queryParameters;
  if (!parameters.length) return fc.constant([]);
  const hints = queryHints(operation);
  const absent = fc.constant<Text[]>([]);
  const valid = (parameter: Parameter) =>
    validValue(parameter.schema, hints[parameter.name]).map((value) => [asQueryText(value)]);
  const validOrAbsent = (parameter: Parameter) =>
    parameter.required
      ? valid(parameter)
      : fc.oneof({ weight: 1, arbitrary: absent }, { weight: 2, arbitrary: valid(parameter) });
  const invalid = (parameter: Parameter) =>
    fc.oneof(
      invalidValue(parameter.schema).map((value) => [asQueryText(value)]),
      hostileQueryValue.map((value) => (Array.isArray(value) ? value : [value]).map(asQueryText)),
      ...(parameter.required ? [absent] : []),
    );
  const pairs = (values: Text[][]) =>
    values.flatMap((list, index) => list.map((value): [string, Text] => [parameters[index]!.name, value]));

  const allValid = fc.tuple(...parameters.map(validOrAbsent)).map(pairs);
  const oneInvalid = fc
    .nat({ max: parameters.length - 1 })
    .chain((broken) =>
      fc.tuple(
        ...parameters.map((parameter, index) =>
          index === broken ? invalid(parameter) : validOrAbsent(parameter),
        ),
      ),
    )
    .map(pairs);
  const anyMix = fc
    .tuple(...parameters.map((parameter) => fc.oneof(validOrAbsent(parameter), invalid(parameter))))
    .map(pairs);
  const unknownKey = fc
    .tuple(
      allValid,
      fc.constantFrom('page[$gt]', 'sort[]', '__proto__', 'constructor', 'x', ''),
      fc.string({ maxLength: 10 }),
    )
    .map(([valid, key, value]): [string, Text][] => [...valid, [key, value]]);
  return fc.oneof(
    { weight: 3, arbitrary: allValid },
    { weight: 6, arbitrary: oneInvalid },
    { weight: 1, arbitrary: anyMix },
    { weight: 1, arbitrary: unknownKey },
  );
}

function bodyArbitrary(operation: Operation): fc.Arbitrary<FuzzCase['body']> {
  const raw = malformedJsonBody.map((text) => ({ raw: text }));
  if (operation.multipart)
    return fc.oneof(
      { weight: 8, arbitrary: uploadedFile },
      { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  if (operation.body) {
    return fc.oneof(
      { weight: 9, arbitrary: bodyValue(operation.body, bodyHints(operation)).map((json) => ({ json })) },
      { weight: 1, arbitrary: raw },
    );
  }
  if (operation.method === 'get') return fc.constant(undefined);
  // An operation without a body still receives one now and then: it must be ignored or refused.
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: raw },
  );
}

/** The arbitrary of requests for one operation of the contract. */
export function caseArbitrary(operation: Operation): fc.Arbitrary<FuzzCase> {
  const path = Object.fromEntries(
    operation.pathParameters.map((parameter) => [parameter.name, pathValue(operation, parameter)]),
  );
  return fc.record({
    path: fc.record(path),
    query: queryPairs(operation),
    body: bodyArbitrary(operation),
  });
}

/** The request as it goes out, with the fixtures' current ids and secrets in place of the placeholders. */
export function materialize(operation: Operation, world: FuzzWorld, fuzzCase: FuzzCase) {
  const idRef = fuzzCase.path.id;
  const pathLead =
    idRef instanceof FixtureRef && idRef.kind === 'leads' ? Number(world.resolve(idRef)) : undefined;
  const text = (value: Text) =>
    value instanceof FixtureRef ? String(world.resolve(value, pathLead)) : value;
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = fuzzCase.path[name];
    if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`);
    return text(value);
  });
  const query = fuzzCase.query.map(
    ([key, value]) =>
      `${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(text(value).toWellFormed())}`,
  );
  const replace = (value: unknown) => (value instanceof FixtureRef ? world.resolve(value, pathLead) : value);
  if (fuzzCase.body && 'file' in fuzzCase.body)
    return {
      method: operation.method,
      url: query.length ? `${url}?${query.join('&')}` : url,
      body: undefined,
      upload: fuzzCase.body,
    };
  const body =
    fuzzCase.body === undefined
      ? undefined
      : 'raw' in fuzzCase.body
        ? fuzzCase.body.raw
        : toJsonText(fuzzCase.body.json, replace);
  return {
    method: operation.method,
    url: query.length ? `${url}?${query.join('&')}` : url,
    body,
    upload: undefined,
  };
}

export type SentRequest = ReturnType<typeof materialize>;

/** Sends the request as the role that gets past the operation's guard. */
export async function send(
  server: Parameters<typeof request>[0],
  operation: Operation,
  world: FuzzWorld,
  sent: SentRequest,
): Promise<Response> {
  const cookie = { admin: world.adminCookie, client: world.clientCookie, anonymous: undefined }[
    operation.role
  ];
  const pending = request(server)[sent.method](sent.url);
  if (cookie) void pending.set('Cookie', cookie);
  if (sent.upload) return pending.attach(sent.upload.field, sent.upload.file, sent.upload.name || 'file');
  if (sent.body === undefined) return pending;
  return pending.set('Content-Type', 'application/json').send(sent.body);
}
