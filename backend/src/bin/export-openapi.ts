/**
 * Writes ../openapi.json from the app's code, with sorted keys: no database and no port needed
 * (MikroORM connects lazily, and nothing here starts listening). Writes the plans beside the
 * generated client too (frontend/src/api/generated/plans.ts), so the frontend reads the backend's
 * one record of them at build time.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../create-app.js';
import { createOpenApiDocument } from '../openapi.js';
import { PLAN_NAMES, PLANS } from '../plans/plans.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const target = process.argv[2] ?? join(root, 'openapi.json');
const plansTarget = process.argv[3] ?? join(root, 'frontend', 'src', 'api', 'generated', 'plans.ts');

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

const plansSource = [
  '// Written by `npm run openapi` from backend/src/plans/plans.ts: change a plan there, never here.',
  '',
  // PlanName itself comes with the generated client (the API's enum of the same names).
  "import type { PlanName } from './ghostline-api';",
  '',
  `export const PLAN_NAMES = ${JSON.stringify(PLAN_NAMES)} as const satisfies readonly PlanName[];`,
  '',
  `export const PLANS = ${JSON.stringify(PLANS, null, 2)} as const;`,
  'export type Plan = (typeof PLANS)[PlanName];',
  '',
].join('\n');
writeFileSync(plansTarget, plansSource);
console.log(`Wrote ${plansTarget}`);
