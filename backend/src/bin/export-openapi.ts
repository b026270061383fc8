/**
 * Writes ../openapi.json from the app's code, with sorted keys: no database and no port needed
 * (MikroORM connects lazily, and nothing here starts listening). Writes the rules the frontend
 * shows beside the generated client too (frontend/src/api/generated/rules.ts): the plans and the
 * limits a form checks before sending, so the frontend reads the backend's one home of each at
 * build time.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../create-app.js';
import { createOpenApiDocument } from '../openapi.js';
import { LINKEDIN_URL_PATTERN } from '../common/linkedin-url.js';
import { DRAFT_MAX_CHARACTERS, LINKEDIN_MAX_CHARACTERS } from '../content/post-rules.js';
import {
  CADENCE_LABELS,
  GOAL_LABELS,
  LEAD_INDUSTRY_LABELS,
  ONBOARDING_INDUSTRY_LABELS,
  TONE_LABELS,
} from '../leads/answer-labels.js';
import { IDEA_MAX_LENGTH, IDEA_MIN_LENGTH } from '../leads/dto/lead-actions.dto.js';
import { MAX_CONTENT_PILLARS } from '../leads/onboarding-options.js';
import {
  DOCUMENT_TYPE,
  IMAGE_TYPES,
  MAX_ALT_TEXT,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_TITLE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_POST,
} from '../media/media-limits.js';
import { PLAN_NAMES, PLANS } from '../plans/plans.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const target = process.argv[2] ?? join(root, 'openapi.json');
const rulesTarget = process.argv[3] ?? join(root, 'frontend', 'src', 'api', 'generated', 'rules.ts');

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
const app = await createApp(
  { url: 'postgresql://openapi@127.0.0.1:1/unused', migrate: false, queue: false },
  { silent: true },
);
const document = await createOpenApiDocument(app);
await app.close();
writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
console.log(`Wrote ${target}`);

const constant = (name: string, value: unknown) => `export const ${name} = ${JSON.stringify(value)};`;
const rulesSource = [
  '// Written by `npm run openapi` from the backend (plans/plans.ts, content/post-rules.ts, common/linkedin-url.ts,',
  '// leads/onboarding-options.ts, leads/dto/lead-actions.dto.ts, leads/answer-labels.ts,',
  '// media/media-limits.ts): change a rule there, never here.',
  '',
  // PlanName itself comes with the generated client (the API's enum of the same names).
  "import type { PlanName } from './ghostline-api';",
  '',
  `export const PLAN_NAMES = ${JSON.stringify(PLAN_NAMES)} as const satisfies readonly PlanName[];`,
  '',
  `export const PLANS = ${JSON.stringify(PLANS, null, 2)} as const;`,
  'export type Plan = (typeof PLANS)[PlanName];',
  '',
  '/** LinkedIn refuses a longer post: the server delivers none over it. */',
  constant('LINKEDIN_MAX_CHARACTERS', LINKEDIN_MAX_CHARACTERS),
  '/** A draft may run long while it is being written and cut. */',
  constant('DRAFT_MAX_CHARACTERS', DRAFT_MAX_CHARACTERS),
  constant('MAX_CONTENT_PILLARS', MAX_CONTENT_PILLARS),
  '/** A LinkedIn address (https, linkedin.com or a subdomain, no credentials): match case-insensitively. */',
  constant('LINKEDIN_URL_PATTERN', LINKEDIN_URL_PATTERN),
  '/** How long each of the 3 free post ideas sent to a lead may be. */',
  constant('IDEA_MIN_LENGTH', IDEA_MIN_LENGTH),
  constant('IDEA_MAX_LENGTH', IDEA_MAX_LENGTH),
  '',
  "// A post's media, as the server checks an upload and a draft's media (the editor checks first).",
  constant('MAX_IMAGES_PER_POST', MAX_IMAGES_PER_POST),
  constant('MAX_IMAGE_BYTES', MAX_IMAGE_BYTES),
  constant('MAX_DOCUMENT_BYTES', MAX_DOCUMENT_BYTES),
  `export const IMAGE_TYPES = ${JSON.stringify(IMAGE_TYPES)} as const;`,
  constant('DOCUMENT_TYPE', DOCUMENT_TYPE),
  constant('MAX_ALT_TEXT', MAX_ALT_TEXT),
  constant('MAX_DOCUMENT_TITLE', MAX_DOCUMENT_TITLE),
  '',
  '// The labels a visitor saw beside each option of the lead form and the questionnaire, in their order.',
  ...Object.entries({
    LEAD_INDUSTRY_LABELS,
    ONBOARDING_INDUSTRY_LABELS,
    GOAL_LABELS,
    TONE_LABELS,
    CADENCE_LABELS,
  }).map(([name, labels]) => `export const ${name} = ${JSON.stringify(labels, null, 2)} as const;`),
  '',
].join('\n');
writeFileSync(rulesTarget, rulesSource);
console.log(`Wrote ${rulesTarget}`);
