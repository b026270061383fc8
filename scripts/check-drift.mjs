// The contract must be what the code produces: openapi.json (with the swagger plugin's
// backend/src/metadata.ts and the rules written for the frontend) and the generated RTK Query client
// are produced again, and this fails, naming the file, when any of them differs from what was there.
// The files produced are left in place to commit.
//
//   node scripts/check-drift.mjs [result.json]
//     alone: `npm run openapi` (the backend's typecheck, which writes metadata.ts, its build and the
//     export), then `npm run codegen`, compared with the files as they were before.
//   node scripts/check-drift.mjs --built before.json [result.json]
//     in `npm test`: the lint stage's typecheck has written metadata.ts and the build stage has built
//     the backend, so nothing is typechecked or built again: openapi.json is exported from that build
//     (backend/dist), the client generated from it, and all compared with before.json, the files as
//     they were when the run began (written by scripts/test.mjs with `snapshot`).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';

export const FILES = [
  'openapi.json',
  'backend/src/metadata.ts',
  'frontend/src/api/generated/ghostline-api.ts',
  'frontend/src/api/generated/rules.ts',
];
const EXPORT = 'backend/dist/bin/export-openapi.js';

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The contract's files as they are now, with the time they were read. */
export const snapshot = () => ({
  at: Date.now(),
  files: Object.fromEntries(FILES.map((file) => [file, read(file)])),
});

function main(args) {
  const built = args[0] === '--built';
  const before = built ? JSON.parse(readFileSync(args[1], 'utf8')) : snapshot();
  const resultFile = built ? args[2] : args[0];
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };

  if (built) {
    // What this run's build produced, not a build left from an earlier run.
    const builtAt = (() => {
      try {
        return statSync(EXPORT).mtimeMs;
      } catch {
        return 0;
      }
    })();
    if (builtAt < before.at) {
      console.error(`  ✗ ${EXPORT} was not built by this run: the build stage must come first`);
      if (resultFile) writeFileSync(resultFile, JSON.stringify({ passed: 0, failed: FILES.length }));
      process.exit(1);
    }
    execFileSync('node', [EXPORT], quiet);
  } else {
    execFileSync('npm', ['run', '--silent', 'openapi'], quiet);
  }
  execFileSync('npm', ['run', '--silent', 'codegen'], quiet);

  const stale = FILES.filter((file) => read(file) !== before.files[file]);
  for (const file of FILES) {
    console.log(stale.includes(file) ? `  ✗ ${file} is stale` : `  ✓ ${file} is what the code produces`);
  }
  if (stale.length > 0) {
    console.error('\nRegenerated: commit them with the change (npm run openapi && npm run codegen).');
  }
  if (resultFile) {
    writeFileSync(resultFile, JSON.stringify({ passed: FILES.length - stale.length, failed: stale.length }));
  }
  process.exit(stale.length > 0 ? 1 : 0);
}

if (import.meta.main) main(process.argv.slice(2));
