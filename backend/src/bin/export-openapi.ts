/**
 * Writes ../openapi.json from the app's code, with sorted keys: no database and no port needed
 * (MikroORM connects lazily, and nothing here starts listening).
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../create-app.js';
import { createOpenApiDocument } from '../openapi.js';

const target = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'openapi.json');

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

// Sessions are configured but never used here: a throwaway secret keeps DATA_DIR untouched.
process.env.SESSION_SECRET ??= 'openapi-export-only-'.padEnd(40, 'x');
const app = await createApp({ url: 'postgresql://openapi@127.0.0.1:1/unused', migrate: false }, false);
const document = await createOpenApiDocument(app);
await app.close();
writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
console.log(`Wrote ${target}`);
