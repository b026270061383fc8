// The contract must be what the code produces: regenerate openapi.json (with the swagger plugin's
// backend/src/metadata.ts and the rules written for the frontend) and the generated RTK Query
// client, and fail, naming the file, when any of them differs from what was there. The regenerated
// files are left in place to commit.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const FILES = [
  'openapi.json',
  'backend/src/metadata.ts',
  'frontend/src/api/generated/ghostline-api.ts',
  'frontend/src/api/generated/rules.ts',
];
const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const before = new Map(FILES.map((file) => [file, read(file)]));
for (const script of ['openapi', 'codegen']) {
  execFileSync('npm', ['run', '--silent', script], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const stale = FILES.filter((file) => read(file) !== before.get(file));

for (const file of FILES) {
  console.log(stale.includes(file) ? `  ✗ ${file} is stale` : `  ✓ ${file} is what the code produces`);
}
if (stale.length > 0) {
  console.error('\nRegenerated: commit them with the change (npm run openapi && npm run codegen).');
}
const resultFile = process.argv[2];
if (resultFile) {
  writeFileSync(resultFile, JSON.stringify({ passed: FILES.length - stale.length, failed: stale.length }));
}
process.exit(stale.length > 0 ? 1 : 0);
