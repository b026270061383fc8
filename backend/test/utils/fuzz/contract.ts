import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the API's document uses. */
export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  default?: unknown;
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

/** Who can reach an operation past the guard: nobody signed in, a client, or an admin. */
export type Role = 'anonymous' | 'client' | 'admin';

export interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The document's path, e.g. `/api/leads/{id}`. */
  path: string;
  role: Role;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema, with every `$ref` resolved; none when the operation takes no body. */
  body?: Schema;
  /** A file upload (multipart/form-data): the fuzz sends it generated files (requests.ts). */
  multipart?: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface RawOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string }>;
}

const DOCUMENT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'openapi.json');

export function readContract(file = DOCUMENT): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** The schema with every `$ref` replaced by the component it names (the document has no cycles). */
export function resolveSchema(schema: Schema, document: OpenApiDocument): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`openapi.json: ${schema.$ref} names no schema`);
    return resolveSchema(target, document);
  }
  const resolved: Schema = { ...schema };
  if (schema.allOf) {
    // The Nest plugin wraps a referenced enum in `allOf: [$ref]`: merge the parts into one schema.
    delete resolved.allOf;
    for (const part of schema.allOf) Object.assign(resolved, resolveSchema(part, document));
  }
  if (schema.items) resolved.items = resolveSchema(schema.items, document);
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolveSchema(value, document)]),
    );
  }
  return resolved;
}

/**
 * The role the guard lets through, as the document says it: no `security` is public; otherwise the
 * 403 answer reads "Signed in without the admin role" (or "the admin or writer role", or client),
 * written by `@Roles(...)`; the fuzz calls a team operation as the admin.
 */
function roleOf(raw: RawOperation, label: string): Role {
  if (!raw.security?.length) return 'anonymous';
  const forbidden = raw.responses['403']?.description ?? '';
  const role = /without the (admin|client)\b/.exec(forbidden)?.[1];
  if (!role) throw new Error(`${label}: needs a session, but its 403 does not say which role it needs`);
  return role as Role;
}

/** Every operation of openapi.json, in the document's order. */
export function contractOperations(document = readContract()): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const label = `${method.toUpperCase()} ${path} (${raw.operationId})`;
      const parameters = (raw.parameters ?? []).map((parameter) => ({
        ...parameter,
        schema: resolveSchema(parameter.schema, document),
      }));
      const unknown = parameters.find((parameter) => parameter.in !== 'path' && parameter.in !== 'query');
      if (unknown) throw new Error(`${label}: no generator for ${unknown.in} parameter ${unknown.name}`);
      const content = raw.requestBody?.content;
      const multipart = !!content?.['multipart/form-data'];
      if (content && !content['application/json'] && !multipart) {
        throw new Error(`${label}: no generator for a ${Object.keys(content).join(', ')} body`);
      }
      return {
        operationId: raw.operationId,
        method: method as Operation['method'],
        path,
        role: roleOf(raw, label),
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: content?.['application/json'] && resolveSchema(content['application/json'].schema, document),
        ...(multipart ? { multipart } : {}),
      };
    }),
  );
}
