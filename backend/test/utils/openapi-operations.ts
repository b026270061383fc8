import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed contract, at the repository's root (`npm run openapi` writes it). */
export const OPENAPI_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'openapi.json');

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

/** One operation of the document, keyed as people write it: `POST /api/leads/{id}/notes`. */
export interface Operation {
  key: string;
  method: Uppercase<(typeof METHODS)[number]>;
  path: string;
  operationId: string;
  /** Whether the document says it needs the session cookie. */
  needsSession: boolean;
  /** The statuses the document lists for it, as numbers. */
  statuses: number[];
}

interface OpenApiOperation {
  operationId: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

/** Every operation of openapi.json, in the document's order. */
export function openApiOperations(file = OPENAPI_FILE): Operation[] {
  const document = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const upper = method.toUpperCase() as Operation['method'];
      return [
        {
          key: `${upper} ${path}`,
          method: upper,
          path,
          operationId: operation.operationId,
          needsSession: (operation.security ?? []).length > 0,
          statuses: Object.keys(operation.responses).map(Number),
        },
      ];
    }),
  );
}
